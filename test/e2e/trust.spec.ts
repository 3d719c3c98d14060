import { test, expect, type Browser, type Page } from '@playwright/test';
import { memberCreatesCase, signIn, watchConsole, withoutGdprConsent } from './support/session';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 21 journeys: every open view follows the data, and a reload loses nothing. Each test signs
 * in through the real login page; the journeys share one database, so each sets its own
 * preconditions through the API.
 */

test.describe.configure({ timeout: 180_000 });

/** The member writes a new counselling case (the secretariat handles it) with the member's own token. */
const memberWritesCase = (page: Page, title: string) => memberCreatesCase(page, title, 'Hej! Jag har en fråga om min tjänstgöringsgrad.');

async function signedIn(browser: Browser, username: string, clock = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  if (clock) await page.clock.install();
  await signIn(page, username);
  return { context, page, errors };
}

test('an open case follows its colleagues: kanslist sees kansli-styrelse\'s reply by push, without a reload', async ({ browser }) => {
  const member = await signedIn(browser, 'medlem');
  const title = `Tjänstgöringsgrad ${Date.now().toString(36)}`;
  const caseId = await memberWritesCase(member.page, title);
  await member.context.close();

  const lena = await signedIn(browser, 'kanslist');
  await lena.page.goto(`/arenden/kansliet/arende/${caseId}`);
  await expect(lena.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(lena.page.getByTestId('case-status')).toHaveText('Nytt');

  const mikael = await signedIn(browser, 'kansli-styrelse');
  await mikael.page.goto(`/arenden/kansliet/arende/${caseId}`);
  await expect(mikael.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await mikael.page.getByRole('button', { name: 'Svara' }).click();
  const reply = 'Hej! Kansliet har tagit emot din fråga och återkommer.';
  await mikael.page.getByLabel('Ditt svar').fill(reply);
  await mikael.page.getByRole('button', { name: 'Skicka' }).click();
  await expect(mikael.page.getByText('Ditt meddelande har skickats.')).toBeVisible();

  // Lena's page does not reload: the reply comes by the case stream (issue 35), long before the
  // list's 60-second poll (the floor when the stream is down: the polling saga tests hold it).
  const navigations: string[] = [];
  lena.page.on('framenavigated', (frame) => { if (frame === lena.page.mainFrame()) navigations.push(frame.url()); });
  await expect(lena.page.getByText(reply)).toBeVisible({ timeout: 15_000 });
  await expect(lena.page.getByTestId('case-status')).toHaveText('Pågående');
  // Issue 34: the live update says what came; the one who wrote it is not told.
  await expect(lena.page.getByText('Nytt meddelande', { exact: true })).toBeVisible();
  await expect(mikael.page.getByText('Nytt meddelande', { exact: true })).toHaveCount(0);
  expect(navigations).toEqual([]);
  await expectNoAxeViolations(lena.page, 'case-followed');

  lena.errors.expectNone();
  mikael.errors.expectNone();
  await Promise.all([lena.context.close(), mikael.context.close()]);
});

test('the footer keeps its links after F5 and after a deep link', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Kontakt' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Kontakt' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Om portalen' })).toBeVisible();
  await page.goto('/arenden/mina');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Kontakt' })).toBeVisible();
  errors.expectNone();
});

test('styrelse accepts the GDPR information on the board home: its news, documents and members load at once', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'styrelse');
  const gdpr = page.getByRole('dialog', { name: 'Välkommen till Min sida!' });
  // A fresh database: styrelse has not accepted yet (another journey may have).
  if (await gdpr.waitFor({ timeout: 5_000 }).then(() => true, () => false)) {
    await gdpr.getByRole('button', { name: 'Godkänn' }).click();
    await expect(gdpr).toBeHidden();
  }
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  await page.getByRole('region', { name: 'Mina föreningar och nätverk' }).getByRole('link', { name: 'Psykologföreningen i Region Stockholm' }).click();
  await page.getByRole('list', { name: 'Styrelsen' }).getByRole('link', { name: 'Styrelsens sida' }).click();
  await expect(page).toHaveURL(/\/organisation\/[0-9a-f-]{36}\/styrelsen$/);
  await expect(page.getByRole('list', { name: 'Styrelsens ledamöter' }).getByRole('link').first()).toBeVisible();
  const documentsBefore = await page.locator('.home-page').getByRole('link', { name: /\.(pdf|docx?|xlsx?|pptx?|txt)$/i }).count();

  const modal = await withoutGdprConsent(page);
  await modal.getByRole('button', { name: 'Godkänn' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Du har inga nyheter')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Styrelsens ledamöter' }).getByRole('link').first()).toBeVisible();
  await expect(page.locator('.home-page').getByRole('link', { name: /\.(pdf|docx?|xlsx?|pptx?|txt)$/i })).toHaveCount(documentsBefore);
  errors.expectNone();
});
