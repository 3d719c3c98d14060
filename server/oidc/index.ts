import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC, type Grant, type InteractionResults } from 'oidc-provider';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { securityHeaders } from '../http/securityHeaders';
import { kyselyAdapterFactory, purgeExpiredPayloads } from './adapter';
import { authenticate, findAccount, idTokenClaims } from './account';
import { loadOrCreateKeys, publicJwks } from './keys';
import { assetPaths, errorPage, loginPage, logoutPage, signedOutPage } from './pages';
import { loginCss, logoutJs } from './assets';
import { createLoginThrottle, databaseFailureLog, type LoginThrottle } from '../auth/loginThrottle';
import { createTokenVerifier, type AccessClaims, type TokenVerifier } from '../auth/tokens';
import { unauthorized } from '../http/errors';
import { unstorableTextIn } from '../http/inputGuard';
import type { ChangeFeed } from '../db/changeFeed';
import { LruCache } from '../lib/lruCache';
import { webMessageResponseMode } from './webMessage';
import { interactionPath, mountPath, userinfoPath } from './paths';

export { interactionPath, mountPath, userinfoPath };
/** Adapter model of the record kept of each JWT access token, so that signing out revokes it. */
export const accessTokenModel = 'AccessToken';

const hours = 60 * 60;
export const sessionTtlSeconds = 8 * hours;
export const accessTokenTtlSeconds = 15 * 60;

export interface BuiltInOidc {
  issuer: string;
  /** The public signing keys, for the API's token verifier. */
  jwks: JSONWebKeySet;
  /** The API's token verifier for this provider's access tokens: also refuses those revoked by signing out. */
  verifyToken: TokenVerifier;
  /** Whether the access token of this id is still valid (not revoked by a sign-out): a case stream ends when not (issue 35). */
  tokenActive(tokenId: string): Promise<boolean>;
  /** Serves the provider under /oidc, its login pages and their assets on this Fastify app. */
  mount(app: FastifyInstance): Promise<void>;
}

