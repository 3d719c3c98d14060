import type { CasesState } from './casesState';

/**
 * Which cases state the list page renders (issue 38). The deferred copy, so that a change of the
 * list (its open part, a poll, a filter) is made into rows in a render after the store's task; but
 * the store's own state at once when it holds another list or no case (a navigation to another
 * list, another user, a sign-out): nothing of the list before may show under the new heading. A
 * list keeps its context object while it is held (casesSlice's enterContext makes a new one).
 */
export const casesToShow = (live: CasesState, deferred: CasesState): CasesState =>
  (live.items.length > 0 && live.context === deferred.context ? deferred : live);
