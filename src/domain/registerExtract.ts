import type { User } from '../api/types';
import type { MemberPlacement } from './memberSearch';
import { memberReachRefusal } from './memberSearch';

/**
 * Issue 37, the register extract ("Mina uppgifter", GDPR art. 15 and 20): one set of rules for the
 * server (who may ask, how often, how long the zip is kept, how files are named in it) and the SPA
 * (when the button is on). ARCHITECTURE §1 "Register extract".
 */

/** A finished extract is kept this many days, then the retention run deletes it. */
export const EXTRACT_KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a zip finished at `readyAt` is deleted. */
export const extractExpiresAt = (readyAt: Date): Date => new Date(readyAt.getTime() + EXTRACT_KEEP_DAYS * DAY_MS);

/**
 * Who may have an extract made of a member's data: the member themself; for another member only
 * the secretariat's management (canManageSecretariat, a member who asked by letter), and only a
 * member they reach (else the member page's 404). Null: allowed; 'MEMBER_NOT_FOUND' is a 404,
 * 'EXTRACT_NOT_ALLOWED' a 403.
 */
export function extractRequestRefusal(actor: User, member: MemberPlacement): 'MEMBER_NOT_FOUND' | 'EXTRACT_NOT_ALLOWED' | null {
  if (actor.id === member.id) return null;
  if (memberReachRefusal(actor, member) !== null) return 'MEMBER_NOT_FOUND';
  return mayOrderExtractByLetter(actor, member.id) ? null : 'EXTRACT_NOT_ALLOWED';
}

/**
 * Whether the caller may have an extract made by letter for a member they reach (the member page's
 * 'Beställ registerutdrag åt medlemmen'): the secretariat's management, for someone else.
 */
export function mayOrderExtractByLetter(actor: { id: string; canManageSecretariat: boolean }, memberId: string): boolean {
  return actor.id !== memberId && actor.canManageSecretariat;
}

/** Whether the actor may download an extract: their own, or (the secretariat's management) one made by letter. */
export function mayDownloadExtract(actor: User, extract: { userId: string; byLetter: boolean }): boolean {
  return extract.userId === actor.id || (extract.byLetter && actor.canManageSecretariat);
}

/**
 * A file's name made safe for the zip: no folders, no control characters, nothing a file system
 * refuses (\ / : * ? " < > |), no leading dots, at most 100 characters with its extension kept;
 * an empty name becomes 'fil'. Equal names are told apart by the caller (`uniqueNames`).
 */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  let safe = name.normalize('NFC').replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/g, '_').replace(/^[.\s]+/, '').replace(/[.\s]+$/, '').trim();
  if (safe.length > 100) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = safe.slice(0, 100 - ext.length) + ext;
  }
  return safe || 'fil';
}

/** Safe, distinct names for files in the zip, in order: a repeated name gets ' (2)', ' (3)' before its extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const safe = safeFileName(name);
    const dot = safe.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
