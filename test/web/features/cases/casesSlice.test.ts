import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { userIdChanged } from '../../../../src/app/lifecycle';
import { tokenUnloaded } from '../../../../src/auth/authSlice';
import { rootReducer, type RootState } from '../../../../src/app/reducers';
import * as textOrderModule from '../../../../src/domain/textOrder';
import { defaultCaseRole } from '../../../../src/domain/caseAccess';
import { caseCreationClosed, caseCreationOpened } from '../../../../src/features/caseCreation/caseCreationActions';
import { caseListPath, casePath, contextFromRoute, defaultRoleOf } from '../../../../src/features/cases/caseContext';
import { caseModalClosed, caseModalOpened } from '../../../../src/features/cases/caseModals';
import {
  caseFiltersChanged, caseListItemUpdated, caseListPageChanged, caseSortRequested, casesListLoaded, casesListRequested, caseWorkplaceChosen,
} from '../../../../src/features/cases/casesSlice';
import { selectCaseListHref, selectCaseListPage } from '../../../../src/features/cases/listSelectors';
import { selectHasUnreadCases } from '../../../../src/features/cases/selectors';
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

describe('the view in the store and in the URL', () => {
  test('a URL written from the view changes nothing (no new objects, nothing re-renders)', () => {
    const before = run([go('/arenden/mina'), caseFiltersChanged({ text: 'lön ' })]);
    const after = rootReducer(before, go('/arenden/mina?sok=l%C3%B6n'));
    expect(after.cases).toBe(before.cases);
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
    expect(run([go('/arenden/mina?sida=3'), caseSortRequested('title')]).cases.view.page).toBe(1);
    expect(run([go('/arenden/mina?sida=3'), caseFiltersChanged({ isFlagged: false })]).cases.view.page).toBe(1);
    expect(run([go('/arenden/mina'), caseListPageChanged(0)]).cases.view.page).toBe(1);
    expect(run([go('/arenden/mina'), caseListPageChanged(2.7)]).cases.view.page).toBe(2);
  });

  test('spec §4: changing workplace resets filters, page and sort (the organisation stays the association filter)', () => {
    const state = run([go(`/arenden/organisation/${KALMAR}?flaggad=ja&sortera=title&sida=3`), caseWorkplaceChosen({ workplaceId: uuid(1, 'd') })]);
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

  test('caseListItemUpdated (for the case page: a reply, a flag, a close, a read) changes one item and keeps the others', () => {
    const before = loaded();
    const after = rootReducer(before, caseListItemUpdated({ id: item(2).id, changes: { hasUnreadMessages: false, status: 2 } }));
    expect(after.cases.items[0]).toBe(before.cases.items[0]);
    expect(after.cases.items[1]).toMatchObject({ hasUnreadMessages: false, status: 2 });
    expect(selectHasUnreadCases(before)).toBe(true);
    expect(selectHasUnreadCases(after)).toBe(false);
  });

  test('another user empties the list; the first user of a session does not', () => {
    expect(rootReducer(loaded(), userIdChanged({ previousUserId: 'a', userId: 'b' })).cases.items).toEqual([]);
    expect(rootReducer(loaded(), userIdChanged({ previousUserId: null, userId: 'b' })).cases.items).toHaveLength(2);
  });

  test('spec §4: on token unload the cases are cleared', () => {
    expect(rootReducer(loaded(), tokenUnloaded()).cases).toEqual(rootReducer(undefined, { type: '@@INIT' }).cases);
  });

  describe('ARCHITECTURE §6: the list is sorted once per list and column', () => {
    const many = (changed = 0) => Array.from({ length: 50 }, (_, i) => item(i + 1, { title: `T${(i * 7) % 50}`, flagged: i + 1 === changed }));
    const loadedWith = (cases: ReturnType<typeof many>, state?: RootState) => (state ? rootReducer(state, casesListLoaded({ context: member, cases, caseTypes: [], etag: null, receivedAt: 'y' }))
      : run([go('/arenden/mina?sortera=title'), casesListRequested({ context: member }), casesListLoaded({ context: member, cases, caseTypes: [], etag: null, receivedAt: 'x' })]));
    let sortSpy: jest.SpyInstance;
    beforeEach(() => { sortSpy = jest.spyOn(textOrderModule, 'textOrder'); });
    afterEach(() => sortSpy.mockRestore());

    test('a page, filter or direction change does not sort again', () => {
      const state = loadedWith(many());
      selectCaseListPage(state);
      const sorts = sortSpy.mock.calls.length;
      expect(sorts).toBeGreaterThan(0);
      selectCaseListPage(rootReducer(state, caseListPageChanged(2)));
      selectCaseListPage(rootReducer(state, caseFiltersChanged({ isFlagged: false })));
      const flipped = rootReducer(state, caseSortRequested('title'));
      expect(flipped.cases.view.sort).toEqual({ column: 'title', direction: 'asc' });
      expect(selectCaseListPage(flipped).rows[0].title).toBe('T0');
      expect(sortSpy.mock.calls.length).toBe(sorts);
    });

    test('a poll with one changed case merges it in without sorting the list again', () => {
      const state = loadedWith(many());
      selectCaseListPage(state);
      const sorts = sortSpy.mock.calls.length;
      const polled = loadedWith(many(7), state);
      expect(polled.cases.items[0]).toBe(state.cases.items[0]);
      expect(polled.cases.items[6]).not.toBe(state.cases.items[6]);
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
