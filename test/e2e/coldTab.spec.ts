import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Request } from '@playwright/test';
import { signIn, watchConsole } from './support/session';

/**
 * Issue 32, a member as they meet the portal: a new tab of a browser where they signed in earlier
 * (the provider's session cookie), none of our files cached, no token in the tab. The SPA signs in
 * silently in a hidden frame before its first data call. Each request before that call is a round
 * trip on a phone's network, so the chain is held here: the page, its scripts, style and typeface,
 * the first screen's chunk, the provider's authorization endpoint in the frame (whose answer page
 * posts the code itself: response_mode web_message), and the token. Not before it: /config.json
 * (inline in index.html), the discovery document (its endpoints travel with the configuration),
 * silent-renew.html (the library's renewals only) and its script, nor any script beyond what
 * `npm run size` counts for a new tab.
 */

interface Manifest { entrypoints: Record<string, string[]>; chunkGroups: Record<string, string[]> }
const dist = path.resolve('dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-manifest.json'), 'utf8')) as Manifest;
const pageLoad = JSON.parse(fs.readFileSync(path.resolve('src/app/pageLoadChunks.json'), 'utf8')) as { firstRoute: string; newTabPageLoad: string[] };
const js = (files: string[] = []) => files.filter((file) => file.endsWith('.js'));
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const BUDGET_BYTES = 150 * 1024;

/**
 * What may start before the first data call (the first /api/ request, as `npm run bench --
 * lighthouse` counts), at most: the page, its font, three scripts and a style, the overview's
 * script and style, the frame's authorization request, the token, and the two content calls the
 * session starts beside User/Me (pages, courses). Before issue 32 the bench counted 19 on the same
 * route: /config.json, the two sign-in chunks, the discovery document, the frame's redirect page
 * and its script besides. The journeys' server adds the DevTools chunk, not counted.
 */
const MAX_REQUESTS_BEFORE_DATA = 12;

test('a new tab with the provider session live signs in silently within a short chain of requests before its first data call', async ({ page, context, baseURL }) => {
  await signIn(page, 'medlem', pageLoad.firstRoute);
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();

  const tab = await context.newPage();
  const errors = watchConsole(tab);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const devTools = js(manifest.chunkGroups.devTools);
  const requests: Request[] = [];
  tab.on('request', (request) => {
    const file = new URL(request.url()).pathname.slice(1);
    if (request.url().startsWith(baseURL as string) && !devTools.includes(file) && file !== 'favicon.svg') requests.push(request);
  });
  await tab.goto(pageLoad.firstRoute);
  await expect(tab.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  await expect(tab).toHaveURL(pageLoad.firstRoute);

  const paths = requests.map((request) => new URL(request.url()).pathname);
  const firstData = paths.findIndex((p) => p.startsWith('/api/'));
  expect(firstData).toBeGreaterThan(0);
  const before = paths.slice(0, firstData);
  const chain = before.join(' → ');
  console.log(`cold new tab of ${pageLoad.firstRoute}: ${before.length} requests before the first data call (${paths[firstData]}): ${chain}`);
  test.info().annotations.push({ type: 'requests before the first data call', description: `${before.length}: ${chain}` });

  // The sign-in went through the hidden frame, in these steps and no more.
  expect(before.filter((p) => p.startsWith('/oidc/') || p.startsWith('/silent-renew'))).toEqual(['/oidc/auth', '/oidc/token']);
  expect(before).not.toContain('/config.json');
  expect(before.filter((p) => p.includes('.well-known'))).toEqual([]);
  expect(before.length).toBeLessThanOrEqual(MAX_REQUESTS_BEFORE_DATA);
  expect(paths[firstData]).toBe('/api/User/Me');

  // The scripts a new tab receives are the ones `npm run size` counts for it (sign-in chunk included), within 150 KB.
  const scripts = [...new Set(requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname.slice(1)))];
  const declared = [...new Set([...js(manifest.entrypoints.main), ...pageLoad.newTabPageLoad.flatMap((group) => js(manifest.chunkGroups[group]))])];
  expect(scripts.sort()).toEqual([...declared].sort());
  const total = declared.reduce((sum, file) => sum + gzip(file), 0);
  console.log(`cold new tab of ${pageLoad.firstRoute}: ${(total / 1024).toFixed(1)} KB gzip of JavaScript in ${declared.length} scripts`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  errors.expectNone();
});
