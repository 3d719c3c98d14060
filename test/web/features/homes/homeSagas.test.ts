import { ok, matchPath } from '../../support/fakeServices';
import { casesHarness, demoUsers, item, listResponse } from '../cases/support';
import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { GOTLAND, KALMAR, KALMAR_WORKPLACE, STOCKHOLM } from '../../support/users';
import type { User } from '../../../../src/api/types';
import { userRefreshed } from '../../../../src/features/user/userSlice';
import { gdprAccepted } from '../../../../src/features/gdpr/gdprSlice';

/** Lets the sagas' promises settle. */
const tick = async () => { for (let i = 0; i < 30; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); };

function homeHarness(user: User) {
  const h = casesHarness({ user });
  const getFiles = jest.fn(async (area: string) => ok({ files: [] as unknown[], area }));
  (h.services.api as unknown as { files: unknown }).files = { getFiles, deleteFile: jest.fn(), setPublic: jest.fn() };
  const search = jest.fn(async () => ok({ members: [], total: 0, page: 1, size: 20 }));
  (h.services.api as unknown as { members: unknown }).members = { search, getMember: jest.fn() };
  const open = async (path: string) => {
    h.store.dispatch(navigated(matchPath(path)));
    await tick();
  };
  const queries = () => h.cases.getAll.mock.calls.map((call) => call[0]);
  return { h, getFiles, search, open, queries };
}

const withGdprPending = (user: User): User => ({ ...user, awaitsGdprConsent: true });

describe('issue 12: Min översikt counts the lists the user handles', () => {
  test('a board member (GDPR accepted): the association\'s list is fetched once and its new and unread cases counted', async () => {
    const { h, open, queries } = homeHarness(demoUsers.styrelse);
    h.cases.getAll.mockImplementation(async (query: unknown) => ok(listResponse(
      (query as { role?: string }).role === 'organization'
        ? [item(1, { status: 1, hasUnreadMessages: true }), item(2, { status: 1 }), item(3, { status: 2, hasUnreadMessages: true }), item(4, { status: 3 })]
        : [],
    )));
    await tick();
    await open('/');
    expect(queries()).toContainEqual({ role: 'organization', organisationId: STOCKHOLM });
    expect(h.state().cases.placeCounts[`/arenden/organisation/${STOCKHOLM}`]).toEqual({ status: 'success', new: 2, unread: 2 });
    // The polled list stays the user's own.
    expect(h.state().cases.context).toEqual({ role: 'member', organisationId: null, workplaceId: null });
  });

  test('a board member who has not accepted the GDPR information: nothing is asked in the organisation role', async () => {
    const { open, queries } = homeHarness(withGdprPending(demoUsers.styrelse));
    await tick();
    await open('/');
    expect(queries().every((query) => (query as { role: string }).role === 'member')).toBe(true);
  });

  test('accepting the GDPR information on the overview brings the handled list\'s counts', async () => {
    const { h, open, queries } = homeHarness(withGdprPending(demoUsers.styrelse));
    await tick();
    await open('/');
    h.store.dispatch(userRefreshed(demoUsers.styrelse));
    await tick();
    expect(queries()).toContainEqual({ role: 'organization', organisationId: STOCKHOLM });
    expect(h.state().cases.placeCounts[`/arenden/organisation/${STOCKHOLM}`]?.status).toBe('success');
  });

  test('a workplace representative: the association\'s and the workplace\'s lists', async () => {
    const ombud = demoUsers.ombud;
    const representative: User = { ...ombud, workplace: { ...ombud.workplace, unionRepresentatives: [{ id: ombud.id, name: ombud.name, email: null, phone: null }] } };
    const { open, queries } = homeHarness(representative);
    await tick();
    await open('/');
    expect(queries()).toContainEqual({ role: 'organization', organisationId: KALMAR });
    expect(queries()).toContainEqual({ role: 'organization', organisationId: KALMAR, workplaceId: KALMAR_WORKPLACE });
  });

  test('issue 34: a secretariat handler: Kansliets ärenden counted from its open part, as on Intranätet', async () => {
    const { h, open, queries } = homeHarness(demoUsers.kanslist);
    await tick();
    await open('/');
    expect(queries()).toContainEqual({ role: 'secretariat', part: 'open' });
    expect(h.state().cases.placeCounts['/arenden/kansliet']?.status).toBe('success');
  });

  test('an ordinary member: only the own list, polled', async () => {
    const { open, queries } = homeHarness(demoUsers.medlem);
    await tick();
    await open('/');
    expect(queries()).toEqual([{ role: 'member' }]);
  });

  test('coming back from an association\'s list, the polling moves back to the own list', async () => {
    const { h, open, queries } = homeHarness(demoUsers.styrelse);
    await tick();
    await open(`/arenden/organisation/${STOCKHOLM}`);
    expect(h.state().cases.context?.role).toBe('organization');
    h.cases.getAll.mockClear();
    await open('/');
    expect(h.state().cases.context).toEqual({ role: 'member', organisationId: null, workplaceId: null });
    expect(queries()).toContainEqual({ role: 'member' });
  });
});

