import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { MemberErasureGoes, MemberErasurePreview, MemberErasureResult, MemberErasureStays, MemberStanding } from '../../src/api/types';
import { FORMER_MEMBER_FIRSTNAME, FORMER_MEMBER_LASTNAME, memberStanding } from '../../src/domain/memberErasure';

/**
 * Issue 37, erasure of a former member (ARCHITECTURE §1 "Erasure of a former member"). The user row
 * stays as a tombstone so the foreign keys of the cases kept for others still resolve: every
 * personal field is cleared, the name becomes 'Tidigare medlem' (first 'Tidigare', last 'medlem':
 * every view that makes a name of first and last name, in SQL or TypeScript, says it without a
 * change), username and password go (no sign-in), their sessions and tokens go (a token in hand is
 * refused: the provider finds it no more, and loadUser answers no user for an erased row).
 *
 * What goes: course sign-ups, notification settings, notices sent or queued to them, register
 * extracts with their zips (eraseRegisterExtracts), their access log (the entries about them), their read marks,
 * stream tickets and workplace representations. What stays: the cases they own (until retention
 * takes them, once closed) and others' cases they took part in, with their messages, notes and
 * files (the uploads stay with the case), all under the name 'Tidigare medlem'; access log entries
 * where they were the viewer stay with the viewer forgotten (null, as the log's trigger allows).
 *
 * All in one transaction with the user row locked, the standing checked again inside it: a failure
 * anywhere leaves the member as they were.
 */

type Executor = Pick<Database, 'selectFrom' | 'deleteFrom' | 'updateTable' | 'insertInto'>;

/** The member's standing: null when there is no such user. */
export async function memberStandingOf(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<MemberStanding | null> {
  let query = db.selectFrom('users').select(['id', 'erasedAt']).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (!user) return null;
  const { count } = await db.selectFrom('memberships').select((eb) => eb.fn.countAll<string>().as('count')).where('userId', '=', id).executeTakeFirstOrThrow();
  return memberStanding({ memberships: Number(count), erasedAt: user.erasedAt });
}

const counted = async (query: { executeTakeFirstOrThrow(): Promise<{ count: string | number | bigint }> }) => Number((await query.executeTakeFirstOrThrow()).count);

async function countsOf(db: Executor, id: string): Promise<{ goes: MemberErasureGoes; stays: MemberErasureStays }> {
  const count = (table: 'courseRegistrations' | 'notificationSettings', column: 'userId') =>
    counted(db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('count')).where(column, '=', id));
  const goes: MemberErasureGoes = {
    signUps: await count('courseRegistrations', 'userId'),
    notices: await counted(db.selectFrom('notificationOutbox').select((eb) => eb.fn.countAll<string>().as('count')).where('recipientUserId', '=', id)),
    settings: await count('notificationSettings', 'userId'),
    extracts: await countRegisterExtracts(db, id),
    accessLog: await counted(db.selectFrom('accessLog').select((eb) => eb.fn.countAll<string>().as('count')).where('subjectUserId', '=', id)),
  };
  const stays: MemberErasureStays = {
    ownCases: await counted(db.selectFrom('cases').select((eb) => eb.fn.countAll<string>().as('count')).where('ownerUserId', '=', id)),
    otherCases: await counted(db.selectFrom('caseUsers').innerJoin('cases', 'cases.id', 'caseUsers.caseId')
      .select((eb) => eb.fn.count<string>('cases.id').distinct().as('count'))
      .where('caseUsers.userId', '=', id).where('cases.ownerUserId', '<>', id)),
    messages: await counted(db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('count')).where('senderUserId', '=', id)),
    files: await counted(db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('count')).where('uploadedByUserId', '=', id).where('caseId', 'is not', null)),
  };
  return { goes, stays };
}

/**
 * Register extracts (issue 37, migration 0021, server/registerExtract/): the member's extracts go,
 * ready or pending (a pending one's job finds no row and builds nothing), with the `blobs` rows of
 * their zips that nothing else references (the blob sweeper then removes the bytes, as
 * pruneExtracts does). An extract they asked for someone else's has its asker forgotten.
 */
async function countRegisterExtracts(db: Executor, userId: string): Promise<number> {
  return counted(db.selectFrom('registerExtracts').select((eb) => eb.fn.countAll<string>().as('count')).where('userId', '=', userId));
}
async function eraseRegisterExtracts(db: Executor, userId: string): Promise<void> {
  const gone = await db.deleteFrom('registerExtracts').where('userId', '=', userId).returning('blobSha256').execute();
  const hashes = [...new Set(gone.map((g) => g.blobSha256).filter((h): h is string => h !== null))];
  if (hashes.length > 0) {
    await db.deleteFrom('blobs').where('sha256', 'in', hashes)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('files').select('files.id').whereRef('files.blobSha256', '=', 'blobs.sha256'))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('registerExtracts').select('registerExtracts.id').whereRef('registerExtracts.blobSha256', '=', 'blobs.sha256'))))
      .execute();
  }
  await db.updateTable('registerExtracts').set({ requestedByUserId: null }).where('requestedByUserId', '=', userId).execute();
}

