import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { memberCreatesCase, signIn, watchConsole } from './support/session';

/**
 * Issue 26, the first route's budget as a signed-in user receives it: a reload of / by a signed-in
 * user (valid token, HTTP cache off) fetches exactly the main entry and the chunk groups that
 * src/app/pageLoadChunks.json declares, which is what `npm run size` counts, and their gzip size
 * (level 9, as the size script counts) is at most 150 KB. The sign-in library (the 'oidc' chunk
 * group) is not among them: it loads shortly before the token's expiry notice, not at start.
 */

const BUDGET_BYTES = 150 * 1024;
/** Longer than any idle-time load could wait (requestIdleCallback's time-outs are 2 s here). */
const SETTLE_MS = 3000;

interface Manifest { entrypoints: Record<string, string[]>; chunkGroups: Record<string, string[]> }
const dist = path.resolve('dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-manifest.json'), 'utf8')) as Manifest;
const pageLoad = JSON.parse(fs.readFileSync(path.resolve('src/app/pageLoadChunks.json'), 'utf8')) as { firstRoute: string; signedInPageLoad: string[] };
const js = (files: string[] = []) => files.filter((file) => file.endsWith('.js'));
const gzip = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

test('a signed-in page load of / fetches only the declared chunks, at most 150 KB gzip of JavaScript, without the sign-in library', async ({ page, baseURL }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem', pageLoad.firstRoute);
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Bytes on the wire per script (headers included), as the browser's network log counts them.
  const scriptUrls = new Map<string, string>();
  const wire = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => { if (event.type === 'Script') scriptUrls.set(event.requestId, event.response.url); });
  cdp.on('Network.loadingFinished', (event) => {
    const url = scriptUrls.get(event.requestId);
    if (url) wire.set(new URL(url).pathname.slice(1), event.encodedDataLength);
  });
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(baseURL as string)) scripts.push(response);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible(); // still signed in

  const fetched = await Promise.all(scripts.map(async (response) => ({
    file: new URL(response.url()).pathname.slice(1),
    gzip: gzip(await response.body()),
    transferred: wire.get(new URL(response.url()).pathname.slice(1)) ?? 0,
  })));
  // The journeys' server turns the Redux DevTools on (never so in production): their chunk is not the user's.
  const devTools = js(manifest.chunkGroups.devTools);
  const userScripts = fetched.filter(({ file }) => !devTools.includes(file));
  const declared = [...new Set([...js(manifest.entrypoints.main), ...pageLoad.signedInPageLoad.flatMap((group) => js(manifest.chunkGroups[group]))])];

  expect(userScripts.map(({ file }) => file).sort()).toEqual([...declared].sort());
  expect(userScripts.some(({ file }) => js(manifest.chunkGroups.oidc).includes(file))).toBe(false);

  const total = userScripts.reduce((sum, { gzip: size }) => sum + size, 0);
  const transferred = userScripts.reduce((sum, { transferred: size }) => sum + size, 0);
  const counted = declared.reduce((sum, file) => sum + gzip(fs.readFileSync(path.join(dist, file))), 0);
  const report = `${(total / 1024).toFixed(1)} KB gzip level 9 (${(transferred / 1024).toFixed(1)} KB transferred as the server compressed it, headers included) in ${userScripts.length} scripts`;
  console.log(`signed-in page load of ${pageLoad.firstRoute}: ${report}`);
  test.info().annotations.push({ type: 'first route JavaScript', description: report });
  expect(total).toBe(counted);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);

  // The library loads when it is needed: Logga ut after that page load still ends the session.
  await page.getByRole('button', { name: /^Användarmeny för / }).click();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await page.waitForURL('**/auth/signed-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Du är utloggad' })).toBeVisible();
  errors.expectNone();
});

test('a page load with a token near its expiry fetches the sign-in library before the expiry notice (spec §9: 60 s before expiry)', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem', pageLoad.firstRoute);
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  // The stored token now expires in 75 s: the timer loads the library 10 s before the notice, in 5 s.
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!) as { expires_at: number };
    sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) + 75 }));
  });
  const oidcFiles = js(manifest.chunkGroups.oidc);
  const fetchedAt: number[] = [];
  page.on('response', (response) => {
    if (oidcFiles.includes(new URL(response.url()).pathname.slice(1))) fetchedAt.push(Date.now());
  });
  const reloadedAt = Date.now();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  expect(fetchedAt).toEqual([]);
  await expect.poll(() => fetchedAt.length, { timeout: 15_000 }).toBe(oidcFiles.length);
  expect(Math.min(...fetchedAt) - reloadedAt).toBeGreaterThanOrEqual(4000);
  errors.expectNone();
});

/** The scripts a reload of the page shown fetches with the HTTP cache off, by file. */
async function scriptsOfReload(page: Page, baseURL: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(baseURL)) files.push(new URL(request.url()).pathname.slice(1));
  });
  await page.reload();
  return files;
}

test("a member's case page, as a notice mail opens it, fetches neither the handlers' tools nor the saved replies' code; a handler's fetches the tools", async ({ page, browser, baseURL }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem', '/');
  const created = await memberCreatesCase(page, 'Sidans skript', 'Vilka skript hämtar ärendesidan?');
  await page.goto(`/arenden/mina/arende/${created}`);
  const fetched = await scriptsOfReload(page, baseURL as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Sidans skript' })).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  const handlers = [...js(manifest.chunkGroups.caseHandling), ...js(manifest.chunkGroups.savedReplies)];
  expect(handlers.length).toBeGreaterThan(0);
  expect(fetched).toEqual(expect.arrayContaining(js(manifest.chunkGroups.casePage)));
  expect(fetched.filter((file) => handlers.includes(file))).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Anteckningar' })).toHaveCount(0);
  errors.expectNone();

  const handler = await browser.newPage();
  await signIn(handler, 'kanslist', `/arenden/kansliet/arende/${created}`);
  const handlerFetched = await scriptsOfReload(handler, baseURL as string);
  await expect(handler.getByRole('heading', { level: 1, name: 'Sidans skript' })).toBeVisible();
  await expect(handler.getByRole('heading', { name: 'Anteckningar' })).toBeVisible();
  await expect(handler.getByText(/^Händelselogg \(\d+\)$/)).toBeVisible();
  expect(handlerFetched).toEqual(expect.arrayContaining(js(manifest.chunkGroups.caseHandling)));
  await handler.close();
});
