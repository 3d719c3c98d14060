import { test, expect } from '@playwright/test';
import { memberCreatesCase, signIn, watchConsole } from './support/session';
import { lookAt } from './support/lookAt';

/**
 * Issue 37, "Vem har sett mina uppgifter" (ARCHITECTURE §1 "Access log"): kanslist (Lena Ekström)
 * opens medlem's new case and medlem's member page; medlem (Anna Lindqvist) finds both on
 * /min-profil, as a role and a unit, never by name. Then kanslist opens skyddad's (protected
 * identity) new case and page, and the secretariat's management (kansli-styrelse) sees, on skyddad's
 * page, that Lena Ekström did both. Axe-clean at 1280 and 375 px, screenshots at both widths.
 */
const MEDLEM_ID = 'de300000-0000-4000-8000-000000000001';
const SKYDDAD_ID = 'de300000-0000-4000-8000-000000000009';

test('a handler opens a member\'s case and record; the member sees it on the profile, by role and unit', async ({ browser }, testInfo) => {
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await memberContext.newPage();
  const memberErrors = watchConsole(member);
  await signIn(member, 'medlem');
  const title = `Vem har sett ${Date.now()}`;
  const id = await memberCreatesCase(member, title, 'Hej! Jag undrar över min lön.');

  const handlerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const handler = await handlerContext.newPage();
  await signIn(handler, 'kanslist', `/arenden/kansliet/arende/${id}`);
  await expect(handler.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await handler.goto(`/medlemmar/${MEDLEM_ID}`);
  await expect(handler.getByRole('heading', { level: 1, name: 'Anna Lindqvist' })).toBeVisible();
  // The secretariat's page of a member without protected identity has no log.
  await expect(handler.getByRole('region', { name: 'Vem har sett medlemmens uppgifter' })).toHaveCount(0);

  await member.goto('/min-profil');
  const log = member.getByRole('region', { name: 'Vem har sett mina uppgifter' });
  await expect(log).toBeVisible();
  const caseEntry = log.getByRole('listitem').filter({ hasText: title });
  await expect(caseEntry).toHaveCount(1);
  await expect(caseEntry).toContainText('Öppnade ditt ärende');
  await expect(caseEntry).toContainText('Handläggare, Kansliet');
  await expect(caseEntry.getByRole('link', { name: title })).toHaveAttribute('href', `/arenden/mina/arende/${id}`);
  // (Other journeys share the database: the entry is found by what it says, not by its place.)
  await expect(log.getByRole('listitem').filter({ hasText: 'Läste dina medlemsuppgifter' }).filter({ hasText: 'Handläggare, Kansliet' }).first()).toBeVisible();
  // Never the handler's name to the member.
  await expect(log).not.toContainText('Ekström');
  // The member's own reads of the case are no entry.
  await member.goto(`/arenden/mina/arende/${id}`);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await member.goto('/min-profil');
  await expect(log.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);

  // Keyboard: the case link in the entry is reached by Tab.
  const link = caseEntry.getByRole('link', { name: title });
  await link.focus();
  await expect(link).toBeFocused();

  await log.scrollIntoViewIfNeeded();
  await lookAt(member, testInfo, 'access-log-profile', '/min-profil with the access log');
  memberErrors.expectNone();

  // skyddad: kanslist opens skyddad's new case and page; the secretariat's management sees who did, by name.
  const protectedContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const skyddad = await protectedContext.newPage();
  await signIn(skyddad, 'skyddad');
  const protectedTitle = `Skyddad frågar ${Date.now()}`;
  const protectedCase = await memberCreatesCase(skyddad, protectedTitle, 'Hej! En fråga om min anställning.');
  await protectedContext.close();
  await handler.goto(`/arenden/kansliet/arende/${protectedCase}`);
  await expect(handler.getByRole('heading', { level: 1, name: protectedTitle })).toBeVisible();
  await handler.goto(`/medlemmar/${SKYDDAD_ID}`);
  await expect(handler.getByRole('heading', { level: 1, name: 'Nils Åkesson' })).toBeVisible();
  await expect(handler.getByRole('region', { name: 'Vem har sett medlemmens uppgifter' })).toHaveCount(0);

  const managementContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const management = await managementContext.newPage();
  const managementErrors = watchConsole(management);
  await signIn(management, 'kansli-styrelse', `/medlemmar/${SKYDDAD_ID}`);
  const theirs = management.getByRole('region', { name: 'Vem har sett medlemmens uppgifter' });
  await expect(theirs).toBeVisible();
  const byLena = theirs.getByRole('listitem').filter({ hasText: 'Lena Ekström (Handläggare, Kansliet)' });
  await expect(byLena.filter({ hasText: 'Läste medlemsuppgifterna' }).first()).toBeVisible();
  // The opening of skyddad's case is there too (other journeys share the database: found by what it says).
  await expect(byLena.filter({ hasText: 'Öppnade ett av medlemmens ärenden' }).first()).toBeVisible();
  // The log names no case: the management sees that a case was opened, not what it is about.
  await expect(theirs).not.toContainText(protectedTitle);
  await theirs.scrollIntoViewIfNeeded();
  await lookAt(management, testInfo, 'access-log-protected-member', 'a protected member\'s page with the access log');
  managementErrors.expectNone();

  await managementContext.close();
  await handlerContext.close();
  await memberContext.close();
});
