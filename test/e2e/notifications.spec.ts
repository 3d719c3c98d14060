import { test, expect, type Page } from '@playwright/test';
import { memberCreatesCase, signIn, submitLogin, watchConsole } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { shootBothWidths } from './support/screenshots';
import { waitForMail } from './support/mailbox';

/**
 * Issue 24 in Chromium against the real server (no SMTP_URL: the development mailbox, which the
 * journeys' DEV_TOOLS turn on): kanslist replies to medlem's case, the notice arrives, and its link
 * opens the case after the member signs in.
 */
test.describe.configure({ timeout: 180_000 });


const createCase = (page: Page, title: string) => memberCreatesCase(page, title, 'Min lön är för låg, vad gör jag?');

test('kanslist replies to medlem\'s case: the notice arrives without the case text, and its link opens the case after sign-in', async ({ browser }) => {
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await memberContext.newPage();
  await signIn(member, 'medlem', '/min-profil');
  const title = `Lönefråga ${Date.now().toString(36)}`;
  const caseId = await createCase(member, title);
  // The member's settings: every kind on by default, the address is the profile's.
  const settings = member.getByRole('region', { name: 'E-postaviseringar' });
  await expect(settings.getByRole('checkbox', { name: 'Svar i mina ärenden' })).toBeChecked();
  await expect(settings).toContainText('@example.com');
  await settings.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(member, 'profile with notice settings');
  await shootBothWidths(member, test.info(), 'notifications-profile');
  await memberContext.close();

  const handlerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const handler = await handlerContext.newPage();
  const errors = watchConsole(handler);
  await signIn(handler, 'kanslist', `/arenden/kansliet/arende/${caseId}`);
  await expect(handler.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await handler.getByRole('button', { name: 'Svara' }).click();
  await handler.getByLabel('Ditt svar').fill('Hej Anna! Boka ett samtal med din lokala förening.');
  const sentAt = Date.now();
  await handler.getByRole('button', { name: 'Skicka' }).click();
  await expect(handler.getByText('Ditt meddelande har skickats.')).toBeVisible();

  // The notice arrives in the development mailbox (the SMTP relay's place without SMTP_URL).
  const mail = await waitForMail(handler, (m) => m.textBody.includes(caseId) && m.subject === 'Nytt svar i ditt ärende', 15_000);
  const latencyMs = new Date(mail.deliveredAt).getTime() - sentAt;
  test.info().annotations.push({ type: 'reply-to-mail latency', description: `${latencyMs} ms (click to stored in the mailbox)` });
  expect(mail.recipient).toMatch(/@example\.com$/);
  expect(mail.textBody).not.toContain('Boka ett samtal');
  expect(mail.textBody).not.toContain(title);
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = mail.textBody.match(/http:\/\/\S+\/arenden\/mina\/arende\/[0-9a-f-]+/)![0];

  // The development mailbox page shows it to a newcomer.
  await handler.goto('/dev/e-post');
  await expect(handler.getByRole('heading', { name: 'Nytt svar i ditt ärende' }).first()).toBeVisible();
  await expectNoAxeViolations(handler, 'development mailbox');
  await shootBothWidths(handler, test.info(), 'notifications-dev-mailbox');
  errors.expectNone();
  await handlerContext.close();

  // The link, opened signed out: the sign-in page, then the case.
  const fresh = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const reader = await fresh.newPage();
  await reader.goto(link);
  await expect(reader.getByLabel('Användarnamn')).toBeVisible();
  await submitLogin(reader, 'medlem');
  await reader.waitForURL((url) => url.pathname === new URL(link).pathname);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('Hej Anna! Boka ett samtal med din lokala förening.')).toBeVisible();
  await fresh.close();
});

test('the secretariat, who has no Min profil, sets its notices from the user menu', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'kanslist', '/');
  await page.getByRole('button', { name: /Användarmeny/ }).click();
  await page.getByRole('link', { name: 'E-postaviseringar' }).click();
  await expect(page).toHaveURL('/aviseringar');
  await expect(page.getByRole('heading', { level: 1, name: 'E-postaviseringar' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Kansliet' }).check();
  await page.getByRole('radio', { name: 'En sammanfattning per dag (kl. 7)' }).check();
  await page.getByRole('button', { name: 'Spara inställningar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dina inställningar är sparade.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Kansliet' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'En sammanfattning per dag (kl. 7)' })).toBeChecked();
  await expectNoAxeViolations(page, '/aviseringar');
  await shootBothWidths(page, test.info(), 'notifications-secretariat');
  errors.expectNone();
});

test('issue 33: a member changes the profile address (a list is refused in Swedish), and the secretariat opens E-postleveranser from its user menu', async ({ browser }) => {
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await memberContext.newPage();
  const memberErrors = watchConsole(member);
  await signIn(member, 'medlem-flera', '/min-profil');
  const form = member.getByRole('region', { name: 'Byt e-postadress' });
  const field = form.getByLabel('E-postadress');
  await expect(field).toHaveValue(/@example\.com$/);
  const original = await field.inputValue();
  await field.fill(`${original}, annan@example.com`);
  await form.getByRole('button', { name: 'Spara e-postadress' }).click();
  const message = 'Skriv en e-postadress i rätt format, till exempel namn@exempel.se. Bara en adress, utan mellanslag, kommatecken eller namn.';
  await expect(form.getByRole('link', { name: message })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(member, 'profile address refused');
  await shootBothWidths(member, test.info(), 'profile-email-refused');
  await field.fill(`ny.${original}`);
  await form.getByRole('button', { name: 'Spara e-postadress' }).click();
  await expect(form.getByRole('status')).toHaveText('Din e-postadress är sparad.');
  await member.reload();
  await expect(member.getByRole('region', { name: 'E-postaviseringar' })).toContainText(`ny.${original}`);
  // Back to the demo address, for the journeys after this one.
  await member.getByRole('region', { name: 'Byt e-postadress' }).getByLabel('E-postadress').fill(original);
  await member.getByRole('region', { name: 'Byt e-postadress' }).getByRole('button', { name: 'Spara e-postadress' }).click();
  await expect(member.getByRole('region', { name: 'Byt e-postadress' }).getByRole('status')).toHaveText('Din e-postadress är sparad.');
  memberErrors.expectNone();
  await memberContext.close();

  const secretariat = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await secretariat.newPage();
  const errors = watchConsole(page);
  await signIn(page, 'kanslist', '/');
  await page.getByRole('button', { name: /Användarmeny/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'E-postleveranser' })).toBeHidden();
  await page.getByRole('button', { name: /Användarmeny/ }).click();
  await page.getByRole('link', { name: 'E-postleveranser' }).click();
  await expect(page).toHaveURL('/kansliet/e-post');
  await expect(page.getByRole('heading', { level: 1, name: 'E-postleveranser' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Reläservern' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Adresser som inte finns' })).toBeVisible();
  await expectNoAxeViolations(page, '/kansliet/e-post');
  await shootBothWidths(page, test.info(), 'mail-delivery');
  errors.expectNone();
  await secretariat.close();
});
