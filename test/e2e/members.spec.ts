import { test, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, watchConsole } from './support/session';
import { shootBothWidths } from './support/screenshots';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 11 journeys: the member search on its routes, the member page (and a case on a member's
 * behalf), protected identity, the header search, the own profile and its password.
 */

const KALMAR = 'Psykologföreningen i Region Kalmar län';

/** WCAG 2.1 A and AA on the whole page as it is now (support/axe.ts). */
const expectAccessible = (page: Page) => expectNoAxeViolations(page);

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Sök på namn, medlemsnummer, ort eller arbetsplats' });
const table = (page: Page) => page.getByRole('table', { name: 'Medlemmar' });
const rows = (page: Page) => table(page).locator('tbody tr');
const dialog = (page: Page) => page.getByRole('dialog');

async function openMemberSearchFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Sök medlem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sök medlem' })).toBeVisible();
}

test('kanslist finds a member by part of a name with other case and accents, opens them and creates a case on their behalf', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await signIn(page, 'kanslist', '/arenden/kansliet');
  await page.getByRole('link', { name: 'Skapa ärende åt medlem' }).click();
  await expect(page).toHaveURL(/\/medlemmar$/);
  await expect(rows(page)).toHaveCount(20);
  await expect(table(page).getByRole('columnheader', { name: 'Namn' })).toHaveAttribute('aria-sort', 'ascending');
  await searchField(page).fill('johan BERGSTRÖ');
  await expect(page).toHaveURL(/sok=johan\+BERGSTR%C3%96/);
  await expect(table(page).getByRole('link', { name: 'Johan Bergström', exact: true })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, testInfo, 'member-search');

  // Sorting: the same column flips, a new one starts ascending; both in the URL.
  await table(page).getByRole('button', { name: 'Sortera på Namn' }).click();
  await expect(page).toHaveURL(/ordning=fallande/);
  await expect(table(page).getByRole('columnheader', { name: 'Namn' })).toHaveAttribute('aria-sort', 'descending');
  await table(page).getByRole('button', { name: 'Sortera på Ort' }).click();
  await expect(page).toHaveURL(/sortera=ort/);
  await expect(page).not.toHaveURL(/ordning=fallande/);

  await table(page).getByRole('link', { name: 'Johan Bergström', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Johan Bergström' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Psykologföreningen i Region Skåne').first()).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, testInfo, 'member-page');

  await page.getByRole('button', { name: 'Skapa ärende åt medlem' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Vad gäller ärendet?' })).toBeVisible();
  await dialog(page).getByRole('radio', { name: 'Rådgivning' }).check();
  await dialog(page).getByRole('button', { name: 'Nästa' }).click();
  await expect(dialog(page).getByText('Ärende åt Johan Bergström')).toBeVisible();
  await dialog(page).getByLabel('Rubrik').fill('Uppföljning av samtalet');
  await dialog(page).getByLabel('Meddelande').fill('Hej Johan! Här är en sammanfattning av vårt samtal.');
  await dialog(page).getByRole('button', { name: 'Skicka' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Tack, ditt meddelande är skickat!' })).toBeVisible();
  // Spec §5: the confirmation speaks to the staff member who sent it (issue 28).
  await expect(dialog(page).getByText('Johan Bergström ser ärendet bland sina ärenden och får svar där, vanligtvis inom 3–5 arbetsdagar.')).toBeVisible();
  await expect(dialog(page).getByText(/Någon kommer att höra av sig till dig/)).toHaveCount(0);
  await shootBothWidths(page, testInfo, 'case-for-member-sent');
  await dialog(page).getByRole('button', { name: 'Stäng', exact: true }).last().click();
  await expect(dialog(page)).toBeHidden();

  // Back to the search keeps the search.
  await page.getByRole('link', { name: 'Tillbaka till sökningen' }).click();
  await expect(searchField(page)).toHaveValue('johan BERGSTRÖ');
  errors.expectNone();
});

test('ekonom searches all members from the only menu item, Sök medlem', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'ekonom');
  await openMemberSearchFromMenu(page);
  await expect(page).toHaveURL(/\/vasabyran\/medlemmar$/);
  await expect(page.getByText('Alla medlemmar i förbundet')).toBeVisible();
  await searchField(page).fill('lindqvist');
  await expect(table(page).getByRole('link', { name: 'Anna Lindqvist', exact: true })).toBeVisible();
  await searchField(page).fill('Bergström');
  await expect(table(page).getByRole('link', { name: 'Johan Bergström', exact: true })).toBeVisible();
  await searchField(page).fill('ingen-sådan-medlem');
  await expect(page.getByText('Inga medlemmar hittades')).toBeVisible();
  await expectAccessible(page);
  errors.expectNone();
});

test('ombud sees their workplace\'s members only', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await signIn(page, 'ombud');
  await openMemberSearchFromMenu(page);
  await expect(rows(page).first()).toBeVisible();
  // Every member of the association works at ombud's (only) workplace; Skåne's Johan Bergström is not there.
  const me = page.getByRole('link', { name: 'Sara Nyström', exact: true });
  await searchField(page).fill('Sara Nyström');
  await expect(me).toBeVisible();
  const workplace = (await rows(page).first().locator('td').nth(3).textContent())!.trim();
  await searchField(page).fill('');
  await expect(page).not.toHaveURL(/sok=/);
  const places = await rows(page).locator('td:nth-child(4)').allTextContents();
  expect(places.length).toBeGreaterThan(1);
  expect(new Set(places.filter((p) => p.trim() !== ''))).toEqual(new Set([workplace]));
  await searchField(page).fill('Johan Bergström');
  await expect(page.getByText('Inga medlemmar hittades')).toBeVisible();
  await shootBothWidths(page, testInfo, 'member-search-ombud');
  // Another association's member page is not reachable.
  await page.goto('/vasabyran/medlemmar');
  await expect(page.getByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeVisible();
  errors.expectNone();
});

