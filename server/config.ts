import path from 'node:path';
import { DEFAULT_CASE_RETENTION_DAYS, DEFAULT_NOTICE_RETENTION_DAYS } from '../src/domain/retention';
import { DEFAULT_ACCESS_LOG_RETENTION_DAYS } from '../src/domain/accessLog';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where people reach the portal; the built-in issuer lives at `${publicUrl}/oidc`. */
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Set: an external OpenID Connect issuer, and the built-in provider is off. */
  externalIssuer?: string;
  clientId: string;
  /** The product API scope requested next to openid (spec §9). */
  apiScope: string;
  /** The audience (resource indicator) of access tokens for the API. */
  apiAudience: string;
  seed: 'demo' | 'none';
  seedScale: number;
  devTools: boolean;
  production: boolean;
  distDir: string;
  /** Password of every demo account. */
  demoPassword: string;
  /**
   * Addresses (or CIDR ranges, or proxy-addr's names such as `loopback`) of the reverse proxies
   * whose X-Forwarded-For / -Host / -Proto are believed (TRUST_PROXY, comma-separated). Empty by
   * default: then the client's address is the connection's and forwarded headers are ignored.
   */
  trustProxy: string[];
  /** The built-in provider's keys as a deployment secret (OIDC_KEYS, JSON); otherwise they live in the database. */
  oidcKeys?: string;
  /** After SIGTERM, how long readiness answers 503 before the server stops accepting (DRAIN_DELAY_MS). */
  drainDelayMs: number;
  /** One JSON log line per request (LOG_REQUESTS=true). */
  logRequests: boolean;
  /** Notifications (issue 24): the SMTP relay (smtp:// or smtps://, credentials in the URL); unset, mails go to the development mailbox. */
  smtpUrl?: string;
  /** The sender of notifications (MAIL_FROM). */
  mailFrom: string;
  /** GET /metrics on the portal's port for a scraper with this bearer token (METRICS_TOKEN); unset, no such route. */
  metricsToken?: string;
  /** A listener of its own for GET /metrics without a token (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by default). */
  metricsPort?: number;
  metricsHost: string;
  /** Issue 37: a closed case is erased this many days after it closed (CASE_RETENTION_DAYS). */
  caseRetentionDays: number;
  /** Issue 37: a sent notice (mail) is pruned this many days after it was sent (NOTICE_RETENTION_DAYS). */
  noticeRetentionDays: number;
  /** Issue 37: an access log entry is pruned this many days after the read (ACCESS_LOG_RETENTION_DAYS). */
  accessLogRetentionDays: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom(env.PORT, 8080, 'PORT');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${seed}"`);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    externalIssuer: env.OIDC_ISSUER || undefined,
    clientId: env.OIDC_CLIENT_ID ?? 'medlemsportal',
    apiScope: env.API_SCOPE ?? 'portal-api',
    apiAudience: env.API_AUDIENCE ?? `${publicUrl}/api`,
    seed,
    seedScale: intFrom(env.SEED_SCALE, 1, 'SEED_SCALE'),
    // Issue 21: only when asked for (the journeys do); a plain `npm start` serves no showcase.
    devTools: switchFrom(env.DEV_TOOLS, 'DEV_TOOLS'),
    production,
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    demoPassword: 'demo',
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
    oidcKeys: env.OIDC_KEYS || undefined,
    logRequests: switchFrom(env.LOG_REQUESTS, 'LOG_REQUESTS'),
    smtpUrl: smtpUrlFrom(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || `Min sida <no-reply@${new URL(publicUrl).hostname}>`,
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    metricsPort: env.METRICS_PORT ? intFrom(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    metricsHost: env.METRICS_HOST ?? '127.0.0.1',
    caseRetentionDays: intFrom(env.CASE_RETENTION_DAYS, DEFAULT_CASE_RETENTION_DAYS, 'CASE_RETENTION_DAYS'),
    noticeRetentionDays: intFrom(env.NOTICE_RETENTION_DAYS, DEFAULT_NOTICE_RETENTION_DAYS, 'NOTICE_RETENTION_DAYS'),
    accessLogRetentionDays: intFrom(env.ACCESS_LOG_RETENTION_DAYS, DEFAULT_ACCESS_LOG_RETENTION_DAYS, 'ACCESS_LOG_RETENTION_DAYS'),
    drainDelayMs: env.DRAIN_DELAY_MS === '0' ? 0 : intFrom(env.DRAIN_DELAY_MS, 0, 'DRAIN_DELAY_MS'),
  };
}

function smtpUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@relay.example.org:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
  return value;
}

function metricsTokenFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (a random secret shared with the scraper)');
  return value;
}

/**
 * An on/off variable (issue 34: `DEV_TOOLS=1` did nothing, only `true` turned it on): the usual
 * words for on and off in any case; anything else stops the start with a line that says so.
 */
export function switchFrom(value: string | undefined, name: string): boolean {
  if (value === undefined || value.trim() === '') return false;
  const word = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(word)) return true;
  if (['0', 'false', 'no', 'off'].includes(word)) return false;
  throw new Error(`${name} must be on (1, true, yes, on) or off (0, false, no, off), not "${value}"`);
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return n;
}
