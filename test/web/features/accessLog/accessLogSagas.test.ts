import { harness, ok, fail, settle } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import type { AccessLogEntry, AccessLogPage, Member, User } from '../../../../src/api/types';
import { loadAccessLogFlows } from '../../../../src/features/accessLog/accessLogSagas';
import { accessLogMoreRequested } from '../../../../src/features/accessLog/accessLogActions';
import { makeSelectAccessLogView } from '../../../../src/features/accessLog/selectors';
import { loadMemberFlows } from '../../../../src/features/members/membersSagas';
import { loadRetried } from '../../../../src/app/lifecycle';

/** Issue 37 in the SPA: "Vem har sett mina uppgifter", its saga, slice and selectors over a real store and a fake API. */
const entry = (n: number): AccessLogEntry => ({
  id: String(n), at: `2026-11-2${n % 8}T10:00:00.000Z`, role: 'secretariat', unit: 'Kansliet', viewerName: null, what: 'member', caseId: null, caseTitle: null,
});
const pageOf = (page: number, total: number, size = 20): AccessLogPage => ({
  entries: Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) => entry((page - 1) * size + i + 1)), total, page, size,
});

const skyddad = { ...demoUsers.skyddad, memberNumber: '1', city: null, association: null, workplace: null, email: null, phone: null } as unknown as Member;

function setUp(user: User, answer: (page: number) => ReturnType<typeof ok> | ReturnType<typeof fail> = (page) => ok(pageOf(page, 45))) {
  const h = harness({ preloaded: { user: { user, status: 'success', error: null } } as never });
  const accessLog = {
    own: jest.fn(async (query: { page?: number }) => answer(query.page ?? 1)),
    ofMember: jest.fn(async (_id: string, query: { page?: number }) => answer(query.page ?? 1)),
  };
  const members = { search: jest.fn(), getMember: jest.fn(async (id: string) => ok({ ...skyddad, id, protectedIdentity: id === skyddad.id })) };
  Object.assign(h.services.api, { accessLog, members });
  return { ...h, accessLog };
}
const own = makeSelectAccessLogView('own');
const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await settle();
};

beforeAll(() => Promise.all([loadAccessLogFlows(), loadMemberFlows()]));

describe('the own log on /min-profil', () => {
  test('opening /min-profil loads the first page, newest first as the server sends it; the view counts what is left', async () => {
    const h = setUp(demoUsers.medlem);
    h.goTo('/min-profil');
    await until(() => own(h.state()).entries.length > 0);
    expect(h.accessLog.own).toHaveBeenCalledWith({ page: 1, size: 20 });
    expect(own(h.state())).toMatchObject({ total: 45, hasMore: true, loading: false, loadingMore: false, empty: false, failure: 'none' });
    expect(own(h.state()).entries.map((e) => e.id).slice(0, 3)).toEqual(['1', '2', '3']);
  });

  test("'Visa fler' adds the next page below; at the end there is no more", async () => {
    const h = setUp(demoUsers.medlem);
    h.goTo('/min-profil');
    await until(() => own(h.state()).entries.length === 20);
    h.store.dispatch(accessLogMoreRequested());
    await until(() => own(h.state()).entries.length === 40);
    h.store.dispatch(accessLogMoreRequested());
    await until(() => own(h.state()).entries.length === 45);
    expect(h.accessLog.own.mock.calls.map(([q]) => q.page)).toEqual([1, 2, 3]);
    expect(own(h.state())).toMatchObject({ total: 45, hasMore: false });
    // Nothing left: another 'Visa fler' asks for nothing.
    h.store.dispatch(accessLogMoreRequested());
    await settle();
    expect(h.accessLog.own).toHaveBeenCalledTimes(3);
  });

  test('an empty log is the empty state', async () => {
    const h = setUp(demoUsers.medlem, (page) => ok(pageOf(page, 0)));
    h.goTo('/min-profil');
    await until(() => own(h.state()).empty);
    expect(own(h.state())).toMatchObject({ empty: true, entries: [], hasMore: false, failure: 'none' });
  });

  test("a failed load is a cold failure; 'Försök igen' loads it again", async () => {
    let broken = true;
    const h = setUp(demoUsers.medlem, (page) => (broken ? fail(500, 'BOOM') : ok(pageOf(page, 2))));
    h.goTo('/min-profil');
    await until(() => own(h.state()).failure !== 'none');
    expect(own(h.state()).failure).toBe('cold');
    broken = false;
    h.store.dispatch(loadRetried({ what: 'accessLog' }));
    await until(() => own(h.state()).entries.length === 2);
    expect(own(h.state()).failure).toBe('none');
  });

  test("a failed 'Visa fler' keeps the entries held (warm) and its retry asks for the same next page", async () => {
    let broken = false;
    const h = setUp(demoUsers.medlem, (page) => (broken ? fail(500, 'BOOM') : ok(pageOf(page, 45))));
    h.goTo('/min-profil');
    await until(() => own(h.state()).entries.length === 20);
    broken = true;
    h.store.dispatch(accessLogMoreRequested());
    await until(() => own(h.state()).failure !== 'none');
    expect(own(h.state())).toMatchObject({ failure: 'warm' });
    expect(own(h.state()).entries).toHaveLength(20);
    broken = false;
    h.store.dispatch(loadRetried({ what: 'accessLog' }));
    await until(() => own(h.state()).entries.length === 40);
    expect(h.accessLog.own.mock.calls.map(([q]) => q.page)).toEqual([1, 2, 2]);
  });

  test('the secretariat has no profile: /min-profil asks for no log', async () => {
    const h = setUp(demoUsers.kanslist);
    h.goTo('/min-profil');
    await settle();
    await settle();
    expect(h.accessLog.own).not.toHaveBeenCalled();
  });
});

describe("a protected member's log on the member page", () => {
  const theirs = makeSelectAccessLogView({ memberId: demoUsers.skyddad.id });

  test("the secretariat's management: the member page of skyddad loads skyddad's log", async () => {
    const h = setUp(demoUsers['kansli-styrelse']);
    h.goTo(`/medlemmar/${skyddad.id}`);
    await until(() => theirs(h.state()).entries.length > 0);
    expect(h.accessLog.ofMember).toHaveBeenCalledWith(skyddad.id, { page: 1, size: 20 });
    expect(own(h.state()).entries).toEqual([]);
  });

  test('a handler without canManageSecretariat, and a member without protected identity: no log asked for', async () => {
    const h = setUp(demoUsers.kanslist);
    h.goTo(`/medlemmar/${skyddad.id}`);
    await until(() => h.state().members?.member.status === 'success');
    await settle();
    const m = setUp(demoUsers['kansli-styrelse']);
    m.goTo(`/medlemmar/${demoUsers.medlem.id}`);
    await until(() => m.state().members?.member.status === 'success');
    await settle();
    expect([h.accessLog.ofMember, m.accessLog.ofMember].map((f) => f.mock.calls.length)).toEqual([0, 0]);
  });
});
