import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** Signs in on the provider's login page (the page must be on it already). */
export async function submitLogin(page: Page, username: string) {
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** Opens a portal path while signed out, signs in through the real login page, and waits to be back. */
export async function signIn(page: Page, username: string, path = '/') {
  await page.goto(path);
  await expect(page.getByLabel('Användarnamn')).toBeVisible();
  await submitLogin(page, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/auth');
}

/**
 * Console errors and uncaught exceptions on the portal's own pages (the provider's login pages
 * under /oidc are the server's). Call `expectNone()` at the end of a test.
 */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  const onPortal = () => !new URL(page.url()).pathname.startsWith('/oidc');
  page.on('console', (message) => {
    if (message.type() === 'error' && onPortal()) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return {
    problems,
    expectNone: () => expect(problems, 'console errors on portal pages').toEqual([]),
  };
}

/** Opens the main menu and returns the names of its top-level entries. */
export async function mainMenuEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav).toBeVisible();
  const entries = await nav.locator(':scope > ul > li').evaluateAll((items) =>
    items.map((item) => {
      const section = item.querySelector('section');
      if (section) return section.getAttribute('aria-label') ?? '';
      const control = item.querySelector('a, button')?.cloneNode(true) as Element | undefined;
      control?.querySelectorAll('.badge').forEach((badge) => badge.remove()); // Intranätet's unread count
      return (control?.textContent ?? '').trim();
    }));
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  return entries;
}

/**
 * Calls the API as the signed-in user of this page (its access token from oidc-client-ts's
 * session storage), to set a journey's precondition: the journeys share one database, so a
 * journey must not rely on what others did or did not do before it. Returns the HTTP status.
 */
export async function callApiAs(page: Page, method: string, path: string): Promise<number> {
  return page.evaluate(async ({ method, path }) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    if (!token) throw new Error('not signed in');
    const response = await fetch(`/api/${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    return response.status;
  }, { method, path });
}

/**
 * The signed-in member of this page writes a new counselling case (the secretariat handles it)
 * through Case/Create with their own token, as a journey's precondition. Returns its id.
 */
export async function memberCreatesCase(page: Page, title: string, message: string): Promise<string> {
  const created = await page.evaluate(async ({ title, message }) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    const form = new FormData();
    form.append('request', JSON.stringify({ caseType: 'COUNSELING', title, message }));
    const response = await fetch('/api/Case/Create', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, id: (await response.json() as { id?: string }).id ?? '' };
  }, { title, message });
  if (created.status !== 201) throw new Error(`Case/Create answered ${created.status}`);
  return created.id;
}

/**
 * Styrelse (or any board member) without GDPR consent, whatever an earlier journey left in the
 * shared database: once the first page's calls are answered (so none meets the withdrawal), the
 * consent is withdrawn and the page reloaded. Answers the consent modal, open.
 */
export async function withoutGdprConsent(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await callApiAs(page, 'POST', 'User/Gdpr/Consent/false')).toBe(200);
  await page.reload();
  const modal = page.getByRole('dialog', { name: 'Välkommen till Min sida!' });
  await expect(modal).toBeVisible();
  return modal;
}

/** Consent given afresh through the modal ('Godkänn'). */
export async function acceptGdprAfresh(page: Page) {
  const modal = await withoutGdprConsent(page);
  await modal.getByRole('button', { name: 'Godkänn' }).click();
  await expect(modal).toBeHidden();
}
