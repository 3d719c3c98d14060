import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * A restore writes this marker before anything else and removes it last: a restore that was
 * killed leaves it behind, and the server refuses to start on such a target (never half restored
 * and serving). In DATA_DIR a file, on PostgreSQL a table.
 */
export const RESTORE_MARKER_FILE = 'restore-in-progress';
export const RESTORE_MARKER_TABLE = 'restore_in_progress';

/** The one line a server or a restore says when it finds the marker; undefined when there is none. */
export async function interruptedRestore(target: { dataDir: string; databaseUrl?: string }, db?: Database): Promise<string | undefined> {
  if (!target.databaseUrl) {
    const marker = path.join(target.dataDir, RESTORE_MARKER_FILE);
    return fs.existsSync(marker)
      ? `Kan inte starta: en återläsning till DATA_DIR ${target.dataDir} pågår eller avbröts (${RESTORE_MARKER_FILE} finns); töm mappen och kör npm run restore igen.`
      : undefined;
  }
  if (!db) throw new Error('The marker on PostgreSQL is read through the database');
  const { rows: [row] } = await sql<{ found: boolean }>`select to_regclass(${`public.${RESTORE_MARKER_TABLE}`}) is not null as found`.execute(db);
  return row.found
    ? `Kan inte starta: en återläsning till databasen på DATABASE_URL pågår eller avbröts (tabellen ${RESTORE_MARKER_TABLE} finns); läs in i en ny, tom databas i stället.`
    : undefined;
}
