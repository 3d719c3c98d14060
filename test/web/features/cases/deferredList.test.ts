import { casesToShow } from '../../../../src/features/cases/deferredList';
import { initialCasesState, type CasesState } from '../../../../src/features/cases/casesState';
import type { CaseListContext } from '../../../../src/features/cases/caseContext';
import { item } from './support';

const kansliet: CaseListContext = { role: 'secretariat', organisationId: null, workplaceId: null };
const mina: CaseListContext = { role: 'member', organisationId: null, workplaceId: null };
const state = (context: CaseListContext | null, count: number): CasesState =>
  ({ ...initialCasesState, context, items: Array.from({ length: count }, (_, i) => item(i + 1)) });

describe('which cases state the list page renders (issue 38: a deferred copy, but never a list before under a new heading)', () => {
  test('a change of the same list (its open part, a poll, a filter) shows from the deferred copy', () => {
    const deferred = state(kansliet, 20);
    expect(casesToShow(state(kansliet, 11), deferred)).toBe(deferred);
  });

  test('another list (a navigation) shows at once: the store\'s own state, not the deferred copy of the list before', () => {
    const live = state(mina, 3);
    expect(casesToShow(live, state(kansliet, 20))).toBe(live);
    // The same list entered again after another (a new context object, as enterContext makes) also shows at once.
    const again = state({ ...kansliet }, 3);
    expect(casesToShow(again, state(kansliet, 20))).toBe(again);
  });

  test('a list without cases (another user, a sign-out, a list entered and not yet answered) shows at once', () => {
    for (const live of [state(kansliet, 0), initialCasesState]) expect(casesToShow(live, state(kansliet, 20))).toBe(live);
  });
});
