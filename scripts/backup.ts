/**
 * `npm run backup [-- fil]`: the whole portal (database and files) in one file, for the database
 * DATABASE_URL names or the embedded one in DATA_DIR (README, "Säkerhetskopior"). Without a name
 * the file is medlemsportal-<tid>.backup here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { takeBackup } from '../server/backup/backup';
import { BackupError } from '../server/backup/archive';

process.umask(0o077);
const config = loadConfig();
const file = path.resolve(process.argv[2] ?? `medlemsportal-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`);
if (fs.existsSync(file)) {
  console.error(`Kan inte ta säkerhetskopia: ${file} finns redan; välj ett annat namn.`);
  process.exit(1);
}
try {
  const started = Date.now();
  const summary = await takeBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, file);
  const source = config.databaseUrl ? 'databasen på DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
  console.log(`Säkerhetskopia av ${source} sparad i ${file}: ${summary.files} filer, ${(summary.bytes / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
