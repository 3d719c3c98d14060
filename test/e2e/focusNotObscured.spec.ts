import { test, expect, type Browser, type Page } from '@playwright/test';
import { memberCreatesCase, signIn, watchConsole } from './support/session';

/**
 * Issue 34 and WCAG 2.2 2.4.11 (focus not obscured): a toast never covers an open date picker, and
 * neither the sticky header nor a toast hides the element the keyboard is on. Both on a case page
 * as the secretariat handles it, with a toast showing, at a desktop and a phone width.
 */

test.describe.configure({ timeout: 120_000 });

const widths = [{ width: 1280, height: 800 }, { width: 375, height: 667 }];

/** medlem writes a counselling case through the API; returns its id. */
async function newCase(browser: Browser, title: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'medlem');
  const id = await memberCreatesCase(page, title, 'Hej! Jag har en fråga om min uppsägningstid.');
  await context.close();
  return id;
}

/** Lena (kanslist) on the case page, a note saved: its toast 'Din anteckning har sparats.' is showing. */
async function handlerWithToast(page: Page, id: string, title: string) {
  await signIn(page, 'kanslist', `/arenden/kansliet/arende/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Ny anteckning' }).click();
  await page.getByLabel('Anteckning', { exact: true }).fill('Ringer medlemmen i morgon.');
  await page.getByRole('button', { name: 'Spara anteckning' }).click();
  const toast = page.getByRole('region', { name: 'Meddelanden' }).getByText('Din anteckning har sparats.');
  await expect(toast).toBeVisible();
  return toast;
}

/** The controls of `root` whose centre is covered by something outside it, with what covers them. */
async function coveredControls(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluate((dialog) => [...dialog.querySelectorAll<HTMLElement>('button, input')].flatMap((control) => {
    const r = control.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return [];
    const top = document.elementFromPoint(x, y);
    return top && dialog.contains(top) ? [] : [`${control.getAttribute('aria-label') ?? control.textContent} under ${top?.className ?? 'nothing'}`];
  }));
}

for (const viewport of widths) {
  test(`a toast never covers an open date picker: the deadline's calendar on a case page, with its bottom where the toast is, at ${viewport.width} px`, async ({ browser }) => {
    const title = `Kalendern och meddelandet ${viewport.width} ${Date.now()}`;
    const id = await newCase(browser, title);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const toast = await handlerWithToast(page, id, title);

    await page.getByRole('button', { name: 'Välj datum i kalendern' }).click();
    const calendar = page.getByRole('dialog', { name: /\d{4}/ });
    await expect(calendar).toBeVisible();
    // The calendar's last rows and its 'Stäng' where the toast sits: at the bottom of the window.
    await calendar.evaluate((dialog) => window.scrollBy(0, dialog.getBoundingClientRect().bottom - innerHeight + 8));
    await expect(toast).toBeVisible();
    const [calendarBox, toastBox] = [await calendar.boundingBox(), await page.locator('.toast').boundingBox()];
    const overlap = calendarBox && toastBox && calendarBox.x < toastBox.x + toastBox.width && toastBox.x < calendarBox.x + calendarBox.width
      && calendarBox.y < toastBox.y + toastBox.height && toastBox.y < calendarBox.y + calendarBox.height;
    // On a phone they share an area, so the test can fail there: the calendar must be the one on top.
    if (viewport.width < 600) expect(overlap, 'the calendar and the toast share an area').toBe(true);
    expect(await coveredControls(page, '.date-picker__dialog')).toEqual([]);

    errors.expectNone();
    await context.close();
  });

  test(`the focus is never hidden under the sticky header or a toast: Tab through a case page with a toast showing, at ${viewport.width} px`, async ({ browser }) => {
    const title = `Fokus och meddelandet ${viewport.width} ${Date.now()}`;
    const id = await newCase(browser, title);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await handlerWithToast(page, id, title);

    // From the top of the page through every control; the toast stays five seconds, the header always.
    await page.evaluate(() => { window.scrollTo(0, 0); (document.activeElement as HTMLElement | null)?.blur(); });
    const hidden: string[] = [];
    let steps = 0;
    for (let seen = new Set<string>(); steps < 120; steps++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(r.top + scrollY)}`;
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        const top = document.elementFromPoint(Math.min(Math.max(x, 0), innerWidth - 1), Math.min(Math.max(y, 0), innerHeight - 1));
        const cover = top?.closest('.site-header, .toaster');
        return { name, hiddenBy: cover && !cover.contains(el) ? cover.className : null };
      });
      if (!focus || seen.has(focus.name)) break;
      seen.add(focus.name);
      if (focus.hiddenBy) hidden.push(`${focus.name} under ${focus.hiddenBy}`);
    }
    expect(steps, 'controls tabbed through').toBeGreaterThan(10);
    expect(hidden).toEqual([]);

    errors.expectNone();
    await context.close();
  });
}
