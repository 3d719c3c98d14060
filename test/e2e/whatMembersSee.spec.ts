import { test, expect, type Browser } from '@playwright/test';
import { signIn, watchConsole } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { shootBothWidths } from './support/screenshots';

/**
 * Issue 34 in Chromium: what each person is shown. medlem's own list and case carry none of the
 * handlers' marks (the seed flags medlem's counselling case, with a tag and a deadline), while
 * kanslist sees them; skyddad's overview says why it looks different and offers the one way to
 * the head office; a closed case says what it still allows and offers exactly that.
 */
async function signedIn(browser: Browser, username: string, path = '/') {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, path);
  return page;
}

test('medlem\'s list and case page show no flag, tag or deadline; kanslist\'s do', async ({ browser }, testInfo) => {
  // The seeded case: kanslist finds medlem's (Anna Lindqvist's) flagged counselling case, with its marks.
  // Found by its id, as other journeys add cases of the same kind to the same server.
  const handler = await signedIn(browser, 'kanslist', '/arenden/kansliet');
  await handler.getByLabel('Sök på rubrik eller medlem').fill('Anna Lindqvist');
  const marked = handler.getByTestId('case-row').filter({ hasText: 'Rådgivning' }).filter({ hasText: 'Flaggat' }).first();
  await expect(marked).toBeVisible();
  const caseId = (await marked.getByRole('link').getAttribute('href'))!.split('/').pop()!;
  const caseTitle = (await marked.getByRole('link').textContent())!;

  const member = await signedIn(browser, 'medlem', '/arenden/mina');
  const console = watchConsole(member);
  await member.getByLabel('Sök på rubrik', { exact: true }).fill(caseTitle);
  const row = member.getByTestId('case-row').filter({ has: member.locator(`a[href$="/${caseId}"]`) });
  await expect(row).toBeVisible();
  await expect(member.getByText('Flaggat')).toHaveCount(0);
  await expect(member.getByText(/Sista dag/)).toHaveCount(0);
  await expect(member.getByRole('button', { name: /Sista dag/ })).toHaveCount(0);
  await expectNoAxeViolations(member, 'the member\'s own list');
  await shootBothWidths(member, testInfo, 'member-list');
  await row.getByRole('link').click();
  await expect(member.getByRole('heading', { level: 1, name: caseTitle })).toBeVisible();
  await expect(member.getByText('Flaggat')).toHaveCount(0);
  await expect(member.getByText(/Sista dag/)).toHaveCount(0);
  await expectNoAxeViolations(member, 'the member\'s case page');
  await shootBothWidths(member, testInfo, 'member-case');
  console.expectNone();
});

test('skyddad: the overview says why it looks different, and the one way to the union is the head office', async ({ browser }, testInfo) => {
  const page = await signedIn(browser, 'skyddad', '/');
  const notice = page.getByRole('region', { name: 'Du har skyddad identitet' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(/dina ärenden går bara till förbundets kansli/)).toBeVisible();
  await expectNoAxeViolations(page, 'skyddad\'s overview');
  await shootBothWidths(page, testInfo, 'skyddad-overview');
  await notice.getByRole('button', { name: 'Skriv till kansliet' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Vad gäller ditt ärende?' })).toBeVisible();
  await expect(dialog.getByText('Rådgivning', { exact: false }).first()).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /psykologförening|nationell förening/i })).toHaveCount(0);
  await expect(dialog.getByText('Du har skyddad identitet. Därför går ditt ärende bara till förbundets kansli', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  // The list's 'Nytt ärende' offers the same.
  await page.goto('/arenden/mina');
  await page.getByRole('button', { name: 'Nytt ärende' }).click();
  await expect(page.getByRole('dialog').getByRole('radio', { name: /psykologförening|nationell förening/i })).toHaveCount(0);
});

test('a closed case: kanslist may write a note, nothing else; the member is told it cannot be answered', async ({ browser }, testInfo) => {
  const handler = await signedIn(browser, 'kanslist', '/arenden/kansliet?status=3');
  await handler.getByTestId('case-row').first().getByRole('link').click();
  await expect(handler.getByText('Ärendet är avslutat. Det går inte längre att svara i det eller ändra det, men du kan skriva anteckningar.')).toBeVisible();
  await expect(handler.getByRole('button', { name: 'Ny anteckning' })).toBeVisible();
  await expect(handler.getByRole('button', { name: 'Bjud in' })).toHaveCount(0);
  await expect(handler.getByRole('button', { name: 'Svara' })).toHaveCount(0);
  await expect(handler.getByText('Flaggat')).toHaveCount(0);
  await expectNoAxeViolations(handler, 'a closed case');
  await shootBothWidths(handler, testInfo, 'closed-case');
});

test("a list without a case says only that; a case type without categories tells no 'Kategori'", async ({ browser }, testInfo) => {
  // kanslist owns no case in the seed, and no journey writes one as kanslist (cases on a member's behalf are the member's).
  const page = await signedIn(browser, 'kanslist', '/arenden/mina');
  const console = watchConsole(page);
  await expect(page.getByText('Du har inga ärenden')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nytt ärende' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Sök i ärenden' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Sortera' })).toHaveCount(0);
  await expect(page.getByText(/0 ärenden/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'an empty own list');
  await shootBothWidths(page, testInfo, 'empty-list');

  await page.goto('/arenden/kansliet?typ=OTHER');
  const row = page.getByTestId('case-row').first();
  await expect(row).toContainText('Övrigt');
  await row.getByRole('link').click();
  const facts = page.getByRole('region', { name: 'Om ärendet' });
  await expect(facts.getByRole('definition').first()).toContainText('Övrigt');
  await expect(facts.getByRole('term').first()).toHaveText('Ärendetyp');
  await expect(facts.getByRole('term').filter({ hasText: /^Kategori$/ })).toHaveCount(0);
  await expect(facts.getByText('Ingen kategori')).toHaveCount(0);
  console.expectNone();
});
