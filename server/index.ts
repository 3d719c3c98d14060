import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { startChangeFeed } from './db/changeFeed';
import { seedDatabase, seedReferenceData } from './db/seed';
import { createBuiltInOidc } from './oidc';
import { createTokenVerifier, type TokenVerifier } from './auth/tokens';
import { buildApp, type OidcMount } from './app';
import { blobStoreFor } from './files/blobStore';
import { startBlobSweeper } from './files/blobSweeper';
import { startNotificationDelivery } from './notifications/delivery';
import { DataDirError, prepareDataDir, PRIVATE_UMASK, restrictToOwner } from './files/dataDir';
import type { Database } from './db/database';
import { createPortalMetrics } from './metrics/portalMetrics';
import { startMetricsServer } from './metrics/metricsRoutes';
import { interruptedRestore } from './backup/restoreMarker';
import { noteServerPid } from './backup/serverPid';
import { startRetentionJob } from './retention/retentionJob';
import { startExtractQueue } from './registerExtract/extractQueue';
import { startJobBoss } from './jobs/jobBoss';

// DATA_DIR holds the database, the signing keys and uploads: for the server's user only.
process.umask(PRIVATE_UMASK);
const config = configOrStop();

/** A variable the server cannot read (a port that is no number, DEV_TOOLS=maybe) is one line, not a stack trace. */
function configOrStop() {
  try {
    return loadConfig();
  } catch (error) {
    return stop(error instanceof Error ? error.message : String(error));
  }
}

/** A start that cannot go on: one clear line, and exit status 1. */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}
const describe = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'object' ? JSON.stringify(error) : String(error));

try {
  prepareDataDir(config.dataDir);
} catch (error) {
  if (error instanceof DataDirError) stop(error.message);
  throw error;
}
// A restore that did not finish leaves its marker: never serve a half-restored portal.
const interruptedFolder = config.databaseUrl ? undefined : await interruptedRestore(config);
if (interruptedFolder) stop(interruptedFolder);
if (!config.databaseUrl) noteServerPid(config.dataDir);
let db: Database;
let interrupted: string | undefined;
try {
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  interrupted = config.databaseUrl ? await interruptedRestore(config, db) : undefined;
  if (!interrupted) await migrate(db);
} catch (error) {
  stop(`Kan inte starta: databasen ${config.databaseUrl ? 'på DATABASE_URL' : `i DATA_DIR ${config.dataDir}`} kunde inte öppnas: ${describe(error).split('\n')[0]}.`);
}
if (interrupted) stop(interrupted);
if (config.seed === 'demo') {
  const result = await seedDatabase(db, { scale: config.seedScale });
  if (result.seeded) console.log(`Demodata inlagd (skala ${config.seedScale}).`);
} else {
  // Case types, sub-categories and tags are reference data, needed without demo data too.
  await seedReferenceData(db);
}

// With PostgreSQL, what other processes write is heard of (server/db/changeFeed.ts); the embedded database has no other process.
const changes = config.databaseUrl ? await startChangeFeed(config.databaseUrl, { log: (line) => console.error(line) }) : undefined;

let verifyToken: TokenVerifier;
let oidc: OidcMount | undefined;
let tokenActive: ((tokenId: string) => Promise<boolean>) | undefined;
if (config.externalIssuer) {
  const discovery = await fetch(`${config.externalIssuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  const { issuer, jwks_uri } = (await discovery.json()) as { issuer: string; jwks_uri: string };
  verifyToken = createTokenVerifier({ issuer, audience: config.apiAudience, scope: config.apiScope, jwks: new URL(jwks_uri) });
} else {
  const builtIn = await createBuiltInOidc({ config, db, changes });
  oidc = builtIn;
  verifyToken = builtIn.verifyToken;
  tokenActive = builtIn.tokenActive;
}

// What the embedded database wrote with wider rights than the umask allows: the server's user only.
restrictToOwner(config.dataDir);
const blobs = blobStoreFor(config, db);
const metrics = createPortalMetrics({ db, changes });
// With PostgreSQL, one pg-boss for the process's queues: mails, register extracts, retention (server/jobs/jobBoss.ts).
const jobs = config.databaseUrl ? await startJobBoss(config.databaseUrl, (line) => console.error(line)) : undefined;
// Issue 37: the register extracts' job (server/registerExtract/extractQueue.ts).
const extracts = await startExtractQueue(db, blobs, {
  jobs, retentionDays: config.caseRetentionDays, publicUrl: config.publicUrl, log: (line) => console.log(line),
});
const app = await buildApp({ db, config, verifyToken, oidc, blobs, changes, metrics, tokenActive, logRequests: config.logRequests, extracts });
await app.listen({ port: config.port, host: config.host });
console.log(
  `Min sida är igång på ${config.publicUrl}` +
    (config.externalIssuer ? '' : ` (demokonton: medlem, styrelse, kanslist, ekonom … med lösenordet "${config.demoPassword}")`),
);

const metricsServer = config.metricsPort ? await startMetricsServer(metrics, config.metricsPort, config.metricsHost) : undefined;
const stopSweeping = startBlobSweeper(db, blobs, (message) => console.log(message));
const mail = await startNotificationDelivery(db, config, (message) => console.error(message), jobs);
// Issue 37: the nightly retention run (one process of all does it; server/retention/retentionJob.ts).
const retention = await startRetentionJob(db, {
  jobs, caseRetentionDays: config.caseRetentionDays, noticeRetentionDays: config.noticeRetentionDays,
  accessLogRetentionDays: config.accessLogRetentionDays, blobs, log: (line) => console.log(line),
});
if (!config.smtpUrl) console.log(`E-post: ingen SMTP_URL, mejlen sparas i databasen${config.devTools ? ` och visas på ${config.publicUrl}/dev/e-post` : ''}.`);

/**
 * A rolling restart loses no accepted request (issue 16): readiness turns 503 at once, so the load
 * balancer stops sending; after DRAIN_DELAY_MS the server stops accepting connections, answers
 * every request already accepted (uploads included), lets the handlers of those whose client went
 * away end, and only then closes the database.
 */
let stopping = false;
/** How long a stop waits for the handlers of requests whose clients went away. */
const SETTLE_TIMEOUT_MS = 10_000;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: tar inte emot fler förfrågningar, avslutar de pågående.`);
  app.startDraining();
  if (config.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
  stopSweeping();
  // The listener first (it answers what it accepted), then the mail worker, then the database both use.
  // A step that fails is named, and the others still run: exit status 1 then says the stop was not clean.
  let clean = true;
  const step = async (name: string, work: () => Promise<unknown> | undefined) => {
    try {
      await work();
    } catch (error) {
      clean = false;
      console.error(`${signal}: ${name} avslutades inte rent: ${describe(error)}`);
    }
  };
  await step('webbservern', () => app.close());
  // A handler whose client went away may still be at work once the connections are closed (server/http/inFlight.ts).
  await step('pågående förfrågningar', async () => {
    if (!await app.inFlight.idle(SETTLE_TIMEOUT_MS)) throw new Error(`${app.inFlight.count} arbetade fortfarande efter ${SETTLE_TIMEOUT_MS / 1000} s`);
  });
  await step('mätvärdesservern', () => metricsServer?.close());
  await step('e-postutskicket', () => mail.stop());
  await step('gallringen', () => retention.stop());
  await step('registerutdragen', () => extracts.stop());
  await step('jobbkön', () => jobs?.stop());
  await step('ändringsflödet', () => changes?.close());
  await step('databasen', () => db.destroy());
  process.exit(clean ? 0 : 1);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
