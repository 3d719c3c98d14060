import type { CaseListItem } from '../../api/types';

/**
 * The list frozen before it goes into the draft: Immer then takes it as it is, instead of walking
 * 10,000 cases to freeze them (3 ms of a poll's 5 ms budget, issue 13). Cases held before are
 * frozen already, and so are those a large list's decoding froze slice by slice (decodeList, a
 * task each: 11,000 cases at once were 34 ms of one task under 4× CPU slowdown, issue 38); the
 * new ones are frozen here, deeply.
 */
export function frozen(items: CaseListItem[], fresh: readonly CaseListItem[] = items): CaseListItem[] {
  for (const item of fresh) deepFreeze(item);
  return Object.freeze(items) as CaseListItem[];
}

export function deepFreeze(value: unknown) {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
}
