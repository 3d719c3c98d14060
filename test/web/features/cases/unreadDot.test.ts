import { ok } from '../../support/fakeServices';
import { casesHarness, demoUsers, item, listResponse } from './support';
import { STOCKHOLM } from '../../support/users';
import { selectHeaderModel } from '../../../../src/features/header/selectors';
import { selectHasUnreadCases } from '../../../../src/features/cases/selectors';
import type { CaseUnreadResponse } from '../../../../src/api/types';

const tick = async () => { for (let i = 0; i < 30; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); };

function withUnread(lists: CaseUnreadResponse['lists']) {
  const h = casesHarness({ user: demoUsers.styrelse });
  const getUnread = jest.fn(async () => ok<CaseUnreadResponse>({ lists }));
  (h.cases as unknown as { getUnread: unknown }).getUnread = getUnread;
  return { h, getUnread };
}

const own = { role: 'member' as const, organisationId: null, workplaceId: null };
const board = { role: 'organization' as const, organisationId: STOCKHOLM, workplaceId: null };

describe('spec §2, issue 21: the header\'s unread dot covers every list the user handles, as well as the own cases', () => {
  test('styrelse: no unread own case, unread cases in the association\'s list: the dot shows before that list is opened', async () => {
    const { h, getUnread } = withUnread([{ ...own, unread: 0 }, { ...board, unread: 3 }]);
    await tick();
    expect(getUnread).toHaveBeenCalled();
    expect(h.cases.getAll.mock.calls.map((call) => call[0])).toEqual([{ role: 'member' }]); // the lists themselves are not loaded
    expect(selectHasUnreadCases(h.state())).toBe(true);
    expect(selectHeaderModel(h.state()).caseIcon?.unread).toBe(true);
  });

  test('nothing unread anywhere: no dot', async () => {
    const { h } = withUnread([{ ...own, unread: 0 }, { ...board, unread: 0 }]);
    await tick();
    expect(selectHasUnreadCases(h.state())).toBe(false);
  });

  test('the polled list speaks for itself: its count from Case/Unread does not outlive a read made since', async () => {
    const { h } = withUnread([{ ...own, unread: 2 }, { ...board, unread: 0 }]);
    h.cases.getAll.mockResolvedValue(ok(listResponse([item(1, { hasUnreadMessages: false })])));
    await tick();
    expect(selectHasUnreadCases(h.state())).toBe(false);
  });

  test('an ordinary member watches only the own list: Case/Unread is not asked for', async () => {
    const h = casesHarness({ user: demoUsers.medlem });
    const getUnread = jest.fn();
    (h.cases as unknown as { getUnread: unknown }).getUnread = getUnread;
    h.cases.getAll.mockResolvedValue(ok(listResponse([item(1, { hasUnreadMessages: true })])));
    await tick();
    expect(getUnread).not.toHaveBeenCalled();
    expect(selectHasUnreadCases(h.state())).toBe(true);
  });
});
