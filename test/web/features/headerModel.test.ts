import { headerModel, visibleAssociationGroups, type HeaderModel, type MenuItem } from '../../../src/features/header/headerModel';
import { demoUsers, manyAssociations, STOCKHOLM, SKOLPSYKOLOGER, KALMAR, KALMAR_WORKPLACE, type DemoUsername } from '../support/users';
import type { User } from '../../../src/api/types';

const model = (user: User | null, extra: Partial<Parameters<typeof headerModel>[0]> = {}): HeaderModel =>
  headerModel({ user, hasGdprConsent: true, hasUnreadCases: false, intranetUnread: 0, allAssociationsUrl: 'https://example.org/foreningar', ...extra });

const menuKeys = (m: HeaderModel) => m.menu.map((item) => item.key);
const linkOf = (m: HeaderModel, key: string) => m.menu.find((item) => item.key === key) as Extract<MenuItem, { kind: 'link' }> | undefined;
const associations = (m: HeaderModel) => m.menu.find((item) => item.kind === 'associations') as Extract<MenuItem, { kind: 'associations' }> | undefined;

/**
 * Spec §2 header, per demo account:
 * logo target, case icon (hidden for protected identity), case menu links, main menu items,
 * Sök medlem target, the associations menu heading, and whether Min profil is in the user menu.
 */
const table: [DemoUsername, {
  logo: string; caseIcon: boolean; caseMenu: string[]; menu: string[]; memberSearch: string | null;
  associationsHeading: string | null; profile: boolean;
}][] = [
  ['medlem', { logo: '/', caseIcon: true, caseMenu: ['/arenden/mina'], menu: ['overview', 'cases', 'news', 'courses', 'myCourseRegistrations', 'documents', 'associations'], memberSearch: null, associationsHeading: 'Mina föreningar och nätverk', profile: true }],
  ['medlem-flera', { logo: '/', caseIcon: true, caseMenu: ['/arenden/mina'], menu: ['overview', 'cases', 'news', 'courses', 'myCourseRegistrations', 'documents', 'myWorkplace', 'associations'], memberSearch: null, associationsHeading: 'Mina föreningar och nätverk', profile: true }],
  ['styrelse', { logo: '/', caseIcon: true, caseMenu: ['/arenden/mina', `/arenden/organisation/${STOCKHOLM}`], menu: ['overview', 'cases', 'news', 'courses', 'myCourseRegistrations', 'documents', `board-${STOCKHOLM}`, 'associations', 'memberSearch'], memberSearch: `/organisation/${STOCKHOLM}/medlemmar`, associationsHeading: 'Mina föreningar och nätverk', profile: true }],
  ['nationell', { logo: '/', caseIcon: true, caseMenu: ['/arenden/mina', `/arenden/organisation/${SKOLPSYKOLOGER}`], menu: ['overview', 'cases', 'news', 'courses', 'myCourseRegistrations', 'documents', `board-${SKOLPSYKOLOGER}`, 'associations', 'memberSearch'], memberSearch: `/organisation/${SKOLPSYKOLOGER}/medlemmar`, associationsHeading: 'Mina föreningar och nätverk', profile: true }],
  ['ombud', { logo: '/', caseIcon: true, caseMenu: ['/arenden/mina', `/arenden/organisation/${KALMAR}`, `/arenden/organisation/${KALMAR}/arbetsplats/${KALMAR_WORKPLACE}`], menu: ['overview', 'cases', 'news', 'courses', 'myCourseRegistrations', 'documents', `board-${KALMAR}`, 'associations', 'memberSearch'], memberSearch: `/organisation/${KALMAR}/medlemmar`, associationsHeading: 'Mina föreningar och nätverk', profile: true }],
  ['kanslist', { logo: '/', caseIcon: true, caseMenu: ['/arenden/mina', '/arenden/kansliet'], menu: ['overview', 'cases', 'news', 'courses', 'myCourseRegistrations', 'documents', 'intranet', 'associations', 'memberSearch'], memberSearch: '/medlemmar', associationsHeading: 'Föreningar och nätverk', profile: false }],
  ['kansli-styrelse', { logo: '/', caseIcon: true, caseMenu: ['/arenden/mina', '/arenden/kansliet'], menu: ['overview', 'cases', 'news', 'courses', 'myCourseRegistrations', 'documents', 'intranet', 'associations', 'memberSearch'], memberSearch: '/medlemmar', associationsHeading: 'Föreningar och nätverk', profile: false }],
  ['ekonom', { logo: '/arenden/vasabyran', caseIcon: true, caseMenu: ['/arenden/vasabyran'], menu: ['memberSearch'], memberSearch: '/vasabyran/medlemmar', associationsHeading: null, profile: false }],
  ['skyddad', { logo: '/', caseIcon: false, caseMenu: [], menu: ['overview', 'news', 'courses', 'myCourseRegistrations', 'documents', 'associations'], memberSearch: null, associationsHeading: 'Mina föreningar och nätverk', profile: true }],
];

