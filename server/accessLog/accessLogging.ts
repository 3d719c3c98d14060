import type { Database } from '../db/database';
import type { User } from '../../src/api/types';
import type { CaseAccessFacts } from '../../src/domain/caseAccess';
import type { MemberPlacement } from '../../src/domain/memberSearch';
import { caseViewerOf, isLoggedAccess, memberViewerOf } from '../../src/domain/accessLog';
import { recordAccess } from './accessLogStore';

/**
 * Issue 37: the access log is written where a read is authorised, after the rule let it through
 * and before the answer leaves (a read whose entry cannot be written fails). The member's own
 * reads are never logged.
 */

/** A read of the member's record: Members/{id}/Get (the member page, a search hit opened) and User/{id}/Get. */
export async function logMemberRead(db: Database, actor: User, member: MemberPlacement, at = new Date()): Promise<void> {
  if (!isLoggedAccess(actor, member.id)) return;
  await recordAccess(db, { subjectUserId: member.id, viewerUserId: actor.id, viewer: memberViewerOf(actor, member), object: 'member', objectId: member.id, at });
}

/** An opening of a case (Case/Get) by anyone but its owner. */
export async function logCaseOpening(db: Database, actor: User, record: CaseAccessFacts & { id: string }, at = new Date()): Promise<void> {
  const owner = record.ownerUser.id;
  if (!isLoggedAccess(actor, owner)) return;
  await recordAccess(db, { subjectUserId: owner, viewerUserId: actor.id, viewer: caseViewerOf(actor, record), object: 'case', objectId: record.id, at });
}
