import { test, expect } from '@playwright/test';
import { callApiAs, memberCreatesCase, signIn, watchConsole } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { erasureDate } from '../../src/domain/retention';
import { formatLongDate } from '../../src/lib/dates';

/**
 * Issue 37, retention (README "Personuppgifter"): a closed case's page names the day it will be
 * erased; the secretariat's management (kansli-styrelse, Mikael Forsberg: canManageSecretariat)
 * puts a legal hold on it, sees the page say so after a reload, and lifts it again. The member's
 * page of the same case shows the hold without who placed it.
 */
test('kansli-styrelse puts a legal hold on a closed case and sees it; the member sees it too', async ({ browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, 'medlem');
  const title = `Gallring ${Date.now()}`;
  const id = await memberCreatesCase(member, title, 'Hej! En fråga som snart är besvarad.');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signIn(page, 'kansli-styrelse');
  expect(await callApiAs(page, 'POST', `Case/${id}/Close`)).toBe(200);
  const closedAt = new Date();

  await page.goto(`/arenden/kansliet/arende/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const line = page.getByTestId('case-retention');
  // The day is the rule's (closing time + CASE_RETENTION_DAYS, 1095 by default), in Swedish.
  const day = formatLongDate(erasureDate({ status: 3, closedAt, legalHold: false }, 1095)!);
  await expect(line).toContainText(`Ärendet gallras tidigast ${day}`);

  await page.getByRole('button', { name: 'Undanta från gallring' }).click();
  await expect(line).toContainText('Ärendet är undantaget från gallring');
  await expect(line).toContainText('Undantaget lades av Mikael Forsberg');
  await page.reload();
  await expect(page.getByTestId('case-retention')).toContainText('Ärendet är undantaget från gallring');
  await expect(page.getByTestId('case-retention')).not.toContainText('gallras tidigast');
  await expectNoAxeViolations(page, 'a held closed case');

  // The member's page says the case is held, and not by whom.
  await member.goto(`/arenden/mina/arende/${id}`);
  const memberLine = member.getByTestId('case-retention');
  await expect(memberLine).toContainText('Ärendet är undantaget från gallring');
  await expect(memberLine).not.toContainText('Mikael');
  await expect(member.getByRole('button', { name: 'Undanta från gallring' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Ta bort undantaget' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Ta bort undantaget' }).click();
  await expect(page.getByTestId('case-retention')).toContainText(`Ärendet gallras tidigast ${day}`);
  errors.expectNone();
  await context.close();
  await memberContext.close();
});
