import { harness, ok, fail, settle } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import type { MemberListItem, MemberSearchResponse, User } from '../../../../src/api/types';
import { memberSearchPageChosen, memberSearchTyped, memberSortRequested } from '../../../../src/features/members/membersSlice';
import { memberViewFromSearch, memberViewSearch } from '../../../../src/features/members/memberView';
import { loadMemberFlows } from '../../../../src/features/members/membersSagas';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '../../../../src/features/members/memberRoutes';
import { selectMemberPage } from '../../../../src/features/members/selectors';

const row = (n: number): MemberListItem => ({
  id: `m${n}`, name: `Medlem ${n}`, firstname: 'Medlem', lastname: String(n), memberNumber: String(100000 + n), city: 'Visby',
  association: null, workplace: null, protectedIdentity: false,
});
const page = (members: MemberListItem[], total = members.length, pageNo = 1): MemberSearchResponse => ({ members, total, page: pageNo, size: 20 });

function setUp(user: User = demoUsers.kanslist) {
  const h = harness({ preloaded: { user: { user, status: 'success', error: null } } as never });
  const members = {
    search: jest.fn(async (_context: unknown, query: { page?: number }) => ok(page([row(1), row(2)], 45, query.page ?? 1))),
    getMember: jest.fn(),
  };
  Object.assign(h.services.api, { members });
  return { ...h, members };
}

// The workers come in the members chunk; loaded once here, the sagas then run them at once.
beforeAll(() => loadMemberFlows());
afterEach(() => jest.useRealTimers());

describe('member search: the view is in the URL', () => {
  test('a member route loads its first page, name ascending, with the search of the URL', async () => {
    const h = setUp();
    h.goTo('/medlemmar?sok=anna&sida=2');
    await settle();
    expect(h.members.search).toHaveBeenCalledWith({ kind: 'all' }, { text: 'anna', sort: 'name', direction: 'asc', page: 2, size: 20 });
    expect(h.state().members).toMatchObject({ status: 'success', typedText: 'anna' });
    expect(selectMemberPage(h.state())).toMatchObject({ total: 45, from: 21, to: 22, pageCount: 3 });
  });

  test('an association\'s and a workplace\'s routes search their context', async () => {
    const h = setUp(demoUsers.ombud);
    const [org, wp] = [demoUsers.ombud.workAssociation!.id, demoUsers.ombud.workplace!.id];
    h.goTo(`/organisation/${org}/arbetsplats/${wp}/medlemmar`);
    await settle();
    expect(h.members.search).toHaveBeenLastCalledWith({ kind: 'workplace', organisationId: org, workplaceId: wp }, expect.objectContaining({ page: 1 }));
  });

  test('search debounce: the URL (and the search) follows once typing pauses, replacing the entry, from page 1', async () => {
    jest.useFakeTimers();
    const h = setUp();
    h.goTo('/medlemmar?sida=3');
    await settle();
    h.store.dispatch(memberSearchTyped('an'));
    jest.advanceTimersByTime(100);
    h.store.dispatch(memberSearchTyped('anna'));
    jest.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS - 1);
    await settle();
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.state().members?.typedText).toBe('anna');
    jest.advanceTimersByTime(1);
    await settle();
    expect(h.navigate).toHaveBeenCalledTimes(1);
    expect(h.navigate).toHaveBeenCalledWith('/medlemmar?sok=anna', { replace: true });
    await settle();
    expect(h.members.search).toHaveBeenLastCalledWith({ kind: 'all' }, expect.objectContaining({ text: 'anna', page: 1 }));
  });

  test('sort rules: the same column flips, a new column starts ascending; paging keeps the sort', async () => {
    const h = setUp();
    h.goTo('/medlemmar');
    await settle();
    h.store.dispatch(memberSortRequested('name'));
    await settle();
    expect(h.navigate).toHaveBeenLastCalledWith('/medlemmar?ordning=fallande', { replace: false });
    h.store.dispatch(memberSortRequested('city'));
    await settle();
    expect(h.navigate).toHaveBeenLastCalledWith('/medlemmar?sortera=ort', { replace: false });
    h.store.dispatch(memberSortRequested('city'));
    await settle();
    expect(h.navigate).toHaveBeenLastCalledWith('/medlemmar?sortera=ort&ordning=fallande', { replace: false });
    h.store.dispatch(memberSearchPageChosen(2));
    await settle();
    expect(h.navigate).toHaveBeenLastCalledWith('/medlemmar?sortera=ort&ordning=fallande&sida=2', { replace: false });
    expect(h.members.search).toHaveBeenLastCalledWith({ kind: 'all' }, { text: undefined, sort: 'city', direction: 'desc', page: 2, size: 20 });
  });

  test('a member who may not search gets no call and an unauthorised state', async () => {
    const h = setUp(demoUsers.medlem);
    h.goTo('/medlemmar');
    await settle();
    expect(h.members.search).not.toHaveBeenCalled();
    expect(h.state().members?.status).toBe('unauthorised');
  });

  test('a failed search keeps the view and says error', async () => {
    const h = setUp();
    h.members.search.mockResolvedValueOnce(fail(503, 'DOWN'));
    h.goTo('/medlemmar?sok=x');
    await settle();
    expect(h.state().members).toMatchObject({ status: 'error', view: { text: 'x' } });
  });

  test('the member page loads the member', async () => {
    const h = setUp();
    h.members.getMember.mockResolvedValue(ok({ ...row(7), username: null, email: null, phone: null, workplace: null, unionRepresentatives: [], psychologyAssociations: [], nationalAssociations: [] }));
    h.goTo('/medlemmar/m7');
    await settle();
    expect(h.members.getMember).toHaveBeenCalledWith('m7');
    expect(h.state().members?.member).toMatchObject({ id: 'm7', status: 'success', data: { name: 'Medlem 7' } });
  });
});

describe('the view in the query string', () => {
  test('round trip, and the default view is the bare path', () => {
    const view = { text: 'Åsa', sort: { column: 'workplace' as const, direction: 'desc' as const }, page: 4 };
    expect(memberViewFromSearch(memberViewSearch(view))).toEqual(view);
    expect(memberViewSearch(memberViewFromSearch(''))).toBe('');
  });
  test('nonsense in the URL falls back to the defaults', () => {
    expect(memberViewFromSearch('?sortera=lösenord&sida=-3&ordning=upp')).toEqual({ text: '', sort: { column: 'name', direction: 'asc' }, page: 1 });
  });
});
