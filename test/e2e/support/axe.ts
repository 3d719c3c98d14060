import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA and 2.2 AA (target size; issue 34), as axe-core checks them: no violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(found, `axe-core on ${label}`).toEqual([]);
}

/** The same check at a phone's width (375 px), then back to the width it had. */
export async function expectNoAxeViolationsNarrow(page: Page, label = page.url()) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, `${label} at 375 px`);
  if (before) await page.setViewportSize(before);
}
