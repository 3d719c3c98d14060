import { matchRoutes } from 'react-router';
import type { User } from '../../src/api/types';
import { routeTable } from '../../src/app/routeTable';
import { guardedRouteIds, mayOpenCaseContext, mayOpenRoute } from '../../src/domain/routeAccess';
import { demoUsers, GOTLAND, KALMAR, KALMAR_WORKPLACE, STOCKHOLM } from '../web/support/users';

/**
 * Issue 12, the guard table: every demo account × every route pattern of spec §2 → the page or
 * 'Åtkomst nekad'. Paths are matched with the router's own matching over the route table, so the
 * table also holds every pattern to its route id.
 */
const ombud: User = {
  ...demoUsers.ombud,
  // As the seed has it: ombud is the union representative of the workplace.
  workplace: { ...demoUsers.ombud.workplace, unionRepresentatives: [{ id: demoUsers.ombud.id, name: demoUsers.ombud.name }] } as User['workplace'],
};

const accounts: Record<string, User> = {
  M: demoUsers.medlem,
  F: demoUsers['medlem-flera'],
  S: demoUsers.styrelse,
  G: { ...demoUsers.styrelse, awaitsGdprConsent: true },
  N: demoUsers.nationell,
  O: ombud,
  K: demoUsers.kanslist,
  B: demoUsers['kansli-styrelse'],
  E: demoUsers.ekonom,
  P: demoUsers.skyddad,
};
const ALL = 'MFSGNOKBEP';
const NOT_ECONOMIST = 'MFSGNOKBP';

const wp = `/organisation/${KALMAR}/arbetsplats/${KALMAR_WORKPLACE}`;
const postId = 'c0000000-0000-4000-8000-000000000001';
const memberId = 'de300000-0000-4000-8000-000000000001';

