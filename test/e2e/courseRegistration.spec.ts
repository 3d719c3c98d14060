import fs from 'node:fs';
import { test, expect, type Browser } from '@playwright/test';
import { signIn, watchConsole } from './support/session';
import { expectNoAxeViolations, expectNoAxeViolationsNarrow } from './support/axe';
import { shootBothWidths } from './support/screenshots';

/**
 * Issue 25 in Chromium, signing in through the real login page: medlem signs up and sees it on
 * Min översikt; medlem-flera lands on the waiting list; kanslist sees both and exports the list;
 * medlem cancels and medlem-flera moves up. The journey makes its own course (one seat).
 */

async function signedIn(browser: Browser, username: string, path = '/') {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, username, path);
  return page;
}

test('a course with one seat: sign-up, the overview, the waiting list, the export, and moving up', async ({ browser }, testInfo) => {
  // Three people sign in through the login page, each page checked with axe at two widths.
  test.setTimeout(180_000);
  const title = `Kurs i krisstöd ${Date.now().toString(36)}`;
  const secretariat = await signedIn(browser, 'kanslist', '/kansliet/kurser');
  await secretariat.getByRole('button', { name: 'Skapa kurs' }).click();
  const dialog = secretariat.getByRole('dialog', { name: 'Skapa kurs' });
  await dialog.getByLabel('Rubrik').fill(title);
  await dialog.getByLabel('Beskrivning').fill('En dag om krisstöd.');
  await dialog.getByLabel('Plats', { exact: true }).fill('Visby');
  await dialog.getByLabel(/^Startdatum/).fill('2099-04-06');
  await dialog.getByLabel(/^Slutdatum/).fill('2099-04-06');
  await dialog.getByLabel(/^Antal platser/).fill('noll');
  await dialog.getByRole('checkbox', { name: 'Kostönskemål' }).check();
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  await expect(dialog.locator('.field__error', { hasText: 'Ange antal platser som ett heltal mellan 1 och 10 000.' })).toBeVisible();
  await dialog.getByLabel(/^Antal platser/).fill('1');
  await expectNoAxeViolations(secretariat, 'the course editor with seats');
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  await expect(dialog).toBeHidden();
  await secretariat.getByRole('link', { name: title }).click();
  const courseUrl = secretariat.url();
  const courseId = courseUrl.split('/').pop()!;
  await expect(secretariat.getByText('Ingen har anmält sig än.')).toBeVisible();

  // medlem signs up and is told so in the page, then finds it on Min översikt.
  const member = await signedIn(browser, 'medlem', `/kurser/${courseId}`);
  const memberConsole = watchConsole(member);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.getByText('1 plats, 1 ledig')).toBeVisible();
  await member.getByLabel('Kostönskemål (valfritt)').fill('Vegetarisk');
  await expectNoAxeViolations(member, 'the sign-up form');
  await shootBothWidths(member, testInfo, 'course-signup-form');
  await member.getByRole('button', { name: 'Anmäl dig' }).click();
  await expect(member.getByText('Tack, du är anmäld!').locator('..')).toBeFocused();
  await expect(member.getByText('Du är anmäld till kursen.')).toBeVisible();
  await expectNoAxeViolations(member, 'signed up');
  await shootBothWidths(member, testInfo, 'course-signed-up');
  await member.goto('/');
  const overview = member.getByRole('region', { name: 'Mina anmälningar' });
  await expect(overview.getByRole('link', { name: title })).toBeVisible();
  await expect(overview.getByRole('listitem').filter({ hasText: title }).getByText('Anmäld')).toBeVisible();
  await shootBothWidths(member, testInfo, 'overview-registrations');

  // medlem-flera comes second: the waiting list, place 1.
  const second = await signedIn(browser, 'medlem-flera', `/kurser/${courseId}`);
  // Issue 34: the button says what it does, and a waiting place is information, not a success.
  await expect(second.getByText('Kursen är fullbokad. Du kan ställa dig på väntelistan', { exact: false })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Anmäl dig' })).toHaveCount(0);
  await second.getByRole('button', { name: 'Ställ dig på väntelistan' }).click();
  const waitingBox = second.getByText('Kursen är fullbokad. Du står på väntelistan, plats 1.').locator('..');
  await expect(waitingBox).toBeFocused();
  await expect(waitingBox).toHaveClass(/confirmation-panel--info/);
  await expect(second.getByText('Du står på väntelistan, plats 1. Du får en plats om någon avanmäler sig.')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Lämna väntelistan' })).toBeVisible();
  await expectNoAxeViolations(second, 'on the waiting list');
  await shootBothWidths(second, testInfo, 'course-waiting');
  // 'Mina anmälningar' is a page of its own, from the menu.
  await second.goto('/kurser');
  await second.getByRole('link', { name: /^Mina anmälningar/ }).click();
  await expect(second).toHaveURL(/\/kurser\/mina-anmalningar$/);
  await expect(second.getByRole('list', { name: 'Du står på väntelistan' }).getByRole('listitem').filter({ hasText: title }).getByText('Väntelista, plats 1')).toBeVisible();
  await expectNoAxeViolations(second, 'Mina anmälningar');
  await shootBothWidths(second, testInfo, 'my-registrations');

  // kanslist sees the participant and the waiting list, and exports the list.
  await secretariat.reload();
  const participants = secretariat.getByRole('region', { name: 'Deltagare', exact: true });
  await expect(participants.getByRole('rowheader', { name: 'Anna Lindqvist' })).toBeVisible();
  await expect(participants.getByText('Vegetarisk')).toBeVisible();
  await expect(participants.getByRole('rowheader', { name: 'Johan Bergström' })).toBeVisible();
  await expectNoAxeViolations(secretariat, 'the participant list');
  await expectNoAxeViolationsNarrow(secretariat, 'the participant list');
  await shootBothWidths(secretariat, testInfo, 'course-participants');
  const [download] = await Promise.all([
    secretariat.waitForEvent('download'),
    participants.getByRole('button', { name: 'Exportera deltagarlistan (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`deltagare-${courseId}.csv`);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Status;Plats i kön;Namn;Medlemsnummer;E-post;Anmäld;Kostönskemål;Arbetsplats;Svar på kursens fråga');
  expect(lines[1]).toMatch(/^Deltagare;;Anna Lindqvist;.*;Vegetarisk;;$/);
  expect(lines[2]).toMatch(/^Väntelista;1;Johan Bergström;/);

  // medlem cancels; the seat goes to medlem-flera, who is told on the page.
  await member.goto(`/kurser/${courseId}`);
  await member.getByRole('button', { name: 'Avanmäl dig' }).click();
  const confirm = member.getByRole('dialog', { name: 'Avanmäla dig från kursen?' });
  await expect(confirm.getByText('Din plats går till den som står först på väntelistan.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Avanmäl dig' }).click();
  await expect(member.getByText('Du är avanmäld från kursen.')).toBeVisible();
  // The freed seat went to medlem-flera, so the course is full again (issue 34: the button says so).
  await expect(member.getByRole('button', { name: 'Ställ dig på väntelistan' })).toBeVisible();
  memberConsole.expectNone();

  await second.goto(`/kurser/${courseId}`);
  await expect(second.getByText('Du är anmäld till kursen.')).toBeVisible();
  await expect(second.getByText('Du har fått en plats på kursen från väntelistan.')).toBeVisible();

  await secretariat.reload();
  await expect(participants.getByRole('rowheader', { name: 'Johan Bergström' })).toBeVisible();
  await expect(participants.getByRole('rowheader', { name: 'Anna Lindqvist' })).toHaveCount(0);
  await expect(participants.getByText('Ingen står på väntelistan.')).toBeVisible();
});
