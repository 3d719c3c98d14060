import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { callApiAs, signIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';

/**
 * The single case page (issue 5) in Chromium against the real server, real sign-in and the demo
 * seed. Each test starts from a new case that the member (medlem) writes to the head office, so
 * that the secretariat handles it (kanslist: Lena Ekström, kansli-styrelse: Mikael Forsberg).
 */


interface Created {
  id: string;
  title: string;
}

/** The member writes a new counselling case through the API, with the member's own token. */
async function createCase(page: Page, title: string, message: string): Promise<Created> {
  const created = await page.evaluate(async ({ title: t, message: m }) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    const form = new FormData();
    form.append('request', JSON.stringify({ caseType: 'COUNSELING', title: t, message: m }));
    const response = await fetch('/api/Case/Create', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: await response.json() as { id: string; title: string } };
  }, { title, message });
  expect(created.status, 'Case/Create').toBe(201);
  return { id: created.body.id, title: created.body.title };
}

/**
 * Console errors and uncaught exceptions on the portal's pages. The one error allowed is the
 * browser's own 'Failed to load resource' for the 409 IS_LOCKED of a Lock call: that answer is the
 * contract's way of naming who holds the case (ARCHITECTURE §4), and the page shows it.
 */
function watchConsole(page: Page) {
  const problems: string[] = [];
  const onPortal = () => !new URL(page.url()).pathname.startsWith('/oidc');
  page.on('console', (message) => {
    if (message.type() !== 'error' || !onPortal()) return;
    const lockConflict = /status of 409/.test(message.text()) && /\/api\/Case\/[^/]+\/Lock$/.test(message.location().url);
    if (!lockConflict) problems.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return { expectNone: () => expect(problems, 'console errors on portal pages').toEqual([]) };
}

async function signedIn(browser: Browser, username: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signIn(page, username);
  return { context, page, errors };
}

/** A new case by medlem; the member's page stays open for the member's side of the journey. */
async function newCase(browser: Browser, title: string) {
  const member = await signedIn(browser, 'medlem');
  const created = await createCase(member.page, title, 'Hej! Jag har en fråga om mitt lönesamtal.');
  return { member, created };
}

const secretariatPath = (id: string) => `/arenden/kansliet/arende/${id}`;

async function openCase(page: Page, href: string, title: string) {
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** A screenshot of the whole page and one of the viewport as the user sees it, and axe-core on that state. */
async function shot(page: Page, name: string) {
  await expectNoAxeViolations(page, name);
  const dir = path.join(test.info().project.outputDir, 'casePage-screens');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-full.png`), fullPage: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

test.describe.configure({ timeout: 180_000 });

test('two handlers: one starts a reply, the other is told who holds the case; the reply reaches the member, the note never does', async ({ browser }) => {
  const { member, created } = await newCase(browser, 'Lönesamtal och lönekriterier');
  const lena = await signedIn(browser, 'kanslist');
  const mikael = await signedIn(browser, 'kansli-styrelse');

  await openCase(lena.page, secretariatPath(created.id), created.title);
  await expect(lena.page.getByText('Nytt', { exact: true }).first()).toBeVisible();
  await shot(lena.page, 'handler-1280');
  await lena.page.getByRole('button', { name: 'Svara' }).click();
  const reply = lena.page.getByLabel('Ditt svar');
  await expect(reply).toBeFocused();
  await reply.fill('Hej Anna! Vi har tittat på din fråga och återkommer i veckan.');
  await shot(lena.page, 'handler-reply-open-1280');

  // The other handler is told who is replying, and the reply stays closed.
  await openCase(mikael.page, secretariatPath(created.id), created.title);
  await mikael.page.getByRole('button', { name: 'Svara' }).click();
  await expect(mikael.page.getByText('Lena Ekström svarar just nu på ärendet.')).toBeVisible();
  await expect(mikael.page.getByLabel('Ditt svar')).toHaveCount(0);

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  await lena.page.getByLabel('Bifoga fil').setInputFiles({ name: 'intyg.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(lena.page.getByText('intyg.pdf')).toBeVisible();
  await lena.page.getByRole('button', { name: 'Skicka' }).click();
  await expect(lena.page.getByText('Ditt meddelande har skickats.')).toBeVisible();
  await expect(lena.page.getByTestId('case-status')).toHaveText('Pågående');
  await expect(lena.page.getByText('Hej Anna! Vi har tittat på din fråga och återkommer i veckan.')).toBeVisible();

  // A note, for handlers only.
  await lena.page.getByRole('button', { name: 'Ny anteckning' }).click();
  await lena.page.getByLabel('Anteckning', { exact: true }).fill('Intern: kontrollera avtalet för region Gotland.');
  await lena.page.getByRole('button', { name: 'Spara anteckning' }).click();
  await expect(lena.page.getByText('Din anteckning har sparats.')).toBeVisible();
  await expect(lena.page.getByRole('region', { name: 'Anteckningar' })).toContainText('Intern: kontrollera avtalet för region Gotland.');
  await shot(lena.page, 'handler-with-note-1280');

  // The member sees the reply, never the notes.
  await openCase(member.page, `/arenden/mina/arende/${created.id}`, created.title);
  await expect(member.page.getByText('Hej Anna! Vi har tittat på din fråga och återkommer i veckan.')).toBeVisible();
  await expect(member.page.getByTestId('case-status')).toHaveText('Pågående');
  // The attachment downloads through the saga (bearer token in a header, saved from a blob).
  const downloading = member.page.waitForEvent('download');
  await member.page.getByRole('button', { name: 'Ladda ner intyg.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('intyg.pdf');
  expect(fs.readFileSync(await download.path())).toEqual(pdf);
  await expect(member.page.getByText('Intern: kontrollera avtalet för region Gotland.')).toHaveCount(0);
  await expect(member.page.getByRole('heading', { name: 'Anteckningar' })).toHaveCount(0);
  await expect(member.page.getByRole('button', { name: 'Ny anteckning' })).toHaveCount(0);
  await expect(member.page.getByText(/Händelselogg/)).toHaveCount(0);
  await shot(member.page, 'member-1280');

  for (const side of [member, lena, mikael]) side.errors.expectNone();
  await Promise.all([member.context.close(), lena.context.close(), mikael.context.close()]);
});

test('issue 35, push: Lena replies, and Mikael\'s open case shows it within seconds, without a reload and with one Case/Get more (no echo)', async ({ browser }) => {
  const { member, created } = await newCase(browser, 'Fråga om semesterväxling');
  await member.context.close();
  const mikael = await signedIn(browser, 'kansli-styrelse');
  const lena = await signedIn(browser, 'kanslist');
  const gets: string[] = [];
  mikael.page.on('request', (request) => { if (request.url().includes(`/api/Case/Get/${created.id}`)) gets.push(request.url()); });

  await openCase(mikael.page, secretariatPath(created.id), created.title);
  // Opening the case read it; the list learns that, and the case is not loaded again.
  await mikael.page.waitForTimeout(2000);
  expect(gets, 'Case/Get after opening').toHaveLength(1);
  await mikael.page.evaluate(() => { (window as unknown as { stillThisPage: boolean }).stillThisPage = true; });

  await openCase(lena.page, secretariatPath(created.id), created.title);
  await lena.page.getByRole('button', { name: 'Svara' }).click();
  await lena.page.getByLabel('Ditt svar').fill('Hej! Semesterväxling går bra, vi skickar blanketten.');
  await lena.page.getByRole('button', { name: 'Skicka' }).click();
  await expect(lena.page.getByText('Ditt meddelande har skickats.')).toBeVisible();
  const sent = Date.now();

  // Far sooner than the 60-second poll: the stream told Mikael's browser.
  await expect(mikael.page.getByText('Hej! Semesterväxling går bra, vi skickar blanketten.')).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - sent, 'the reply on the other handler\'s open case').toBeLessThan(10_000);
  await expect(mikael.page.getByTestId('case-status')).toHaveText('Pågående');
  expect(await mikael.page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  // Lena's writes reach Mikael as two changes, or one when their notices come together (the lock
  // she took to reply, then the reply, which lets the lock go in the same write), each a Case/Get;
  // reading the reply himself is none: once her writes are in, the count stays put.
  await mikael.page.waitForTimeout(1500);
  const afterReply = gets.length;
  expect(afterReply, 'Case/Get after the reply').toBeGreaterThanOrEqual(2);
  expect(afterReply, 'Case/Get after the reply').toBeLessThanOrEqual(3);
  await mikael.page.waitForTimeout(2500);
  expect(gets, 'no Case/Get for his own read of the reply').toHaveLength(afterReply);

  for (const side of [mikael, lena]) side.errors.expectNone();
  await Promise.all([mikael.context.close(), lena.context.close()]);
});

test('issue 35, push: Lena\'s reply lands while Mikael\'s case is loading her lock, and still reaches his open case', async ({ browser }) => {
  const { member, created } = await newCase(browser, 'Fråga om friskvårdsbidrag');
  await member.context.close();
  const mikael = await signedIn(browser, 'kansli-styrelse');
  const lena = await signedIn(browser, 'kanslist');
  // Mikael's Case/Get answers are held 3 s after the server read the case, so Lena's reply commits
  // while the load her lock started is still out: that load read the case before the reply.
  let read = 0;
  let lockRead: () => void = () => undefined;
  const lockWasRead = new Promise<void>((resolve) => { lockRead = resolve; });
  await mikael.page.route(`**/api/Case/Get/${created.id}`, async (route) => {
    const response = await route.fetch();
    read += 1;
    if (read === 2) lockRead();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.fulfill({ response });
  });
  await openCase(mikael.page, secretariatPath(created.id), created.title);

  await openCase(lena.page, secretariatPath(created.id), created.title);
  await lena.page.getByRole('button', { name: 'Svara' }).click();
  await lena.page.getByLabel('Ditt svar').fill('Hej! Friskvårdsbidraget betalas ut i december.');
  await lockWasRead;
  await lena.page.getByRole('button', { name: 'Skicka' }).click();
  await expect(lena.page.getByText('Ditt meddelande har skickats.')).toBeVisible();

  await expect(mikael.page.getByText('Hej! Friskvårdsbidraget betalas ut i december.')).toBeVisible({ timeout: 15_000 });
  await expect(mikael.page.getByTestId('case-status')).toHaveText('Pågående');
  for (const side of [mikael, lena]) side.errors.expectNone();
  await Promise.all([mikael.context.close(), lena.context.close()]);
});

/** A new case; Lena (kanslist) starts a reply and holds it; Mikael (kansli-styrelse) is told so. */
async function lenaRepliesMikaelWaits(browser: Browser, title: string) {
  const { member, created } = await newCase(browser, title);
  await member.context.close();
  const lena = await signedIn(browser, 'kanslist');
  const mikael = await signedIn(browser, 'kansli-styrelse');

  await openCase(lena.page, secretariatPath(created.id), created.title);
  await lena.page.getByRole('button', { name: 'Svara' }).click();
  await lena.page.getByLabel('Ditt svar').fill('Ett utkast som aldrig skickas.');

  await openCase(mikael.page, secretariatPath(created.id), created.title);
  await mikael.page.getByRole('button', { name: 'Svara' }).click();
  await expect(mikael.page.getByText('Lena Ekström svarar just nu på ärendet.')).toBeVisible();
  return { created, lena, mikael };
}

test('leaving the case page unlocks it: the other handler may reply then', async ({ browser }) => {
  const { created, lena, mikael } = await lenaRepliesMikaelWaits(browser, 'Fråga om semesterväxling');

  // Lena goes back to the list (in the app): the lock goes, the draft is cancelled.
  const unlocked = lena.page.waitForResponse((response) => response.url().endsWith(`/api/Case/${created.id}/Unlock`));
  await lena.page.getByRole('link', { name: /Till ärendelistan/ }).click();
  await expect(lena.page).toHaveURL(/\/arenden\/kansliet(\?.*)?$/);
  expect((await unlocked).status()).toBe(200);
  await mikael.page.getByRole('button', { name: 'Svara' }).click();
  await expect(mikael.page.getByLabel('Ditt svar')).toBeVisible();
  await expect(mikael.page.getByText('Lena Ekström svarar just nu på ärendet.')).toHaveCount(0);

  await lena.page.goBack();
  await expect(lena.page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
  await expect(lena.page.getByLabel('Ditt svar')).toHaveCount(0);

  for (const side of [lena, mikael]) side.errors.expectNone();
  await Promise.all([lena.context.close(), mikael.context.close()]);
});

test('closing the tab with the reply open unlocks the case at once, not when the lease lapses', async ({ browser }) => {
  const { created, lena, mikael } = await lenaRepliesMikaelWaits(browser, 'Fråga om friskvårdsbidrag');

  lena.errors.expectNone();
  await lena.page.close({ runBeforeUnload: true });
  await lena.context.close();
  // Well within the 120 s lease: the lock went with the tab (409 while Lena held it, 200 once free).
  await expect.poll(() => callApiAs(mikael.page, 'POST', `Case/${created.id}/Lock`), { timeout: 10_000 }).toBe(200);
  await mikael.page.reload();
  await mikael.page.getByRole('button', { name: 'Svara' }).click();
  await expect(mikael.page.getByLabel('Ditt svar')).toBeVisible();
  await expect(mikael.page.getByText('Lena Ekström svarar just nu på ärendet.')).toHaveCount(0);
  mikael.errors.expectNone();
  await mikael.context.close();
});

test('the secretariat assigns administrators, and a flag toggle survives a reload', async ({ browser }) => {
  const { member, created } = await newCase(browser, 'Fråga om arbetsmiljö');
  await member.context.close();
  const mikael = await signedIn(browser, 'kansli-styrelse');
  const { page } = mikael;
  await openCase(page, secretariatPath(created.id), created.title);

  const change = page.getByRole('button', { name: 'Ändra ansvariga' });
  await change.click();
  const dialog = page.getByRole('dialog', { name: 'Ansvariga på ärendet' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Lena Ekström' }).check();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ansvariga på ärendet har uppdaterats')).toBeVisible();
  await expect(page.getByTestId('case-administrators')).toContainText('Lena Ekström');

  // Escape closes the modal and the focus goes back to its opener.
  await change.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();

  // Issue 23: the flag button says what it will do.
  await page.getByRole('button', { name: 'Flagga ärendet' }).click();
  await expect(page.getByRole('button', { name: 'Ta bort flaggan' })).toBeVisible();
  await expect(page.getByText('Ärendet är flaggat.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ta bort flaggan' })).toBeVisible();
  await expect(page.getByTestId('case-administrators')).toContainText('Lena Ekström');

  // The list shows it too.
  await page.getByRole('link', { name: /Till ärendelistan/ }).click();
  const row = page.locator(`[data-case-id="${created.id}"]`);
  await expect(row).toContainText('Flaggat');

  mikael.errors.expectNone();
  await mikael.context.close();
});

test('at 375 px: the case page of a handler and of a member, the reply open, by keyboard', async ({ browser }) => {
  const { member, created } = await newCase(browser, 'En fråga med en ganska lång rubrik om villkor och avtal');
  const small = { width: 375, height: 812 };
  const lena = await signedIn(browser, 'kanslist', small);
  const { page } = lena;
  await openCase(page, secretariatPath(created.id), created.title);
  await shot(page, 'handler-375');

  const svara = page.getByRole('button', { name: 'Svara' });
  await svara.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Ditt svar')).toBeFocused();
  await page.keyboard.type('Tack för din fråga!');
  await shot(page, 'handler-reply-open-375');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(svara).toBeFocused();

  const memberSmall = await browser.newContext({ viewport: small });
  const memberPage = await memberSmall.newPage();
  const memberErrors = watchConsole(memberPage);
  await signIn(memberPage, 'medlem', `/arenden/mina/arende/${created.id}`);
  await expect(memberPage.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
  await shot(memberPage, 'member-375');
  expect(await memberPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  lena.errors.expectNone();
  memberErrors.expectNone();
  await Promise.all([member.context.close(), lena.context.close(), memberSmall.close()]);
});