test('skyddad shows no contact details to kanslist', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await signIn(page, 'kanslist', `/medlemmar?sok=${encodeURIComponent('åkesson')}`);
  const row = rows(page).filter({ hasText: 'Nils Åkesson' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Skyddad identitet');
  await expect(row.locator('td').nth(2)).toHaveText('');
  await expect(row.locator('td').nth(3)).toHaveText('');
  await row.getByRole('link', { name: 'Nils Åkesson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nils Åkesson' })).toBeVisible();
  await expect(page.getByText('Medlemmen har skyddad identitet. Kontaktuppgifter och arbetsplats visas inte.')).toBeVisible();
  await expect(page.getByRole('main').getByText('E-post')).toHaveCount(0);
  await expect(page.getByText('Arbetsplats', { exact: true })).toHaveCount(0);
  await expect(page.getByText(KALMAR)).toHaveCount(0);
  await shootBothWidths(page, testInfo, 'member-page-protected');
  errors.expectNone();
});

test('the header search: grouped results, keyboard operable', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'kanslist');
  await page.getByRole('button', { name: 'Sök i portalen' }).click();
  const field = page.getByRole('searchbox', { name: 'Sök ärenden, medlemmar och mer' });
  await expect(field).toBeFocused();
  await page.keyboard.type('Lindqvist');
  const members = page.getByRole('region', { name: 'Medlemmar' });
  await expect(members.getByRole('link', { name: /Anna Lindqvist/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.search-results a').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await page.getByRole('button', { name: 'Sök i portalen' }).click();
  await page.keyboard.press('ArrowDown');
  const first = page.locator('.search-results a').first();
  const href = await first.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  errors.expectNone();
});

test('medlem-flera: the profile, a case from it, and the password changed and used to sign in again', async ({ page, browser }, testInfo) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem-flera');
  await page.getByRole('button', { name: /^Användarmeny för / }).click();
  await page.getByRole('link', { name: 'Min profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  await expect(page.getByText('medlem-flera', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^johan\.bergstrom@example\.com$/ })).toBeVisible();
  await expect(page.getByRole('main').getByText('Psykologföreningen i Region Skåne').first()).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, testInfo, 'profile');

  // The creation modal from the profile: no back link; Escape closes it.
  await page.getByRole('button', { name: 'Nytt ärende' }).click();
  await dialog(page).getByRole('radio', { name: 'Övrigt' }).check();
  await dialog(page).getByRole('button', { name: 'Nästa' }).click();
  await expect(dialog(page).getByLabel('Rubrik')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Tillbaka' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  const current = page.getByLabel('Nuvarande lösenord');
  const next = page.getByLabel('Nytt lösenord', { exact: true });
  const repeat = page.getByLabel('Upprepa det nya lösenordet');
  const submit = page.getByRole('button', { name: 'Byt lösenord' });
  await current.fill('fel lösenord');
  await next.fill('Höstens långa promenader');
  await repeat.fill('Höstens långa promenader');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Det nuvarande lösenordet stämmer inte.');
  await expect(page.getByLabel('Nuvarande lösenord')).toHaveAccessibleDescription('Fel: Det nuvarande lösenordet stämmer inte.');
  await expect(next).toHaveValue('Höstens långa promenader');
  await current.fill(DEMO_PASSWORD);
  await next.fill('kort');
  await repeat.fill('kort');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Lösenordet måste ha minst 12 tecken.');
  await next.fill('Höstens långa promenader');
  await repeat.fill('Höstens långa promenader');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Ditt lösenord är bytt.' })).toBeVisible();

  // Signs in again with the new password; the old one no longer works.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  try {
    await fresh.goto('/min-profil');
    await fresh.getByLabel('Användarnamn').fill('medlem-flera');
    await fresh.getByLabel('Lösenord').fill(DEMO_PASSWORD);
    await fresh.getByRole('button', { name: 'Logga in' }).click();
    await expect(fresh.getByText('Fel användarnamn eller lösenord.')).toBeVisible();
    await fresh.getByLabel('Lösenord').fill('Höstens långa promenader');
    await fresh.getByRole('button', { name: 'Logga in' }).click();
    await expect(fresh.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  } finally {
    // The journeys share one database: medlem-flera goes back to the demo password.
    const status = await page.evaluate(async (body) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const token = (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
      const response = await fetch('/api/User/ChangePassword', {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      return response.status;
    }, { currentPassword: 'Höstens långa promenader', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    await other.close();
  }
  // The refused change (wrong current password) is a 400 the browser logs; nothing else.
  expect(errors.problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
  expect(errors.problems).toHaveLength(1);
});

test('the secretariat and economists have no profile: Åtkomst nekad', async ({ page }) => {
  await signIn(page, 'kanslist', '/min-profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeVisible();
});
