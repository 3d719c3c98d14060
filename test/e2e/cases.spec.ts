import { test, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signIn, watchConsole } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { installDevtoolsRecorder, exportDevtoolsLog, saveReplayLog } from './support/devtoolsRecorder';

/**
 * The case lists, their polling and the case-creation modal (issue: Cases I) in Chromium against
 * the real server, real sign-in and the demo seed. Each test starts signed out.
 */

const rows = (page: Page) => page.getByTestId('case-row');
const dialog = (page: Page) => page.getByRole('dialog');
const filters = (page: Page) => page.getByRole('region', { name: 'Filtrera ärenden' });
const sortGroup = (page: Page) => page.getByRole('group', { name: 'Sortera' });
const caseMenu = (page: Page) => page.getByRole('navigation', { name: 'Ärendemeny' });

/** A unique title per run (the database is fresh per run, a retry is not). */
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** A screenshot of what is on screen, and axe-core (WCAG 2.1 A and AA) on the same state. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  await expectNoAxeViolations(page, name);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function openCaseMenu(page: Page) {
  await page.getByRole('button', { name: /^Ärenden/ }).click();
  await expect(caseMenu(page)).toBeVisible();
}

/** Step 2 filled and sent; returns the confirmation dialog. */
async function fillAndSend(page: Page, title: string, message: string) {
  const modal = dialog(page);
  await modal.getByLabel('Rubrik').fill(title);
  await modal.getByLabel('Meddelande').fill(message);
  await modal.getByRole('button', { name: 'Skicka' }).click();
  await expect(modal.getByRole('heading', { name: 'Tack, ditt meddelande är skickat!' })).toBeVisible();
  return modal;
}

async function closeConfirmation(page: Page) {
  await dialog(page).getByText('Stäng', { exact: true }).click();
  await expect(dialog(page)).toBeHidden();
}

async function expectRowWithTitle(page: Page, title: string): Promise<Locator> {
  const row = rows(page).filter({ has: page.getByRole('link', { name: title }) });
  await expect(row).toHaveCount(1);
  return row;
}

