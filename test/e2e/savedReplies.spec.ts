import { test, expect } from '@playwright/test';
import { memberCreatesCase, signIn, watchConsole } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { shootBothWidths } from './support/screenshots';

/**
 * Issue 36, saved replies in Chromium against the real server: kanslist keeps one of her own on
 * /svarsmallar (reached from the user menu), then answers a member's new case with it: the
 * placeholders are filled in, she edits the text, and the member's case shows what was sent.
 */
test('kanslist writes a saved reply, inserts it into an answer, edits and sends it', async ({ browser }, testInfo) => {
  const stamp = Date.now().toString(36);
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await memberContext.newPage();
  await signIn(member, 'medlem');
  const caseId = await memberCreatesCase(member, `Fråga om semester ${stamp}`, 'Hur många semesterdagar har jag rätt till?');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signIn(page, 'kanslist');

  // From the user menu to the page; the secretariat's shared replies are there to be used, not changed.
  await page.getByRole('button', { name: /Användarmeny/ }).click();
  await page.getByRole('link', { name: 'Svarsmallar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Svarsmallar' })).toBeVisible();
  const secretariat = page.getByRole('region', { name: 'Kansliet' });
  await expect(secretariat.getByRole('heading', { name: 'Tack för ditt ärende' })).toBeVisible();
  await expect(secretariat.getByRole('button', { name: /Ändra/ })).toHaveCount(0);

  // A new one of her own; an empty save first shows the error summary.
  const own = page.getByRole('region', { name: 'Mina egna' });
  await own.getByRole('button', { name: 'Ny svarsmall i Mina egna' }).click();
  await page.getByRole('button', { name: 'Spara svarsmallen' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Skriv en rubrik för svarsmallen' })).toBeVisible();
  await page.getByLabel('Rubrik').fill(`Semesterdagar ${stamp}`);
  await page.getByLabel('Text', { exact: true }).fill('Hej {förnamn}!\n\nDu har rätt till 25 semesterdagar (ärende {ärendenummer}).\n\n{handläggare}');
  await expectNoAxeViolations(page, 'saved reply editor');
  await page.getByRole('button', { name: 'Spara svarsmallen' }).click();
  await expect(page.getByText('Svarsmallen är sparad.')).toBeVisible();
  await expect(own.getByRole('heading', { name: `Semesterdagar ${stamp}` })).toBeVisible();
  await expectNoAxeViolations(page, '/svarsmallar');
  await shootBothWidths(page, testInfo, 'saved-replies-page');

  // The member's case: insert the reply, read it filled in, edit it, send it.
  await page.goto(`/arenden/kansliet/arende/${caseId}`);
  await page.getByRole('button', { name: 'Svara', exact: true }).click();
  const text = page.getByLabel('Ditt svar');
  await expect(text).toBeFocused();
  await text.fill('Tack för din fråga.');
  await page.getByRole('button', { name: 'Infoga svarsmall' }).click();
  await expect(page.getByLabel('Sök bland svarsmallar')).toBeFocused();
  // Escape closes the list and gives the focus back to its button; the draft stays.
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Sök bland svarsmallar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Infoga svarsmall' })).toBeFocused();
  await page.getByRole('button', { name: 'Infoga svarsmall' }).click();
  await page.getByLabel('Sök bland svarsmallar').fill(stamp);
  await expectNoAxeViolations(page, 'saved reply picker');
  await shootBothWidths(page, testInfo, 'saved-reply-picker');
  await page.getByRole('button', { name: new RegExp(`Semesterdagar ${stamp}`) }).click();
  await expect(text).toBeFocused();
  const inserted = `Tack för din fråga.\n\nHej Anna!\n\nDu har rätt till 25 semesterdagar (ärende ${caseId.slice(0, 8)}).\n\nLena Ekström`;
  await expect(text).toHaveValue(inserted);
  await text.press('End');
  await text.pressSequentially(' Hör av dig om något är oklart.');
  await page.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('Hör av dig om något är oklart.')).toBeVisible();

  // The member reads the answer as sent: filled in, no code left.
  await member.goto(`/arenden/mina/arende/${caseId}`);
  await expect(member.getByText(`Du har rätt till 25 semesterdagar (ärende ${caseId.slice(0, 8)}).`)).toBeVisible();
  await expect(member.getByText('{förnamn}')).toHaveCount(0);
  errors.expectNone();
  await context.close();
  await memberContext.close();
});
