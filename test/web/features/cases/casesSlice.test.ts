import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { userIdChanged } from '../../../../src/app/lifecycle';
import { tokenUnloaded } from '../../../../src/auth/authSlice';
import { rootReducer, type RootState } from '../../../../src/app/reducers';
import * as textOrderModule from '../../../../src/domain/textOrder';
import { defaultCaseRole } from '../../../../src/domain/caseAccess';
import { caseCreationClosed, caseCreationOpened } from '../../../../src/features/caseCreation/caseCreationActions';
import { caseListPath, casePath, contextFromRoute, defaultRoleOf } from '../../../../src/features/cases/caseContext';
import { PICKED_PAGES } from '../../../../src/domain/caseListFirstPage';
import { caseModalClosed, caseModalOpened } from '../../../../src/features/cases/caseModals';
import { casesListLoaded, casesListRequested, caseFiltersChanged, caseListPageChanged, caseSortRequested, caseWorkplaceChosen } from '../../../../src/features/cases/casesSlice';
import { selectCaseListPage } from '../../../../src/features/cases/listSelectors';
import { selectCaseListHref } from '../../../../src/features/cases/caseListHref';
import { selectCaseView } from '../../../../src/features/cases/selectors';
import { defaultViewFor, viewFromSearch } from '../../../../src/features/cases/caseListView';
import { matchPath } from '../../support/fakeServices';
import { demoUsers, item, KALMAR, uuid } from './support';

type Action = Parameters<typeof rootReducer>[1];
const run = (actions: Action[], from: RootState = rootReducer(undefined, { type: '@@INIT' })) => actions.reduce((s, a) => rootReducer(s, a), from);
const go = (path: string) => navigated(matchPath(path));
const member = { role: 'member' as const, organisationId: null, workplaceId: null };

describe('spec §2: the list context comes from the case routes', () => {
  test.each([
    ['/arenden/mina', { role: 'member', organisationId: null, workplaceId: null }],
    ['/arenden/kansliet', { role: 'secretariat', organisationId: null, workplaceId: null }],
    ['/arenden/vasabyran', { role: 'economist', organisationId: null, workplaceId: null }],
    [`/arenden/organisation/${KALMAR}`, { role: 'organization', organisationId: KALMAR, workplaceId: null }],
    [`/arenden/organisation/${KALMAR}/arbetsplats/${uuid(1, 'd')}`, { role: 'organization', organisationId: KALMAR, workplaceId: uuid(1, 'd') }],
    [`/arenden/organisation/${KALMAR}/arende/${uuid(2)}`, { role: 'organization', organisationId: KALMAR, workplaceId: null }],
    [`/arenden/mina/arende/${uuid(2)}`, { role: 'member', organisationId: null, workplaceId: null }],
  ])('%s', (path, context) => {
    const { routeId, params } = matchPath(path);
    expect(contextFromRoute(routeId, params)).toEqual(context);
    expect(run([go(path)]).cases.context).toEqual(context);
  });

  test('paths back from a context', () => {
    const context = { role: 'organization' as const, organisationId: KALMAR, workplaceId: uuid(1, 'd') };
    expect(caseListPath(context)).toBe(`/arenden/organisation/${KALMAR}/arbetsplats/${uuid(1, 'd')}`);
    expect(casePath(member, uuid(3))).toBe(`/arenden/mina/arende/${uuid(3)}`);
  });

  test('other routes leave the list context as it is', () => {
    const state = run([go('/arenden/kansliet'), go('/min-profil')]);
    expect(state.cases.context).toEqual({ role: 'secretariat', organisationId: null, workplaceId: null });
  });

  test('spec §4: the role defaults to member (economists: economist), as the domain rule says', () => {
    for (const user of Object.values(demoUsers)) expect(defaultRoleOf(user)).toBe(defaultCaseRole(user));
  });
});

