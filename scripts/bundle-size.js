import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildIfStale } from './lib/buildIfStale.js';

/**
 * The SPA's JavaScript budget (ARCHITECTURE §6): the JavaScript a page load of the first route
 * fetches, in KB gzip, at most 150: for a signed-in user, and for a new tab that signs in silently
 * (the sign-in chunk included, issue 32); and the same for the pages pageLoadChunks.json's
 * budgetedRoutes names (the case lists). Which chunk groups that page load fetches
 * besides the main entry is declared once, in src/app/pageLoadChunks.json (the journey
 * test/e2e/pageLoadSize.spec.ts checks it against what a reload of / transfers). Prints the
 * initial JavaScript per entry and, for each lazy chunk group, the main entry plus the group's
 * chunks. Exits 1 over budget. Builds the production SPA first when dist/ is missing or stale.
 */
const BUDGET_KB = 150;
const pageLoad = JSON.parse(fs.readFileSync(path.resolve('src/app/pageLoadChunks.json'), 'utf8'));

buildIfStale();
const dist = path.resolve('dist');
const manifestFile = path.join(dist, 'chunk-manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('bundle-size: dist/chunk-manifest.json is missing; run npm run build');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const js = (files) => files.filter((file) => file.endsWith('.js'));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);

const rows = [];
for (const [name, files] of Object.entries(manifest.entrypoints)) {
  rows.push([`entry ${name}`, js(files), total(js(files))]);
}
const mainFiles = js(manifest.entrypoints.main ?? []);
for (const [name, files] of Object.entries(manifest.chunkGroups).sort(([a], [b]) => a.localeCompare(b))) {
  const own = js(files).filter((file) => !mainFiles.includes(file));
  rows.push([`route group ${name} (main + chunk)`, [...mainFiles, ...own], total(mainFiles) + total(own)]);
}

const width = Math.max(...rows.map(([label]) => label.length));
console.log('Initial JavaScript, KB gzip (level 9):');
for (const [label, , bytes] of rows) console.log(`  ${label.padEnd(width)}  ${kb(bytes).padStart(6)}`);

const budgeted = Object.entries(pageLoad.budgetedRoutes ?? {});
const missing = [...pageLoad.signedInPageLoad, ...pageLoad.newTabPageLoad, ...budgeted.flatMap(([, groups]) => groups)].filter((group) => !manifest.chunkGroups[group]);
if (missing.length > 0) {
  console.error(`bundle-size: src/app/pageLoadChunks.json names chunk groups the build does not have: ${missing.join(', ')}`);
  process.exit(1);
}
const firstFiles = [...new Set([...mainFiles, ...pageLoad.signedInPageLoad.flatMap((group) => js(manifest.chunkGroups[group]))])];
const first = total(firstFiles);
console.log(`\nFirst route (${pageLoad.firstRoute}) as a page load of a signed-in user fetches it: main entry + ${pageLoad.signedInPageLoad.join(' + ')}`);
console.log('(src/app/pageLoadChunks.json; the sign-in chunks are counted whenever a page load fetches them). Not fetched by that page load:');
for (const [group, when] of Object.entries(pageLoad.notAtPageLoad)) console.log(`  ${group}: ${when}`);
console.log(`\nFirst route (${pageLoad.firstRoute}), signed in: ${kb(first)} KB gzip of ${BUDGET_KB} KB budget (${firstFiles.join(', ')})`);
// Issue 32: a new tab has no token; it signs in silently, so the sign-in chunk comes with the first screen.
const newTabFiles = [...new Set([...mainFiles, ...pageLoad.newTabPageLoad.flatMap((group) => js(manifest.chunkGroups[group]))])];
const newTab = total(newTabFiles);
console.log(`First route (${pageLoad.firstRoute}), a new tab signing in silently (main entry + ${pageLoad.newTabPageLoad.join(' + ')}): ${kb(newTab)} KB gzip of ${BUDGET_KB} KB budget (${newTabFiles.join(', ')})`);
// Issue 32: the case lists a member and the secretariat open first, as a page load fetches them (main entry + their group).
const routeFigures = budgeted.map(([route, groups]) => {
  const files = [...new Set([...mainFiles, ...groups.flatMap((group) => js(manifest.chunkGroups[group]))])];
  const bytes = total(files);
  console.log(`${route} (main entry + ${groups.join(' + ')}): ${kb(bytes)} KB gzip of ${BUDGET_KB} KB budget`);
  return [route, bytes];
});
let over = false;
for (const [what, bytes] of [['signed in', first], ['new tab', newTab], ...routeFigures]) {
  if (bytes / 1024 > BUDGET_KB) {
    console.error(`${what}: over budget by ${kb(bytes - BUDGET_KB * 1024)} KB.`);
    over = true;
  }
}
if (over) process.exit(1);
