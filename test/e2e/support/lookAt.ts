import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsNarrow } from './axe';
import { shootBothWidths } from './screenshots';

/**
 * Looking at a screen as a person would, at a desk and on a phone: axe-core clean at 1280 and at
 * 375 px, no sideways scrolling at 375 px, and a full-page screenshot at both widths attached as
 * `<name>-1280` and `<name>-375`. The viewport goes back to 1280.
 */
export async function lookAt(page: Page, testInfo: TestInfo, name: string, label: string) {
  await expectNoAxeViolations(page, label);
  await expectNoAxeViolationsNarrow(page, label);
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label}: no sideways scrolling at 375 px`).toBeLessThanOrEqual(0);
  await shootBothWidths(page, testInfo, name);
}