describe("a case list's view is its URL (ARCHITECTURE §3 \"A list's view\")", () => {
  const shown = (state: RootState) => selectCaseView(state);

  test('a deep link opens its view; the view follows the URL of a case list route, and only it', () => {
    const linked = run([go('/arenden/mina?flaggad=ja&sortera=title&ordning=stigande&sida=2')]);
    expect(linked.cases.view).toMatchObject({ filters: { isFlagged: true }, sort: { column: 'title', direction: 'asc' }, page: 2 });
    expect(shown(linked)).toBe(linked.cases.view);
    const elsewhere = rootReducer(linked, go('/nyheter?sida=5'));
    expect(elsewhere.cases.view).toBe(linked.cases.view);
    expect(rootReducer(elsewhere, go('/arenden/mina')).cases.view).toEqual(defaultViewFor(member));
  });

  test("a user's change without its navigation leaves the list's view as the URL says; the navigation makes it the view", () => {
    const listed = run([go('/arenden/mina?sida=2')]);
    const changed = run([caseFiltersChanged({ isFlagged: true }), caseSortRequested('title'), caseListPageChanged(3)], listed);
    expect(changed.cases.view).toBe(listed.cases.view);
    // Shown at once (spec §9: the navigation waits 5 ms), pending until the URL says it.
    expect(shown(changed)).toMatchObject({ filters: { isFlagged: true }, sort: { column: 'title', direction: 'desc' }, page: 3 });
    const navigated = rootReducer(changed, go('/arenden/mina?flaggad=ja&sortera=title&ordning=fallande&sida=3'));
    expect(navigated.cases.view).toEqual(shown(changed));
    expect(navigated.cases.pendingView).toBeNull();
    // The navigation a change caused computes nothing again: the objects on screen stay.
    expect(shown(navigated)).toBe(shown(changed));
  });

  test('back or forward to another URL ends a pending change: the URL wins', () => {
    const changed = run([go('/arenden/mina?sida=2'), caseFiltersChanged({ isFlagged: true })]);
    const back = rootReducer(changed, go('/arenden/mina?status=3'));
    expect(back.cases.pendingView).toBeNull();
    expect(shown(back)).toMatchObject({ filters: { isFlagged: null, statuses: [3] }, page: 1 });
  });

  test('the URL drops the blanks being typed: the box keeps them', () => {
    const typed = run([go('/arenden/mina'), caseFiltersChanged({ text: 'lön ' })]);
    const after = rootReducer(typed, go('/arenden/mina?sok=l%C3%B6n'));
    expect(after.cases.view.filters.text).toBe('lön');
    expect(shown(after)).toBe(shown(typed));
  });

  test('opening a case of the list keeps the view; a new context starts from its own URL', () => {
    const listed = run([go('/arenden/mina?flaggad=ja&sida=2')]);
    const opened = rootReducer(listed, go(`/arenden/mina/arende/${uuid(1)}`));
    expect(opened.cases.view).toBe(listed.cases.view);
    const other = rootReducer(opened, go('/arenden/kansliet'));
    expect(other.cases.view.filters.isFlagged).toBeNull();
    expect(other.cases.view.page).toBe(1);
  });

  test("the case page's way back to the list keeps filters, sort and page", () => {
    const state = run([go('/arenden/mina?flaggad=ja&sida=2'), go(`/arenden/mina/arende/${uuid(1)}`)]);
    expect(selectCaseListHref(state)).toBe('/arenden/mina?flaggad=ja&sida=2');
  });

  test('a sort or filter change goes back to page 1; page numbers are whole and from 1', () => {
    expect(shown(run([go('/arenden/mina?sida=3'), caseSortRequested('title')])).page).toBe(1);
    expect(shown(run([go('/arenden/mina?sida=3'), caseFiltersChanged({ isFlagged: false })])).page).toBe(1);
    expect(shown(run([go('/arenden/mina'), caseListPageChanged(0)])).page).toBe(1);
    expect(shown(run([go('/arenden/mina'), caseListPageChanged(2.7)])).page).toBe(2);
    expect(viewFromSearch('?sida=0', member).page).toBe(1);
  });

  test('spec §4: changing workplace resets filters, page and sort (the organisation stays the association filter)', () => {
    const listed = run([go(`/arenden/organisation/${KALMAR}?flaggad=ja&sortera=title&sida=3`)]);
    expect(rootReducer(listed, caseWorkplaceChosen({ workplaceId: uuid(1, 'd') })).cases).toBe(listed.cases);
    // The saga goes to the workplace's list, whose URL has no view.
    const state = rootReducer(listed, go(`/arenden/organisation/${KALMAR}/arbetsplats/${uuid(1, 'd')}`));
    expect(state.cases.view).toEqual({
      page: 1, sort: { column: 'created', direction: 'desc' },
      filters: { types: [], tags: [], users: [], statuses: [1, 2], isFlagged: null, hasDeadline: null, association: KALMAR, owner: null, text: '' },
    });
  });
});

