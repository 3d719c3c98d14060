import { expect, test, type Page } from '@playwright/test';

interface Discovery { authorization_endpoint: string; token_endpoint: string; issuer: string }
interface PortalConfig { oidc: { authority: string; clientId: string; scope: string }; apiUrl: string }

/**
 * Starts a code flow with PKCE (S256) by hand from a plain page of the server, the way the
 * portal's oidc-client-ts does, and stops on the provider's login page.
 */
async function openLoginPage(page: Page, baseURL: string) {
  // The SPA must not consume the code: the redirect back to /auth gets a blank page.
  await page.route((url) => url.pathname === '/auth', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><html lang="sv"><title>Tillbaka</title></html>' }));

  await page.goto('/config.json');
  const flow = await page.evaluate(async () => {
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const config = (await (await fetch('/config.json')).json()) as PortalConfig;
    const discovery = (await (await fetch(`${config.oidc.authority}/.well-known/openid-configuration`)).json()) as Discovery;
    const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
    const challenge = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
    const state = base64url(crypto.getRandomValues(new Uint8Array(16)));
    return { config, discovery, verifier, challenge, state };
  });

  const redirectUri = `${baseURL}/auth`;
  const authorize = new URL(flow.discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: flow.config.oidc.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: flow.config.oidc.scope,
    state: flow.state,
    nonce: flow.state,
    code_challenge: flow.challenge,
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(authorize.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  return { ...flow, redirectUri };
}

/** Waits for the redirect back to /auth, exchanges the code in the page and calls User/Me with the token. */
async function finishSignIn(page: Page, flow: Awaited<ReturnType<typeof openLoginPage>>) {
  await page.waitForURL((url) => url.pathname === '/auth');
  const answer = new URLSearchParams(new URL(page.url()).hash.slice(1));
  expect(answer.get('error')).toBeNull();
  expect(answer.get('state')).toBe(flow.state);
  const code = answer.get('code');
  expect(code).toBeTruthy();

  return page.evaluate(async ({ tokenEndpoint, apiUrl, clientId, redirectUri, verifier, code }) => {
    const tokenResponse = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, code_verifier: verifier, grant_type: 'authorization_code', code: code as string }),
    });
    const tokens = await tokenResponse.json() as { access_token: string; id_token: string; token_type: string };
    const me = await fetch(`${apiUrl}/User/Me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    const claims = (jwt: string) => JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    return {
      tokenStatus: tokenResponse.status,
      tokenType: tokens.token_type,
      access: claims(tokens.access_token),
      id: claims(tokens.id_token),
      meStatus: me.status,
      me: (await me.json()) as { id: string; name: string },
    };
  }, { tokenEndpoint: flow.discovery.token_endpoint, apiUrl: flow.config.apiUrl, clientId: flow.config.oidc.clientId, redirectUri: flow.redirectUri, verifier: flow.verifier, code });
}

test('signs in on the login page with PKCE from a plain page and calls User/Me', async ({ page, baseURL }) => {
  const flow = await openLoginPage(page, baseURL as string);

  await page.getByLabel('Användarnamn').fill('medlem');
  await page.getByLabel('Lösenord').fill('demo');
  await page.getByRole('button', { name: 'Logga in' }).click();

  const result = await finishSignIn(page, flow);
  expect(result.tokenStatus).toBe(200);
  expect(result.tokenType).toBe('Bearer');
  expect(result.access).toMatchObject({ iss: flow.discovery.issuer, aud: `${flow.config.apiUrl}` });
  expect(result.id).toMatchObject({ preferred_username: 'medlem', sub: result.access.sub });
  expect(result.meStatus).toBe(200);
  expect(result.me.id).toBe(result.access.sub);
  expect(result.me.name).toBe(result.id.name);
});

test('signs in with the keyboard alone, after a clear Swedish message for a wrong password', async ({ page, baseURL }) => {
  const flow = await openLoginPage(page, baseURL as string);

  // The username field has the focus; Tab leads to the password and Enter submits.
  await expect(page.getByLabel('Användarnamn')).toBeFocused();
  await page.keyboard.type('medlem');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Lösenord')).toBeFocused();
  await page.keyboard.type('fel-lösenord');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert')).toHaveText('Fel användarnamn eller lösenord.');
  await expect(page.getByLabel('Användarnamn')).toHaveValue('medlem');
  await expect(page.getByLabel('Lösenord')).toBeFocused();
  await page.keyboard.type('demo');
  await page.keyboard.press('Enter');

  const result = await finishSignIn(page, flow);
  expect(result.meStatus).toBe(200);
  expect(result.me.id).toBe(result.access.sub);
});