test('medlem creates a case of each type it may create and sees each in its list', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem', '/arenden/mina');
  await expect(page.getByRole('heading', { level: 1, name: 'Mina ärenden' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await shoot(page, testInfo, 'list-1280', true);

  const created: string[] = [];
  const start = async (type: string) => {
    await page.getByRole('button', { name: 'Nytt ärende' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Vad gäller ditt ärende?' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Nästa' })).toBeDisabled();
    await dialog(page).getByRole('radio', { name: type }).check();
    await dialog(page).getByRole('button', { name: 'Nästa' }).click();
    await expect(dialog(page).getByRole('heading', { name: type })).toBeVisible();
  };

  // Step 1 offers exactly the member's types (spec §6: the national type, as medlem has national associations).
  await page.getByRole('button', { name: 'Nytt ärende' }).click();
  // Issue 23: each type with a line on what it is for and who answers; the national type among the membership matters.
  await expect(dialog(page).locator('label').filter({ has: page.getByRole('radio') })).toHaveText([
    /^Kontakta din psykologförening.*Dina fackliga ombud svarar\.$/, /^Rådgivning.*Förbundets kansli svarar\.$/, /^Övrigt.*Förbundets kansli svarar\.$/,
    /^Kontakta en nationell förening.*Föreningens styrelse svarar\.$/, /^Ditt medlemskap.*Förbundets kansli svarar\.$/,
  ]);
  // Spec §9: under the case type labels.
  await expect(dialog(page).locator('legend.choice-group__label')).toHaveText(['Anställningsärenden', 'Rådgivningsärenden', 'Medlemskapsärenden']);
  await shoot(page, testInfo, 'modal-step-1');
  await dialog(page).getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog(page)).toBeHidden();

  // Kontakta din psykologförening: the work association is auto-selected, the union representatives receive it.
  await start('Kontakta din psykologförening');
  await expect(dialog(page).getByLabel('Psykologförening').locator('option:checked')).toHaveText('Psykologföreningen i Region Gotland');
  await expect(dialog(page).getByTestId('receiver-notice')).toHaveText(/^Ditt ärende skickas till dina fackliga ombud/);
  let title = unique('Arbetstider på mottagningen');
  created.push(title);
  await expect(await fillAndSend(page, title, 'Hej! Vem kan jag prata med om arbetstiderna?')).toContainText('Någon kommer att höra av sig till dig. Vanligtvis svarar vi inom 3–5 arbetsdagar.');
  await closeConfirmation(page);

  // Kontakta en nationell förening: two national associations, so one is chosen; the notice names its board.
  await start('Kontakta en nationell förening');
  const national = dialog(page).getByLabel('Nationell förening');
  await expect(national).toHaveValue('');
  await dialog(page).getByLabel('Rubrik').fill('x');
  await dialog(page).getByLabel('Meddelande').fill('x');
  await expect(dialog(page).getByRole('button', { name: 'Skicka' })).toBeDisabled();
  await national.selectOption({ label: 'Sveriges Skolpsykologers Förening' });
  await expect(dialog(page).getByTestId('receiver-notice')).toHaveText('Ditt ärende skickas till styrelsen för Sveriges Skolpsykologers Förening.');
  title = unique('Fråga till skolpsykologerna');
  created.push(title);
  await fillAndSend(page, title, 'Hej! Finns det platser kvar på utbildningsdagen?');
  await closeConfirmation(page);

  // Rådgivning: a category, a wrong file refused with the text of spec §5, a pdf attached.
  await start('Rådgivning');
  await expect(dialog(page).getByLabel('Kategori')).toHaveValue('');
  await dialog(page).getByLabel('Kategori').selectOption({ label: 'Lön' });
  await dialog(page).getByLabel('Bifoga fil').setInputFiles({ name: 'anteckning.txt', mimeType: 'text/plain', buffer: Buffer.from('hej') });
  await expect(dialog(page).getByRole('alert')).toHaveText('Ogiltig dokumenttyp. Välj dokument av typen pdf, jpeg, jpg och png.');
  await dialog(page).getByLabel('Bifoga fil').setInputFiles({ name: 'lonebesked.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% lönebesked\n') });
  await expect(dialog(page).getByText('lonebesked.pdf')).toBeVisible();
  await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  await dialog(page).getByLabel('Rubrik').fill(unique('Lönesamtal'));
  await dialog(page).getByLabel('Meddelande').fill('Hej! Jag vill ha stöd inför lönesamtalet.');
  await shoot(page, testInfo, 'modal-step-2');
  title = unique('Lönesamtal i december');
  created.push(title);
  await fillAndSend(page, title, 'Hej! Jag vill ha stöd inför lönesamtalet.');
  await shoot(page, testInfo, 'modal-sent');
  await closeConfirmation(page);

  await start('Ditt medlemskap');
  title = unique('Ändrad adress');
  created.push(title);
  await fillAndSend(page, title, 'Hej! Jag har flyttat.');
  await closeConfirmation(page);

  await start('Övrigt');
  title = unique('Tack för kursen');
  created.push(title);
  await fillAndSend(page, title, 'Hej! Tack för en bra kurs.');
  await closeConfirmation(page);

  // Each one is in the list (polling restarted after each), new, and the newest first.
  for (const made of created) {
    const row = await expectRowWithTitle(page, made);
    await expect(row.getByText('Nytt', { exact: true })).toBeVisible();
  }
  await expect(rows(page).first().getByRole('link')).toHaveText(created[created.length - 1]);

  // The row leads to the case route of its list.
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/arenden\/mina\/arende\/[0-9a-f-]{36}$/);
  // The new page has the focus (a screen reader starts reading it), at its top.
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  errors.expectNone();
});

