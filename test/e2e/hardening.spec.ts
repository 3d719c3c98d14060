import { expect, test, type Page } from '@playwright/test';
import { signIn, watchConsole, withoutGdprConsent } from './support/session';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 14 through the real sign-in: 'Logga ut' ends the API access of that session's token at once,
 * userinfo answers the SPA's token, and a board member without GDPR consent gets the modal and no
 * organisation role from the API until accepting.
 */

/** The SPA's access token, from oidc-client-ts's session storage. */
const accessTokenOf = (page: Page) => page.evaluate(() => {
  const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
  return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string }).access_token : '';
});

/** A call with this token from the page: status, errorCode and the WWW-Authenticate header. */
const callWith = (page: Page, token: string, path: string) => page.evaluate(async ({ token, path }) => {
  const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json().catch(() => null) as { errorCode?: string; sub?: string } | null;
  return { status: response.status, errorCode: body?.errorCode ?? null, sub: body?.sub ?? null, challenge: response.headers.get('www-authenticate') };
}, { token, path });


test("after 'Logga ut' the API refuses the session's old access token at once (401 invalid_token)", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'medlem');
  const token = await accessTokenOf(page);
  expect(await callWith(page, token, '/api/User/Me')).toMatchObject({ status: 200 });
  const userinfo = await callWith(page, token, '/oidc/me');
  expect(userinfo).toMatchObject({ status: 200, sub: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  await page.getByRole('button', { name: /^Användarmeny för / }).click();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await page.waitForURL('**/auth/signed-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Du är utloggad' })).toBeVisible();
  await expectNoAxeViolations(page);
  // (before the calls below, whose 401s the browser reports as failed loads)
  errors.expectNone();

  const after = await callWith(page, token, '/api/User/Me');
  expect(after).toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
  expect(after.challenge).toMatch(/^Bearer realm="Medlemsportalen", error="invalid_token"/);
  expect((await callWith(page, token, '/oidc/me')).status).toBe(401);
});

test('styrelse without GDPR consent: the modal, the API refuses the board role, Godkänn lets it in', async ({ page }, testInfo) => {
  await signIn(page, 'styrelse');
  const modal = await withoutGdprConsent(page);
  expect(await callWith(page, await accessTokenOf(page), '/api/Case/GetAll?role=organization'))
    .toMatchObject({ status: 403, errorCode: 'GDPR_CONSENT_REQUIRED' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`gdpr-modal-${width}.png`) });
  }
  await expectNoAxeViolations(page);

  await modal.getByRole('button', { name: 'Godkänn' }).click();
  await expect(modal).toBeHidden();
  expect(await callWith(page, await accessTokenOf(page), '/api/Case/GetAll?role=organization')).toMatchObject({ status: 200 });
});
