import { test, expect, type Page } from '@playwright/test';
import { signIn, watchConsole } from './support/session';
import { expectNoAxeViolations, expectNoAxeViolationsNarrow } from './support/axe';

/**
 * Issue 23: a member who has never used the portal finds their way from the navigation alone,
 * and creates a case choosing its type from the descriptions; then the same with the keyboard
 * only.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

async function viaMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  await nav(page).getByRole('link', { name, exact: true }).click();
  await expect(nav(page)).toBeHidden();
}

test('a first-time member reaches Aktuellt, Kurser, Dokument and Mina ärenden from the navigation, and creates a case from the descriptions', async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, 'medlem');
  for (const [link, heading] of [['Aktuellt', 'Aktuellt'], ['Kurser', 'Kurser'], ['Dokument', 'Dokument'], ['Mina ärenden', 'Mina ärenden']] as const) {
    await viaMenu(page, link);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page).toHaveURL('/arenden/mina');

  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  await expectNoAxeViolations(page, 'the main menu');
  await expectNoAxeViolationsNarrow(page, 'the main menu');
  await nav(page).getByRole('button', { name: 'Nytt ärende' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vad gäller ditt ärende?' });
  await expect(dialog).toBeVisible();
  // Issue 34: the menu closes when its 'Nytt ärende' opens the modal.
  await expect(nav(page)).toBeHidden();
  await expect(dialog.getByText('Välj vad ärendet gäller för att gå vidare.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Nästa' })).toBeDisabled();
  // The member reads what each type is for and who answers.
  const membership = dialog.getByRole('radio', { name: 'Ditt medlemskap' });
  await expect(membership).toHaveAccessibleDescription(/Avgifter, medlemsförmåner .* Förbundets kansli svarar\./);
  await expect(dialog.getByRole('group', { name: 'Medlemskapsärenden' }).getByRole('radio', { name: 'Kontakta en nationell förening' })).toBeVisible();
  await expectNoAxeViolations(page, 'step 1');
  await membership.check();
  await dialog.getByRole('button', { name: 'Nästa' }).click();

  const form = page.getByRole('dialog', { name: 'Ditt medlemskap' });
  await expect(form.getByText('Fyll i rubrik och meddelande för att kunna skicka.')).toBeVisible();
  // A field left empty says so by itself, by the field (GOV.UK), and stays axe clean.
  await form.getByLabel('Rubrik').focus();
  await form.getByLabel('Meddelande').focus();
  await expect(form.getByLabel('Rubrik')).toHaveAccessibleDescription('Fel: Skriv en rubrik.');
  await expectNoAxeViolations(page, 'step 2 with a field message');
  await expectNoAxeViolationsNarrow(page, 'step 2 with a field message');
  await form.getByLabel('Rubrik').fill('Nedsatt avgift under studier');
  await expect(form.getByLabel('Rubrik')).not.toHaveAccessibleDescription('Fel: Skriv en rubrik.');
  await form.getByLabel('Meddelande').fill('Hej! Jag läser vidare på halvtid från januari. Kan jag få nedsatt avgift?');
  await form.getByRole('button', { name: 'Skicka' }).click();
  const sent = page.getByRole('dialog', { name: 'Tack, ditt meddelande är skickat!' });
  await expect(sent).toBeVisible();
  await sent.locator('.modal__footer').getByRole('button', { name: 'Stäng' }).click();
  await expect(page.getByRole('link', { name: 'Nedsatt avgift under studier' })).toBeVisible();
  console.expectNone();
});

test('keyboard only: the navigation and the case creation', async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, 'medlem');
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Meny', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(nav(page)).toBeVisible();
  // Tab walks the menu in order: Min översikt, then the case lists.
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: 'Min översikt' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: 'Mina ärenden' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('button', { name: 'Nytt ärende' })).toBeFocused();
  // Escape closes the menu and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(nav(page)).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Vad gäller ditt ärende?' });
  await expect(dialog).toBeVisible();
  // Into the first radio group, choose with the arrows, on with Enter (the form submits).
  const first = dialog.getByRole('radio').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Kontakta din psykologförening' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  console.expectNone();
});

test("the header search: Enter leads to the results page, whose hits say when and where", async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, 'kanslist');
  await page.getByRole('button', { name: 'Sök i portalen' }).click();
  await page.getByRole('searchbox', { name: 'Sök ärenden, medlemmar och mer' }).fill('kurs');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sok\?q=kurs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sökresultat för ”kurs”' })).toBeVisible();
  await expect(page.locator('main .search-results__detail').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the search results page');
  await expectNoAxeViolationsNarrow(page, 'the search results page');
  console.expectNone();
});

test("'Åtkomst nekad' and the not-found page offer a way on", async ({ page }) => {
  await signIn(page, 'medlem', '/kansliet');
  await expect(page.getByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeVisible();
  await page.getByRole('link', { name: 'Till startsidan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  await page.goto('/finns-inte');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gå tillbaka' })).toBeVisible();
  await expectNoAxeViolations(page, 'not found');
});
