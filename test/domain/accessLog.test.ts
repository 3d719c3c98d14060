import {
  ACCESS_LOG_WINDOW_MINUTES, DEFAULT_ACCESS_LOG_RETENTION_DAYS, accessLogReadRefusal, accessLogShowsNames, accessLogWindow,
  caseViewerOf, isLoggedAccess, mayReadAccessLog, memberViewerOf,
} from '../../src/domain/accessLog';
import { board, caseOf, economist, ids, kanslist, member, representative, user } from './caseFixtures';

/** Issue 37, "Vem har sett mina uppgifter": the rules the server writes and reads the access log by, and the SPA shows it by. */
const management = user({ ...kanslist, id: 'u-management', canManageSecretariat: true });
const protectedMember = user({ ...member, id: 'u-protected', protectedIdentity: true });
const placement = (u: typeof member) => ({
  id: u.id, organisationIds: [...u.psychologyAssociations, ...u.nationalAssociations].map((a) => a.id),
  workAssociationId: u.workAssociation?.id ?? null, workplaceId: u.workplace?.id ?? null, protectedIdentity: u.protectedIdentity,
});

describe('accessLogReadRefusal: the member reads their own log; the secretariat\'s management (canManageSecretariat) that of a member with protected identity; nobody else', () => {
  test('the member, their own log (protected or not)', () => {
    expect(accessLogReadRefusal(member, member)).toBeNull();
    expect(accessLogReadRefusal(protectedMember, protectedMember)).toBeNull();
  });

  test('the secretariat\'s management, a protected member\'s log', () => {
    expect(mayReadAccessLog(management, protectedMember)).toBe(true);
  });

  test('refused: the management on a member without protected identity, a handler without canManageSecretariat, the economists, a board, a representative, another member', () => {
    expect(accessLogReadRefusal(management, member)).toBe('ACCESS_LOG_NOT_ALLOWED');
    for (const viewer of [kanslist, economist, board, representative, user({ ...member, id: 'u-other' })]) {
      expect({ viewer: viewer.id, refusal: accessLogReadRefusal(viewer, protectedMember) }).toEqual({ viewer: viewer.id, refusal: 'ACCESS_LOG_NOT_ALLOWED' });
    }
    // canManageSecretariat counts only with the secretariat's role.
    expect(mayReadAccessLog(user({ ...member, id: 'u-odd', canManageSecretariat: true }), protectedMember)).toBe(false);
  });

  test('names: to the secretariat, never to the member', () => {
    expect(accessLogShowsNames(management, protectedMember.id)).toBe(true);
    expect(accessLogShowsNames(protectedMember, protectedMember.id)).toBe(false);
  });
});

describe('isLoggedAccess: only another person\'s read is logged, never the member\'s own', () => {
  test('own and other', () => {
    expect(isLoggedAccess(member, member.id)).toBe(false);
    expect(isLoggedAccess(kanslist, member.id)).toBe(true);
  });
});

describe('accessLogWindow: one entry per viewer, member and object in each 10-minute window of the clock', () => {
  test('the window is ten minutes, counted from 1970; the keep is two years', () => {
    expect([ACCESS_LOG_WINDOW_MINUTES, DEFAULT_ACCESS_LOG_RETENTION_DAYS]).toEqual([10, 730]);
  });

  test('10:00:00 to 10:09:59.999 is one window, 10:10 the next', () => {
    const at = (t: string) => accessLogWindow(new Date(`2026-11-28T${t}Z`));
    expect(at('10:00:00.000')).toBe(at('10:09:59.999'));
    expect(at('10:10:00.000')).toBe(at('10:00:00.000') + 1);
    expect(at('09:59:59.999')).toBe(at('10:00:00.000') - 1);
    expect(accessLogWindow(new Date(0))).toBe(0);
  });
});

