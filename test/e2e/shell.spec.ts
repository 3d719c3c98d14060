import { test, expect } from '@playwright/test';
import { signIn, watchConsole, mainMenuEntries, withoutGdprConsent } from './support/session';
import { expectNoAxeViolations, expectNoAxeViolationsNarrow } from './support/axe';
import { installDevtoolsRecorder, exportDevtoolsLog, saveReplayLog } from './support/devtoolsRecorder';

/**
 * The SPA shell in Chromium against the real server, real sign-in and the demo seed
 * (issue: the SPA shell). Each test starts signed out (a fresh browser context).
 */

interface Expected {
  lands: string;
  title: string;
  menu: string[];
  caseMenu: boolean;
  profile: boolean;
}

const accounts: [string, Expected][] = [
  ['medlem', { lands: '/', title: 'Min översikt', menu: ['Min översikt', 'Ärenden', 'Aktuellt', 'Kurser', 'Mina anmälningar', 'Dokument', 'Mina föreningar och nätverk'], caseMenu: true, profile: true }],
  ['medlem-flera', { lands: '/', title: 'Min översikt', menu: ['Min översikt', 'Ärenden', 'Aktuellt', 'Kurser', 'Mina anmälningar', 'Dokument', 'Min arbetsplats', 'Mina föreningar och nätverk'], caseMenu: true, profile: true }],
  ['nationell', { lands: '/', title: 'Min översikt', menu: ['Min översikt', 'Ärenden', 'Aktuellt', 'Kurser', 'Mina anmälningar', 'Dokument', 'Styrelsen', 'Mina föreningar och nätverk', 'Sök medlem'], caseMenu: true, profile: true }],
  ['ombud', { lands: '/', title: 'Min översikt', menu: ['Min översikt', 'Ärenden', 'Aktuellt', 'Kurser', 'Mina anmälningar', 'Dokument', 'Styrelsen', 'Mina föreningar och nätverk', 'Sök medlem'], caseMenu: true, profile: true }],
  ['kanslist', { lands: '/', title: 'Min översikt', menu: ['Min översikt', 'Ärenden', 'Aktuellt', 'Kurser', 'Mina anmälningar', 'Dokument', 'Intranätet', 'Föreningar och nätverk', 'Sök medlem'], caseMenu: true, profile: false }],
  ['kansli-styrelse', { lands: '/', title: 'Min översikt', menu: ['Min översikt', 'Ärenden', 'Aktuellt', 'Kurser', 'Mina anmälningar', 'Dokument', 'Intranätet', 'Föreningar och nätverk', 'Sök medlem'], caseMenu: true, profile: false }],
  ['ekonom', { lands: '/arenden/vasabyran', title: 'Vasabyråns ärenden', menu: ['Sök medlem'], caseMenu: true, profile: false }],
  ['skyddad', { lands: '/', title: 'Min översikt', menu: ['Min översikt', 'Aktuellt', 'Kurser', 'Mina anmälningar', 'Dokument', 'Mina föreningar och nätverk'], caseMenu: false, profile: true }],
];

test.describe('every demo account signs in on the login page and lands with the right header', () => {
  for (const [username, expected] of accounts) {
    test(username, async ({ page }) => {
      const errors = watchConsole(page);
      await signIn(page, username);
      await expect(page).toHaveURL(expected.lands);
      await expect(page.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
      await expect(page).toHaveTitle(`${expected.title} | Psykologförbundet`);
      await expectNoAxeViolations(page, `${username}'s first page`);
      await expectNoAxeViolationsNarrow(page, `${username}'s first page`);

      expect(await mainMenuEntries(page)).toEqual(expected.menu);
      await expect(page.getByRole('button', { name: 'Meny', exact: true })).toBeFocused();

      const caseButton = page.getByRole('button', { name: /^Ärenden/ });
      if (expected.caseMenu) {
        await caseButton.click();
        await expect(page.getByRole('navigation', { name: 'Ärendemeny' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('navigation', { name: 'Ärendemeny' })).toBeHidden();
      } else {
        await expect(caseButton).toHaveCount(0);
        await expect(page.getByRole('img', { name: 'Ärenden' })).toHaveCount(0);
      }

      await page.getByRole('button', { name: /^Användarmeny för / }).click();
      await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Min profil' })).toHaveCount(expected.profile ? 1 : 0);
      await page.keyboard.press('Escape');
      errors.expectNone();
    });
  }
});

test('a deep link while signed out comes back after sign-in', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem', '/min-profil?flik=uppgifter');
  await expect(page).toHaveURL('/min-profil?flik=uppgifter');
  await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  await expect(page.getByText('Anna Lindqvist').first()).toBeVisible();
  errors.expectNone();
});

test("the GDPR modal for styrelse: 'Välkommen till Min sida!', Godkänn, stays accepted after a reload", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'styrelse');
  const modal = await withoutGdprConsent(page);
  // No case menu before consent; Escape does not get past it.
  await expect(page.getByRole('img', { name: 'Ärenden' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: 'Godkänn' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ärenden' })).toBeVisible();
  expect(await mainMenuEntries(page)).toEqual(['Min översikt', 'Ärenden', 'Aktuellt', 'Kurser', 'Mina anmälningar', 'Dokument', 'Styrelsen', 'Mina föreningar och nätverk', 'Sök medlem']);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Ärenden' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Välkommen till Min sida!' })).toBeHidden();
  errors.expectNone();
});

