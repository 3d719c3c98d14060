import { CASE_LIST_UPDATE_DEBOUNCE_MS } from '../../../../src/features/cases/casesSagas';
import { act, render } from '@testing-library/react';
import { AppRouterProvider, type AppRouter } from '../../../../src/app/navigation/appRouter';
import { memoryRouter } from '../../support/memoryRouter';
import { Provider } from 'react-redux';
import type { Middleware } from '@reduxjs/toolkit';
import type { HttpResult } from '../../../../src/api/http';
import type { CaseListItem, CaseListResponse, CaseType, CreatedCase, Page, User } from '../../../../src/api/types';
import { caseListEntryOf } from '../../../../src/domain/caseListWire';
import { connectRouter } from '../../../../src/app/navigation/connectRouter';
import { makeStore, type AppStore, type RootState } from '../../../../src/app/store';
import type { Services } from '../../../../src/app/services';
import { associationChoices } from '../../../../src/domain/autoAssociation';
import { caseCatalogue, type CaseTypeCode } from '../../../../src/domain/caseCatalogue';
import { caseTypesForAnotherUser, creatableCaseTypes, roleCaseTypes } from '../../../../src/domain/caseTypesForRole';
import type { Role } from '../../../../src/domain/roles';
import { config, fakeAuth, ok, session, settle } from '../../support/fakeServices';
import { demoUsers, GOTLAND, KALMAR, NATIONAL_A } from '../../support/users';

export { ok, fail, settle, session } from '../../support/fakeServices';

export { demoUsers };

export { uuid, owner, item, summary } from '../../support/caseFixtures';
import { uuid, summary } from '../../support/caseFixtures';

export const kanslist = { id: demoUsers.kanslist.id, name: demoUsers.kanslist.name };


/** The case types as the server builds them (server/cases/catalogue.ts), from the same domain rules. */
export function caseTypeDtos(codes: readonly string[], user: User, role: Role, options: { organisationId?: string | null; forAnotherUser?: boolean } = {}): CaseType[] {
  return caseCatalogue
    .filter((entry) => codes.includes(entry.type))
    .map((entry) => ({ type: entry.type, title: entry.title, subCategories: entry.subCategories, ...associationChoices(user, role, entry.type, options) }));
}

export const creatableTypes = (user: User, role: Role, organisationId?: string | null) =>
  caseTypeDtos(creatableCaseTypes(user, role, organisationId), user, role, { organisationId });
export const typesForMember = (member: User) => caseTypeDtos(caseTypesForAnotherUser(member), member, 'member', { forAnotherUser: true });
export const listTypes = (user: User, role: Role) => caseTypeDtos(roleCaseTypes(user, role) as CaseTypeCode[], user, role);

/** Case/GetAll's answer of these items, as the server sends it (lean entries, the titles beside, issue 13). */
export const listResponse = (cases: CaseListItem[], caseTypes: CaseType[] = listTypes(demoUsers.medlem, 'member')): CaseListResponse => ({
  cases: cases.map(caseListEntryOf),
  caseTypes: withTypesOf(cases, caseTypes),
  tags: [...new Map(cases.flatMap((c) => c.tags).map((t) => [t.type, t])).values()],
});

/** The server's caseTypes hold the type of every case in the list (with its sub-categories). */
function withTypesOf(cases: CaseListItem[], caseTypes: CaseType[]): CaseType[] {
  const all = [...caseTypes];
  for (const c of cases) {
    const known = all.find((t) => t.type === c.caseType.type);
    const subs = c.subCategories.filter((s) => !known?.subCategories.some((k) => k.type === s.type));
    if (!known) all.push({ ...c.caseType, subCategories: subs, nationalAssociations: [], psychologyAssociations: [] });
    else if (subs.length) all[all.indexOf(known)] = { ...known, subCategories: [...known.subCategories, ...subs] };
  }
  return all;
}

export function created(id = uuid(999), over: Partial<CreatedCase> = {}): CreatedCase {
  return { ...summary(999, { id, title: 'Ny fråga' }), messages: [], ...over };
}

export interface FakeCaseApi {
  getAll: jest.Mock<Promise<HttpResult<CaseListResponse | null>>, [unknown, string | null]>;
  getAssociation: jest.Mock;
  getWorkplaces: jest.Mock;
}

export interface FakeCreationApi {
  getCaseTypes: jest.Mock;
  getCaseTypesForUser: jest.Mock;
  getUser: jest.Mock;
  create: jest.Mock;
  createForAnotherUser: jest.Mock;
}

