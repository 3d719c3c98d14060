/**
 * `npm run db:reset`: empties the database so that the next start migrates it and seeds the demo
 * data again. With DATABASE_URL the `public` schema of that PostgreSQL database is dropped and
 * created anew; otherwise the embedded database under DATA_DIR is deleted. Uploaded files
 * (DATA_DIR/files) go too, since the rows that pointed at them are gone. The sign-in keys stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from './database';

const config = loadConfig();
const filesDir = path.join(config.dataDir, 'files');
const hadFiles = fs.existsSync(filesDir);

if (config.databaseUrl) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    await sql`drop schema if exists public cascade`.execute(db);
    await sql`create schema public`.execute(db);
  } finally {
    await db.destroy();
  }
  console.log('Databasen i PostgreSQL (DATABASE_URL) är tömd: schemat public är borttaget och nyskapat.');
} else {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (fs.existsSync(pgliteDir)) {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    console.log(`Den inbyggda databasen i ${pgliteDir} är borttagen.`);
  } else {
    console.log(`Det fanns ingen inbyggd databas i ${pgliteDir}; inget att ta bort.`);
  }
}

if (hadFiles) {
  fs.rmSync(filesDir, { recursive: true, force: true });
  console.log(`Uppladdade filer i ${filesDir} är borttagna.`);
}
console.log('Nästa start migrerar databasen och lägger in demodata igen.');
