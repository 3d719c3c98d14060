import { test, expect, type Page } from '@playwright/test';
import { signIn, watchConsole } from './support/session';

/**
 * Issue 26: the secretariat's list in parts. The open cases come first (spec §4's default status
 * filter); Avslutade shows the closed ones, which come in a part of their own.
 */
const rows = (page: Page) => page.getByTestId('case-row');
const filters = (page: Page) => page.getByRole('region', { name: 'Filtrera ärenden' });

test('the secretariat sees its open cases first, then Avslutade shows the closed ones', async ({ page }) => {
  const errors = watchConsole(page);
  const parts: string[] = [];
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