describe('spec §2 header rules over the demo accounts', () => {
  test.each(table)('%s', (username, expected) => {
    const m = model(demoUsers[username]);
    expect(m.logoHref).toBe(expected.logo);
    expect(m.caseIcon !== null).toBe(expected.caseIcon);
    expect(m.caseIcon?.menu?.map((link) => link.href) ?? []).toEqual(expected.caseMenu);
    expect(menuKeys(m)).toEqual(expected.menu);
    expect(linkOf(m, 'memberSearch')?.href ?? null).toBe(expected.memberSearch);
    expect(associations(m)?.heading ?? null).toBe(expected.associationsHeading);
    expect(m.userMenu?.items.some((item) => item.key === 'profile')).toBe(expected.profile);
    expect(m.userMenu?.name).toBe(demoUsers[username].name);
  });

  test('Min översikt and Sök medlem carry their Swedish texts', () => {
    const m = model(demoUsers.kanslist);
    expect(linkOf(m, 'overview')?.text).toBe('Min översikt');
    expect(linkOf(m, 'memberSearch')?.text).toBe('Sök medlem');
    expect(linkOf(m, 'intranet')).toMatchObject({ text: 'Intranätet', href: '/kansliet' });
  });

  test("issue 23: 'Ärenden' in the main menu names the user's case lists in words, as the case icon's menu does", () => {
    for (const username of ['medlem', 'styrelse', 'ombud', 'kanslist'] as const) {
      const m = model(demoUsers[username]);
      const cases = m.menu.find((item) => item.kind === 'cases') as Extract<MenuItem, { kind: 'cases' }>;
      expect(cases.heading).toBe('Ärenden');
      expect(cases.links).toEqual(m.caseIcon?.menu);
    }
    const kanslist = model(demoUsers.kanslist).menu.find((item) => item.kind === 'cases') as Extract<MenuItem, { kind: 'cases' }>;
    expect(kanslist.links.map((l) => l.text)).toEqual(['Mina ärenden', 'Kansliets ärenden']);
    expect(model(demoUsers.ekonom).caseIcon?.menu?.map((l) => l.text)).toEqual(['Vasabyråns ärenden']);
  });

  test("issue 34: a board member's association is named apart under Ärenden ('Ärenden i …') and under the associations", () => {
    const m = model(demoUsers.styrelse);
    const cases = m.menu.find((item) => item.kind === 'cases') as Extract<MenuItem, { kind: 'cases' }>;
    const stockholm = demoUsers.styrelse.psychologyAssociations.find((a) => a.id === STOCKHOLM)!;
    expect(cases.links.find((l) => l.href === `/arenden/organisation/${STOCKHOLM}`)?.text).toBe(`Ärenden i ${stockholm.name}`);
    const home = associations(m)!.groups.flatMap((g) => g.items).find((a) => a.id === STOCKHOLM);
    expect(home?.name).toBe(stockholm.name);
  });

  test('issue 23: Aktuellt, Kurser and Dokument for every user but the economists; Styrelsen for board members once GDPR is accepted', () => {
    const m = model(demoUsers.medlem);
    expect(['news', 'courses', 'documents'].map((key) => [linkOf(m, key)?.text, linkOf(m, key)?.href])).toEqual([
      ['Aktuellt', '/aktuellt'], ['Kurser', '/kurser'], ['Dokument', '/dokument'],
    ]);
    expect(linkOf(model(demoUsers.styrelse), `board-${STOCKHOLM}`)).toMatchObject({ text: 'Styrelsen', href: `/organisation/${STOCKHOLM}/styrelsen` });
    const beforeConsent = model({ ...demoUsers.styrelse, awaitsGdprConsent: true }, { hasGdprConsent: false });
    expect(menuKeys(beforeConsent).filter((key) => key.startsWith('board-'))).toEqual([]);
    expect(menuKeys(beforeConsent)).not.toContain('cases');
  });

  test('economists see only Sök medlem', () => {
    expect(model(demoUsers.ekonom).menu.map((item) => item.kind === 'link' ? item.text : item.key)).toEqual(['Sök medlem']);
  });

  test('the case icon shows its menu only once GDPR consent is given (styrelse before accepting)', () => {
    const m = model(demoUsers.styrelse, { hasGdprConsent: false });
    expect(m.caseIcon).not.toBeNull();
    expect(m.caseIcon?.menu).toBeNull();
  });

  test('the case icon has an unread dot when a case has an unread message', () => {
    expect(model(demoUsers.medlem, { hasUnreadCases: true }).caseIcon?.unread).toBe(true);
    expect(model(demoUsers.medlem).caseIcon?.unread).toBe(false);
  });

  test('Intranätet carries the unread-post badge for the secretariat', () => {
    expect(linkOf(model(demoUsers.kanslist, { intranetUnread: 3 }), 'intranet')?.badge).toBe(3);
    expect(linkOf(model(demoUsers.kanslist), 'intranet')?.badge).toBeUndefined();
  });

  test("Min arbetsplats opens the 'Välj arbetsplats' picker for the work association with several workplaces", () => {
    const item = model(demoUsers['medlem-flera']).menu.find((i) => i.key === 'myWorkplace');
    expect(item).toMatchObject({ kind: 'workplacePicker', text: 'Min arbetsplats', associationId: demoUsers['medlem-flera'].workAssociation!.id });
  });

  test("the associations menu: groups 'Psykologföreningar' and 'Nationella föreningar' and 'Se alla föreningar och nätverk'", () => {
    const item = associations(model(demoUsers.medlem))!;
    expect(item.groups.map((g) => g.heading)).toEqual(['Psykologföreningar', 'Nationella föreningar']);
    expect(item.groups[1].items).toHaveLength(2);
    expect(item.allLink).toMatchObject({ text: 'Se alla föreningar och nätverk', external: true, href: 'https://example.org/foreningar' });
    expect(item.searchable).toBe(false);
  });

  test('a search box when the user has more than 3 organisations; at most 3 shown per group', () => {
    const item = associations(model(manyAssociations))!;
    expect(item.searchable).toBe(true);
    const visible = visibleAssociationGroups(item.groups, '');
    expect(visible[0].items).toHaveLength(3);
    expect(visible[1].items).toHaveLength(1);
  });

  test('the association search is case-insensitive on names', () => {
    const item = associations(model(manyAssociations))!;
    const visible = visibleAssociationGroups(item.groups, 'örebro');
    expect(visible).toHaveLength(1);
    expect(visible[0].items.map((i) => i.name)).toEqual(['Psykologföreningen i Region Örebro']);
    expect(visibleAssociationGroups(item.groups, 'ARBETS')[0].heading).toBe('Nationella föreningar');
  });

  test('without a user only the logo is there', () => {
    expect(model(null)).toEqual({ logoHref: '/', caseIcon: null, menu: [], userMenu: null });
  });

  test('initials are at most 3 letters (spec §9)', () => {
    expect(model({ ...demoUsers.medlem, name: 'Anna Maria Eva Lind' }).userMenu?.initials).toBe('AME');
    expect(model(demoUsers.skyddad).userMenu?.initials).toBe('NÅ');
  });
});