export const notModified = (): HttpResult<null> => ({ ok: true, status: 304, data: null });
export const withEtag = <T,>(data: T, etag: string): HttpResult<T> => ({ ok: true, status: 200, data, etag });

export interface CasesHarness {
  store: AppStore;
  services: Services;
  cases: FakeCaseApi;
  creation: FakeCreationApi;
  navigate: jest.Mock;
  /** Every action dispatched (type and payload). */
  actions: { type: string; payload?: unknown }[];
  state(): RootState;
}

/** The real store and root saga with fake services; the user signed in. */
export function casesHarness(options: { user?: User; preloaded?: Partial<RootState>; navigate?: (to: string, o?: { replace?: boolean }) => void; signedOut?: boolean } = {}): CasesHarness {
  const user = options.user ?? demoUsers.medlem;
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(options.signedOut ? null : session);
  auth.getAccessToken.mockReturnValue(options.signedOut ? null : 'token');
  const cases: FakeCaseApi = {
    getAll: jest.fn(async (_query: unknown, _etag: string | null): Promise<HttpResult<CaseListResponse | null>> => ok(listResponse([]))),
    getAssociation: jest.fn(async (id: string) => ok({ id, externalId: null, name: id === KALMAR ? 'Psykologföreningen i Region Kalmar län' : 'Föreningen', type: 'psychology', role: null })),
    getWorkplaces: jest.fn(async () => ok({ workplaces: [] })),
  };
  const creation: FakeCreationApi = {
    getCaseTypes: jest.fn(async (query: { role: Role; organisationId?: string }) => ok({ caseTypes: creatableTypes(user, query.role, query.organisationId) })),
    getCaseTypesForUser: jest.fn(async () => ok({ caseTypes: typesForMember(demoUsers.medlem) })),
    getUser: jest.fn(async () => ok(demoUsers.medlem)),
    create: jest.fn(async () => ok(created())),
    createForAnotherUser: jest.fn(async () => ok(created())),
  };
  const api = {
    user: { getMe: jest.fn(async () => ok(user)) },
    gdpr: { getStatus: jest.fn(async () => ok({ hasApprovedGdprPolicies: true })), consent: jest.fn() },
    pages: { getPages: jest.fn(async () => ok([] as Page[])), getPage: jest.fn() },
    header: { getWorkplaces: jest.fn(async () => ok({ workplaces: [] })) },
    cases,
    caseCreation: creation,
  };
  const navigate = jest.fn(options.navigate ?? (() => undefined));
  const services = {
    config, auth, http: {} as Services['http'], api: api as unknown as Services['api'], navigate, setDocumentTitle: jest.fn(),
  } as unknown as Services;
  const actions: { type: string; payload?: unknown }[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as { type: string; payload?: unknown });
    return next(action);
  };
  const store = makeStore(options.preloaded, { services, middleware: [recorder] });
  return { store, services, cases, creation, navigate, actions, state: () => store.getState() };
}

/** The session restores at start (fake auth): the token loads, the user loads, the polling starts. */
export async function signedIn(h: CasesHarness) {
  await settle();
  return h;
}

/**
 * The app in a memory router, with the real store, sagas and routes and fake services: the
 * router's navigate is the services' navigate (so the list view's URL writes move it).
 */
export async function renderPortal(path: string, options: {
  user?: User; list?: CaseListItem[]; caseTypes?: CaseType[]; workplaces?: { id: string; name: string }[]; configure?: (h: CasesHarness) => void;
} = {}) {
  const holder: { router?: AppRouter } = {};
  const h = casesHarness({ user: options.user, navigate: (to, o) => { void holder.router!.navigate(to, o); } });
  h.cases.getAll.mockImplementation(async () => ok(listResponse(options.list ?? [], options.caseTypes)));
  if (options.workplaces) h.cases.getWorkplaces.mockResolvedValue(ok({ workplaces: options.workplaces }));
  options.configure?.(h);
  const router = memoryRouter(path, { devRoutes: false });
  holder.router = router;
  connectRouter(router, h.store.dispatch);
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<Provider store={h.store}><AppRouterProvider router={router} /></Provider>);
  });
  for (let i = 0; i < 8; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { ...view, ...h, router };
}

/** Lets the lazy screens and the saga's promises settle inside act(), and a burst of list changes reach the URL (spec §9: 5 ms). */
export async function flush(times = 4) {
  for (let i = 0; i < times; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, i === 0 ? CASE_LIST_UPDATE_DEBOUNCE_MS : 0)));
}

export { GOTLAND, KALMAR, NATIONAL_A, config };