test('the list and the modal at 375 px, with the keyboard only', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'medlem', '/arenden/mina');
  await expect(rows(page).first()).toBeVisible();
  await shoot(page, testInfo, 'list-375', true);

  // The filters fold behind a toggle on a small screen; everything is reached with Tab, Space and Enter.
  const toggle = filters(page).getByRole('button', { name: /Visa filter/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(filters(page).getByRole('button', { name: /Dölj filter/ })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab'); // the search box
  await expect(filters(page).getByLabel('Sök på rubrik', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab'); // Nytt
  await page.keyboard.press('Tab'); // Pågående
  await page.keyboard.press('Tab'); // Avslutade
  await expect(filters(page).getByRole('checkbox', { name: 'Avslutade' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/status=1%2C2%2C3/);
  await expect(filters(page).getByRole('button', { name: 'Dölj filter (1 aktivt)' })).toBeVisible();
  await shoot(page, testInfo, 'filters-375', true);
  const box = await filters(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await sortGroup(page).getByRole('button', { name: 'Sortera på Rubrik' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sortera=title&ordning=fallande/);

  // The modal with the keyboard: Enter opens, arrows choose, Escape closes and the focus returns.
  const opener = page.getByRole('button', { name: 'Nytt ärende' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('radio').first()).toBeVisible();
  await shoot(page, testInfo, 'modal-step-1-375');
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Stäng', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByRole('radio', { name: 'Rådgivning' })).toBeChecked();
  await page.keyboard.press('Enter'); // submits step 1 (Nästa)
  await expect(dialog(page).getByRole('heading', { name: 'Rådgivning' })).toBeVisible();
  await dialog(page).getByLabel('Rubrik').focus();
  await page.keyboard.type('Från tangentbordet');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hej!');
  await shoot(page, testInfo, 'modal-step-2-375');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(opener).toBeFocused();
  errors.expectNone();
});

test('filters and sort survive a reload through the URL, and back restores the view', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem', '/arenden/mina');
  await expect(rows(page).first()).toBeVisible();
  const defaultCount = await rows(page).count();

  await filters(page).getByRole('checkbox', { name: 'Avslutade' }).check();
  await expect(page).toHaveURL(/\?status=1%2C2%2C3$/);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(defaultCount);
  await sortGroup(page).getByRole('button', { name: 'Sortera på Rubrik' }).click();
  await sortGroup(page).getByRole('button', { name: /Sortera på Rubrik/ }).click();
  await expect(page).toHaveURL('/arenden/mina?status=1%2C2%2C3&sortera=title&ordning=stigande');
  const titles = await rows(page).getByRole('heading').allTextContents();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'sv')));

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(filters(page).getByRole('checkbox', { name: 'Avslutade' })).toBeChecked();
  await expect(sortGroup(page).getByRole('button', { name: 'Sortera på Rubrik, nu stigande' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page).getByRole('heading')).toHaveText(titles);

  await page.goBack();
  await expect(page).toHaveURL('/arenden/mina?status=1%2C2%2C3&sortera=title&ordning=fallande');
  await expect(sortGroup(page).getByRole('button', { name: 'Sortera på Rubrik, nu fallande' })).toBeVisible();

  await filters(page).getByRole('button', { name: 'Rensa filter' }).click();
  await expect(page).toHaveURL('/arenden/mina');
  await expect(rows(page)).toHaveCount(defaultCount);
  await expect(sortGroup(page).getByRole('button', { name: 'Sortera på Skapad, nu fallande' })).toHaveAttribute('aria-pressed', 'true');
  errors.expectNone();
});

test('ekonom sees YOUR_MEMBERSHIP cases only', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'ekonom');
  await expect(page).toHaveURL('/arenden/vasabyran');
  await expect(page.getByRole('heading', { level: 1, name: 'Vasabyråns ärenden' })).toBeVisible();
  await filters(page).getByRole('checkbox', { name: 'Avslutade' }).check();
  await expect(rows(page)).toHaveCount(20);
  // The type filter offers the types of every case in the list (and of the role): one.
  await expect(filters(page).getByLabel('Ärendetyp').getByRole('option')).toHaveText(['Alla ärendetyper', 'Ditt medlemskap']);
  for (const meta of await page.locator('.case-row__meta > span:first-child').allTextContents()) expect(meta).toBe('Ditt medlemskap');
  // Never the member benefits (spec §6).
  await expect(page.getByText('Medlemsförmåner')).toHaveCount(0);
  errors.expectNone();
});

test("the national association's board sees a case medlem addressed to it after one poll", async ({ browser }) => {
  const boardContext = await browser.newContext();
  const board = await boardContext.newPage();
  const boardErrors = watchConsole(board);
  await board.clock.install();
  await signIn(board, 'nationell');
  await openCaseMenu(board);
  await caseMenu(board).getByRole('link', { name: 'Sveriges Skolpsykologers Förening' }).click();
  await expect(board).toHaveURL(/\/arenden\/organisation\/[0-9a-f-]{36}$/);
  await expect(rows(board).first()).toBeVisible();
  await expect(board.getByRole('main').getByText('Sveriges Skolpsykologers Förening', { exact: true })).toBeVisible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberErrors = watchConsole(member);
  await signIn(member, 'medlem', '/arenden/mina');
  await member.getByRole('button', { name: 'Nytt ärende' }).click();
  await dialog(member).getByRole('radio', { name: 'Kontakta en nationell förening' }).check();
  await dialog(member).getByRole('button', { name: 'Nästa' }).click();
  await dialog(member).getByLabel('Nationell förening').selectOption({ label: 'Sveriges Skolpsykologers Förening' });
  const title = unique('Inbjudan till skolpsykologdagen');
  await fillAndSend(member, title, 'Hej! Kan föreningen skicka en inbjudan?');
  await closeConfirmation(member);

  await expect(board.getByRole('link', { name: title })).toHaveCount(0);
  await board.clock.fastForward('01:00');
  const row = await expectRowWithTitle(board, title);
  await expect(row.getByText('Medlem: Anna Lindqvist')).toBeVisible();
  boardErrors.expectNone();
  memberErrors.expectNone();
  await boardContext.close();
  await memberContext.close();
});

test('styrelse accepts GDPR, opens its board list, and a new board matter shows up after one poll', async ({ browser }, testInfo) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  const errors = watchConsole(page);
  await page.clock.install();
  await signIn(page, 'styrelse');
  const gdpr = page.getByRole('dialog', { name: 'Välkommen till Min sida!' });
  await gdpr.getByRole('button', { name: 'Godkänn' }).click();
  await expect(gdpr).toBeHidden();
  await openCaseMenu(page);
  await caseMenu(page).getByRole('link', { name: 'Ärenden i Psykologföreningen i Region Stockholm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ärenden' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await shoot(page, testInfo, 'board-list-1280', true);

  // A second session of the board creates a board matter (single type: straight to step 2, no back link).
  const second = await browser.newContext();
  const other = await second.newPage();
  await signIn(other, 'styrelse', page.url().replace(/^https?:\/\/[^/]+/, ''));
  await other.getByRole('button', { name: 'Nytt ärende' }).click();
  await expect(dialog(other).getByRole('heading', { name: 'Styrelseärende' })).toBeVisible();
  await expect(dialog(other).getByRole('button', { name: 'Tillbaka' })).toHaveCount(0);
  await expect(dialog(other).getByLabel('Psykologförening').locator('option:checked')).toHaveText('Psykologföreningen i Region Stockholm');
  const title = unique('Budget för våren');
  const sent = await fillAndSend(other, title, 'Förslag till budget inför vårens aktiviteter.');
  await expect(sent).toContainText('Styrelsen ser meddelandet bland föreningens ärenden.');

  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expectRowWithTitle(page, title);
  errors.expectNone();
  await first.close();
  await second.close();
});

test('the secretariat creates a case on behalf of a member from its case list', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await signIn(page, 'kanslist', '/arenden/kansliet');
  await expect(page.getByRole('heading', { level: 1, name: 'Kansliets ärenden' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const owner = (await rows(page).first().locator('.case-row__owner').textContent())!.replace('Medlem: ', '').trim();
  // Issue 11: the list leads to the member search; the member page creates the case.
  await page.getByRole('link', { name: 'Skapa ärende åt medlem' }).click();
  await page.getByLabel('Sök på namn, medlemsnummer, ort eller arbetsplats').fill(owner);
  await page.getByRole('table', { name: 'Medlemmar' }).getByRole('link', { name: owner }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: owner })).toBeVisible();
  await page.getByRole('button', { name: 'Skapa ärende åt medlem' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Vad gäller ärendet?' })).toBeVisible();
  await shoot(page, testInfo, 'modal-for-member');
  await dialog(page).getByRole('radio', { name: 'Rådgivning' }).check();
  await dialog(page).getByRole('button', { name: 'Nästa' }).click();
  await expect(dialog(page).getByText(`Ärende åt ${owner}`)).toBeVisible();
  await expect(dialog(page).getByTestId('receiver-notice')).toHaveText('Ärendet skickas till förbundets kansli. Texten kommer att vara synlig för medlemmen.');
  const title = unique('Uppföljning efter samtal');
  await fillAndSend(page, title, 'Hej! Här kommer en sammanfattning av vårt samtal.');
  await closeConfirmation(page);
  await page.goto('/arenden/kansliet');
  const row = await expectRowWithTitle(page, title);
  await expect(row).toContainText(owner);
  errors.expectNone();
});

test('the replay recording: a DevTools log of a case list session, kept under test/replays', async ({ page }) => {
  await installDevtoolsRecorder(page);
  const errors = watchConsole(page);
  await signIn(page, 'medlem', '/arenden/mina');
  await expect(rows(page).first()).toBeVisible();
  await filters(page).getByRole('checkbox', { name: 'Avslutade' }).check();
  await sortGroup(page).getByRole('button', { name: 'Sortera på Rubrik' }).click();
  // Issue 23: a member's own list filters by search, status and sort only.
  await expect(filters(page).getByLabel('Flaggade')).toHaveCount(0);
  await page.getByRole('button', { name: 'Nytt ärende' }).click();
  await dialog(page).getByRole('radio', { name: 'Övrigt' }).check();
  await dialog(page).getByRole('button', { name: 'Nästa' }).click();
  await fillAndSend(page, 'Inspelat ärende', 'Ett ärende i den inspelade loggen.');
  await closeConfirmation(page);
  await expectRowWithTitle(page, 'Inspelat ärende');

  const exported = await exportDevtoolsLog(page);
  const lifted = JSON.parse(exported.payload) as { stagedActionIds: number[]; actionsById: Record<string, { action: { type: string } }> };
  const types = lifted.stagedActionIds.map((id) => lifted.actionsById[id].action.type);
  expect(types).toEqual(expect.arrayContaining([
    'cases/casesListLoaded', 'cases/caseFiltersChanged', 'cases/caseSortRequested', 'caseCreation/opened', 'caseCreation/caseCreationSubmitted', 'caseCreation/created',
  ]));
  expect(exported.payload).not.toMatch(/access_token|id_token|"code"/);
  saveReplayLog('cases-journey.json', exported);
  errors.expectNone();
});
