import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildIfStale } from './lib/buildIfStale.js';

/**
 * The SPA's JavaScript budget (ARCHITECTURE §6): the initial JavaScript of the first route, in KB
 * gzip, at most 150. Prints the initial JavaScript per entry and, for each lazy route group,
 * what its first screen loads (the main entry plus the group's chunk). Exits 1 over budget.
 * Builds the production SPA first when dist/ is missing or stale.
 */
const BUDGET_KB = 150;
/** The first route, '/', lives in the overview group. */
const FIRST_ROUTE_GROUP = 'overview';

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

const firstFiles = [...mainFiles, ...js(manifest.chunkGroups[FIRST_ROUTE_GROUP] ?? []).filter((f) => !mainFiles.includes(f))];
const first = total(firstFiles);
console.log(`\nFirst route (/): ${kb(first)} KB gzip of ${BUDGET_KB} KB budget (${firstFiles.join(', ')})`);
if (first / 1024 > BUDGET_KB) {
  console.error(`Over budget by ${kb(first - BUDGET_KB * 1024)} KB.`);
  process.exit(1);
}
