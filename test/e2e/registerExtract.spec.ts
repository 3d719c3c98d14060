import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { signIn, watchConsole } from './support/session';
import { lookAt } from './support/lookAt';
import { waitForMail } from './support/mailbox';

/**
 * Issue 37, the register extract ("Mina uppgifter", ARCHITECTURE §1 "Register extract"): medlem
 * (Anna Lindqvist) asks for the extract on /min-profil; the job builds it; the notice arrives in the
 * development mailbox without content; the zip downloads from the profile; its HTML opens offline
 * (Swedish, axe-clean, no sideways scrolling at 375 px). A second request the same day is refused
 * with the time of the next. Then kanslist (no profile page) finds 'Mina uppgifter' in the user menu.
 */
const MEDLEM_ID = 'de300000-0000-4000-8000-000000000001';

test('medlem asks for the extract, gets the notice, downloads the zip and opens its HTML', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const member = await context.newPage();
  const errors = watchConsole(member);
  await signIn(member, 'medlem', '/min-profil');
  const section = member.getByRole('region', { name: 'Registerutdrag' });
  await expect(section).toBeVisible();
  const ask = section.getByRole('button', { name: 'Beställ registerutdrag' });
  const askedAt = Date.now();
  await ask.click();
  // (The list's spinner is a status too while it loads: the outcome is the one that says so.)
  await expect(section.getByRole('status').filter({ hasText: 'beställs' })).toHaveText('Ditt registerutdrag beställs. Du får ett e-postmeddelande när det är klart.');
  // Asked today: the button is off, with the time of the next beside it.
  await expect(ask).toBeDisabled();
  await expect(section.getByText(/^Du har redan beställt ett utdrag i dag\. Nästa kan beställas \d{4}-\d{2}-\d{2} 00:00\.$/)).toBeVisible();

  // The notice: in the development mailbox, no content, the way to the profile.
  const mail = await waitForMail(member, (m) => m.subject === 'Ditt registerutdrag är klart' && new Date(m.deliveredAt).getTime() >= askedAt - 1000);
  expect(mail.textBody).toContain('/min-profil');
  expect(mail.textBody).not.toContain('Lindqvist');

  // The page follows the pending extract until it is ready: then the download.
  const download = section.getByRole('button', { name: /^Hämta zip-fil med registerutdraget från / }).first();
  await expect(download).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('listitem').first()).toContainText('Raderas');
  await section.scrollIntoViewIfNeeded();
  await lookAt(member, testInfo, 'register-extract-profile', '/min-profil with a ready register extract');

  const [file] = await Promise.all([member.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^registerutdrag-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = await file.path();
  const entries = unzipSync(new Uint8Array(fs.readFileSync(zipPath)));
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(['registerutdrag.html', 'registerutdrag.json']));
  const data = JSON.parse(strFromU8(entries['registerutdrag.json'])) as { profile: { name: string }; cases: unknown[] };
  expect(data.profile.name).toBe('Anna Lindqvist');

  // The HTML opens on its own, from the unpacked folder, offline.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'registerutdrag-'));
  for (const [name, bytes] of Object.entries(entries)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), bytes);
  }
  const reader = await context.newPage();
  const outside: string[] = [];
  reader.on('request', (request) => { if (!request.url().startsWith('file:')) outside.push(request.url()); });
  await reader.goto(`file://${path.join(folder, 'registerutdrag.html')}`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Registerutdrag – Mina uppgifter' })).toBeVisible();
  await expect(reader.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(reader.getByRole('heading', { level: 2, name: 'Ärenden' })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'Vem har sett mina uppgifter' })).toBeVisible();
  await expect(reader.getByText('Anna Lindqvist').first()).toBeVisible();
  expect(outside, 'the HTML asks for nothing outside the zip').toEqual([]);
  await lookAt(reader, testInfo, 'register-extract-html', 'the extract\'s HTML file');
  fs.rmSync(folder, { recursive: true, force: true });
  errors.expectNone();
  await context.close();
});

test('kanslist (no profile page) finds Mina uppgifter in the user menu', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signIn(page, 'kanslist');
  await page.getByRole('button', { name: /^Användarmeny för / }).click();
  await page.getByRole('link', { name: 'Mina uppgifter' }).click();
  await page.waitForURL((url) => url.pathname === '/mina-uppgifter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mina uppgifter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Beställ registerutdrag' })).toBeVisible();
  await expect(page.getByText('Du har inga registerutdrag.')).toBeVisible();
  await lookAt(page, testInfo, 'register-extract-page', '/mina-uppgifter');
  errors.expectNone();
  await context.close();
});

test('the secretariat\'s management has an extract made for a member who asked by letter, is told when it is ready, and downloads it', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signIn(page, 'kansli-styrelse', `/medlemmar/${MEDLEM_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Lindqvist' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Registerutdrag per brev' });
  await expect(section).toContainText('Har Anna Lindqvist begärt sitt registerutdrag per brev?');
  const askedAt = Date.now();
  // Keyboard: the button is reached and pressed without a mouse.
  const ask = section.getByRole('button', { name: 'Beställ registerutdrag åt medlemmen' });
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status').filter({ hasText: 'beställs' })).toHaveText('Registerutdraget beställs. Det går att hämta här när det är klart.');

  // The notice goes to the manager (Mikael Forsberg), without the member's name, pointing at the member's page.
  const mail = await waitForMail(page, (m) => m.subject === 'Registerutdraget per brev är klart' && new Date(m.deliveredAt).getTime() >= askedAt - 1000);
  expect(mail.textBody).toContain(`/medlemmar/${MEDLEM_ID}#registerutdrag-per-brev`);
  expect(mail.textBody).not.toContain('Lindqvist');

  const download = section.getByRole('button', { name: /^Hämta zip-fil med registerutdraget från / }).first();
  await expect(download).toBeVisible({ timeout: 20_000 });
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, testInfo, 'register-extract-by-letter', 'a member page with an extract made by letter');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const entries = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
  const data = JSON.parse(strFromU8(entries['registerutdrag.json'])) as { profile: { name: string } };
  expect(data.profile.name).toBe('Anna Lindqvist');
  errors.expectNone();
  await context.close();
});