/** [path, the accounts that get the page] (M medlem, F medlem-flera, S styrelse, G styrelse before the GDPR consent, N nationell, O ombud, K kanslist, B kansli-styrelse, E ekonom, P skyddad). */
const table: [string, string][] = [
  ['/', ALL],
  [`/organisation/${GOTLAND}`, 'MKBE'],
  [`/organisation/${STOCKHOLM}`, 'SGKBE'],
  [`/organisation/${STOCKHOLM}/styrelsen`, 'S'],
  [`/organisation/${STOCKHOLM}/styrelsen/aktuellt`, 'S'],
  [`/organisation/${STOCKHOLM}/styrelsen/aktuellt/${postId}`, 'S'],
  [`/organisation/${STOCKHOLM}/styrelsen/dokument`, 'S'],
  [`/organisation/${KALMAR}/styrelsen`, 'O'],
  [`/organisation/${GOTLAND}/aktuellt`, 'MKBE'],
  [`/organisation/${GOTLAND}/aktuellt/${postId}`, 'MKBE'],
  [`/organisation/${GOTLAND}/dokument`, 'MKB'],
  [`/organisation/${GOTLAND}/kurser`, 'MKBE'],
  [`/organisation/${GOTLAND}/kurser/${postId}`, 'MKBE'],
  // Issue 22: the members of an association wait for the board member's GDPR consent (G), as its cases do.
  [`/organisation/${STOCKHOLM}/medlemmar`, 'SKBE'],
  [`/organisation/${STOCKHOLM}/medlemmar/${memberId}`, 'SKBE'],
  [`/organisation/${GOTLAND}/medlemmar`, 'KBE'],
  [wp, 'OKBEP'],
  [`${wp}/aktuellt`, 'OKBEP'],
  [`${wp}/aktuellt/${postId}`, 'OKBEP'],
  [`${wp}/dokument`, 'OKBP'],
  [`${wp}/medlemmar`, 'OKBE'],
  [`${wp}/medlemmar/${memberId}`, 'OKBE'],
  ['/sidor/om-forbundet', ALL],
  ['/vasabyran/medlemmar', 'E'],
  [`/vasabyran/medlemmar/${memberId}`, 'E'],
  ['/kansliet', 'KB'],
  ['/kansliet/styrelsen', 'B'],
  ['/kansliet/styrelsen/aktuellt', 'B'],
  [`/kansliet/styrelsen/aktuellt/${postId}`, 'B'],
  ['/kansliet/styrelsen/dokument', 'B'],
  ['/kansliet/aktuellt', 'KB'],
  [`/kansliet/aktuellt/${postId}`, 'KB'],
  ['/kansliet/dokument', 'KB'],
  ['/kansliet/kurser', 'KB'],
  [`/kansliet/kurser/${postId}`, 'KB'],
  ['/kansliet/medlemmar', 'KB'],
  [`/kansliet/medlemmar/${memberId}`, 'KB'],
  ['/aktuellt', ALL],
  [`/aktuellt/${postId}`, ALL],
  ['/dokument', ALL],
  ['/kurser', ALL],
  ['/kurser/mina-anmalningar', ALL],
  [`/kurser/${postId}`, ALL],
  ['/arenden/mina', NOT_ECONOMIST],
  ['/arenden/kansliet', 'KB'],
  ['/arenden/vasabyran', 'E'],
  ['/arenden/organisation', 'SNO'],
  ['/arenden/nagot', ALL],
  [`/arenden/organisation/${STOCKHOLM}`, 'S'],
  [`/arenden/organisation/${GOTLAND}`, ''],
  [`/arenden/kansliet/${GOTLAND}`, 'KB'],
  [`/arenden/organisation/${KALMAR}/arbetsplats/${KALMAR_WORKPLACE}`, 'O'],
  [`/arenden/mina/arende/${postId}`, NOT_ECONOMIST],
  [`/arenden/organisation/${STOCKHOLM}/arende/${postId}`, 'S'],
  [`/arenden/organisation/${KALMAR}/arbetsplats/${KALMAR_WORKPLACE}/arende/${postId}`, 'O'],
  ['/medlemmar', 'KB'],
  [`/medlemmar/${memberId}`, 'KB'],
  ['/min-profil', 'MFSGNOP'],
  ['/aviseringar', ALL],
  // Issue 37: one's own register extract, for everyone.
  ['/mina-uppgifter', ALL],
  ['/kansliet/e-post', 'KB'],
  // Issue 36: saved replies, for everyone who handles cases.
  ['/svarsmallar', 'SGNOKBE'],
  // Issue 36: statistics, for who has a list to count: the secretariat, a board (after the GDPR consent), a representative.
  ['/statistik', 'SNOKB'],
  ['/sok', ALL],
  ['/components', ALL],
  ['/auth', ALL],
  ['/auth/error', ALL],
  ['/auth/signed-out', ALL],
  ['/utloggad', ALL],
  ['/finns/inte', ALL],
];

const routes = routeTable.map((route) => ({ id: route.id, path: route.path }));

function match(path: string): { routeId: string; params: Record<string, string> } {
  const matches = matchRoutes(routes, path);
  const last = matches?.[matches.length - 1];
  if (!last) throw new Error(`no route for ${path}`);
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(last.params)) if (typeof value === 'string' && name !== '*') params[name] = value;
  return { routeId: last.route.id, params };
}

describe('issue 12: the guard table, every demo account × every route pattern of spec §2', () => {
  const rows = table.flatMap(([path, allowed]) =>
    Object.entries(accounts).map(([code, user]) => [path, code, allowed.includes(code) ? 'the page' : 'Åtkomst nekad', user] as const));

  test.each(rows)('%s as %s: %s', (path, _code, expected, user) => {
    const { routeId, params } = match(path);
    expect(mayOpenRoute(user, routeId, params) ? 'the page' : 'Åtkomst nekad').toBe(expected);
  });

  test('the table covers every route pattern of the route table', () => {
    const covered = new Set(table.map(([path]) => match(path).routeId));
    expect([...covered].sort()).toEqual(routeTable.map((route) => route.id).sort());
  });

  test('the rule knows every route id, and refuses one it does not know', () => {
    expect([...guardedRouteIds].sort()).toEqual(routeTable.map((route) => route.id).sort());
    expect(mayOpenRoute(demoUsers.kanslist, 'somethingElse', {})).toBe(false);
  });
});

