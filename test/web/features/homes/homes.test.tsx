import { screen, within } from '@testing-library/react';
import { renderApp, signedInState } from '../../support/renderApp';
import { demoUsers, GOTLAND, SKANE, STOCKHOLM } from '../../support/users';
import { makeStore, type RootState } from '../../../../src/app/store';
import { selectionsFromRoute } from '../../../../src/app/navigation/navigationSlice';
import { matchPath } from '../../support/fakeServices';
import { item } from '../../support/caseFixtures';
import type { Course, Post } from '../../../../src/api/contentTypes';
import type { DocumentFile } from '../../../../src/api/documentTypes';
import type { User } from '../../../../src/api/types';
import { course, intranetPost, post } from '../posts/contentFixtures';
// The member search's lazy slice, registered (as its chunk does when it loads) so the state below can hold it.
import { initialMembersState } from '../../../../src/features/members/membersSlice';

const initial = makeStore().getState();

/** The store as the navigation saga leaves it on this path (renderApp runs no sagas). */
/** The lists a home shows have answered (the overview waits for its cases, news and courses). */
const answered: Partial<RootState> = {
  cases: { ...initial.cases, status: 'success' },
  posts: { ...initial.posts, listStatus: 'success' },
  courses: { ...initial.courses, listStatus: 'success' },
};

async function openAt(path: string, user: User, extra: Partial<RootState> = {}) {
  const { routeId, params } = matchPath(path);
  const navigation = { ...initial.navigation, selections: selectionsFromRoute(routeId, params) };
  const cases = extra.cases ? { ...extra.cases, status: extra.cases.status === 'waiting' ? 'success' as const : extra.cases.status } : answered.cases;
  return renderApp(path, signedInState(user, { navigation, ...answered, ...extra, cases }));
}

const posts = (list: Post[]) => ({ posts: { ...initial.posts, list, listStatus: 'success' as const } });
const courses = (list: Course[]) => ({ courses: { ...initial.courses, list, listStatus: 'success' as const } });
const memberList = { role: 'member' as const, organisationId: null, workplaceId: null };
const file = (id: string, over: Partial<DocumentFile> = {}): DocumentFile => ({
  id, fileName: `${id}.pdf`, uploadedBy: { name: 'Karin Holmberg' }, uploadedAt: '2026-10-01T10:00:00.000Z', tags: [], workplace: null,
  workplaceId: null, isPublic: true, associationId: STOCKHOLM, size: 100, ...over,
});
const files = (area: string, items: DocumentFile[]) => ({ files: { ...initial.files, area, items, status: 'success' as const } });

const gotland = { id: GOTLAND, name: 'Psykologföreningen i Region Gotland', kind: 'psychology' as const };
const stockholm = { id: STOCKHOLM, name: 'Psykologföreningen i Region Stockholm', kind: 'psychology' as const };

