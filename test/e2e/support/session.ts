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
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav).toBeVisible();
  const entries = await nav.locator(':scope > ul > li').evaluateAll((items) =>
    items.map((item) => {
      const section = item.querySelector('section');
      if (section) return section.getAttribute('aria-label') ?? '';
      return (item.querySelector('a, button')?.textContent ?? '').trim();
    }));
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  return entries;
}
