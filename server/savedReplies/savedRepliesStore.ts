import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { SavedReply } from '../../src/api/savedReplyTypes';

/** The saved replies' queries (issue 36): read by unit key, written one row at a time. */

function base(db: Database) {
  return db.selectFrom('savedReplies').leftJoin('users', 'users.id', 'savedReplies.updatedByUserId')
    .select(['savedReplies.id', 'savedReplies.unit', 'savedReplies.title', 'savedReplies.body', 'savedReplies.updatedAt'])
    .select(sql<string | null>`users.firstname || ' ' || users.lastname`.as('updatedBy'));
}

type Row = { id: string; unit: string; title: string; body: string; updatedAt: Date; updatedBy: string | null };
const dto = (r: Row): SavedReply => ({ id: r.id, unit: r.unit, title: r.title, body: r.body, updatedBy: r.updatedBy, updated: r.updatedAt.toISOString() });

export async function savedRepliesOfUnits(db: Database, units: string[]): Promise<SavedReply[]> {
  if (units.length === 0) return [];
  const rows = await base(db).where('savedReplies.unit', 'in', units).orderBy('savedReplies.title').orderBy('savedReplies.id').execute();
  return rows.map(dto);
}

export async function savedReplyById(db: Database, id: string): Promise<SavedReply | null> {
  const row = await base(db).where('savedReplies.id', '=', id).executeTakeFirst();
  return row ? dto(row) : null;
}

export async function insertSavedReply(db: Database, reply: { unit: string; title: string; body: string; userId: string }): Promise<SavedReply> {
  const id = randomUUID();
  await db.insertInto('savedReplies').values({ id, unit: reply.unit, title: reply.title, body: reply.body, updatedByUserId: reply.userId }).execute();
  return (await savedReplyById(db, id))!;
}

export async function updateSavedReply(db: Database, id: string, change: { title: string; body: string; userId: string }): Promise<SavedReply | null> {
  const done = await db.updateTable('savedReplies')
    .set({ title: change.title, body: change.body, updatedByUserId: change.userId, updatedAt: new Date() })
    .where('id', '=', id).executeTakeFirst();
  return done.numUpdatedRows > 0n ? savedReplyById(db, id) : null;
}

export async function deleteSavedReply(db: Database, id: string): Promise<boolean> {
  const done = await db.deleteFrom('savedReplies').where('id', '=', id).executeTakeFirst();
  return done.numDeletedRows > 0n;
}
