import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { ServerConfig } from './config';
import { embeddedOf, type Database } from './db/database';
import type { TokenVerifier } from './auth/tokens';
import type { ChangeFeed } from './db/changeFeed';
import { blobStoreFor, type BlobStore } from './files/blobStore';
import { installErrorHandling } from './http/errors';
import { installSecurityHeaders } from './http/securityHeaders';
import { recordRoutes } from './http/routeTable';
import { installInputGuard } from './http/inputGuard';
import { installStrictShapes, strictValidators } from './http/validation';
import { installInFlight } from './http/inFlight';
import { installHealth } from './http/health';
import { installRequestLog } from './http/requestLog';
import { dropDisconnectErrors, installDisconnectLog } from './http/disconnects';
import { useDatabaseFormats } from './routes/schemas';
import { apiRoutes } from './routes/api';
import { caseStreamRoutes } from './routes/caseStream';
import { createCaseStreams } from './cases/stream/caseStreams';
import { embeddedCaseChanges, feedCaseChanges, silentCaseChanges, type CaseChangeSource } from './cases/stream/caseChanges';
import { contentRoutes } from './routes/content';
import { spaRoutes } from './http/spa';
import { notificationPageRoutes } from './notifications/pageRoutes';
import { OIDC_ENDPOINT_NAMES, type OidcEndpoints, type PortalConfig } from '../src/api/types';
import type { CourseNotices } from './content/courseNotices';
import { mailCourseNotices } from './notifications/courseNotices';
import type { PortalMetrics } from './metrics/portalMetrics';
import type { ExtractQueue } from './registerExtract/extractQueue';
import { installMetricsRoute, installRequestMetrics } from './metrics/metricsRoutes';
import { requestIdFrom } from './http/requestLog';

export interface OidcMount {
  /** Serves the provider under /oidc on this Fastify instance. */
  mount(app: FastifyInstance): Promise<void> | void;
}

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  verifyToken: TokenVerifier;
  /** The built-in OpenID Connect provider; absent with an external issuer (and in most tests). */
  oidc?: OidcMount;
  /** Where the log goes (standard output by default): every 5xx with its request id, route and error. */
  logger?: { write(line: string): void };
  /** Also one JSON line per request: request id, user id, method, route, status, ms (LOG_REQUESTS). */
  logRequests?: boolean;
  /** Where uploaded files live; by default the store of the configuration (blobStoreFor). */
  blobs?: BlobStore;
  /** Notices of what other processes wrote (server/db/changeFeed.ts); absent: every list look asks the database. */
  changes?: ChangeFeed;
  /** Course sign-up notices beyond the course page (issue 25, server/content/courseNotices.ts); by default mail (mailCourseNotices). */
  courseNotices?: CourseNotices;
  /** Prometheus metrics of this process (server/metrics); absent: nothing is counted and there is no /metrics. */
  metrics?: PortalMetrics;
  /** Where the case streams hear of changed cases (issue 35); by default the change feed, or the embedded database's own LISTEN. */
  caseChanges?: CaseChangeSource;
  /** Whether an access token (by its id) is still valid at its issuer; a case stream ends when it is not (built-in provider). */
  tokenActive?: (tokenId: string) => Promise<boolean>;
  /** Issue 37: the queue that builds register extracts (pg-boss with DATABASE_URL); by default one in this process (server/registerExtract/extractQueue.ts). */
  extracts?: ExtractQueue;
}

/** What the routes get: the dependencies with the one blob store of the app. */
export type AppContext = AppDeps & { blobs: BlobStore };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: deps.logRequests ? 'info' : 'error',
      hooks: { logMethod: dropDisconnectErrors },
      ...(deps.logger ? { stream: deps.logger } : {}),
    },
    // Fastify's own two lines per request are off: server/http/requestLog.ts writes one instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Unique across processes, so one id finds a request in the logs of every process; a proxy's
    // or a calling process's X-Request-Id is kept when it is a plain token (server/http/requestLog.ts).
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']) ?? randomUUID(),
    // Requests that were accepted before a shutdown began are answered (SIGTERM drains, issue 16).
    return503OnClosing: false,
    // Forwarded headers only from the proxies named in TRUST_PROXY (none by default).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    ajv: { onCreate: useDatabaseFormats },
    schemaController: { compilersFactory: { buildValidator: strictValidators() } },
  });
  installInFlight(app);
  installStrictShapes(app);
  recordRoutes(app);
  installHealth(app, deps.db);
  installRequestLog(app, deps.logRequests === true);
  if (deps.metrics) {
    installRequestMetrics(app, deps.metrics);
    installMetricsRoute(app, deps.metrics, config.metricsToken);
  }
  installDisconnectLog(app);
  installErrorHandling(app);
  installInputGuard(app);
  installSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  // A write this process answered (any route: the API, content, sign-in) has committed: what the
  // change feed let it keep may be stale (server/db/changeFeed.ts). Of the lists kept by owner, only
  // the writer's own (issue 38): another member's list learns of it from the write's notice.
  const { changes } = deps;
  if (changes) {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') changes.touch((request as { userId?: string }).userId || undefined);
      return payload;
    });
  }

  if (deps.oidc) await deps.oidc.mount(app);
  // Issue 32: the built-in provider's endpoints travel with the configuration, so the SPA's sign-in
  // needs no discovery round trip (an external issuer's are discovered as before).
  let endpoints: Promise<OidcEndpoints | undefined> | null = null;
  const providerEndpoints = () => {
    endpoints ??= deps.oidc ? discoveredEndpoints(app) : Promise.resolve(undefined);
    return endpoints;
  };
  const pageConfig = async () => portalConfig(config, await providerEndpoints());

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return pageConfig();
  });

  const context: AppContext = {
    ...deps,
    blobs: deps.blobs ?? blobStoreFor(config, deps.db),
    courseNotices: deps.courseNotices ?? mailCourseNotices(config.publicUrl),
  };
  await app.register(apiRoutes(context), { prefix: '/api' });
  // Issue 35: the case streams, outside the API's bearer check (a single-use ticket opens one).
  const source = deps.caseChanges ?? (deps.changes ? feedCaseChanges(deps.changes) : embeddedOf(deps.db) ? embeddedCaseChanges(embeddedOf(deps.db)!) : silentCaseChanges);
  await app.register(caseStreamRoutes(context, createCaseStreams(deps.db, source, { tokenActive: deps.tokenActive })), { prefix: '/api' });
  await app.register(contentRoutes(context), { prefix: '/content' });
  await app.register(notificationPageRoutes(context));
  await app.register(spaRoutes(config, pageConfig));
  return app;
}

export function portalConfig(config: ServerConfig, endpoints?: OidcEndpoints): PortalConfig {
  return {
    apiUrl: `${config.publicUrl}/api`,
    contentUrl: `${config.publicUrl}/content`,
    oidc: {
      authority: config.externalIssuer ?? `${config.publicUrl}/oidc`,
      clientId: config.clientId,
      scope: `openid ${config.apiScope}`,
      ...(endpoints ? { metadata: endpoints } : {}),
    },
    devTools: config.devTools,
  };
}

/** The fields of the built-in provider's discovery document that the SPA's sign-in uses. */
async function discoveredEndpoints(app: FastifyInstance): Promise<OidcEndpoints | undefined> {
  const answer = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
  if (answer.statusCode !== 200) return undefined;
  const document = answer.json() as Record<string, unknown>;
  const endpoints: Record<string, string> = {};
  for (const name of OIDC_ENDPOINT_NAMES) {
    if (typeof document[name] === 'string') endpoints[name] = document[name];
  }
  return endpoints as unknown as OidcEndpoints;
}