describe("issue 12: the secretariat's 'Föreningar och nätverk' lists the associations to pick from", () => {
  const all = [
    { id: 'p1', name: 'Psykologföreningen i Region Gotland', type: 'psychology' as const },
    { id: 'p2', name: 'Psykologföreningen i Region Halland', type: 'psychology' as const },
    { id: 'p3', name: 'Psykologföreningen i Region Jämtland', type: 'psychology' as const },
    { id: 'p4', name: 'Psykologföreningen i Region Örebro', type: 'psychology' as const },
    { id: 'n1', name: 'Sveriges Skolpsykologers Förening', type: 'national' as const },
  ];

  test('grouped by kind, linking to each organisation home, searchable, with the external link kept', () => {
    const item = associations(model(demoUsers.kanslist, { allAssociations: all }))!;
    expect(item.heading).toBe('Föreningar och nätverk');
    expect(item.groups.map((g) => [g.heading, g.items.map((a) => a.href)])).toEqual([
      ['Psykologföreningar', ['/organisation/p1', '/organisation/p2', '/organisation/p3', '/organisation/p4']],
      ['Nationella föreningar', ['/organisation/n1']],
    ]);
    expect(item.searchable).toBe(true);
    expect(item.allLink?.text).toBe('Se alla föreningar och nätverk');
    expect(visibleAssociationGroups(item.groups, 'örebro')[0].items.map((a) => a.id)).toEqual(['p4']);
  });

  test('issue 23: the secretariat sees the associations that matter first (most open cases in its list), not the first by name', () => {
    const item = associations(model(demoUsers.kanslist, { allAssociations: all, openCasesByAssociation: { p4: 7, p3: 2, n1: 1 } }))!;
    const visible = visibleAssociationGroups(item.groups, '');
    expect(visible[0].items.map((a) => a.id)).toEqual(['p4', 'p3', 'p1']);
  });

  test('members keep their own associations, whatever the list holds', () => {
    const item = associations(model(demoUsers.medlem, { allAssociations: all }))!;
    expect(item.groups.flatMap((g) => g.items.map((a) => a.name))).not.toContain('Psykologföreningen i Region Örebro');
  });

  test('before the list has loaded the secretariat sees the external link only', () => {
    const item = associations(model(demoUsers.kanslist, { allAssociations: [] }))!;
    expect(item.groups).toEqual([]);
    expect(item.allLink).not.toBeNull();
  });
});
  it("the secretariat's user menu leads to E-postleveranser (issue 33); nobody else's", () => {
    for (const username of Object.keys(demoUsers) as DemoUsername[]) {
      const item = model(demoUsers[username]).userMenu?.items.find((entry) => entry.key === 'mailDelivery');
      const secretariat = username === 'kanslist' || username === 'kansli-styrelse';
      expect({ username, item }).toEqual({ username, item: secretariat ? { key: 'mailDelivery', text: 'E-postleveranser', href: '/kansliet/e-post' } : undefined });
    }
  });


it("a handler's user menu leads to Statistik (issue 36): the secretariat's, the boards' and the representative's; a member's and the economists' not", () => {
  const withLink = (Object.keys(demoUsers) as DemoUsername[]).filter((username) => model(demoUsers[username]).userMenu?.items.some((entry) => entry.key === 'statistics' && entry.href === '/statistik'));
  expect(withLink).toEqual(['styrelse', 'nationell', 'ombud', 'kanslist', 'kansli-styrelse']);
});
