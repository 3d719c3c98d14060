import { test, expect, type Page } from '@playwright/test';
import { signIn, watchConsole } from './support/session';
import { clippedTexts } from './support/clipping';

/**
 * Issue 28: no placeholder or label is cut off at 1280 or 375 px ('Sök förening eller nätve…').
 * The secretariat sees the most fields: the associations menu's search (more than three
 * associations), the header search, the member search, the case list's filters and the documents.
 */
const widths = [1280, 375] as const;

async function openMainMenu(page: Page) {
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
}

test('no placeholder or label is clipped at 1280 or 375 px: the associations search and the secretariat\'s fields', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await signIn(page, 'kanslist');
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();

    await openMainMenu(page);
    const associationSearch = page.getByRole('searchbox', { name: 'Sök förening eller nätverk' });
    await expect(associationSearch).toBeVisible();
    const file = testInfo.outputPath(`associations-menu-${width}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`associations-menu-${width}`, { path: file, contentType: 'image/png' });
    expect(await clippedTexts(page), `the associations menu at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sök i portalen' }).click();
    await expect(page.getByRole('searchbox', { name: 'Sök ärenden, medlemmar och mer' })).toBeVisible();
    const searchFile = testInfo.outputPath(`header-search-${width}.png`);
    await page.screenshot({ path: searchFile });
    await testInfo.attach(`header-search-${width}`, { path: searchFile, contentType: 'image/png' });
    expect(await clippedTexts(page), `the header search at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');

    for (const [path, heading] of [['/medlemmar', /Sök medlem|Medlemmar/], ['/arenden/kansliet', 'Kansliets ärenden'], ['/kansliet/dokument', /Dokument/]] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await clippedTexts(page), `${path} at ${width} px`).toEqual([]);
    }
  }
  errors.expectNone();
});