describe('memberViewerOf and caseViewerOf: the capacity the member is shown (role and unit)', () => {
  test('a member read: the secretariat, the economists, the board of one of the member\'s associations, the workplace\'s representative', () => {
    expect(memberViewerOf(kanslist, placement(member))).toEqual({ role: 'secretariat', unitId: null, unitName: 'Kansliet' });
    expect(memberViewerOf(economist, placement(member))).toEqual({ role: 'economist', unitId: null, unitName: 'Vasabyrån' });
    const gotlandBoard = user({ ...board, id: 'u-gb', psychologyAssociations: [{ id: ids.gotland, name: 'Psykologföreningen i Region Gotland', role: 'Styrelsemedlem' }] });
    expect(memberViewerOf(gotlandBoard, placement(member))).toEqual({ role: 'board', unitId: ids.gotland, unitName: 'Psykologföreningen i Region Gotland' });
    expect(memberViewerOf(representative, placement(member))).toEqual({ role: 'representative', unitId: ids.gotlandWp, unitName: 'Visby lasarett' });
  });

  test('a case opening: by spec §6\'s view rules, else one added to the case', () => {
    const forSecretariat = caseOf({ ownerUser: { id: member.id }, shouldBeHandledByKanslist: true });
    expect(caseViewerOf(kanslist, forSecretariat)).toEqual({ role: 'secretariat', unitId: null, unitName: 'Kansliet' });
    const membership = caseOf({ type: 'YOUR_MEMBERSHIP', ownerUser: { id: member.id } });
    expect(caseViewerOf(economist, membership)).toMatchObject({ role: 'economist', unitName: 'Vasabyrån' });
    const stockholm = caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, association: { id: ids.stockholm } });
    expect(caseViewerOf(board, stockholm)).toEqual({ role: 'board', unitId: ids.stockholm, unitName: 'Psykologföreningen i Region Stockholm' });
    const workplaceCase = caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, association: { id: ids.gotland }, workplace: { id: ids.gotlandWp } });
    expect(caseViewerOf(representative, workplaceCase)).toEqual({ role: 'representative', unitId: ids.gotlandWp, unitName: 'Visby lasarett' });
    const added = user({ ...member, id: 'u-added' });
    expect(caseViewerOf(added, caseOf({ ownerUser: { id: member.id }, users: [{ id: 'u-added' }] }))).toEqual({ role: 'participant', unitId: null, unitName: null });
  });
});

describe('memberViewerOf and caseViewerOf: the unit is the one that gave the reach, and no reach is a participant', () => {
  const secondBoard = user({
    ...member, id: 'u-second-board', isBoardmember: true, workplace: null, workAssociation: null, nationalAssociations: [],
    psychologyAssociations: [
      { id: ids.gotland, name: 'Psykologföreningen i Region Gotland', role: 'Member' },
      { id: ids.stockholm, name: 'Psykologföreningen i Region Stockholm', role: 'Styrelsemedlem' },
    ],
  });

  test('a board member named by the association whose board they sit on, not the first they belong to', () => {
    const stockholmMember = { ...placement(member), organisationIds: [ids.stockholm] };
    expect(memberViewerOf(secondBoard, stockholmMember)).toEqual({ role: 'board', unitId: ids.stockholm, unitName: 'Psykologföreningen i Region Stockholm' });
    const stockholm = caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, association: { id: ids.stockholm } });
    expect(caseViewerOf(secondBoard, stockholm)).toEqual({ role: 'board', unitId: ids.stockholm, unitName: 'Psykologföreningen i Region Stockholm' });
  });

  test('a member read by one who is neither the secretariat, an economist, the board nor the workplace\'s representative: a participant', () => {
    const colleague = user({ ...member, id: 'u-colleague' });
    expect(memberViewerOf(colleague, placement(member))).toEqual({ role: 'participant', unitId: null, unitName: null });
    expect(memberViewerOf(colleague, { ...placement(member), workplaceId: null })).toEqual({ role: 'participant', unitId: null, unitName: null });
  });

  test('a case opened by one added to it: a participant, even in a workplace, and a board member awaiting the GDPR consent too', () => {
    const added = user({ ...member, id: 'u-added' });
    const workplaceCase = caseOf({
      type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', ownerUser: { id: member.id }, association: { id: ids.stockholm }, workplace: { id: ids.stockholmWp },
      users: [{ id: 'u-added' }, { id: board.id }],
    });
    expect(caseViewerOf(added, workplaceCase)).toEqual({ role: 'participant', unitId: null, unitName: null });
    expect(caseViewerOf({ ...board, awaitsGdprConsent: true }, workplaceCase)).toEqual({ role: 'participant', unitId: null, unitName: null });
  });
});
