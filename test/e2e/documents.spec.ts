import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { acceptGdprAfresh, signIn, watchConsole } from './support/session';
import { demoOrganisations } from '../../server/db/seed/demoAccounts';
import { expectNoAxeViolations } from './support/axe';

/**
 * The document libraries (issue 10) in Chromium against the real server, real sign-in and the
 * demo seed: a board uploads a protocol and makes it public, a member of that association finds
 * and downloads it; the secretariat uploads to its own area and deletes; a 20 MB upload shows its
 * progress bar moving. Screenshots at 1280 and 375 px go to the system's temporary folder
 * (documents-*.png).
 */
test.describe.configure({ timeout: 180_000 });

const stockholm = demoOrganisations.styrelseBoardOf;
const skolpsykologerna = demoOrganisations.nationellBoardOf;
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

async function signedIn(browser: Browser, username: string, path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signIn(page, username, path);
  return { context, page, errors };
}

/** WCAG 2.1 A and AA on the whole page as it is now (support/axe.ts). */
const expectAccessible = (page: Page) => expectNoAxeViolations(page);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(os.tmpdir(), `documents-${name}.png`), fullPage: true });
}

/** Opens the dialog, chooses the file, ticks the tag (and public), uploads, and waits for the toast. */
async function uploadDocument(page: Page, file: { name: string; buffer: Buffer; mimeType?: string }, tag: string, isPublic = false) {
  await page.getByRole('button', { name: 'Ladda upp dokument' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ladda upp dokument' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Välj fil').setInputFiles({ mimeType: 'application/pdf', ...file });
  await expect(dialog.getByText(file.name)).toBeVisible();
  await dialog.getByRole('checkbox', { name: tag }).check();
  if (isPublic) await dialog.getByRole('checkbox', { name: /^Publikt/ }).check();
  await dialog.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  await expect(page.getByText('Ditt dokument är uppladdat.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Ladda ner ${file.name}` })).toBeVisible();
}

test('styrelse accepts the GDPR modal, uploads a protocol to its board\'s association and makes it public', async ({ browser }) => {
  const { context, page, errors } = await signedIn(browser, 'styrelse', `/organisation/${stockholm.id}/dokument`);
  await acceptGdprAfresh(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Dokument' })).toBeVisible();
  await expect(page.locator('#main').getByText(stockholm.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Dokumentnamn' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Uppladdat av' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Uppladdningsdatum' })).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page);

  // A wrong type is refused in the dialog with spec §5's text; Escape closes the dialog.
  await page.getByRole('button', { name: 'Ladda upp dokument' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ladda upp dokument' });
  await dialog.getByLabel('Välj fil').setInputFiles({ name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Ogiltig dokumenttyp. Välj dokument av typen txt, pdf, doc, docx, jpeg, jpg, png, mp4, m4v, wmv, xls, xlsx, xlsm, ppt, pps och pptx.',
  );
  await expectAccessible(page);
  await shot(page, 'upload-dialog-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'upload-dialog-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const name = 'Protokoll styrelsemöte Stockholm 2026-11-20.pdf';
  await uploadDocument(page, { name, buffer: pdf('styrelsemöte') }, 'Protokoll');
  const toggle = page.getByRole('checkbox', { name: `Publikt: ${name}` });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText('Dokumentet är publikt.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Publikt: ${name}` })).toBeChecked();

  // Sorting: a new column starts ascending, the same column flips; the URL keeps it.
  await page.getByRole('button', { name: 'Dokumentnamn' }).click();
  await expect(page.getByRole('columnheader', { name: 'Dokumentnamn' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sortera=fileName&ordning=stigande/);
  await page.getByRole('button', { name: 'Dokumentnamn' }).click();
  await expect(page.getByRole('columnheader', { name: 'Dokumentnamn' })).toHaveAttribute('aria-sort', 'descending');
  await shot(page, 'list-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'list-375');
  await expectAccessible(page);
  errors.expectNone();
  await context.close();

  // medlem belongs to another association: Stockholm's documents are not for her.
  const member = await signedIn(browser, 'medlem', `/organisation/${stockholm.id}/dokument`);
  await expect(member.page.getByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeVisible();
  member.errors.expectNone();
  await member.context.close();
});

test('a national association\'s board publishes a protocol; medlem of that association finds it and downloads it with its name intact', async ({ browser }) => {
  const name = 'Protokoll årsmöte Skolpsykologerna – ändringar.pdf';
  const board = await signedIn(browser, 'nationell', `/organisation/${skolpsykologerna.id}/dokument`);
  await uploadDocument(board.page, { name, buffer: pdf('årsmöte') }, 'Protokoll', true);
  board.errors.expectNone();
  await board.context.close();

  const { context, page, errors } = await signedIn(browser, 'medlem', `/organisation/${skolpsykologerna.id}/dokument`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokument' })).toBeVisible();
  await page.getByLabel('Sök dokument').fill('årsmöte skolpsyk');
  await expect(page).toHaveURL(/sok=/);
  await expect(page.getByRole('button', { name: `Ladda ner ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ladda upp dokument' })).toHaveCount(0);
  await page.getByLabel('Sök dokument').fill('finns-inte-xyz');
  await expect(page.getByText('Inga dokument hittades')).toBeVisible();
  await page.getByLabel('Sök dokument').fill('årsmöte skolpsyk');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Ladda ner ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  expect(fs.readFileSync(await download.path()).toString()).toContain('årsmöte');
  await expectAccessible(page);
  errors.expectNone();
  await context.close();
});

test("the board's documents and a workplace's documents: ombud sees its workplace's files, the board page is the board's only", async ({ browser }) => {
  const kalmar = demoOrganisations.ombudWorkAssociation;
  const { context, page, errors } = await signedIn(browser, 'ombud', `/organisation/${kalmar.id}/styrelsen/dokument`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokument' })).toBeVisible();
  await expect(page.locator('#main').getByText(`Styrelsen: ${kalmar.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ladda upp dokument' })).toBeVisible();
  const workplaceId: string = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    const me = await (await fetch('/api/User/Me', { headers: { authorization: `Bearer ${token}` } })).json() as { workplace: { id: string } };
    return me.workplace.id;
  });
  await page.goto(`/organisation/${kalmar.id}/arbetsplats/${workplaceId}/dokument`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokument' })).toBeVisible();
  // The seed holds one public 'Övrigt' document of this workplace.
  await expect(page.getByRole('button', { name: /^Ladda ner / }).first()).toBeVisible();
  await page.getByLabel('Tagg').selectOption('Övrigt');
  await expect(page).toHaveURL(/tagg=%C3%96vrigt/);
  await expect(page.getByRole('button', { name: /^Ladda ner / }).first()).toBeVisible();
  await expectAccessible(page);
  errors.expectNone();
  await context.close();

  const member = await signedIn(browser, 'skyddad', `/organisation/${kalmar.id}/styrelsen/dokument`);
  await expect(member.page.getByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeVisible();
  await member.page.goto(`/organisation/${kalmar.id}/arbetsplats/${workplaceId}/dokument`);
  await expect(member.page.getByRole('button', { name: /^Ladda ner / }).first()).toBeVisible();
  await expect(member.page.getByRole('button', { name: 'Ladda upp dokument' })).toHaveCount(0);
  member.errors.expectNone();
  await member.context.close();
});

test('kanslist uploads to the secretariat area and deletes it (asked first)', async ({ browser }) => {
  const { context, page, errors } = await signedIn(browser, 'kanslist', '/kansliet/dokument');
  await expect(page.locator('#main').getByText('Kansliet', { exact: true })).toBeVisible();
  const name = `Introduktion för nyanställda ${Date.now()}.pdf`;
  await uploadDocument(page, { name, buffer: pdf('intro') }, 'Intro');
  await page.getByRole('button', { name: `Ta bort ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort dokumentet?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('button', { name: `Ladda ner ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Ta bort ${name}` }).click();
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Ditt dokument är borttaget.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Ladda ner ${name}` })).toHaveCount(0);
  // The focus does not fall out of the page with the deleted row.
  await expect(page.locator('.documents-count')).toBeFocused();
  // /dokument is the secretariat's area for the secretariat.
  await page.goto('/dokument');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokument' })).toBeVisible();
  await expect(page.locator('#main').getByText('Kansliet', { exact: true })).toBeVisible();
  errors.expectNone();
  await context.close();
});

test('a 20 MB upload shows its progress bar moving', async ({ browser }) => {
  const { context, page, errors } = await signedIn(browser, 'kanslist', '/kansliet/dokument');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokument' })).toBeVisible();
  // Slow the upload down to about 4 MB/s so that the bar has time to move.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 4 * 1024 * 1024 });

  const name = 'Kongressfilm 2026.pdf';
  await page.getByRole('button', { name: 'Ladda upp dokument' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ladda upp dokument' });
  await dialog.getByLabel('Välj fil').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.concat([pdf('stor'), Buffer.alloc(20 * 1024 * 1024, 0x20)]) });
  await dialog.getByRole('checkbox', { name: 'Kongress' }).check();
  await dialog.getByRole('button', { name: 'Ladda upp', exact: true }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await shot(page, 'progress-1280');
  // The bar's value while the bytes go up, until the dialog closes.
  const seen = new Set<number>();
  for (let i = 0; i < 1200; i++) {
    const value = await page.evaluate(() => document.querySelector<HTMLProgressElement>('dialog[open] progress')?.value ?? null);
    if (value === null) break;
    seen.add(value);
    await page.waitForTimeout(50);
  }
  const between = [...seen].filter((v) => v > 0 && v < 100);
  expect(between.length, `percent values seen: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(3);
  await expect(page.getByText('Ditt dokument är uppladdat.')).toBeVisible({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  errors.expectNone();
  await context.close();
});
