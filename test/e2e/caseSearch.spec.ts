import { test, expect } from '@playwright/test';
import { memberCreatesCase, signIn, watchConsole } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { shootBothWidths } from './support/screenshots';

/**
 * Issue 36 in Chromium: kanslist finds a case by a word in the member's message ('Sök i ärenden'
 * on Kansliets ärenden), with Swedish stemming ("lön" finds "löner"), the hit marked in its excerpt;
 * the search is in the URL, so a reload shows the same hits; the hit opens the case.
 */
test('kanslist finds a case by a word in a member\'s message', async ({ browser }, testInfo) => {
  // A word no other journey writes, so the hit is this case whatever ran before on the same server.
  const token = `kaffe${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const member = await (await browser.newContext()).newPage();
  await signIn(member, 'medlem', '/arenden/mina');
  const caseId = await memberCreatesCase(member, 'Fråga om ersättning', `Mina löner har inte räknats upp i år. Referens ${token}.`);

  const page = await (await browser.newContext()).newPage();
  const console = watchConsole(page);
  await signIn(page, 'kanslist', '/arenden/kansliet');
  const box = page.getByRole('searchbox', { name: 'Sök i ärenden' });
  await box.fill(`lön ${token}`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]sokord=l%C3%B6n(\\+|%20)${token}`));
  const results = page.getByRole('region', { name: /träff/ });
  await expect(results.getByRole('heading', { name: `1 träff för ”lön ${token}”` })).toBeVisible();
  const hit = results.getByRole('listitem').filter({ has: page.locator(`a[href$="/${caseId}"]`) });
  await expect(hit.locator('mark').first()).toHaveText('löner');
  await expect(hit.getByText('Meddelande:')).toBeVisible();
  await expectNoAxeViolations(page, 'the search hits of Kansliets ärenden');
  await shootBothWidths(page, testInfo, 'case-search');

  // Bookmarkable: the same address shows the same hit.
  await page.reload();
  await expect(results.getByRole('link', { name: 'Fråga om ersättning' })).toBeVisible();
  await expect(box).toHaveValue(`lön ${token}`);

  // Nothing found is said plainly; operators and quotes are only words.
  await box.fill('"& | ! :* zzqqxx');
  await box.press('Enter');
  await expect(page.getByText('Inga ärenden hittades för ”"& | ! :* zzqqxx”.')).toBeVisible();
  await expectNoAxeViolations(page, 'a search without hits');

  await page.goBack();
  await results.getByRole('link', { name: 'Fråga om ersättning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fråga om ersättning' })).toBeVisible();
  console.expectNone();
});
