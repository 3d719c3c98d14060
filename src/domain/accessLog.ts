import type { AccessViewerRole, User } from '../api/types';
import { economistMayView, organisationMayView, secretariatMayView, type CaseAccessFacts } from './caseAccess';
import { boardAssociationIds, representedWorkplaceIds } from './associationRoles';
import type { MemberPlacement } from './memberSearch';

export type { AccessLogObject, AccessViewerRole } from '../api/types';
export { ACCESS_LOG_OBJECTS, MAX_ACCESS_LOG_PAGE_SIZE } from '../api/accessLogTypes';

/**
 * Issue 37, "Vem har sett mina uppgifter": who has read a member's record or opened one of their
 * cases. One set of rules for the server (what it writes, who may read it) and the SPA (what it
 * shows). ARCHITECTURE §1 "Access log".
 */

/** ACCESS_LOG_RETENTION_DAYS unless set: the log is kept two years. */
export const DEFAULT_ACCESS_LOG_RETENTION_DAYS = 730;
/** A re-read within the same window of the clock is the same entry (accessLogWindow). */
export const ACCESS_LOG_WINDOW_MINUTES = 10;
export const ACCESS_LOG_PAGE_SIZE = 20;

/**
 * The dedupe rule: one entry per viewer, member and object (the member's record, or one case) in
 * each 10-minute window of the clock (10:00–10:09, 10:10–10:19, …), the window's number counted
 * from 1970. A handler who keeps a case open (its page reloads it on every change) or goes back
 * and forth between the list and a member is one entry, not fifty; one who comes back later is a
 * new one. A fixed window, not "10 minutes since the last entry": the database's unique index
 * decides it in the insert itself, race-free between processes, and no entry is ever updated.
 */
export function accessLogWindow(at: Date, minutes = ACCESS_LOG_WINDOW_MINUTES): number {
  return Math.floor(at.getTime() / (minutes * 60_000));
}

/** Only another person's read is logged: the member's own reads never are. */
export const isLoggedAccess = (viewer: { id: string }, subjectId: string) => viewer.id !== subjectId;

/** In which capacity, and for which unit, a viewer read: what the member is shown of them. */
export interface AccessViewer {
  role: AccessViewerRole;
  unitId: string | null;
  unitName: string | null;
}

export const SECRETARIAT_UNIT = 'Kansliet';
export const ECONOMIST_UNIT = 'Vasabyrån';

const associationName = (user: User, id: string): string | null =>
  [...user.psychologyAssociations, ...user.nationalAssociations].find((a) => a.id === id)?.name ?? null;

/**
 * The capacity of a member read (Members/{id}/Get, User/{id}/Get), in the order of
 * memberReachRefusal: the secretariat, the economists, the board of one of the member's
 * organisations, the representative of the member's workplace.
 */
export function memberViewerOf(user: User, member: MemberPlacement): AccessViewer {
  if (user.isKanslist) return { role: 'secretariat', unitId: null, unitName: SECRETARIAT_UNIT };
  if (user.isEconomist) return { role: 'economist', unitId: null, unitName: ECONOMIST_UNIT };
  const board = member.organisationIds.find((id) => boardAssociationIds(user).includes(id));
  if (board) return { role: 'board', unitId: board, unitName: associationName(user, board) };
  if (member.workplaceId && representedWorkplaceIds(user).includes(member.workplaceId)) {
    return { role: 'representative', unitId: member.workplaceId, unitName: user.workplace?.name ?? null };
  }
  return { role: 'participant', unitId: null, unitName: null };
}

/**
 * The capacity of a case opening (Case/Get), in the order of spec §6's view rules: the
 * secretariat, the economists, the association's board, the workplace's representative; else the
 * viewer was added to the case.
 */
export function caseViewerOf(user: User, c: CaseAccessFacts): AccessViewer {
  if (secretariatMayView(user, c)) return { role: 'secretariat', unitId: null, unitName: SECRETARIAT_UNIT };
  if (economistMayView(user, c)) return { role: 'economist', unitId: null, unitName: ECONOMIST_UNIT };
  if (organisationMayView(user, c)) {
    if (c.association && boardAssociationIds(user).includes(c.association.id)) {
      return { role: 'board', unitId: c.association.id, unitName: associationName(user, c.association.id) };
    }
    if (c.workplace) return { role: 'representative', unitId: c.workplace.id, unitName: user.workplace?.name ?? null };
  }
  return { role: 'participant', unitId: null, unitName: null };
}

/** Why a caller may not read a member's access log (403), or null. */
export type AccessLogRefusal = 'ACCESS_LOG_NOT_ALLOWED';

/**
 * Who reads a member's access log (spec §6, issue 37): the member their own; the secretariat's
 * management (canManageSecretariat) that of a member with protected identity (whose data the
 * secretariat alone reaches). Nobody else: not a handler, a board or the economists.
 */
export function accessLogReadRefusal(viewer: User, subject: { id: string; protectedIdentity: boolean }): AccessLogRefusal | null {
  if (viewer.id === subject.id) return null;
  if (viewer.isKanslist && viewer.canManageSecretariat && subject.protectedIdentity) return null;
  return 'ACCESS_LOG_NOT_ALLOWED';
}

export function mayReadAccessLog(viewer: User, subject: { id: string; protectedIdentity: boolean }): boolean {
  return accessLogReadRefusal(viewer, subject) === null;
}

/** The viewer's name is given to the secretariat, never to the member: the member sees a role and a unit. */
export const accessLogShowsNames = (viewer: { id: string }, subjectId: string) => viewer.id !== subjectId;
