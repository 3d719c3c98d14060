import type { Database } from '../../db/database';
import { loadCaseRecord, type CaseRecord } from './caseRecord';
import { CaseStatus } from '../../../src/domain/caseStatus';
import type { CodeTitle } from '../../../src/api/types';
import { inTransaction } from '../../db/afterCommit';

/**
 * Issue 35: the writes and small reads of the handling calls (server/routes/caseHandling*.ts) on a
 * case, its users, category, tags, messages and notes. Each takes the database or the transaction
 * the route runs the act in; the checks of spec §6 and the answers stay with the routes.
 */

/**
 * Runs `change` in one transaction that first locks the case's row (loadCaseRecord forUpdate), so
 * the checks inside see the case as it is written; `current` is null when there is no such case.
 */
export function withLockedCase<T>(db: Database, caseId: string, change: (trx: Database, current: CaseRecord | null) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => change(trx, await loadCaseRecord(trx, caseId, { forUpdate: true })));
}

/** Tags of the catalogue with the case type each belongs to (null: every type that has tags). */
export async function loadTags(db: Database): Promise<(CodeTitle & { caseType: string | null })[]> {
  return db.selectFrom('tags').select(['type', 'title', 'caseType']).orderBy('title').orderBy('type').execute();
}

/** A stored file of the kind ('case': message attachments, 'note': note files), or undefined. */
export async function findCaseFile(db: Database, id: string, kind: 'case' | 'note') {
  return db.selectFrom('files')
    .select(['fileName', 'contentType', 'size', 'blobSha256', 'caseId'])
    .where('id', '=', id).where('kind', '=', kind)
    .executeTakeFirst();
}

// --- administrators and added users --------------------------------------------------------

/** The user administrates the case: added as such, or made so when already on it. */
export async function addAdministrator(trx: Database, caseId: string, userId: string, at: Date): Promise<void> {
  await trx.insertInto('caseUsers').values({ caseId, userId, isAdministrating: true, addedAt: at })
    .onConflict((oc) => oc.columns(['caseId', 'userId']).doUpdateSet({ isAdministrating: true }))
    .execute();
}

/** The user takes part in the case without administrating it. */
export async function addCaseUser(trx: Database, caseId: string, userId: string, at: Date): Promise<void> {
  await trx.insertInto('caseUsers').values({ caseId, userId, isAdministrating: false, addedAt: at }).execute();
}

export async function removeCaseUsers(trx: Database, caseId: string, userIds: string[]): Promise<void> {
  await trx.deleteFrom('caseUsers').where('caseId', '=', caseId).where('userId', 'in', userIds).execute();
}

export async function markSecretariatInvited(trx: Database, caseId: string, at: Date): Promise<void> {
  await trx.updateTable('cases').set({ shouldBeHandledByKanslist: true, invitationFromBoardMember: true, updatedAt: at })
    .where('id', '=', caseId).execute();
}

// --- case type, category and tags ----------------------------------------------------------

/** The new case type; sub-categories not in `subCategories` and tags not in `keptTags` go. */
export async function changeCaseType(trx: Database, caseId: string, caseType: string, subCategories: string[], keptTags: string[], at: Date): Promise<void> {
  await trx.updateTable('cases').set({ caseType, updatedAt: at }).where('id', '=', caseId).execute();
  let staleSubs = trx.deleteFrom('caseSubCategories').where('caseId', '=', caseId);
  if (subCategories.length) staleSubs = staleSubs.where('subCategory', 'not in', subCategories);
  await staleSubs.execute();
  let staleTags = trx.deleteFrom('caseTags').where('caseId', '=', caseId);
  if (keptTags.length) staleTags = staleTags.where('tagType', 'not in', keptTags);
  await staleTags.execute();
}

export async function replaceSubCategories(trx: Database, caseId: string, subCategories: string[], at: Date): Promise<void> {
  await trx.deleteFrom('caseSubCategories').where('caseId', '=', caseId).execute();
  if (subCategories.length) await trx.insertInto('caseSubCategories').values(subCategories.map((subCategory) => ({ caseId, subCategory }))).execute();
  await trx.updateTable('cases').set({ updatedAt: at }).where('id', '=', caseId).execute();
}

export async function replaceTags(trx: Database, caseId: string, tags: string[], at: Date): Promise<void> {
  await trx.deleteFrom('caseTags').where('caseId', '=', caseId).execute();
  if (tags.length) await trx.insertInto('caseTags').values(tags.map((tagType) => ({ caseId, tagType }))).execute();
  await trx.updateTable('cases').set({ updatedAt: at }).where('id', '=', caseId).execute();
}

// --- flag, deadline, close -----------------------------------------------------------------

export async function setFlag(trx: Database, caseId: string, flagged: boolean, at: Date): Promise<void> {
  await trx.updateTable('cases').set({ flagged, updatedAt: at }).where('id', '=', caseId).execute();
}

/** A date 'yyyy-MM-dd', or null to clear it. */
export async function setDeadline(trx: Database, caseId: string, deadline: string | null, at: Date): Promise<void> {
  await trx.updateTable('cases').set({ deadline, updatedAt: at }).where('id', '=', caseId).execute();
}

/** Closed (Avslutat): the lock released and the flag taken off. */
export async function closeCase(trx: Database, caseId: string, at: Date): Promise<void> {
  await trx.updateTable('cases').set({ status: CaseStatus.CLOSED, flagged: false, lockedByUserId: null, lockExpiresAt: null, updatedAt: at })
    .where('id', '=', caseId).execute();
}

// --- messages and notes --------------------------------------------------------------------

export async function insertMessage(trx: Database, message: { id: string; caseId: string; senderUserId: string; body: string; createdAt: Date }): Promise<void> {
  await trx.insertInto('messages').values(message).execute();
}

export async function setCaseStatus(trx: Database, caseId: string, status: number, at: Date): Promise<void> {
  await trx.updateTable('cases').set({ status, updatedAt: at }).where('id', '=', caseId).execute();
}

export async function insertNote(trx: Database, note: { id: string; caseId: string; authorUserId: string; text: string; createdAt: Date }): Promise<void> {
  await trx.insertInto('notes').values(note).execute();
}

/** The note's case and author, or undefined. */
export async function findNote(db: Database, id: string) {
  return db.selectFrom('notes').select(['id', 'caseId', 'authorUserId']).where('id', '=', id).executeTakeFirst();
}

/** The note goes, and its files with it. */
export async function deleteNote(db: Database, id: string): Promise<void> {
  await db.deleteFrom('notes').where('id', '=', id).execute();
}