/** What an erasure of the member would do (GET Members/{id}/Erasure); null: no such user. */
export async function memberErasurePreview(db: Database, id: string): Promise<MemberErasurePreview | null> {
  const standing = await memberStandingOf(db, id);
  if (standing === null) return null;
  return { memberId: id, standing, ...(await countsOf(db, id)) };
}

export class MemberErasureRefused extends Error {
  constructor(readonly standing: MemberStanding | null) { super(`The member cannot be erased: ${standing ?? 'no such user'}`); }
}

export interface MemberErasureOptions {
  now?: Date;
  /** A test's fault injected after the deletes, before the commit: proves nothing is half-erased. */
  failBeforeCommit?: () => void;
  log?: (line: string) => void;
}

/**
 * Erases a member who has left (the caller checked the right: memberErasureRefusal). Throws
 * MemberErasureRefused when, inside the transaction, the member is no longer one who has left.
 */
export async function eraseFormerMember(db: Database, id: string, byUserId: string, options: MemberErasureOptions = {}): Promise<MemberErasureResult> {
  const erasedAt = options.now ?? new Date();
  const result = await db.transaction().execute(async (trx) => {
    const standing = await memberStandingOf(trx, id, { forUpdate: true });
    if (standing !== 'left') throw new MemberErasureRefused(standing);
    const counts = await countsOf(trx, id);

    await trx.deleteFrom('courseRegistrations').where('userId', '=', id).execute();
    await trx.deleteFrom('notificationSettings').where('userId', '=', id).execute();
    const notices = trx.selectFrom('notificationOutbox').select('id').where('recipientUserId', '=', id);
    await trx.deleteFrom('notificationMailbox').where('outboxId', 'in', notices).execute();
    await trx.deleteFrom('notificationOutbox').where('recipientUserId', '=', id).execute();
    await eraseRegisterExtracts(trx, id);
    await trx.deleteFrom('accessLog').where('subjectUserId', '=', id).execute();
    // The entries where they read someone else's data stay, the reader forgotten (the trigger allows this one update).
    await trx.updateTable('accessLog').set({ viewerUserId: null }).where('viewerUserId', '=', id).execute();
    await trx.deleteFrom('caseReads').where('userId', '=', id).execute();
    await trx.deleteFrom('postReads').where('userId', '=', id).execute();
    await trx.deleteFrom('streamTickets').where('userId', '=', id).execute();
    await trx.deleteFrom('workplaceRepresentatives').where('userId', '=', id).execute();
    await trx.updateTable('cases').set({ lockedByUserId: null, lockExpiresAt: null }).where('lockedByUserId', '=', id).execute();
    // Sessions, grants and tokens: a token in hand is no longer found by the provider (the change feed's 'tokens' mark moves).
    await sql`delete from oidc_payloads where payload->>'accountId' = ${id}`.execute(trx);

    await trx.updateTable('users').set({
      username: null, passwordHash: null,
      firstname: FORMER_MEMBER_FIRSTNAME, lastname: FORMER_MEMBER_LASTNAME,
      email: null, phone: null, memberNumber: null, city: null, protectedIdentity: false,
      workAssociationId: null, workplaceId: null, gdprConsentAt: null, erasedAt,
    }).where('id', '=', id).execute();
    // The lists that show a kept case's people are made again (a case's list version moves with a write to the case).
    await sql`update cases set updated_at = updated_at where owner_user_id = ${id}
      or id in (select case_id from case_users where user_id = ${id}) or id in (select case_id from messages where sender_user_id = ${id})`.execute(trx);

    await trx.insertInto('memberErasures').values({ userId: id, erasedAt, erasedByUserId: byUserId, counts: { ...counts.goes, ...counts.stays } }).execute();
    options.failBeforeCommit?.();
    return { memberId: id, erasedAt: erasedAt.toISOString(), ...counts };
  });
  const { goes, stays } = result;
  options.log?.(`Radering av tidigare medlem ${id}: ${goes.signUps} anmälningar, ${goes.notices} utskick, ${goes.settings} inställningar, `
    + `${goes.extracts} registerutdrag, ${goes.accessLog} loggposter raderade; ${stays.ownCases} egna ärenden, ${stays.otherCases} andras ärenden, `
    + `${stays.messages} meddelanden, ${stays.files} filer kvar som Tidigare medlem`);
  return result;
}