describe('issue 21: everything the GDPR consent unlocks loads when it is given', () => {
  test('styrelse on the board home clicks Godkänn: posts, the association\'s documents, the board\'s members and the list\'s counts load', async () => {
    const { h, open, getFiles, search, queries } = homeHarness(withGdprPending(demoUsers.styrelse));
    const getPosts = jest.fn(async () => ok([]));
    (h.services.api as unknown as { posts: unknown }).posts = { getPosts, getPost: jest.fn(), getTargets: jest.fn() };
    (h.services.api as unknown as { gdpr: unknown }).gdpr = {
      getStatus: jest.fn(async () => ok({ hasApprovedGdprPolicies: false })), consent: jest.fn(async () => ok({ message: 'ok' })),
    };
    await tick();
    await open(`/organisation/${STOCKHOLM}/styrelsen`);
    expect(h.state().gdpr.modalOpen).toBe(true);
    getPosts.mockClear();
    getFiles.mockClear();
    search.mockClear();
    h.store.dispatch(gdprAccepted());
    await tick();
    expect(getPosts).toHaveBeenCalledTimes(1);
    expect(getFiles).toHaveBeenCalledWith(STOCKHOLM, false);
    expect(search).toHaveBeenCalledWith({ kind: 'board', organisationId: STOCKHOLM }, expect.anything());
    expect(queries()).toContainEqual({ role: 'organization', organisationId: STOCKHOLM });
  });
});

describe('issue 12: the homes load what they show through the features\' sagas', () => {
  test('the board home: the association\'s documents, its case counts and the board\'s members', async () => {
    const { h, open, getFiles, search } = homeHarness(demoUsers.styrelse);
    await tick();
    getFiles.mockClear();
    await open(`/organisation/${STOCKHOLM}/styrelsen`);
    expect(getFiles).toHaveBeenCalledWith(STOCKHOLM, false);
    expect(h.state().cases.placeCounts[`/arenden/organisation/${STOCKHOLM}`]?.status).toBe('success');
    expect(search).toHaveBeenCalledWith({ kind: 'board', organisationId: STOCKHOLM }, expect.anything());
    expect(h.state().members?.context).toEqual({ kind: 'board', organisationId: STOCKHOLM });
  });

  test('a member on another association\'s board home: no documents, counts or members are asked for', async () => {
    const { h, open, getFiles, search } = homeHarness(demoUsers.medlem);
    await tick();
    getFiles.mockClear();
    await open(`/organisation/${STOCKHOLM}/styrelsen`);
    expect(getFiles).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
    expect(h.state().cases.placeCounts).toEqual({});
  });

  test('the organisation and workplace homes load the association\'s documents; Intranätet the secretariat\'s and its list\'s counts', async () => {
    const member = homeHarness(demoUsers.medlem);
    await tick();
    member.getFiles.mockClear();
    await member.open(`/organisation/${GOTLAND}`);
    await member.open(`/organisation/${GOTLAND}/arbetsplats/${demoUsers.medlem.workplace!.id}`);
    expect(member.getFiles.mock.calls.map((c) => c[0])).toEqual([GOTLAND, GOTLAND]);

    const kanslist = homeHarness(demoUsers.kanslist);
    await tick();
    kanslist.getFiles.mockClear();
    await kanslist.open('/kansliet');
    expect(kanslist.getFiles).toHaveBeenCalledWith('kansliet', false);
    // Issue 26: the secretariat's list is counted from its open part.
    expect(kanslist.queries()).toContainEqual({ role: 'secretariat', part: 'open' });
    expect(kanslist.h.state().cases.placeCounts['/arenden/kansliet']?.status).toBe('success');
  });

  test('issue 26: the secretariat\'s counts from the open part and the closed part\'s unread cases (rest)', async () => {
    const kanslist = homeHarness(demoUsers.kanslist);
    kanslist.h.cases.getAll.mockImplementation(async (query: unknown) => ok((query as { part?: string }).part === 'open'
      ? { ...listResponse([item(1), item(2, { status: 2, hasUnreadMessages: true })]), rest: { part: 'closed' as const, count: 40, unread: 2 } }
      : listResponse([])));
    await tick();
    await kanslist.open('/kansliet');
    expect(kanslist.h.state().cases.placeCounts['/arenden/kansliet']).toEqual({ status: 'success', new: 1, unread: 3 });
  });
});