describe('Min översikt (issue 12)', () => {
  test('the sections wait until the cases, news and courses have answered (they would push each other down)', async () => {
    await openAt('/', demoUsers.medlem, { posts: { ...initial.posts, listStatus: 'getting' } });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  test('a greeting; the open cases with the unread ones first; \'Nytt ärende\'', async () => {
    await openAt('/', demoUsers.medlem, {
      cases: {
        ...initial.cases, context: memberList, status: 'success',
        items: [item(1, { title: 'Läst och ny' }), item(2, { title: 'Avslutat', status: 3 }), item(3, { title: 'Oläst svar', hasUnreadMessages: true, status: 2 })],
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Min översikt' })).toBeInTheDocument();
    expect(screen.getByText('Hej Anna!')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Mina öppna ärenden' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Oläst svar', 'Läst och ny']);
    expect(within(rows[0]).getByText('Oläst')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/arenden\/mina\/arende\//));
    expect(screen.getByRole('button', { name: 'Nytt ärende' })).toBeInTheDocument();
  });

  test('the latest news of the user\'s places with unread marks, upcoming courses, the associations and workplace as links', async () => {
    await openAt('/', demoUsers.medlem, {
      ...posts([post('g1', { title: 'Årsmöte på Gotland', organizations: [gotland] }), post('a1', { title: 'Läst nyhet', is_read: true }), intranetPost('k1', { title: 'Intranät' })]),
      ...courses([course('c1', { title: 'Kommande kurs' }), course('c0', { title: 'Gammal kurs', starts_at: '2020-01-01T08:00:00.000Z', ends_at: '2020-01-01T15:00:00.000Z' })]),
    });
    const news = within(screen.getByRole('list', { name: 'Senaste nyheterna' })).getAllByRole('listitem');
    expect(news.map((row) => within(row).getByRole('link').textContent)).toEqual(['Årsmöte på Gotland', 'Läst nyhet']);
    expect(within(news[0]).getByText('Oläst')).toBeInTheDocument();
    expect(within(news[1]).queryByText('Oläst')).toBeNull();
    const upcoming = within(screen.getByRole('list', { name: 'Kommande kurser' })).getAllByRole('link');
    expect(upcoming.map((link) => link.textContent)).toEqual(['Kommande kurs']);
    const places = within(screen.getByRole('list', { name: 'Mina föreningar och arbetsplatser' })).getAllByRole('link');
    expect(places.map((link) => link.getAttribute('href'))).toEqual([
      `/organisation/${GOTLAND}`, expect.stringMatching(/^\/organisation\/a0/), expect.stringMatching(/^\/organisation\/a0/),
      `/organisation/${GOTLAND}/arbetsplats/${demoUsers.medlem.workplace.id}`,
    ]);
    expect(screen.queryByRole('list', { name: 'Ärenden att hantera' })).toBeNull();
  });

  test('a board member sees the lists they handle with their new and unread counts, linking to those lists', async () => {
    const path = `/arenden/organisation/${STOCKHOLM}`;
    await openAt('/', demoUsers.styrelse, { cases: { ...initial.cases, placeCounts: { [path]: { status: 'success', new: 3, unread: 1 } } } });
    const handled = within(screen.getByRole('list', { name: 'Ärenden att hantera' })).getAllByRole('listitem');
    expect(handled).toHaveLength(1);
    expect(within(handled[0]).getByRole('link', { name: 'Psykologföreningen i Region Stockholm' })).toHaveAttribute('href', path);
    expect(within(handled[0]).getByText('3 nya')).toBeInTheDocument();
    expect(within(handled[0]).getByText('1 oläst')).toBeInTheDocument();
  });

  test('issue 34: the secretariat\'s overview leads to Kansliets ärenden first, with its counts (its own cases may be none)', async () => {
    await openAt('/', demoUsers.kanslist, { cases: { ...initial.cases, placeCounts: { '/arenden/kansliet': { status: 'success', new: 47, unread: 66 } } } });
    const handled = within(screen.getByRole('list', { name: 'Ärenden att hantera' })).getAllByRole('listitem');
    expect(within(handled[0]).getByRole('link', { name: 'Kansliets ärenden' })).toHaveAttribute('href', '/arenden/kansliet');
    expect(within(handled[0]).getByText('47 nya')).toBeInTheDocument();
    expect(within(handled[0]).getByText('66 olästa')).toBeInTheDocument();
  });

  test('\'Du har inga öppna ärenden\' when the own list is empty', async () => {
    await openAt('/', demoUsers.medlem, { cases: { ...initial.cases, context: memberList, status: 'success', items: [] } });
    expect(screen.getByText('Du har inga öppna ärenden')).toBeInTheDocument();
  });
});

describe('the organisation, board and workplace homes (issue 12)', () => {
  test('organisation home: name and kind, its news, its public documents, its courses; the board\'s ways in for its board', async () => {
    await openAt(`/organisation/${STOCKHOLM}`, demoUsers.styrelse, {
      ...posts([post('s1', { title: 'Stockholmsnytt', organizations: [stockholm] }), post('g1', { title: 'Gotlandsnytt', organizations: [gotland] })]),
      ...courses([course('c1', { title: 'Stockholmskurs', organizations: [stockholm] }), course('c2', { title: 'Annan kurs', organizations: [gotland] })]),
      ...files(STOCKHOLM, [file('offentlig'), file('intern', { isPublic: false })]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Psykologföreningen i Region Stockholm' })).toBeInTheDocument();
    expect(screen.getByText('Psykologförening')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Senaste nyheterna' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Stockholmsnytt']);
    expect(within(screen.getByRole('list', { name: 'Senaste dokumenten' })).getAllByRole('listitem').map((l) => l.textContent)).toEqual([expect.stringContaining('offentlig.pdf')]);
    expect(within(screen.getByRole('list', { name: 'Kommande kurser' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Stockholmskurs']);
    const board = within(screen.getByRole('list', { name: 'Styrelsen' })).getAllByRole('link');
    expect(board.map((l) => l.getAttribute('href'))).toEqual([`/arenden/organisation/${STOCKHOLM}`, `/organisation/${STOCKHOLM}/medlemmar`, `/organisation/${STOCKHOLM}/styrelsen`]);
  });

  test('organisation home for a member: no board links', async () => {
    await openAt(`/organisation/${GOTLAND}`, demoUsers.medlem);
    expect(screen.getByRole('heading', { level: 1, name: 'Psykologföreningen i Region Gotland' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Styrelsen' })).toBeNull();
  });

  test('board home: the board\'s news and documents, the case list with its counts, the board\'s members', async () => {
    const path = `/arenden/organisation/${STOCKHOLM}`;
    await openAt(`/organisation/${STOCKHOLM}/styrelsen`, demoUsers.styrelse, {
      ...posts([post('b1', { title: 'Styrelsenytt', is_board_post: true, organizations: [stockholm] }), post('s1', { title: 'Öppen nyhet', organizations: [stockholm] })]),
      ...files(STOCKHOLM, [file('protokoll', { isPublic: false })]),
      cases: { ...initial.cases, placeCounts: { [path]: { status: 'success', new: 0, unread: 2 } } },
      members: {
        ...initialMembersState, context: { kind: 'board', organisationId: STOCKHOLM }, status: 'success',
        results: { members: [{ id: 'm1', name: 'Karin Holmberg', firstname: 'Karin', lastname: 'Holmberg', memberNumber: '1', city: 'Stockholm', association: null, workplace: null, protectedIdentity: false }], total: 1, page: 1, size: 20 },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Styrelsen' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Senaste nyheterna' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Styrelsenytt']);
    expect(within(screen.getByRole('list', { name: 'Senaste dokumenten' })).getByText('protokoll.pdf')).toBeInTheDocument();
    const cases = within(screen.getByRole('list', { name: 'Ärenden att hantera' }));
    expect(cases.getByRole('link')).toHaveAttribute('href', path);
    expect(cases.getByText('0 nya')).toBeInTheDocument();
    expect(cases.getByText('2 olästa')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Styrelsens ledamöter' })).getByRole('link', { name: 'Karin Holmberg' })).toHaveAttribute('href', `/organisation/${STOCKHOLM}/medlemmar/m1`);
  });

  test('workplace home: its news, documents and union representatives; member search only for those who may', async () => {
    const user: User = { ...demoUsers.medlem, workplace: { ...demoUsers.medlem.workplace, unionRepresentatives: [{ id: 'r1', name: 'Sara Nyström', email: 'sara@example.org', phone: null }] } };
    const wp = user.workplace!.id;
    const { unmount } = await openAt(`/organisation/${GOTLAND}/arbetsplats/${wp}`, user, {
      ...posts([post('w1', { title: 'Arbetsplatsnytt', organizations: [gotland], workplaces: [{ id: wp, name: 'Visby lasarett', association_id: GOTLAND }] }), post('g1', { title: 'Föreningsnytt', organizations: [gotland] })]),
      ...files(GOTLAND, [file('rutiner', { workplaceId: wp, workplace: { id: wp }, associationId: GOTLAND }), file('förening', { associationId: GOTLAND })]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Region Gotland, Visby lasarett' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Senaste nyheterna' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Arbetsplatsnytt']);
    expect(within(screen.getByRole('list', { name: 'Senaste dokumenten' })).getAllByRole('listitem').map((l) => l.textContent)).toEqual([expect.stringContaining('rutiner.pdf')]);
    expect(within(screen.getByRole('list', { name: 'Fackliga ombud' })).getByText('Sara Nyström')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sök medlem' })).toBeNull();
    unmount();
    // A union representative of this workplace: listed among its representatives (issue 22), no board seat needed.
    const representative: User = { ...user, workplace: { ...user.workplace!, unionRepresentatives: [{ id: user.id, name: user.name, email: null, phone: null }] } };
    await openAt(`/organisation/${GOTLAND}/arbetsplats/${wp}`, representative);
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Sök medlem' })[0]).toHaveAttribute('href', `/organisation/${GOTLAND}/arbetsplats/${wp}/medlemmar`);
  });
});

describe('Intranätet and the secretariat\'s board home (issue 12)', () => {
  test('/kansliet: the secretariat\'s news with unread marks, documents, courses, its case list with counts; the board part for canManageSecretariat', async () => {
    const extra = {
      ...posts([intranetPost('k1', { title: 'Personalmöte' }), intranetPost('k2', { title: 'Styrelsens intranät', is_board_post: true }), post('a1', { title: 'Allmän nyhet' })]),
      ...files('kansliet', [file('policy', { associationId: null })]),
      cases: { ...initial.cases, placeCounts: { '/arenden/kansliet': { status: 'success' as const, new: 4, unread: 0 } } },
    };
    const plain = await openAt('/kansliet', demoUsers.kanslist, extra);
    expect(screen.getByRole('heading', { level: 1, name: 'Intranätet' })).toBeInTheDocument();
    const news = within(screen.getByRole('list', { name: 'Senaste nyheterna' })).getAllByRole('listitem');
    expect(news.map((row) => within(row).getByRole('link').textContent)).toEqual(['Personalmöte']);
    expect(within(news[0]).getByText('Oläst')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Senaste dokumenten' })).getByText('policy.pdf')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kommande kurser' })).toBeInTheDocument();
    const cases = within(screen.getByRole('list', { name: 'Ärenden att hantera' }));
    expect(cases.getByRole('link', { name: 'Kansliets ärenden' })).toHaveAttribute('href', '/arenden/kansliet');
    expect(cases.getByText('4 nya')).toBeInTheDocument();
    expect(cases.queryByRole('link', { name: 'Kansliets styrelse' })).toBeNull();
    plain.unmount();

    await openAt('/kansliet', demoUsers['kansli-styrelse'], extra);
    expect(screen.getByRole('link', { name: 'Kansliets styrelse' })).toHaveAttribute('href', '/kansliet/styrelsen');
  });

  test('/kansliet/styrelsen: the board\'s intranet news', async () => {
    await openAt('/kansliet/styrelsen', demoUsers['kansli-styrelse'], posts([intranetPost('k1', { title: 'Personalmöte' }), intranetPost('k2', { title: 'Styrelsens intranät', is_board_post: true })]));
    expect(screen.getByRole('heading', { level: 1, name: 'Styrelsen' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Senaste nyheterna' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Styrelsens intranät']);
  });
});

describe('issue 21: a workplace home is named and links only to pages the user may open', () => {
  test('medlem-flera on another workplace of the work association: the workplace\'s name; no documents or member search links', async () => {
    const other = 'b0000000-0000-4000-8000-0000000000aa';
    const header = { ...initial.header, workplacePicker: { open: false, associationId: SKANE, status: 'success' as const, workplaces: [{ id: other, name: 'Vårdcentralen Lund' }] } };
    await openAt(`/organisation/${SKANE}/arbetsplats/${other}`, demoUsers['medlem-flera'], { header });
    expect(screen.getByRole('heading', { level: 1, name: 'Vårdcentralen Lund' })).toBeInTheDocument();
    const hrefs = screen.queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /\/arbetsplats\/[^/]+\/(dokument|medlemmar)/.test(href))).toEqual([]);
  });
});
