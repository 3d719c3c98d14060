import type { CaseListItem } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { caseListPartOf, statusesNeedPart, type CaseListPart, type CaseListRest } from '../../domain/caseListPart';
import { mergeDelta, reuseUnchanged } from './reuseUnchanged';
import type { CaseListContext } from './caseContext';

/**
 * Issue 26 (ARCHITECTURE §6, "the list in parts"): the secretariat's list, thousands of cases and
 * most of them closed, is fetched in two parts: the open cases (spec §4's default status filter)
 * first, the closed ones once a view asks for them (it shows closed cases, or a handler filter's
 * options are approached).
 * The store holds one list, the cases of the parts held; a case belongs to a part by its status
 * (caseListPartOf), which is how the server splits them too.
 */
export const listInParts = (context: CaseListContext | null): boolean => context?.role === 'secretariat';

/** What one part's polling holds. */
export interface ListPartState {
  status: NetworkState;
  /** The part's ETag; the next poll sends it as If-None-Match. */
  etag: string | null;
  /** The part's version; the next poll sends it as `since`. */
  cursor: string | null;
  /**
   * Cases the other part's delta removed while this part was held: they may have moved here
   * (closed, reopened). They stay in the list until this part's next answer says whether it holds
   * them, so a case that moves never vanishes between the two answers.
   */
  pending: string[];
}

export type ListParts = Record<CaseListPart, ListPartState>;

export const emptyParts = (): ListParts => ({
  open: { status: 'waiting', etag: null, cursor: null, pending: [] },
  closed: { status: 'waiting', etag: null, cursor: null, pending: [] },
});

export const otherPart = (part: CaseListPart): CaseListPart => (part === 'open' ? 'closed' : 'open');

/** Whether a view's status filter shows cases of a part the store does not hold yet. */
export const awaitsPart = (parts: ListParts | null | undefined, statuses: readonly number[], part: CaseListPart): boolean =>
  !!parts && statusesNeedPart(statuses, part) && parts[part].status !== 'success';

/**
 * A part's full answer in the held list: the part's cases replaced by the answer's (unchanged
 * ones keep their object), the other part's kept (unless the answer holds one of them: the
 * answer is newer); open cases first. Nothing different: the held array.
 */
export function mergePart(
  held: readonly CaseListItem[], part: CaseListPart, incoming: readonly CaseListItem[], pending: readonly string[] = [], alreadyReused = false,
): CaseListItem[] {
  const ofPart = held.filter((item) => caseListPartOf(item.status) === part);
  const others = othersKept(held.filter((item) => caseListPartOf(item.status) !== part), incoming, pending);
  const fresh = reuseUnchanged(ofPart, incoming, alreadyReused);
  const next = others.length === 0 ? fresh : part === 'open' ? [...fresh, ...others] : [...others, ...fresh];
  return next.length === held.length && next.every((item, i) => item === held[i]) ? (held as CaseListItem[]) : next;
}

/** The other part's cases that stay: not in the answer, not pending on it (no set of the answer's ids when there are none). */
function othersKept(others: readonly CaseListItem[], incoming: readonly CaseListItem[], pending: readonly string[]): readonly CaseListItem[] {
  if (others.length === 0) return others;
  const ids = new Set(incoming.map((item) => item.id));
  const decided = new Set(pending);
  return others.filter((item) => !ids.has(item.id) && !decided.has(item.id));
}

/**
 * A part's delta in the held list. A case that moved to the other part is in this part's
 * `removed` and in the other part's changed cases, in either order. The other part's delta came
 * first: the held case belongs to the other part already and is not removed. This one came first
 * and the other part is held: the case stays, pending until the other part's next answer
 * (`settlePending`). Returns the list and the ids now pending on the other part.
 */
export function mergePartDelta(
  held: readonly CaseListItem[], part: CaseListPart, changed: readonly CaseListItem[], removed: readonly string[], otherHeld: boolean,
): { items: CaseListItem[]; pending: string[] } {
  if (removed.length === 0) return { items: mergeDelta(held, changed, removed), pending: [] };
  const gone = new Set(removed);
  const ofPart = held.filter((item) => gone.has(item.id) && caseListPartOf(item.status) === part).map((item) => item.id);
  if (otherHeld) return { items: mergeDelta(held, changed, []), pending: ofPart };
  return { items: mergeDelta(held, changed, ofPart), pending: [] };
}

/**
 * This part's answer decides its pending cases: those it holds now (`holds`) stay, the others go.
 */
export function settlePending(held: readonly CaseListItem[], pending: readonly string[], holds: (id: string) => boolean): CaseListItem[] {
  const gone = pending.filter((id) => !holds(id));
  return gone.length ? mergeDelta(held, [], gone) : (held as CaseListItem[]);
}

/** The closed part's unread cases while only its numbers are held (the header's dot). */
export const restUnread = (parts: ListParts | null | undefined, rest: CaseListRest | null | undefined): number =>
  (parts && rest && parts[rest.part].status !== 'success' ? rest.unread : 0);
