import { test, expect, type Page } from '@playwright/test';
import { demoOrganisations } from '../../server/db/seed/demoAccounts';
import { signIn, watchConsole } from './support/session';
import { expectNoAxeViolations, expectNoAxeViolationsNarrow } from './support/axe';

/**
 * Issue 12, part 1: the route guards, the secretariat's association picker and the workplace
 * picker's one Escape, in Chromium against the real server and sign-in.
 */

const denied = (page: Page) => page.getByRole('heading', { level: 1, name: 'Åtkomst nekad' });

test("a member gets 'Åtkomst nekad' on /kansliet, /medlemmar, /vasabyran/medlemmar and another association's /styrelsen", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem');
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  for (const path of ['/kansliet', '/medlemmar', '/vasabyran/medlemmar', `/organisation/${demoOrganisations.styrelseBoardOf.id}/styrelsen`]) {
    await page.goto(path);
    await expect(denied(page), path).toBeVisible();
    await expect(page.getByText('Du har inte behörighet att se den här sidan')).toBeVisible();
  }
  await expectNoAxeViolations(page, "'Åtkomst nekad'");
  await expectNoAxeViolationsNarrow(page, "'Åtkomst nekad'");
  // Their own association opens.
  await page.goto(`/organisation/${demoOrganisations.medlemWorkAssociation.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(denied(page)).toHaveCount(0);
  errors.expectNone();
});

test("the secretariat gets 'Åtkomst nekad' on /min-profil", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'kanslist', '/min-profil');
  await expect(page).toHaveURL('/min-profil');
  await expect(denied(page)).toBeVisible();
  errors.expectNone();
});

test("kanslist picks an association from 'Föreningar och nätverk'; the search box stays inside the panel at 1280 and 375 px", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'kanslist');
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  const target = demoOrganisations.styrelseBoardOf;

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: 'Meny', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Föreningar och nätverk' });
    await expect(panel.getByRole('heading', { name: 'Psykologföreningar' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Nationella föreningar' })).toBeVisible();
    // At most 3 per group until the search narrows it.
    await expect(panel.locator('.associations-menu__group').first().getByRole('link')).toHaveCount(3);
    const search = panel.getByRole('searchbox', { name: 'Sök förening eller nätverk' });
    await expect(search).toBeVisible();
    const menuPanel = page.locator('.main-menu__panel');
    const [box, outer] = [await search.boundingBox(), await menuPanel.boundingBox()];
    expect(box && outer, 'both boxes').toBeTruthy();
    expect(box!.x, `search box left edge at ${width} px`).toBeGreaterThanOrEqual(outer!.x);
    expect(box!.x + box!.width, `search box right edge at ${width} px`).toBeLessThanOrEqual(outer!.x + outer!.width);
    await page.screenshot({ path: test.info().outputPath(`guards-associations-${width}.png`) });
    await expectNoAxeViolations(page, `'Föreningar och nätverk' at ${width} px`);
    await page.keyboard.press('Escape');
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Föreningar och nätverk' });
  await panel.getByRole('searchbox', { name: 'Sök förening eller nätverk' }).fill('stockholm');
  await panel.getByRole('link', { name: target.name }).click();
  await expect(page).toHaveURL(`/organisation/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(denied(page)).toHaveCount(0);
  errors.expectNone();
});

test('the workplace picker closes the main menu behind it: one Escape, not two', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem-flera');
  await expect(page.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
  await page.getByRole('button', { name: 'Meny', exact: true }).click();
  await page.getByRole('button', { name: 'Min arbetsplats' }).click();
  const picker = page.getByRole('dialog', { name: 'Välj arbetsplats' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
  await expectNoAxeViolations(page, "'Välj arbetsplats'");
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Meny', exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Meny', exact: true })).toHaveAttribute('aria-expanded', 'false');
  errors.expectNone();
});