test('Logga ut ends the session and lands on /auth/signed-out', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem');
  await page.getByRole('button', { name: /^Användarmeny för / }).click();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await page.waitForURL('**/auth/signed-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Du är utloggad' })).toBeVisible();
  await expect(page).toHaveTitle('Du är utloggad | Psykologförbundet');

  // Signed out for real: the portal asks for a sign-in again.
  await page.goto('/');
  await expect(page.getByLabel('Användarnamn')).toBeVisible();
  errors.expectNone();
});

test('/utloggad is a signed-out page too, reachable without a token', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/utloggad');
  await expect(page.getByRole('heading', { level: 1, name: 'Du är utloggad' })).toBeVisible();
  errors.expectNone();
});

test('an unknown path shows the not-found page, without a sign-in', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/det-har-finns-inte/alls');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await expect(page).toHaveURL('/det-har-finns-inte/alls');
  // The footer's CMS pages are public.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/sidor/kontakt');
  errors.expectNone();
});

test('a CMS page from the footer renders at /sidor/{slug}', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL('/sidor/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
  await expect(page).toHaveTitle('Kontakta oss | Psykologförbundet');
  errors.expectNone();
});

test("medlem-flera picks a workplace in 'Välj arbetsplats'", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem-flera');
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  await page.getByRole('button', { name: 'Min arbetsplats' }).click();
  const picker = page.getByRole('dialog', { name: 'Välj arbetsplats' });
  await expect(picker).toBeVisible();
  await expect(picker.getByText('Vilken arbetsplats vill du gå till?')).toBeVisible();
  // The main menu closed behind it (issue 12): one Escape closes the picker, and the focus goes
  // back to the menu's toggle.
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Meny', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Min arbetsplats' }).click();
  await expect(picker).toBeVisible();
  const first = picker.getByRole('link').first();
  await expect(first).toBeVisible();
  const chosen = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/organisation\/[^/]+\/arbetsplats\/[^/]+$/);
  // Issue 21: the home is named after the workplace (heading and tab title) and links to no page
  // medlem-flera may not open; also after a reload (the name comes from the association's workplaces).
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
  await expect(page).toHaveTitle(`${chosen} | Psykologförbundet`);
  await expect(picker).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
  await expect(page).toHaveTitle(`${chosen} | Psykologförbundet`);
  for (const href of await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    if (!/\/arbetsplats\/[^/]+\/(dokument|medlemmar)$/.test(href)) continue;
    await page.goto(href);
    await expect(page.getByRole('heading', { name: 'Åtkomst nekad' })).toHaveCount(0);
    await page.goBack();
  }
  errors.expectNone();
});

test('the replay recording: a DevTools log of a session, kept under test/replays', async ({ page }) => {
  await installDevtoolsRecorder(page);
  const errors = watchConsole(page);
  await signIn(page, 'medlem');
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  await page.getByRole('button', { name: /^Användarmeny för / }).click();
  await page.getByRole('link', { name: 'Min profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Om portalen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Om Min sida' })).toBeVisible();
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Min översikt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();

  const exported = await exportDevtoolsLog(page);
  const lifted = JSON.parse(exported.payload) as { stagedActionIds: number[]; actionsById: Record<string, { action: { type: string } }> };
  const types = lifted.stagedActionIds.map((id) => lifted.actionsById[id].action.type);
  expect(types).toEqual(expect.arrayContaining(['auth/callbackSucceeded', 'user/userLoaded', 'navigation/navigated', 'pages/pageLoaded']));
  expect(exported.payload).not.toMatch(/access_token|id_token|"code"/);

  saveReplayLog('shell-journey.json', exported);
  errors.expectNone();
});

test('a new tab signs in silently in the hidden frame (the provider\'s answer page) while the provider session lasts', async ({ page, context }) => {
  await signIn(page, 'medlem');
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();

  const tab = await context.newPage();
  const errors = watchConsole(tab);
  const visited: string[] = [];
  tab.on('framenavigated', (frame) => { if (frame === tab.mainFrame()) visited.push(new URL(frame.url()).pathname); });
  await tab.goto('/min-profil');
  await expect(tab.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  await expect(tab).toHaveURL('/min-profil');
  // The tab itself never left for the provider: the sign-in happened in the hidden frame.
  expect(visited.filter((p) => p.startsWith('/oidc') || p === '/auth')).toEqual([]);
  errors.expectNone();
});
