import { test, expect, type Browser, type Page } from '@playwright/test';
import { acceptGdprAfresh, signIn, watchConsole } from './support/session';
import { expectNoAxeViolations, expectNoAxeViolationsNarrow } from './support/axe';
import { exportDevtoolsLog, installDevtoolsRecorder, saveReplayLog } from './support/devtoolsRecorder';

/**
 * News (Aktuellt) and courses (Kurser) in Chromium, signing in through the real login page
 * (issue 9). The journeys share one database: each makes the posts and courses it looks for.
 */

async function signedIn(browser: Browser, username: string, path = '/') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, path);
  return page;
}

/** The journeys share one database: styrelse may have accepted already, so the consent is withdrawn first. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function writePost(page: Page, place: string, title: string, body: string) {
  await page.getByRole('button', { name: 'Skapa nyhet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skapa nyhet' });
  await expect(dialog.getByLabel('Publicera i')).toHaveValue(/.+/);
  if (place) await dialog.getByLabel('Publicera i').selectOption({ label: place });
  await dialog.getByLabel('Rubrik').fill(title);
  await dialog.getByLabel('Text').fill(body);
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Din nyhet är publicerad.' })).toBeVisible();
}

test('medlem opens an unread post: its mark goes, and the page shows it in Swedish', async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, 'medlem', '/aktuellt');
  const list = page.getByRole('list', { name: 'Nyheter' });
  const unread = list.getByRole('listitem').filter({ hasText: 'Oläst' }).first();
  const title = (await unread.getByRole('link').textContent())!.trim();
  await expectNoAxeViolations(page, '/aktuellt');
  await expectNoAxeViolationsNarrow(page, '/aktuellt');
  await unread.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Publicerad \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Psykologförbundet`);
  await expectNoAxeViolations(page, 'a post');
  await page.getByRole('link', { name: 'Tillbaka till Aktuellt' }).click();
  const same = page.getByRole('list', { name: 'Nyheter' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) }).first();
  await expect(same).toBeVisible();
  await expect(same.getByText('Oläst')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Nyheter' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) }).first().getByText('Oläst')).toHaveCount(0);
  console.expectNone();
});

test('kanslist writes an intranet post and kansli-styrelse sees the Intranätet badge rise', async ({ browser }) => {
  const reader = await signedIn(browser, 'kansli-styrelse');
  const badgeCount = async () => {
    await reader.getByRole('button', { name: 'Meny', exact: true }).click();
    const nav = reader.getByRole('navigation', { name: 'Huvudmeny' });
    const label = await nav.getByRole('link', { name: /Intranätet/ }).locator('.badge').getAttribute('aria-label').catch(() => null);
    await reader.keyboard.press('Escape');
    return label ? Number(label.split(' ')[0]) : 0;
  };
  await expect.poll(async () => (await reader.evaluate(() => document.querySelector('.site-header') !== null))).toBe(true);
  await reader.waitForTimeout(500);
  const before = await badgeCount();

  const writer = await signedIn(browser, 'kanslist', '/kansliet/aktuellt');
  const title = unique('Fika i fikarummet');
  await writePost(writer, '', title, 'Välkomna!\n\n- **Tid:** kl 15\n- Plats: fikarummet');
  await expect(writer.getByRole('list', { name: 'Nyheter' }).getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(writer, '/kansliet/aktuellt');

  await reader.reload();
  await expect.poll(badgeCount).toBe(before + 1);
  await reader.goto('/kansliet/aktuellt');
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByText('Tid:')).toBeVisible();
  await expect.poll(badgeCount).toBe(before);
});

test("styrelse writes a board post that medlem gets 'Åtkomst nekad' for", async ({ browser }) => {
  const board = await signedIn(browser, 'styrelse');
  await acceptGdprAfresh(board);
  await board.getByRole('button', { name: 'Meny', exact: true }).click();
  const stockholm = await board.getByRole('region', { name: 'Mina föreningar och nätverk' }).getByRole('link', { name: 'Psykologföreningen i Region Stockholm' }).getAttribute('href');
  await board.keyboard.press('Escape');
  await board.goto(`${stockholm}/styrelsen/aktuellt`);
  const title = unique('Styrelsemöte i december');
  await writePost(board, '', title, 'Dagordningen kommer.');
  await board.getByRole('link', { name: title }).click();
  await expect(board.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const postPath = new URL(board.url()).pathname;

  const member = await signedIn(browser, 'medlem', postPath);
  await expect(member.getByRole('heading', { name: 'Åtkomst nekad' })).toBeVisible();
  await member.goto('/aktuellt');
  await expect(member.getByRole('list', { name: 'Nyheter' })).toBeVisible();
  await expect(member.getByRole('link', { name: title })).toHaveCount(0);
});

test('kanslist creates a course that medlem finds under /kurser', async ({ browser }) => {
  const secretariat = await signedIn(browser, 'kanslist', '/kansliet/kurser');
  const title = unique('Kurs i samtalsmetodik');
  await secretariat.getByRole('button', { name: 'Skapa kurs' }).click();
  const dialog = secretariat.getByRole('dialog', { name: 'Skapa kurs' });
  await dialog.getByLabel('Rubrik').fill(title);
  await dialog.getByLabel('Beskrivning').fill('En dag om samtal.');
  await dialog.getByLabel('Plats', { exact: true }).fill('Stockholm');
  await dialog.getByLabel(/^Startdatum/).fill('2099-13-01');
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  // The error summary names the problem as a link to the field, and the field says it again.
  const summary = dialog.getByRole('alert').filter({ hasText: 'Det finns ett problem' });
  await expect(summary.getByRole('link', { name: 'Ange startdatum som åååå-mm-dd och en starttid.' })).toBeVisible();
  await expect(dialog.locator('.field__error', { hasText: 'Ange startdatum som åååå-mm-dd och en starttid.' })).toBeVisible();
  await expect(dialog.getByLabel('Rubrik')).toHaveValue(title);
  await dialog.getByLabel(/^Startdatum/).fill('2099-03-02');
  await dialog.getByLabel(/^Slutdatum/).fill('2099-03-02');
  await dialog.getByLabel(/^Sista anmälningsdag/).fill('2099-02-20');
  await expectNoAxeViolations(secretariat, 'the course editor');
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  await expect(dialog).toBeHidden();
  await expect(secretariat.getByRole('link', { name: title })).toBeVisible();

  const member = await signedIn(browser, 'medlem', '/kurser');
  await member.getByRole('searchbox', { name: 'Sök bland kurserna' }).fill(title.toUpperCase());
  await expect(member).toHaveURL(/\?sok=/);
  const found = member.getByRole('link', { name: title });
  await expect(found).toBeVisible();
  await expect(member.getByRole('region', { name: 'Kommande kurser' }).getByText('Sista anmälningsdag: 20 feb. 2099')).toBeVisible();
  await expectNoAxeViolations(member, '/kurser');
  await found.click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.getByText('2 mars 2099 09:00–16:00')).toBeVisible();
  await expectNoAxeViolationsNarrow(member, 'a course');
});

test('the replay recording: a DevTools log of reading the news, for QA', async ({ page }) => {
  await installDevtoolsRecorder(page);
  const console = watchConsole(page);
  await signIn(page, 'medlem', '/aktuellt');
  await page.getByRole('list', { name: 'Nyheter' }).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Tillbaka till Aktuellt' })).toBeVisible();
  await page.getByRole('link', { name: 'Tillbaka till Aktuellt' }).click();
  await page.getByRole('searchbox', { name: 'Sök bland nyheterna' }).fill('kongress');
  await expect(page).toHaveURL(/sok=kongress/);

  const exported = await exportDevtoolsLog(page);
  const lifted = JSON.parse(exported.payload) as { stagedActionIds: number[]; actionsById: Record<string, { action: { type: string } }> };
  const types = lifted.stagedActionIds.map((id) => lifted.actionsById[id].action.type);
  expect(types).toEqual(expect.arrayContaining(['posts/postsLoaded', 'posts/postOpened', 'posts/postLoaded', 'posts/newsSearchChanged', 'courses/coursesLoaded']));
  expect(exported.payload).not.toMatch(/access_token|id_token|"code"/);
  saveReplayLog('content-journey.json', exported);
  console.expectNone();
});
