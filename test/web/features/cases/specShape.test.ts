import type { CaseType } from '../../../../src/api/types';
import { caseListRefreshRequested } from '../../../../src/features/cases/casesSlice';
import { specCaseOf, type SpecCase } from '../../../../src/domain/caseListSpec';
import { casesHarness, demoUsers, item, ok } from './support';

/**
 * Issue 21: the SPA asks for the lean list, and still works against a server that answers the
 * spec's shape (spec §3 Case objects), full and delta.
 */
const tick = async () => { for (let i = 0; i < 30; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); };

const types = new Map<string, CaseType>();
const spec = (n: number, over: Parameters<typeof item>[1] = {}): SpecCase => specCaseOf(item(n, over), types);

describe('issue 21: a spec-shaped Case/GetAll answer', () => {
  test('a full answer of Case objects: the list holds the cases; a spec-shaped delta is merged', async () => {
    const h = casesHarness({ user: demoUsers.medlem });
    h.cases.getAll.mockResolvedValueOnce(ok({ cases: [spec(1), spec(2, { hasUnreadMessages: true })], caseTypes: [], tags: [], cursor: 'v1' } as never));
    await tick();
    expect(h.state().cases.status).toBe('success');
    expect(h.state().cases.items.map((c) => [c.id, c.title, c.hasUnreadMessages])).toEqual([
      [item(1).id, item(1).title, false], [item(2).id, item(2).title, true],
    ]);
    expect(h.state().cases.items[0]).toEqual(item(1));

    h.cases.getAll.mockResolvedValueOnce(ok({ cases: [spec(2, { title: 'Nytt namn' })], removed: [item(1).id], tags: [], cursor: 'v2', since: 'v1' } as never));
    h.store.dispatch(caseListRefreshRequested());
    await tick();
    expect(h.cases.getAll).toHaveBeenLastCalledWith(expect.objectContaining({ since: 'v1' }), null);
    expect(h.state().cases.items.map((c) => [c.id, c.title])).toEqual([[item(2).id, 'Nytt namn']]);
  });
});
