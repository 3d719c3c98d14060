import type { User } from '../api/types';
import { CaseStatus } from './caseStatus';
import { CaseTypeCode, typesWithTags } from './caseCatalogue';
import {
  isBoardRelatedCaseType, mayManageCase, mayReadNotesAndAuditLogs, organisationMayView, secretariatMayView,
  type CaseAccessFacts,
} from './caseAccess';
import { secretariatCaseTypes } from './caseTypesForRole';

/**
 * The rules of the handling calls on one case (spec §4, §6, §7; issue 5) that src/domain/caseAccess.ts
 * does not already decide. Pure functions: the server enforces them, the SPA uses them to decide
 * what to offer. Where the spec is silent the choice is written down here.
 */

/**
 * Spec §6 'Manage tags and case types: secretariat': changing a case's type and its tags is for
 * secretariat staff who manage the case. Board members, representatives and economists manage
 * their cases otherwise (flag, deadline, category, administrators, close) but not these.
 */
export function mayManageTagsAndCaseType(user: User, c: CaseAccessFacts): boolean {
  return user.isKanslist && secretariatMayView(user, c) && mayManageCase(user, c);
}

/**
 * Spec §4 'A failed invitation of the secretariat…', §6 forSecretariat: the board (or the union
 * representatives) handling a board-related case of their association may invite the secretariat
 * to it. Inviting twice changes nothing.
 */
export function mayInviteSecretariat(user: User, c: CaseAccessFacts): boolean {
  return c.association !== null
    && isBoardRelatedCaseType(c.caseType.type)
    && organisationMayView(user, c)
    && mayManageCase(user, c);
}

/** A note may be deleted by its author only, and only while the author may still read the case's notes. */
export function mayDeleteNote(user: User, c: CaseAccessFacts, note: { author: { id: string } }): boolean {
  return note.author.id === user.id && mayReadNotesAndAuditLogs(user, c);
}

/**
 * Who may be made responsible for a case (GetAdministratorAlternatives, SetAdministrators) or
 * invited to it (AddUser): the handlers of its area, i.e. those who would manage it by their role
 * alone (secretariat staff for the secretariat's cases, the association's board and the
 * workplace's union representatives for association cases, economists for membership cases).
 * Being on the case already does not count, and the owner is never one unless it is a board matter.
 */
export function mayAdministrateCase(candidate: User, c: CaseAccessFacts): boolean {
  return mayManageCase(candidate, { ...c, users: [] });
}

/**
 * The types a case may be changed to (ChangeCaseTypeAlternatives, SetCaseType): a case of the
 * head office's types (counselling, membership, other) may become another of them. Cases addressed
 * to an association or board keep their type: changing it would take the case away from the board
 * that received it. The association of the case is therefore unchanged (none).
 */
export function caseTypeChangeTargets(currentType: string): CaseTypeCode[] {
  if (!(secretariatCaseTypes as readonly string[]).includes(currentType)) return [];
  return secretariatCaseTypes.filter((t) => t !== currentType);
}

/** A tag of the catalogue: null caseType means every type that carries tags. */
export interface TagFact {
  type: string;
  caseType: string | null;
}

/** TagAlternatives (spec §7 'only for certain case types'): the tags of a case of this type. */
export function tagsForCaseType<T extends TagFact>(tags: readonly T[], caseType: string): T[] {
  if (!(typesWithTags as readonly string[]).includes(caseType)) return [];
  return tags.filter((t) => t.caseType === null || t.caseType === caseType);
}

/** A calendar date 'yyyy-MM-dd' that exists (spec §9), as deadlines travel. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Spec §4: a lock is a lease; it holds only while the case is new, a holder is set and the lease has not lapsed. */
export function lockIsHeld(c: { status: number; lockedBy: { id: string } | null; lockExpiresAt: string | null }, now: Date): boolean {
  return c.status === CaseStatus.CREATED && c.lockedBy !== null
    && (c.lockExpiresAt === null || new Date(c.lockExpiresAt).getTime() > now.getTime());
}

/** Spec §4: a reply by anyone but the owner moves a new case to Pågående; otherwise the status stays. */
export function statusAfterReply(c: { status: number; ownerUser: { id: string } }, senderId: string): number {
  return c.status === CaseStatus.CREATED && c.ownerUser.id !== senderId ? CaseStatus.IN_PROGRESS : c.status;
}

/** Lengths the server accepts for a reply and a note (the spec shows none). */
export const CASE_REPLY_MAX = 20000;
export const CASE_NOTE_MAX = 20000;

export type TextCheck = { ok: true; value: string } | { ok: false; errorCode: string; data?: Record<string, unknown> };

/** A reply's or note's text: required (not only blanks), at most `max` characters after trimming. */
export function checkText(text: unknown, max: number, codes: { required: string; tooLong: string }): TextCheck {
  if (text !== undefined && text !== null && typeof text !== 'string') return { ok: false, errorCode: 'INVALID_REQUEST' };
  const value = typeof text === 'string' ? text.trim() : '';
  if (value === '') return { ok: false, errorCode: codes.required };
  if (value.length > max) return { ok: false, errorCode: codes.tooLong, data: { max } };
  return { ok: true, value };
}


/** What a handling call changes on a case (issue 34: what a closed case still allows). */
export type CaseChange = 'reply' | 'note' | 'administrators' | 'invite' | 'caseType' | 'subCategories' | 'tags' | 'flag' | 'deadline' | 'close';

/**
 * Issue 34: a closed case is the record of a finished matter. Nobody replies in it any more, nobody
 * is added to it, and its triage (type, category, tags, flag, deadline, administrators) stays as it
 * was when it closed. Its handlers may still write notes (and remove their own): a call after the
 * case closed, where the papers went. Closing it again changes nothing. The server refuses anything
 * else with 409 CASE_CLOSED; the case page offers only this.
 */
export const CLOSED_CASE_ALLOWS: readonly CaseChange[] = ['note', 'close'];

export function closedCaseRefuses(c: { status: number }, change: CaseChange): boolean {
  return c.status === CaseStatus.CLOSED && !CLOSED_CASE_ALLOWS.includes(change);
}
