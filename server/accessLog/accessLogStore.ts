import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { AccessLogEntry, AccessLogObject, AccessViewerRole } from '../../src/api/types';
import { accessLogWindow, type AccessViewer } from '../../src/domain/accessLog';

/**
 * The queries of the access log (issue 37, migration 0020): writing one entry, reading a member's
 * entries a page at a time, and the retention run's pruning. Append-only: nothing here (nor
 * anywhere else) updates a row.
 */

export interface AccessRecord {
  subjectUserId: string;
  viewerUserId: string;
  viewer: AccessViewer;
  object: AccessLogObject;
  objectId: string;
  at: Date;
}

/**
 * Writes the entry unless the same viewer read the same object of the same member in the same
 * window of the clock (the unique index decides, on every process at once). Returns whether a row
 * was written.
 */
export async function recordAccess(db: Database, r: AccessRecord): Promise<boolean> {
  const written = await db.insertInto('accessLog').values({
    subjectUserId: r.subjectUserId,
    viewerUserId: r.viewerUserId,
    viewerRole: r.viewer.role,
    viewerUnitId: r.viewer.unitId,
    viewerUnitName: r.viewer.unitName,
    objectKind: r.object,
    objectId: r.objectId,
    at: r.at,
    timeWindow: accessLogWindow(r.at),
  }).onConflict((oc) => oc.columns(['viewerUserId', 'subjectUserId', 'objectKind', 'objectId', 'timeWindow']).doNothing())
    .returning('id').execute();
  return written.length > 0;
}

interface EntryRow {
  id: string;
  at: Date | string;
  viewerRole: AccessViewerRole;
  viewerUnitName: string | null;
  viewerName: string | null;
  objectKind: AccessLogObject;
  objectId: string;
  caseTitle: string | null;
}

/**
 * One page of a member's log, newest first. `withNames`: the viewer's name (the secretariat's
 * reading); `withCaseTitles`: the title of a case still there (the member's own reading).
 */
export async function readAccessLog(
  db: Database, subjectUserId: string, page: { page: number; size: number }, options: { withNames: boolean; withCaseTitles: boolean },
): Promise<{ entries: AccessLogEntry[]; total: number }> {
  const total = Number((await db.selectFrom('accessLog').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('subjectUserId', '=', subjectUserId).executeTakeFirstOrThrow()).n);
  const { rows } = await sql<EntryRow>`select l.id, l.at, l.viewer_role, l.viewer_unit_name, l.object_kind, l.object_id,
      ${options.withNames ? sql`(select u.firstname || ' ' || u.lastname from users u where u.id = l.viewer_user_id)` : sql`null`} as viewer_name,
      ${options.withCaseTitles ? sql`(select c.title from cases c where c.id = l.object_id and l.object_kind = 'case')` : sql`null`} as case_title
    from access_log l where l.subject_user_id = ${subjectUserId}
    order by l.at desc, l.id desc limit ${page.size} offset ${(page.page - 1) * page.size}`.execute(db);
  const entries = rows.map((row): AccessLogEntry => ({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    role: row.viewerRole,
    unit: row.viewerUnitName,
    // A viewer since erased is no name: 'Tidigare medlem' is the SPA's to say.
    viewerName: options.withNames ? (row.viewerName ?? null) : null,
    what: row.objectKind,
    caseId: row.objectKind === 'case' ? row.objectId : null,
    caseTitle: row.objectKind === 'case' ? row.caseTitle : null,
  }));
  return { entries, total };
}

/** Deletes the entries made before `cutoff`; returns how many (a dry run only counts them). */
export async function pruneAccessLog(db: Database, cutoff: Date, options: { dryRun?: boolean } = {}): Promise<number> {
  if (options.dryRun) {
    return Number((await db.selectFrom('accessLog').select((eb) => eb.fn.countAll<string>().as('n')).where('at', '<', cutoff).executeTakeFirstOrThrow()).n);
  }
  const { numDeletedRows } = await db.deleteFrom('accessLog').where('at', '<', cutoff).executeTakeFirst();
  return Number(numDeletedRows);
}
