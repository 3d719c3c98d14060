import { test, expect } from '@playwright/test';
import { signIn, watchConsole } from './support/session';
import { expectNoAxeViolations, expectNoAxeViolationsNarrow } from './support/axe';
import { shootBothWidths } from './support/screenshots';

/**
 * Issue 37, erasure of a former member (ARCHITECTURE §1 "Erasure of a former member"): the
 * secretariat's management (kansli-styrelse, through the real login page) finds the case of
 * Birgitta Vallin, a member who has left (server/db/seed/formerMember.ts), opens her member page,
 * reads the confirmation (what goes, what stays), closes it with Escape (the focus returns to the
 * button), erases her, and finds her case kept, under 'Tidigare medlem'. Axe-clean at 1280 and
 * 375 px, screenshots at both widths.
 */
test('kansli-styrelse erases a member who has left; her case stays, under "Tidigare medlem"', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signIn(page, 'kansli-styrelse', '/arenden/kansliet');

  // Her case, found by her name in the secretariat's case search.
  const box = page.getByRole('searchbox', { name: 'Sök i ärenden' });
  await box.fill('Vallin');
  await box.press('Enter');
  const results = page.getByRole('region', { name: /träff/ });
  const hit = results.getByRole('listitem').first();
  await expect(hit).toContainText('Birgitta Vallin');
  await hit.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const caseUrl = page.url();
  const owner = page.locator('dt', { hasText: /^Medlem$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(owner).toHaveText('Birgitta Vallin');

  // Her member page: she has left, so the management is offered the erasure.
  await page.goto('/medlemmar?sok=Birgitta+Vallin');
  await page.getByRole('table', { name: 'Medlemmar' }).getByRole('link', { name: 'Birgitta Vallin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Birgitta Vallin' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Radera tidigare medlem' });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page, 'the member page of a member who has left');

  // The confirmation names what goes and what stays; Escape closes it and the focus returns.
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Radera tidigare medlem?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Det här raderas' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Det här finns kvar' })).toBeVisible();
  await expect(dialog).toContainText('Ärenden som medlemmen äger (1) finns kvar tills gallringen tar dem');
  await expect(dialog).toContainText('I allt som finns kvar står det Tidigare medlem i stället för namnet.');
  await expectNoAxeViolations(page, 'the erasure confirmation');
  await shootBothWidths(page, testInfo, 'member-erasure-confirmation');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolationsNarrow(page, 'the erasure confirmation');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  // Erase: the result is said, and the page now shows the tombstone.
  await button.click();
  await dialog.getByRole('button', { name: 'Radera medlemmen' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Medlemmen är raderad' });
  await expect(done).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tidigare medlem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Radera tidigare medlem' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Skapa ärende åt medlem' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the member page after the erasure');
  await shootBothWidths(page, testInfo, 'member-erasure-done');

  // Her case is kept, under 'Tidigare medlem'.
  await page.goto(caseUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(owner).toHaveText('Tidigare medlem');
  await expect(page.getByRole('main')).not.toContainText('Birgitta Vallin');
  await shootBothWidths(page, testInfo, 'member-erasure-case');
  errors.expectNone();
  await context.close();
});
