import { test, expect, type Page } from '@playwright/test';
import { signIn, watchConsole } from './support/session';
import { lookAt } from './support/lookAt';

/**
 * Issue 26: the secretariat's list in parts. The open cases come first (spec §4's default status
 * filter); Avslutade shows the closed ones, which come in a part of their own.
 */
const rows = (page: Page) => page.getByTestId('case-row');
const filters = (page: Page) => page.getByRole('region', { name: 'Filtrera ärenden' });

test('the secretariat sees its open cases first, then Avslutade shows the closed ones', async ({ page }) => {
  const errors = watchConsole(page);
  const parts: string[] = [];
  // Issue 38: a part is fetched and parsed by the portal's worker, off the page's main thread.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/Case/GetAll') && url.searchParams.get('role') === 'secretariat') parts.push(url.searchParams.get('part') ?? 'whole');
  });
  await signIn(page, 'kanslist', '/arenden/kansliet');
  await expect(page.getByRole('heading', { level: 1, name: 'Kansliets ärenden' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const statuses = await rows(page).locator('.status-badge').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((s) => /Nytt|Pågående/.test(s))).toBe(true);
  expect(parts[0]).toBe('open');
  await expect.poll(() => workers).toEqual([expect.stringMatching(/^\/assets\/answerWorker\.[0-9a-f]+\.js$/)]);

  const status = filters(page).getByRole('group', { name: 'Status' });
  await status.getByRole('checkbox', { name: 'Nytt' }).uncheck();
  await status.getByRole('checkbox', { name: 'Pågående' }).uncheck();
  await status.getByRole('checkbox', { name: 'Avslutade' }).check();
  await expect(page).toHaveURL(/status=3/);
  await expect(rows(page).first()).toBeVisible();
  const closed = await rows(page).locator('.status-badge').allTextContents();
  expect(closed.length).toBeGreaterThan(0);
  expect(closed.every((s) => /Avslutat/.test(s))).toBe(true);
  expect(parts).toContain('closed');
  expect(parts).not.toContain('whole');
  errors.expectNone();
});

/**
 * Issue 38, the first page first: beside the open part, the default view's first page
 * (`first=20`), whose rows show with the whole view's count while the part is on its way.
 */
test('the secretariat sees its newest open cases while the open part is still on its way, and the part then takes over', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await signIn(page, 'kanslist', '/');
  let releasePart!: () => void;
  const partHeld = new Promise<void>((resolve) => { releasePart = resolve; });
  const asked: string[] = [];
  await page.route((url) => url.pathname.endsWith('/Case/GetAll') && url.searchParams.get('part') === 'open', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.searchParams.get('first') ? 'first page' : 'open part');
    if (!url.searchParams.get('first')) await partHeld;
    await route.continue();
  });
  await page.goto('/arenden/kansliet');
  await expect(rows(page)).toHaveCount(20);
  const count = page.locator('.case-list__count');
  await expect(count).toHaveText(/^Visar 1–20 av \d+ ärenden$/);
  const firstTitles = await rows(page).getByRole('link').allTextContents();
  // The rows above came while every request for the open part was held back: from the one first page.
  // The part is asked for only after those rows are painted (two frames), so it may not be asked yet.
  expect(asked.filter((what) => what === 'first page')).toHaveLength(1);
  await expect.poll(() => asked).toContain('open part');
  await lookAt(page, testInfo, 'first-page-only', 'the secretariat\'s list, only its first page held');

  // Page 2 is the part's to say: placeholders until it comes.
  await page.getByRole('navigation', { name: 'Sidor' }).getByRole('button', { name: 'Sida 2', exact: true }).click();
  await expect(page.getByTestId('case-list-placeholder')).toBeVisible();
  await expect(count).toHaveText('');
  releasePart();
  await expect(page.getByTestId('case-list-placeholder')).toHaveCount(0);
  await expect(count).toHaveText(/^Visar 21–40 av \d+ ärenden$/);
  await page.getByRole('navigation', { name: 'Sidor' }).getByRole('button', { name: 'Sida 1', exact: true }).click();
  await expect(rows(page).getByRole('link')).toHaveText(firstTitles);
  errors.expectNone();
});
