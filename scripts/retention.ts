/**
 * `npm run retention [-- --dry-run]` (issue 37, README "Personuppgifter"): one retention run now,
 * on the database DATABASE_URL names or the embedded one in DATA_DIR; with --dry-run it only
 * prints what the run would erase. The server runs the same every night by itself.
 */
import { loadConfig } from '../server/config';
import { migrate, openDatabase } from '../server/db/database';
import { blobStoreFor } from '../server/files/blobStore';
import { runningServerPid } from '../server/backup/serverPid';
import { runRetention } from '../server/retention/retentionRun';
import { formatSwedishDay } from '../src/lib/swedishTime';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--dry-run');
if (unknown.length > 0) {
  console.error(`Okänt argument: ${unknown.join(' ')}. Använd: npm run retention [-- --dry-run]`);
  process.exit(1);
}
const dryRun = args.includes('--dry-run');
const config = loadConfig();
// The embedded database is one process's (ARCHITECTURE §1).
const pid = config.databaseUrl ? undefined : runningServerPid(config.dataDir);
if (pid) {
  console.error(`Servern (pid ${pid}) använder databasen i DATA_DIR ${config.dataDir}: stoppa den först, eller låt den gallra själv i natt.`);
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const result = await runRetention(db, {
    caseRetentionDays: config.caseRetentionDays,
    noticeRetentionDays: config.noticeRetentionDays,
    accessLogRetentionDays: config.accessLogRetentionDays,
    dryRun,
    blobs: blobStoreFor(config, db),
    log: (line) => console.log(line),
    onErased: (c) => console.log(`  ${dryRun ? 'gallras' : 'gallrat'} ${c.caseId}  skapat ${formatSwedishDay(c.createdAt)}, avslutat ${formatSwedishDay(c.closedAt)}`
      + ` (${c.messages} meddelanden, ${c.notes} anteckningar, ${c.files} filer)`),
  });
  console.log(`Gallringstid: ärenden ${config.caseRetentionDays} dagar efter avslut (CASE_RETENTION_DAYS), skickade notiser ${config.noticeRetentionDays} dagar (NOTICE_RETENTION_DAYS), åtkomstloggen ${config.accessLogRetentionDays} dagar (ACCESS_LOG_RETENTION_DAYS).`);
  if (result.failed.length > 0) process.exitCode = 1;
} finally {
  await db.destroy();
}
