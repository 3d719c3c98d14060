import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { signIn, watchConsole } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { shootBothWidths } from './support/screenshots';

/**
 * Issue 36, statistics in Chromium against the real server: kanslist opens Statistik from the
 * user menu, reads the open backlog's chart and table (the same total as the key figure) and
 * downloads the table as a CSV for Swedish Excel; a national association's board member counts
 * only their association's cases.
 */
const figure = async (page: Page, label: string) => Number(await page.locator('.statistics__figure-item').filter({ hasText: label }).locator('dd').innerText());

test('kanslist reads the backlog chart and downloads its CSV; the board of a national association sees only its numbers', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signIn(page, 'kanslist');
  await page.getByRole('button', { name: /Användarmeny/ }).click();
  await page.getByRole('link', { name: 'Statistik', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  await expect(page.getByLabel('Ärendelista')).toHaveValue('secretariat::');

  await page.getByLabel('Period').selectOption({ label: 'Senaste året' });
  const backlog = page.getByRole('region', { name: 'Öppna ärenden efter ålder' });
  await expect(backlog.getByRole('img', { name: 'Öppna ärenden efter ålder' })).toBeVisible();
  const cells = await backlog.getByRole('table').locator('tbody td').allInnerTexts();
  expect(cells).toHaveLength(4);
  const total = cells.map(Number).reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(0);
  expect(total).toBe(await figure(page, 'Öppna ärenden i dag'));
  await expectNoAxeViolations(page, '/statistik');
  await shootBothWidths(page, testInfo, 'statistics-page');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    backlog.getByRole('button', { name: 'Ladda ner CSV: Öppna ärenden efter ålder' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('statistik-alder.csv');
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Ålder;Antal');
  expect(lines.slice(1)).toEqual(['0–7 dagar', '8–30 dagar', '31–90 dagar', 'Mer än 90 dagar'].map((age, i) => `${age};${cells[i]}`));

  // A custom period the wrong way round is refused in Swedish.
  await page.getByLabel('Period').selectOption({ label: 'Eget intervall' });
  await page.getByLabel('Från (åååå-mm-dd)').fill('2026-03-01');
  await page.getByLabel('Till (åååå-mm-dd)').fill('2026-02-01');
  await page.getByRole('button', { name: 'Visa' }).click();
  await expect(page.getByRole('alert')).toHaveText('Från-datum måste vara före eller samma som till-datum.');
  errors.expectNone();
  await context.close();

  const boardContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const board = await boardContext.newPage();
  const boardErrors = watchConsole(board);
  await signIn(board, 'nationell', '/statistik');
  await expect(board.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  await expect(board.getByLabel('Ärendelista').getByRole('option', { name: 'Kansliets ärenden' })).toHaveCount(0);
  await board.getByLabel('Period').selectOption({ label: 'Senaste året' });
  const associations = board.getByRole('region', { name: 'Nya ärenden per förening' });
  await expect(associations.getByRole('table')).toBeVisible();
  const named = await associations.getByRole('table').locator('tbody th').allInnerTexts();
  expect(named.every((name) => name === 'Sveriges Skolpsykologers Förening')).toBe(true);
  await expectNoAxeViolations(board, '/statistik as a board member');
  await shootBothWidths(board, testInfo, 'statistics-board');
  boardErrors.expectNone();
  await boardContext.close();
});
