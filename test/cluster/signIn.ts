import { createHash, randomBytes } from 'node:crypto';
import { CookieJar } from '../server/cookieJar';

export interface Portal {
  url: string;
  clientId: string;
  apiScope: string;
}

async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers as Record<string, string>, cookie: jar.header } });
  jar.take(response.headers.getSetCookie());
  return response;
}

/**
 * The SPA's sign-in, step by step over HTTP through the given URL (the proxy): authorize with PKCE,
 * the login page's form, back to the portal with a code, the code for an access token. Each step
 * may land on another process. Answers the token, or the status of the login form's answer.
 */
export async function signIn(portal: Portal, username: string, password = 'demo'): Promise<{ token?: string; idToken?: string; expiresIn?: number; jar?: CookieJar; loginStatus: number }> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: portal.clientId, redirect_uri: `${portal.url}/auth`, response_type: 'code', response_mode: 'fragment',
    scope: `openid ${portal.apiScope}`, state: randomBytes(8).toString('hex'), nonce: randomBytes(8).toString('hex'),
    code_challenge_method: 'S256', code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  const start = await send(jar, `${portal.url}/oidc/auth?${query}`);
  const interaction = new URL(start.headers.get('location') ?? '', portal.url);
  // The provider's own refusal (server_error, say) goes back to the portal with the error in the fragment.
  if (!interaction.pathname.startsWith('/oidc/interaction/')) {
    throw new Error(`The authorization endpoint did not ask for a login (${username}): ${start.status} from process ${start.headers.get('x-served-by')}, to ${interaction.href}`);
  }
  await (await send(jar, interaction.href)).text();
  const login = await send(jar, interaction.href, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username, password }).toString(),
  });
  const page = await login.text();
  if (![200, 303, 429].includes(login.status)) {
    throw new Error(`The login form answered ${login.status} from process ${login.headers.get('x-served-by')} (${username}): ${page.slice(0, 300)}`);
  }
  if (login.status !== 303) return { loginStatus: login.status };
  const resume = await send(jar, new URL(login.headers.get('location')!, portal.url).toString());
  const code = new URLSearchParams(new URL(resume.headers.get('location')!).hash.slice(1)).get('code');
  if (!code) throw new Error(`No code after signing in as ${username}: ${resume.status} ${resume.headers.get('location')}`);
  const tokens = await send(jar, `${portal.url}/oidc/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: portal.clientId, redirect_uri: `${portal.url}/auth`, code_verifier: verifier, grant_type: 'authorization_code', code }).toString(),
  });
  if (tokens.status !== 200) throw new Error(`The token endpoint answered ${tokens.status}: ${await tokens.text()}`);
  const issued = (await tokens.json()) as { access_token: string; id_token: string; expires_in: number };
  return { token: issued.access_token, idToken: issued.id_token, expiresIn: issued.expires_in, jar, loginStatus: login.status };
}

/**
 * The SPA's sign-out: the end-session endpoint with the ID token, then the logout page's form as
 * its script submits it. `headers` may pin both steps to one process (the proxy's x-backend).
 */
export async function signOut(portal: Portal, session: { idToken?: string; jar?: CookieJar }, headers: Record<string, string> = {}): Promise<number> {
  const jar = session.jar!;
  const query = new URLSearchParams({ id_token_hint: session.idToken!, post_logout_redirect_uri: `${portal.url}/auth/signed-out` });
  const page = await (await send(jar, `${portal.url}/oidc/session/end?${query}`, { headers })).text();
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(page)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
  if (!action || !xsrf) throw new Error(`No logout form: ${page.slice(0, 300)}`);
  const confirm = await send(jar, action, {
    method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  await confirm.text();
  return confirm.status;
}

/** Each user signed in through the portal in turn: their access tokens by username (a failed sign-in throws). */
export async function signInAll(portal: Portal, usernames: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const username of usernames) {
    const { token, loginStatus } = await signIn(portal, username);
    if (!token) throw new Error(`${username} could not sign in: the login form answered ${loginStatus}`);
    tokens[username] = token;
  }
  return tokens;
}
