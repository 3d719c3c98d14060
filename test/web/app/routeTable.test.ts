import { routeTable, isPublicRoute, routeMarkers, pageTitle, REDIRECT_LIMIT, routeById } from '../../../src/app/routeTable';
import { matchPath } from '../support/fakeServices';

/** Every route of spec §2, a sample path for it, the route id it must reach, public or not, and its markers. */
const spec: [string, string, boolean, string[]][] = [
  ['/', 'overview', false, ['overview']],
  ['/organisation/o1', 'organisation', false, []],
  ['/organisation/o1/styrelsen', 'board', false, ['board']],
  ['/organisation/o1/styrelsen/aktuellt', 'boardNews', false, ['board']],
  ['/organisation/o1/styrelsen/aktuellt/p1', 'boardPost', false, ['board']],
  ['/organisation/o1/styrelsen/dokument', 'boardDocuments', false, ['board']],
  ['/organisation/o1/aktuellt', 'organisationNews', false, []],
  ['/organisation/o1/aktuellt/p1', 'organisationPost', false, []],
  ['/organisation/o1/dokument', 'organisationDocuments', false, []],
  ['/organisation/o1/kurser', 'organisationCourses', false, []],
  ['/organisation/o1/kurser/c1', 'organisationCourse', false, []],
  ['/organisation/o1/medlemmar', 'organisationMembers', false, []],
  ['/organisation/o1/medlemmar/m1', 'organisationMembersMember', false, []],
  ['/organisation/o1/arbetsplats/w1', 'workplace', false, []],
  ['/organisation/o1/arbetsplats/w1/aktuellt', 'workplaceNews', false, []],
  ['/organisation/o1/arbetsplats/w1/aktuellt/p1', 'workplacePost', false, []],
  ['/organisation/o1/arbetsplats/w1/dokument', 'workplaceDocuments', false, []],
  ['/organisation/o1/arbetsplats/w1/medlemmar', 'workplaceMembers', false, []],
  ['/organisation/o1/arbetsplats/w1/medlemmar/m1', 'workplaceMembersMember', false, []],
  ['/sidor/om-portalen', 'contentPage', false, []],
  ['/vasabyran/medlemmar', 'economistMembers', false, ['economist']],
  ['/vasabyran/medlemmar/m1', 'economistMembersMember', false, ['economist']],
  ['/kansliet', 'secretariat', false, ['secretariat']],
  ['/kansliet/styrelsen', 'secretariatBoard', false, ['secretariat', 'board']],
  ['/kansliet/styrelsen/aktuellt', 'secretariatBoardNews', false, ['secretariat', 'board']],
  ['/kansliet/styrelsen/aktuellt/p1', 'secretariatBoardPost', false, ['secretariat', 'board']],
  ['/kansliet/styrelsen/dokument', 'secretariatBoardDocuments', false, ['secretariat', 'board']],
  ['/kansliet/aktuellt', 'secretariatNews', false, ['secretariat']],
  ['/kansliet/aktuellt/p1', 'secretariatPost', false, ['secretariat']],
  ['/kansliet/dokument', 'secretariatDocuments', false, ['secretariat']],
  ['/kansliet/kurser', 'secretariatCourses', false, ['secretariat']],
  ['/kansliet/kurser/c1', 'secretariatCourse', false, ['secretariat']],
  ['/kansliet/medlemmar', 'secretariatMembers', false, ['secretariat']],
  ['/kansliet/medlemmar/m1', 'secretariatMembersMember', false, ['secretariat']],
  ['/aktuellt', 'news', false, []],
  ['/aktuellt/p1', 'post', false, []],
  ['/dokument', 'documents', false, []],
  ['/kurser', 'courses', false, []],
  // Issue 34: 'Mina anmälningar' is a page of its own, before a course's id.
  ['/kurser/mina-anmalningar', 'myCourseRegistrations', false, []],
  ['/kurser/c1', 'course', false, []],
  ['/arenden/mina', 'memberCases', false, []],
  ['/arenden/kansliet', 'secretariatCases', false, ['secretariat']],
  ['/arenden/vasabyran', 'economistCases', false, ['economist']],
  ['/arenden/organisation', 'caseList', false, []],
  ['/arenden/organisation/o1', 'organisationCaseList', false, []],
  ['/arenden/organisation/o1/arbetsplats/w1', 'workplaceCaseList', false, []],
  ['/arenden/mina/arende/k1', 'case', false, []],
  ['/arenden/kansliet/arende/k1', 'case', false, ['secretariat']],
  ['/arenden/vasabyran/arende/k1', 'case', false, ['economist']],
  ['/arenden/organisation/o1/arende/k1', 'organisationCase', false, []],
  ['/arenden/organisation/o1/arbetsplats/w1/arende/k1', 'workplaceCase', false, []],
  ['/medlemmar', 'secretariatMemberSearch', false, ['secretariat']],
  ['/medlemmar/m1', 'secretariatMemberSearchMember', false, ['secretariat']],
  ['/min-profil', 'profile', false, []],
  // Issue 24: the notice settings of those without /min-profil (ours, beside spec §2).
  ['/aviseringar', 'notifications', false, []],
  ['/mina-uppgifter', 'registerExtract', false, []],
  ['/kansliet/e-post', 'mailDelivery', false, ['secretariat']],
  // Issue 36: a handler's saved replies.
  ['/svarsmallar', 'savedReplies', false, []],
  // Issue 36: the statistics of a handler's lists.
  ['/statistik', 'statistics', false, []],
  ['/sok', 'searchResults', false, []],
  ['/components', 'components', true, []],
  ['/auth', 'authCallback', true, []],
  ['/auth/error', 'authError', true, []],
  ['/auth/signed-out', 'signedOut', true, []],
  ['/utloggad', 'signedOutAlias', true, []],
  ['/det/finns/inte', 'notFound', true, []],
];

describe('spec §2 route table', () => {
  test.each(spec)('%s → %s (public %s, markers %j)', (path, routeId, isPublic, markers) => {
    const match = matchPath(path);
    expect(match.routeId).toBe(routeId);
    expect(isPublicRoute(match.routeId)).toBe(isPublic);
    expect(routeMarkers(match.routeId, match.params).sort()).toEqual([...markers].sort());
  });

  test('every table entry is reached by the spec list, and every entry has a Swedish title', () => {
    const reached = new Set(spec.map(([, id]) => id));
    expect(routeTable.map((route) => route.id).filter((id) => !reached.has(id))).toEqual([]);
    for (const route of routeTable) expect(route.title).toMatch(/\S/);
  });

  test('case routes carry their parameters', () => {
    expect(matchPath('/arenden/organisation/o1/arbetsplats/w1/arende/k1').params).toEqual({
      caseRole: 'organisation', caseOrganizationId: 'o1', caseWorkplaceId: 'w1', caseId: 'k1',
    });
  });

  test('/components is development-only', () => {
    expect(routeById('components')?.devOnly).toBe(true);
  });

  test("page titles take the form '{title} | {association name}'", () => {
    expect(pageTitle('Min översikt')).toBe('Min översikt | Psykologförbundet');
  });

  test('the redirect limit is 10', () => {
    expect(REDIRECT_LIMIT).toBe(10);
  });
});
