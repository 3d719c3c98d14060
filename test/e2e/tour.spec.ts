import { test, expect, type Page, type TestInfo } from '@playwright/test';
import { acceptGdprAfresh, signIn, watchConsole } from './support/session';
import { shootBothWidths } from './support/screenshots';
import { expectNoAxeViolations, expectNoAxeViolationsNarrow } from './support/axe';

/**
 * Issue 23's proof: every home, list, case, news, course, document and profile screen, for
 * medlem, skyddad, styrelse, kanslist and ekonom, shot at 1280 and 375 px (attached to the report) and
 * checked with axe-core (WCAG 2.1 A and AA, 2.2 AA) at both widths.
 */

async function look(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('main .spinner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid="case-list-placeholder"]')).toHaveCount(0);
  await shootBothWidths(page, testInfo, name);
  await expectNoAxeViolations(page, name);
  await expectNoAxeViolationsNarrow(page, name);
}

/** The list's first entry, then the screen it leads to. */
async function openFirst(page: Page, list: string) {
  await page.locator(`main ${list} a`).first().click();
}

async function hrefOf(page: Page, selector: string) {
  return page.locator(selector).first().getAttribute('href');
}

test.describe.configure({ timeout: 300_000 });

test('tour: medlem', async ({ page }, testInfo) => {
  const console = watchConsole(page);
  await signIn(page, 'medlem');
  await look(page, testInfo, 'medlem-home');
  await page.goto('/arenden/mina');
  await look(page, testInfo, 'medlem-cases');
  await openFirst(page, '.case-list');
  await look(page, testInfo, 'medlem-case');
  await page.goto('/aktuellt');
  await look(page, testInfo, 'medlem-news');
  await openFirst(page, '.content-list');
  await look(page, testInfo, 'medlem-post');
  await page.goto('/kurser');
  await look(page, testInfo, 'medlem-courses');
  await openFirst(page, '.content-list');
  await look(page, testInfo, 'medlem-course');
  await page.goto('/dokument');
  await look(page, testInfo, 'medlem-documents');
  await page.goto('/min-profil');
  await look(page, testInfo, 'medlem-profile');
  console.expectNone();
});

test('tour: styrelse', async ({ page }, testInfo) => {
  await signIn(page, 'styrelse');
  await acceptGdprAfresh(page);
  await look(page, testInfo, 'styrelse-home');
  const cases = await hrefOf(page, 'a[href^="/arenden/organisation/"]');
  await page.goto(cases!);
  await look(page, testInfo, 'styrelse-cases');
  await openFirst(page, '.case-list');
  await look(page, testInfo, 'styrelse-case');
  const organisation = cases!.replace('/arenden/organisation/', '/organisation/');
  await page.goto(`${organisation}/styrelsen`);
  await look(page, testInfo, 'styrelse-board');
  await page.goto(`${organisation}/styrelsen/dokument`);
  await look(page, testInfo, 'styrelse-documents');
});

test('tour: skyddad', async ({ page }, testInfo) => {
  const console = watchConsole(page);
  await signIn(page, 'skyddad');
  await look(page, testInfo, 'skyddad-home');
  await page.goto('/arenden/mina');
  await look(page, testInfo, 'skyddad-cases');
  await page.goto('/aktuellt');
  await look(page, testInfo, 'skyddad-news');
  await page.goto('/min-profil');
  await look(page, testInfo, 'skyddad-profile');
  console.expectNone();
});

test('tour: kanslist', async ({ page }, testInfo) => {
  const console = watchConsole(page);
  await signIn(page, 'kanslist');
  await look(page, testInfo, 'kanslist-home');
  await page.goto('/kansliet');
  await look(page, testInfo, 'kanslist-intranet');
  await page.goto('/arenden/kansliet');
  await look(page, testInfo, 'kanslist-cases');
  await openFirst(page, '.case-list');
  await look(page, testInfo, 'kanslist-case');
  await page.goto('/kansliet/aktuellt');
  await look(page, testInfo, 'kanslist-news');
  await openFirst(page, '.content-list');
  await look(page, testInfo, 'kanslist-post');
  await page.goto('/kansliet/kurser');
  await look(page, testInfo, 'kanslist-courses');
  await page.goto('/kansliet/dokument');
  await look(page, testInfo, 'kanslist-documents');
  await page.goto('/medlemmar');
  await look(page, testInfo, 'kanslist-members');
  await page.goto('/sok?q=anna');
  await expect(page.getByRole('heading', { level: 2, name: 'Medlemmar' })).toBeVisible();
  await look(page, testInfo, 'kanslist-search');
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  await shootBothWidths(page, testInfo, 'kanslist-menu');
  console.expectNone();
});

test('tour: ekonom', async ({ page }, testInfo) => {
  const console = watchConsole(page);
  await signIn(page, 'ekonom');
  await look(page, testInfo, 'ekonom-home');
  await openFirst(page, '.case-list');
  await look(page, testInfo, 'ekonom-case');
  await page.goto('/vasabyran/medlemmar');
  await look(page, testInfo, 'ekonom-members');
  console.expectNone();
});
