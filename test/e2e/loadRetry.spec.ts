import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 34: every page that loads data can fail and retry. Each loading call is made to fail
 * (the browser answers 503 in the server's place), the page says so with 'Försök igen', the call
 * is let through again, and the retry brings the list.
 */

const unavailable = { status: 503, contentType: 'application/json', body: '{"errorCode":"HTTP_503"}' };

/** Fails every request whose URL matches, until the returned function is called. */
async function failing(page: Page, pattern: RegExp) {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.fulfill(unavailable);
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

const retry = (page: Page, name: string | RegExp = 'Försök igen') => page.getByRole('button', { name, exact: typeof name === 'string' });

test('Min översikt: cases, news and courses fail; each section offers "Försök igen" and loads again', async ({ page }) => {
  await signIn(page, 'medlem');
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  const letThrough = [
    await failing(page, /\/api\/Case\/GetAll/),
    await failing(page, /\/content\/posts$/),
    await failing(page, /\/content\/courses$/),
  ];
  await page.reload();
  await expect(page.getByText('Det gick inte att hämta listan just nu.')).toHaveCount(3);
  await expectNoAxeViolations(page, 'the overview with three failed lists');
  for (const undo of letThrough) await undo();
  await retry(page, 'Försök igen: Senaste nyheterna').click();
  await expect(page.getByRole('list', { name: 'Senaste nyheterna' })).toBeVisible();
  await retry(page, 'Försök igen: Kommande kurser').click();
  await expect(page.getByRole('list', { name: 'Kommande kurser' })).toBeVisible();
  await retry(page, 'Försök igen: Mina ärenden').click();
  await expect(page.getByRole('list', { name: 'Mina öppna ärenden' })).toBeVisible();
  await expect(page.getByText('Det gick inte att hämta listan just nu.')).toHaveCount(0);
});

for (const { path, heading, call, message, list } of [
  { path: '/aktuellt', heading: 'Aktuellt', call: /\/content\/posts$/, message: 'Det gick inte att hämta nyheterna.', list: 'content-list' },
  { path: '/kurser', heading: 'Kurser', call: /\/content\/courses$/, message: 'Det gick inte att hämta kurserna.', list: 'content-list' },
  { path: '/dokument', heading: 'Dokument', call: /\/api\/DocumentManagement\/Association\//, message: 'Det gick inte att hämta dokumenten.', list: 'documents-table' },
  { path: '/arenden/mina', heading: 'Mina ärenden', call: /\/api\/Case\/GetAll/, message: 'Det gick inte att hämta ärendena. Vi försöker igen strax.', list: 'case-list' },
]) {
  test(`${heading}: the call fails, "Försök igen" loads the list`, async ({ page }) => {
    await signIn(page, 'medlem', path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const letThrough = await failing(page, call);
    await page.reload();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.locator(`.${list}`)).toHaveCount(0);
    await letThrough();
    await retry(page).click();
    await expect(page.locator(`.${list}`).first()).toBeVisible();
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  });
}

test('Sök medlem: the search fails, "Försök igen" shows the members', async ({ page }) => {
  await signIn(page, 'kanslist', '/medlemmar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const letThrough = await failing(page, /\/api\/Members\/Search/);
  await page.reload();
  await expect(page.getByText('Det gick inte att hämta medlemmarna.')).toBeVisible();
  await expectNoAxeViolations(page, 'member search after a failure');
  await letThrough();
  await retry(page).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('Det gick inte att hämta medlemmarna.')).toHaveCount(0);
});
