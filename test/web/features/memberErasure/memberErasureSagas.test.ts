import { harness, ok, fail, settle } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import type { Member, MemberErasurePreview, MemberErasureResult, User } from '../../../../src/api/types';
import { loadMemberErasureFlows } from '../../../../src/features/memberErasure/memberErasureSagas';
import { memberErasureCancelled, memberErasureConfirmed, memberErasureOpened } from '../../../../src/features/memberErasure/memberErasureActions';
import { makeSelectMemberErasureView } from '../../../../src/features/memberErasure/selectors';
import { loadMemberFlows } from '../../../../src/features/members/membersSagas';
import { selectMemberDetail } from '../../../../src/features/members/selectors';

/** Issue 37 in the SPA: erasure of a former member, its saga, slice and selectors over a real store and a fake API. */
const former = { ...demoUsers.medlem, memberNumber: '100001', city: null, association: null, workplace: null, email: null, phone: null, psychologyAssociations: [], nationalAssociations: [] } as unknown as Member;
const preview = (standing: MemberErasurePreview['standing'] = 'left'): MemberErasurePreview => ({
  memberId: former.id, standing,
  goes: { signUps: 2, notices: 3, settings: 1, extracts: 0, accessLog: 4 },
  stays: { ownCases: 5, otherCases: 1, messages: 7, files: 2 },
});
const result: MemberErasureResult = { memberId: former.id, erasedAt: '2026-11-28T13:00:00.000Z', goes: preview().goes, stays: preview().stays };

function setUp(user: User, erase: () => ReturnType<typeof ok> | ReturnType<typeof fail> = () => ok(result)) {
  const h = harness({ preloaded: { user: { user, status: 'success', error: null } } as never });
  const memberErasure = { preview: jest.fn(async () => ok(preview())), erase: jest.fn(async () => erase()) };
  const members = { search: jest.fn(), getMember: jest.fn(async (id: string) => ok({ ...former, id })) };
  Object.assign(h.services.api, { memberErasure, members });
  return { ...h, memberErasure, members };
}
const view = makeSelectMemberErasureView(former.id);
const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await settle();
};

beforeAll(() => Promise.all([loadMemberErasureFlows(), loadMemberFlows()]));

describe('the member page of a member who has left', () => {
  test('for the secretariat\'s management the page asks what an erasure would do, and offers it', async () => {
    const h = setUp(demoUsers['kansli-styrelse']);
    h.goTo(`/medlemmar/${former.id}`);
    await until(() => view(h.state()).preview !== null);
    expect(h.memberErasure.preview).toHaveBeenCalledWith(former.id);
    expect(view(h.state())).toMatchObject({ offer: true, erased: false, dialogOpen: false });
  });

  test('a kanslist without the management never asks', async () => {
    const h = setUp(demoUsers.kanslist);
    h.goTo(`/medlemmar/${former.id}`);
    await until(() => h.members.getMember.mock.calls.length > 0);
    await settle();
    expect(h.memberErasure.preview).not.toHaveBeenCalled();
    expect(view(h.state())).toMatchObject({ preview: null, offer: false });
  });

  test('confirm: the call, the dialog closes, the result is held and the page shows the tombstone', async () => {
    const h = setUp(demoUsers['kansli-styrelse']);
    h.goTo(`/medlemmar/${former.id}`);
    await until(() => view(h.state()).offer);
    h.store.dispatch(memberErasureOpened({ memberId: former.id }));
    expect(view(h.state()).dialogOpen).toBe(true);
    h.store.dispatch(memberErasureConfirmed({ memberId: former.id }));
    expect(view(h.state()).erasing).toBe(true);
    await until(() => view(h.state()).justErased);
    expect(h.memberErasure.erase).toHaveBeenCalledWith(former.id);
    expect(selectMemberDetail(h.state()).data).toMatchObject({ id: former.id, name: 'Tidigare medlem', memberNumber: null, email: null, psychologyAssociations: [] });
    expect(view(h.state())).toMatchObject({ dialogOpen: false, erasing: false, erased: true, offer: false, failure: null });
    // The tombstone shown asks again; the result stays shown.
    await until(() => h.memberErasure.preview.mock.calls.length === 2);
    await settle();
    expect(view(h.state()).justErased).toBe(true);
  });

  test('a refusal keeps the dialog open with the server\'s code; cancel closes it', async () => {
    const h = setUp(demoUsers['kansli-styrelse'], () => fail(409, 'MEMBER_HAS_NOT_LEFT'));
    h.goTo(`/medlemmar/${former.id}`);
    await until(() => view(h.state()).offer);
    h.store.dispatch(memberErasureOpened({ memberId: former.id }));
    h.store.dispatch(memberErasureConfirmed({ memberId: former.id }));
    await until(() => view(h.state()).failure !== null);
    expect(view(h.state())).toMatchObject({ failure: 'MEMBER_HAS_NOT_LEFT', dialogOpen: true, erasing: false, erased: false });
    h.store.dispatch(memberErasureCancelled());
    expect(view(h.state()).dialogOpen).toBe(false);
  });
});
