/**
 * `npm run restore -- fil`: a backup from `npm run backup` into an empty DATA_DIR, or into the
 * empty database DATABASE_URL names (README, "Säkerhetskopior"). A target that holds anything is
 * refused; a restore that stops half-way leaves a target the server refuses to start on.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { restoreBackup } from '../server/backup/restore';
import { BackupError } from '../server/backup/archive';

process.umask(0o077);
const config = loadConfig();
if (!process.argv[2]) {
  console.error('Ange säkerhetskopian: npm run restore -- <fil>');
  process.exit(1);
}
const file = path.resolve(process.argv[2]);
try {
  const started = Date.now();
  const summary = await restoreBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, file);
  const target = config.databaseUrl ? 'databasen på DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
  console.log(`${file} är inläst i ${target}: ${summary.files} filer, ${((Date.now() - started) / 1000).toFixed(1)} s. Starta servern (npm start).`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