describe('issue 12 examples', () => {
  test("a member gets 'Åtkomst nekad' on /kansliet, /medlemmar, /vasabyran/medlemmar and another association's /styrelsen", () => {
    const member = demoUsers.medlem;
    expect(mayOpenRoute(member, 'secretariat', {})).toBe(false);
    expect(mayOpenRoute(member, 'secretariatMemberSearch', {})).toBe(false);
    expect(mayOpenRoute(member, 'economistMembers', {})).toBe(false);
    expect(mayOpenRoute(member, 'board', { organizationId: STOCKHOLM })).toBe(false);
  });

  test("the secretariat gets 'Åtkomst nekad' on /min-profil", () => {
    expect(mayOpenRoute(demoUsers.kanslist, 'profile', {})).toBe(false);
    expect(mayOpenRoute(demoUsers['kansli-styrelse'], 'profile', {})).toBe(false);
  });

  test('board routes need the GDPR consent (spec §1)', () => {
    expect(mayOpenRoute(demoUsers.styrelse, 'board', { organizationId: STOCKHOLM })).toBe(true);
    expect(mayOpenRoute({ ...demoUsers.styrelse, awaitsGdprConsent: true }, 'board', { organizationId: STOCKHOLM })).toBe(false);
  });

  test('an organisation\'s or a workplace\'s page without its id in the path is refused, even to the secretariat', () => {
    for (const routeId of ['organisation', 'organisationDocuments', 'board', 'boardDocuments', 'workplace', 'workplaceDocuments', 'organisationMembers']) {
      expect({ routeId, allowed: mayOpenRoute(demoUsers['kansli-styrelse'], routeId, {}) }).toEqual({ routeId, allowed: false });
    }
    expect(mayOpenRoute(demoUsers['kansli-styrelse'], 'workplaceDocuments', { organizationId: KALMAR })).toBe(false);
    expect(mayOpenRoute(demoUsers['kansli-styrelse'], 'workplaceDocuments', { workplaceId: KALMAR_WORKPLACE })).toBe(false);
    expect(mayOpenRoute(demoUsers['kansli-styrelse'], 'workplaceDocuments', { organizationId: KALMAR, workplaceId: KALMAR_WORKPLACE })).toBe(true);
  });

  test('a representative who is not on the board opens their own workplace\'s case list, never a colleague workplace\'s', () => {
    const representativeOnly: User = {
      ...ombud, isBoardmember: false,
      workAssociation: { ...ombud.workAssociation!, role: 'Member' },
      psychologyAssociations: ombud.psychologyAssociations.map((a) => ({ ...a, role: 'Member' as const })),
    };
    const open = (path: string) => {
      const { routeId, params } = match(path);
      return mayOpenRoute(representativeOnly, routeId, params);
    };
    expect(open(`/arenden/organisation/${KALMAR}/arbetsplats/${KALMAR_WORKPLACE}`)).toBe(true);
    expect(open(`/arenden/organisation/${KALMAR}/arbetsplats/${memberId}`)).toBe(false);
    expect(open(`/arenden/organisation/${KALMAR}/arbetsplats/${memberId}/arende/${postId}`)).toBe(false);
  });

  test('case contexts agree with Case/GetAll: the organisation role only in an organisation the user handles', () => {
    expect(mayOpenCaseContext(demoUsers.styrelse, { role: 'organization', organisationId: STOCKHOLM })).toBe(true);
    expect(mayOpenCaseContext(demoUsers.styrelse, { role: 'organization', organisationId: KALMAR })).toBe(false);
    expect(mayOpenCaseContext(demoUsers.styrelse, { role: 'secretariat' })).toBe(false);
    expect(mayOpenCaseContext(demoUsers.ekonom, { role: 'member' })).toBe(false);
  });
});