/** The portal's own OpenID Connect provider (ARCHITECTURE §1, spec §7 "Sign-in"). */
export async function createBuiltInOidc(
  { config, db, changes, throttle = createLoginThrottle(databaseFailureLog(db, 'login')) }: { config: ServerConfig; db: Database; changes?: ChangeFeed; throttle?: LoginThrottle },
): Promise<BuiltInOidc> {
  const issuer = `${config.publicUrl}${mountPath}`;
  const keys = await loadOrCreateKeys(db, { dataDir: config.dataDir, secret: config.oidcKeys });
  await purgeExpiredPayloads(db);

  const portalUrl = `${config.publicUrl}/`;
  const headers = securityHeaders(config);
  const clientOrigin = new URL(config.publicUrl).origin;

  const configuration: Configuration = {
    adapter: kyselyAdapterFactory(db, changes?.touch),
    clients: [{
      client_id: config.clientId,
      client_name: 'Medlemsportalen',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      response_types: ['code'],
      grant_types: ['authorization_code'],
      redirect_uris: [`${config.publicUrl}/auth`, `${config.publicUrl}/silent-renew.html`],
      post_logout_redirect_uris: [`${config.publicUrl}/auth/signed-out`, `${config.publicUrl}/utloggad`],
    }],
    clientBasedCORS: (_ctx, origin, client) =>
      origin === clientOrigin || client.redirectUris?.some((uri) => new URL(uri).origin === origin) === true,
    claims: { openid: [...idTokenClaims] },
    // The portal reads the user's name from the ID token of the code flow (it does not call userinfo).
    conformIdTokenClaims: false,
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.apiAudience,
        // oidc-client-ts sends no resource on the code exchange: use the granted one.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== config.apiAudience) throw new errors.InvalidTarget();
          return { scope: config.apiScope, audience: config.apiAudience, accessTokenFormat: 'jwt', accessTokenTTL: accessTokenTtlSeconds };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          // A valid id_token_hint (the portal's own sign-out) signs out at once; anything else waits for a click.
          ctx.body = logoutPage({ form, autoSubmit: Boolean(ctx.oidc.entities.IdTokenHint) });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage({ portalUrl });
        },
      },
    },
    findAccount: (_ctx, sub) => findAccount(db, sub),
    formats: {
      customizers: {
        // A JWT access token is not stored by the provider: keep a record of it under its grant,
        // so that signing out (which revokes the grant's tokens) ends the API access it gives.
        jwt: async (_ctx, token, jwt) => {
          const { jti, exp } = jwt.payload as { jti?: string; exp?: number };
          if (!jti || !('grantId' in token) || !token.grantId) return;
          const ttl = typeof exp === 'number' ? Math.max(1, exp - Math.floor(Date.now() / 1000)) : accessTokenTtlSeconds;
          await tokenRecords.upsert(jti, { jti, grantId: token.grantId, accountId: token.accountId, kind: accessTokenModel }, ttl);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${interactionPath}/${interaction.uid}` },
    jwks: { keys: keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    loadExistingGrant: (ctx) => loadFirstPartyGrant(ctx, config),
    pkce: { required: () => true },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage({ error: String(out.error ?? 'server_error'), description: out.error_description as string | undefined, portalUrl });
    },
    responseTypes: ['code'],
    scopes: ['openid'],
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: hours,
      Interaction: hours,
      Session: sessionTtlSeconds,
      Grant: sessionTtlSeconds,
    },
  };

  const tokenRecords = kyselyAdapterFactory(db)(accessTokenModel);
  // A token found active stays so, without a query, until the change feed tells of a revocation.
  const activeTokens = new LruCache<number>(10_000);
  const isActive = async (claims: AccessClaims) => {
    if (!claims.jti) return false;
    if (changes) await changes.settled();
    // Issue 38: kept until a revocation notice (unscoped) or a write of this user's on this process.
    const mark = changes?.markFor('tokens', claims.sub);
    if (mark !== undefined && activeTokens.get(claims.jti) === mark) return true;
    const active = Boolean(await tokenRecords.find(claims.jti));
    if (active && mark !== undefined) activeTokens.set(claims.jti, mark);
    return active;
  };
  const verifyToken = createTokenVerifier({ issuer, audience: config.apiAudience, scope: config.apiScope, jwks: publicJwks(keys), isActive });

  const provider = new Provider(issuer, configuration);
  // The provider sees the portal's public origin and the client address as Fastify computed them
  // (forwarded headers only from TRUST_PROXY): mount() rewrites the headers it reads.
  provider.proxy = true;
  const publicOrigin = new URL(config.publicUrl);
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('oidc-provider:', error));
  // The provider answers outside Fastify's hooks: give its pages the portal's security headers.
  provider.use(async (ctx, next) => {
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    try {
      await next();
    } finally {
      for (const [name, value] of Object.entries(headers)) {
        if (!ctx.response.get(name)) ctx.set(name, value);
      }
    }
  });
  // A new tab's silent sign-in takes the code from the answer page itself (issue 32).
  provider.registerResponseMode('web_message', webMessageResponseMode(config));
  const handle = provider.callback();

  return {
    issuer,
    jwks: publicJwks(keys),
    verifyToken,
    tokenActive: (tokenId: string) => isActive({ sub: '', jti: tokenId }),
    async mount(app) {
      app.addHook('onRequest', async (request, reply) => {
        const url = request.raw.url ?? '/';
        if (!servedByProvider(url)) return;
        if (hasUnstorableText(url)) {
          return html(reply, 400, errorPage({ error: 'invalid_request', description: 'Förfrågan innehåller otillåtna tecken.', portalUrl }));
        }
        // Fastify must neither parse the body nor answer: the provider (Koa) takes the raw request.
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = url;
        raw.url = url.slice(mountPath.length) || '/';
        // Its URLs (discovery, redirects) come from PUBLIC_URL, never from what the client sends.
        raw.headers.host = publicOrigin.host;
        raw.headers['x-forwarded-host'] = publicOrigin.host;
        raw.headers['x-forwarded-proto'] = publicOrigin.protocol.replace(':', '');
        raw.headers['x-forwarded-for'] = request.ip;
        // Its work counts as the request's until it ends, even when the client has gone (server/http/inFlight.ts).
        const release = app.inFlight.hold(request);
        try {
          await handle(raw, reply.raw as ServerResponse);
        } finally {
          release();
        }
      });

      // Userinfo (spec §7: an optional call with the bearer token): the SPA's token is a JWT for the
      // API, which the provider's own endpoint refuses; the portal answers it with the same claims
      // as the ID token.
      const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store');
        const header = request.headers.authorization;
        if (header === undefined) throw unauthorized(null);
        const token = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header)?.[1];
        if (!token) throw unauthorized('invalid_request');
        let claims: AccessClaims;
        try {
          claims = await verifyToken(token);
        } catch {
          throw unauthorized('invalid_token');
        }
        const account = await findAccount(db, claims.sub);
        if (!account) throw unauthorized('invalid_token');
        return account.claims('userinfo', 'openid', {}, []);
      };
      app.get(userinfoPath, userinfo);
      app.post(userinfoPath, userinfo);

      app.get(assetPaths.stylesheet, async (_request, reply) =>
        reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(loginCss));
      app.get(assetPaths.logoutScript, async (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(logoutJs));

      await app.register(async (scope) => {
        const form = 'application/x-www-form-urlencoded';
        if (!scope.hasContentTypeParser(form)) {
          scope.addContentTypeParser(form, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
            done(null, Object.fromEntries(new URLSearchParams(String(body))));
          });
        }
        scope.get<{ Params: { uid: string } }>(`${interactionPath}/:uid`, (request, reply) => showInteraction(request, reply));
        scope.post<{ Params: { uid: string } }>(`${interactionPath}/:uid`, (request, reply) => submitLogin(request, reply));
      });
    },
  };

  async function showInteraction(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const details = await interaction(request, reply);
    if (!details) return reply;
    const action = `${interactionPath}/${encodeURIComponent(details.uid)}`;
    if (details.prompt.name === 'login') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return html(reply, 200, loginPage({ action, username: hint, demoPassword: demoPassword(config) }));
    }
    if (details.prompt.name === 'consent' && details.params.client_id === config.clientId) {
      // The portal is the provider's own first-party client: consent is implicit.
      const result = await implicitConsent(details);
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    }
    return html(reply, 400, errorPage({ error: 'invalid_request', description: `Okänt steg: ${details.prompt.name}`, portalUrl }));
  }

  async function submitLogin(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const details = await interaction(request, reply);
    if (!details) return reply;
    const action = `${interactionPath}/${encodeURIComponent(details.uid)}`;
    if (details.prompt.name !== 'login') return reply.header('cache-control', 'no-store').redirect(action, 303);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const verdict = await throttle.check(username, request.ip);
    if (!verdict.allowed) {
      return html(reply, 429, loginPage({ action, username, error: 'throttled', demoPassword: demoPassword(config) }));
    }
    // A name failing from many addresses is slowed down, never closed (its owner still gets in).
    if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
    const accountId = await authenticate(db, username, password);
    if (!accountId) {
      await throttle.failed(username, request.ip);
      return html(reply, 200, loginPage({ action, username, error: 'credentials', demoPassword: demoPassword(config) }));
    }
    await throttle.succeeded(username, request.ip);
    const result: InteractionResults = { login: { accountId, remember: true } };
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /** The interaction of this request, or null after answering with a Swedish error page. */
  async function interaction(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    html(reply, 400, errorPage({ error: 'session_not_found', portalUrl }));
    return null;
  }

  async function implicitConsent(details: Awaited<ReturnType<Provider['interactionDetails']>>): Promise<InteractionResults> {
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent without a signed-in account');
    const grant: Grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined)
      ?? new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return { consent: details.grantId ? {} : { grantId } };
  }
}

/** Requests under /oidc that the provider answers itself; the login interaction is Fastify's. */
function servedByProvider(url: string): boolean {
  const path = url.split('?')[0];
  if (path === mountPath) return true;
  return path.startsWith(`${mountPath}/`) && !path.startsWith(`${interactionPath}/`) && path !== userinfoPath;
}

/** A path or query parameter with a character the provider's storage cannot hold (NUL). */
function hasUnstorableText(url: string): boolean {
  const [path, query = ''] = url.split(/\?(.*)/s);
  try {
    if (unstorableTextIn(decodeURIComponent(path)) !== null) return true;
  } catch {
    return true; // a broken %-escape
  }
  return unstorableTextIn([...new URLSearchParams(query)].flat()) !== null;
}

function demoPassword(config: ServerConfig): string | undefined {
  return config.seed === 'demo' ? config.demoPassword : undefined;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * Consent is implicit for the portal, the provider's one first-party client: its grant always
 * covers the scopes, claims and API scope it asks for, so a signed-in user (also prompt=none in
 * the silent-renew frame) gets a code without any page. Other clients keep the normal consent.
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC, config: ServerConfig): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  if (!client) return undefined;
  const grantId = (oidc.result?.consent as { grantId?: string } | undefined)?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const accountId = oidc.account?.accountId;
  if (client.clientId !== config.clientId || !accountId) return existing;

  const grant = existing && existing.accountId === accountId
    ? existing
    : new oidc.provider.Grant({ accountId, clientId: client.clientId });
  const requested = oidc.requestParamScopes;
  grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
  const claims = [...oidc.requestParamClaims];
  if (claims.length) grant.addOIDCClaims(claims);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    const scopes = [...requested].filter((scope) => resourceServer.scopes.has(scope));
    if (scopes.length) grant.addResourceScope(indicator, scopes);
  }
  if (oidc.session?.exp && grant.exp !== oidc.session.exp) grant.exp = oidc.session.exp;
  await grant.save();
  return grant;
}
