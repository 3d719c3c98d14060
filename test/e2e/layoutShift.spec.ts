import { test, expect, type Page, type TestInfo } from '@playwright/test';
import { signIn, watchConsole } from './support/session';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 13, no layout shift: the browser's own PerformanceObserver ('layout-shift' entries, the
 * ones without recent input) adds up every shift while a page loads, from its first byte until
 * its data has arrived and a while after; each page stays within 0.05. Measured on a full load
 * of the page (signed in already), at 1280 px and at 375 px.
 */

const BUDGET = 0.05;
/** After the page's data has arrived: late answers (footer pages, the filters' options) still count. */
const SETTLE_MS = 1500;

declare global {
  interface Window {
    layoutShift?: { total: number; sources: string[] };
  }
}

/** Registered before any script of the page runs. */
function observeLayoutShift() {
  window.layoutShift = { total: 0, sources: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      window.layoutShift!.total += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node as Element | undefined;
        window.layoutShift!.sources.push(`${entry.value.toFixed(4)} ${node?.nodeName ?? '?'}.${(node as Element | undefined)?.className ?? ''}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftWhileLoading(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await page.waitForTimeout(SETTLE_MS);
  const shift = await page.evaluate(() => window.layoutShift!);
  test.info().annotations.push({ type: 'layout shift', description: `${path} at ${page.viewportSize()?.width} px: ${shift.total.toFixed(4)}` });
  console.log(`layout shift ${path} at ${page.viewportSize()?.width} px: ${shift.total.toFixed(4)}`);
  return shift;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const firstRow = async (page: Page) => { await expect(page.getByTestId('case-row').first()).toBeVisible({ timeout: 30_000 }); };

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 800 : 740 } });

    test(`layout shift while the case lists, a case and the overview load stays within ${BUDGET}`, async ({ page }, testInfo) => {
      const errors = watchConsole(page);
      await page.addInitScript(observeLayoutShift);
      await signIn(page, 'medlem', '/arenden/mina');
      await firstRow(page);
      const caseHref = await page.getByTestId('case-row').first().getByRole('link').getAttribute('href');

      const mine = await shiftWhileLoading(page, '/arenden/mina', firstRow);
      await shoot(page, testInfo, `mina-${width}`);
      expect(mine.total, `/arenden/mina: ${mine.sources.join('; ')}`).toBeLessThanOrEqual(BUDGET);

      const onePage = await shiftWhileLoading(page, caseHref!, async (p) => {
        await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(p.getByText('Laddar', { exact: false })).toHaveCount(0);
      });
      await shoot(page, testInfo, `case-${width}`);
      expect(onePage.total, `${caseHref}: ${onePage.sources.join('; ')}`).toBeLessThanOrEqual(BUDGET);

      const overview = await shiftWhileLoading(page, '/', async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeVisible();
      });
      await shoot(page, testInfo, `overview-${width}`);
      expect(overview.total, `/: ${overview.sources.join('; ')}`).toBeLessThanOrEqual(BUDGET);
      errors.expectNone();
    });

    test(`layout shift while the secretariat's list loads stays within ${BUDGET}`, async ({ page }, testInfo) => {
      const errors = watchConsole(page);
      await page.addInitScript(observeLayoutShift);
      await signIn(page, 'kanslist', '/arenden/kansliet');
      await firstRow(page);
      const secretariat = await shiftWhileLoading(page, '/arenden/kansliet', firstRow);
      await shoot(page, testInfo, `kansliet-${width}`);
      expect(secretariat.total, `/arenden/kansliet: ${secretariat.sources.join('; ')}`).toBeLessThanOrEqual(BUDGET);
      await expectNoAxeViolations(page, `/arenden/kansliet at ${width} px`);

      // A handler's case page: its deadline form (a chunk of its own) takes its place without moving anything.
      const caseHref = await page.getByTestId('case-row').first().getByRole('link').getAttribute('href');
      const handled = await shiftWhileLoading(page, caseHref!, async (p) => {
        await expect(p.getByLabel('Ny sista dag')).toBeVisible();
      });
      const deadline = await page.locator('.case-deadline').boundingBox();
      console.log(`deadline form at ${width} px: ${deadline?.height} px high`);
      await shoot(page, testInfo, `kansliet-case-${width}`);
      expect(handled.total, `${caseHref}: ${handled.sources.join('; ')}`).toBeLessThanOrEqual(BUDGET);
      errors.expectNone();
    });
  });
}