describe('the list held', () => {
  const loaded = (cases = [item(1), item(2, { hasUnreadMessages: true })]) =>
    run([go('/arenden/mina'), casesListRequested({ context: member }), casesListLoaded({ context: member, cases, caseTypes: [], etag: '"1"', receivedAt: '2026-11-20T09:00:00.000Z' })]);

  test('an answer for another context than the one shown is dropped', () => {
    const state = rootReducer(loaded(), casesListLoaded({ context: { ...member, role: 'secretariat' }, cases: [item(9)], caseTypes: [], etag: null, receivedAt: 'x' }));
    expect(state.cases.items.map((c) => c.id)).toEqual([item(1).id, item(2).id]);
  });

  test('a new context empties the list until its own answer', () => {
    expect(rootReducer(loaded(), go('/arenden/kansliet')).cases).toMatchObject({ items: [], status: 'waiting', etag: null });
  });

  test('another user empties the list; the first user of a session does not', () => {
    expect(rootReducer(loaded(), userIdChanged({ previousUserId: 'a', userId: 'b' })).cases.items).toEqual([]);
    expect(rootReducer(loaded(), userIdChanged({ previousUserId: null, userId: 'b' })).cases.items).toHaveLength(2);
  });

  test('spec §4: on token unload the cases are cleared', () => {
    expect(rootReducer(loaded(), tokenUnloaded()).cases).toEqual(rootReducer(undefined, { type: '@@INIT' }).cases);
  });

  describe('ARCHITECTURE §6: the whole order (a page past the picked ones) is made once per list and column', () => {
    const many = (changed = 0) => Array.from({ length: 300 }, (_, i) => item(i + 1, { title: `T${(i * 7) % 50}`, flagged: i + 1 === changed }));
    const loadedWith = (cases: ReturnType<typeof many>, state?: RootState) => (state ? rootReducer(state, casesListLoaded({ context: member, cases, caseTypes: [], etag: null, receivedAt: 'y' }))
      : run([go('/arenden/mina?sortera=title'), casesListRequested({ context: member }), casesListLoaded({ context: member, cases, caseTypes: [], etag: null, receivedAt: 'x' })]));
    const deep = (state: RootState, page = PICKED_PAGES + 1) => rootReducer(state, caseListPageChanged(page));
    let sortSpy: jest.SpyInstance;
    beforeEach(() => { sortSpy = jest.spyOn(textOrderModule, 'textOrder'); });
    afterEach(() => sortSpy.mockRestore());

    test('a page, filter or direction change does not sort again', () => {
      const state = loadedWith(many());
      selectCaseListPage(deep(state));
      const sorts = sortSpy.mock.calls.length;
      expect(sorts).toBeGreaterThan(0);
      selectCaseListPage(deep(state, PICKED_PAGES + 2));
      selectCaseListPage(deep(rootReducer(state, caseFiltersChanged({ isFlagged: false }))));
      const flipped = rootReducer(state, caseSortRequested('title'));
      expect(selectCaseView(flipped).sort).toEqual({ column: 'title', direction: 'asc' });
      expect(selectCaseListPage(deep(flipped)).rows[0].title).toBe('T33');
      expect(sortSpy.mock.calls.length).toBe(sorts);
    });

  test('a poll with one changed case merges it in without sorting the list again', () => {
      const state = loadedWith(many());
      selectCaseListPage(deep(state));
      const sorts = sortSpy.mock.calls.length;
      const polled = loadedWith(many(7), state);
      expect(polled.cases.items[0]).toBe(state.cases.items[0]);
      expect(polled.cases.items[6]).not.toBe(state.cases.items[6]);
      expect(selectCaseListPage(deep(polled)).rows).toHaveLength(20);
      const page = selectCaseListPage(rootReducer(polled, caseFiltersChanged({ isFlagged: true })));
      expect(page.rows.map((r) => r.id)).toEqual([item(7).id]);
      expect(sortSpy.mock.calls.length).toBe(sorts);
    });
  });
});

describe('spec §4: only one of the create-case, role, tag and category modals is open', () => {
  test('opening one closes the other', () => {
    const opened = run([caseCreationOpened({ role: 'member', origin: 'header', owner: null })]);
    expect(opened.cases.openModal).toBe('createCase');
    const role = rootReducer(opened, caseModalOpened('tag'));
    expect(role.cases.openModal).toBe('tag');
    expect(role.caseCreation).toEqual(rootReducer(undefined, { type: '@@INIT' }).caseCreation);
    expect(rootReducer(role, caseCreationClosed()).cases.openModal).toBe('tag');
    expect(rootReducer(role, caseModalClosed('tag')).cases.openModal).toBeNull();
  });
});
