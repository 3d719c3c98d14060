import type { Page, TestInfo } from '@playwright/test';

/** A full-page screenshot at 1280 and at 375 px, attached to the test; the viewport goes back to 1280. */
export async function shootBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
