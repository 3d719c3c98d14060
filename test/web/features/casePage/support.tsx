import { act, render } from '@testing-library/react';
import { AppRouterProvider, type AppRouter } from '../../../../src/app/navigation/appRouter';
import { memoryRouter } from '../../support/memoryRouter';
import { Provider } from 'react-redux';
import type { Middleware } from '@reduxjs/toolkit';
import type { HttpResult } from '../../../../src/api/http';
import type { CaseDetail, CaseNote, LockState } from '../../../../src/api/caseHandlingTypes';
import type { CaseListItem, CaseMessage, Page, User, UserRef } from '../../../../src/api/types';
import { connectRouter } from '../../../../src/app/navigation/connectRouter';
import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { makeStore, type AppStore, type RootState } from '../../../../src/app/store';
import type { Services } from '../../../../src/app/services';
import type { CasePageApi } from '../../../../src/features/casePage/casePageApi';
import { config, fakeAuth, matchPath, ok, session, settle } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import { summary } from '../../support/caseFixtures';

export { ok, fail, settle } from '../../support/fakeServices';
export { demoUsers };


export const CASE_ID = 'c0000000-0000-4000-8000-000000000001';
export const OTHER_CASE_ID = 'c0000000-0000-4000-8000-000000000002';

export const ref = (user: User): UserRef => ({ id: user.id, name: user.name });
export const member = ref(demoUsers.medlem);
export const kanslist = ref(demoUsers.kanslist);
export const kansliStyrelse = ref(demoUsers['kansli-styrelse']);

export const handlerAccess = { mayManage: true, mayReply: true, mayReadNotes: true, mayInviteSecretariat: false, mayManageTagsAndCaseType: true };
export const memberAccess = { mayManage: false, mayReply: true, mayReadNotes: false, mayInviteSecretariat: false, mayManageTagsAndCaseType: false };

export function message(n: number, sender: UserRef = member, over: Partial<CaseMessage> = {}): CaseMessage {
  return { id: `m${n}`, sender, message: `Meddelande ${n}`, created: new Date(Date.UTC(2026, 10, 16, 8, n)).toISOString(), files: [], ...over };
}

export function note(n: number, author: UserRef = kanslist, over: Partial<CaseNote> = {}): CaseNote {
  return { id: `n${n}`, text: `Anteckning ${n}`, created: new Date(Date.UTC(2026, 10, 16, 9, n)).toISOString(), author, files: [], ...over };
}

/** A new secretariat case (spec §3) as Case/Get answers a handler. */
export function caseDetail(over: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...summary(1, { id: CASE_ID, title: 'Fråga om lönesamtal', created: '2026-11-16T08:00:00.000Z', ownerUser: member }),
    messages: [message(1)],
    notes: [],
    auditLogs: [{ id: 'a1', eventType: 'CREATED', occurredAt: '2026-11-16T08:00:00.000Z', user: member, data: {} }],
    files: [],
    lockExpiresAt: null,
    access: handlerAccess,
    ...over,
  };
}

/** A case as the member sees it: no notes, no audit log (spec §6). */
export const memberView = (over: Partial<CaseDetail> = {}) => caseDetail({ notes: null, auditLogs: null, access: memberAccess, ...over });

export const listItemOf = (detail: CaseDetail): CaseListItem => {
  const { messages: _m, notes: _n, auditLogs: _a, files: _f, lockExpiresAt: _l, access: _x, shouldBeHandledByKanslist: _h, invitationFromBoardMember: _i, ...item } = detail;
  return item;
};

export const held = (user: UserRef): LockState => ({ isLocked: true, lockedBy: user, lockExpiresAt: '2026-11-16T10:02:00.000Z' });
export const isLocked = (lockedBy: UserRef): HttpResult<never> => ({ ok: false, status: 409, response: { errorCode: 'IS_LOCKED', data: { lockedBy } } });

export type FakeCasePageApi = { [K in keyof CasePageApi]: jest.Mock };

/** Every call answers as the server would on success, for the case given. */
export function fakeCasePageApi(detail: CaseDetail = caseDetail(), me: UserRef = kanslist): FakeCasePageApi {
  return {
    getCase: jest.fn(async () => ok(detail)),
    createMessage: jest.fn(async (_id: string, request: { message: string }) => ok({ message: message(99, me, { message: request.message }), status: 2 })),
    createNote: jest.fn(async (_id: string, request: { text: string }) => ok(note(99, me, { text: request.text }))),
    deleteNote: jest.fn(async () => ({ ok: true, status: 204, data: null })),
    getAuditLogs: jest.fn(async () => ok({ auditLogs: detail.auditLogs ?? [] })),
    getAdministratorAlternatives: jest.fn(async () => ok({ administratorAlternatives: [kanslist, kansliStyrelse] })),
    setAdministrators: jest.fn(async (_id: string, request: { administratorUserIds: string[] }) => {
      const administrators = [kanslist, kansliStyrelse].filter((u) => request.administratorUserIds.includes(u.id)).map((u) => ({ ...u, isAdministrating: true }));
      return ok({ administrators, users: administrators });
    }),
    lock: jest.fn(async () => ok(held(me))),
    unlock: jest.fn(async () => ok({ isLocked: false, lockedBy: null, lockExpiresAt: null })),
    getCaseTypeAlternatives: jest.fn(async () => ok({ caseTypes: [] })),
    setCaseType: jest.fn(async () => ok(detail)),
    setSubCategories: jest.fn(async () => ok({ subCategories: [] })),
    getTagAlternatives: jest.fn(async () => ok({ tags: [{ type: 'LON', title: 'Lön' }, { type: 'ARBETSMILJO', title: 'Arbetsmiljö' }] })),
    setTags: jest.fn(async (_id: string, request: { tags: string[] }) => ok({ tags: request.tags.map((type) => ({ type, title: type })) })),
    close: jest.fn(async () => ok({ status: 3 })),
    setFlag: jest.fn(async (request: { flagged: boolean }) => ok({ flagged: request.flagged })),
    addUser: jest.fn(async () => ok({ users: [] })),
    inviteSecretariat: jest.fn(async () => ok({ shouldBeHandledByKanslist: true, invitationFromBoardMember: true })),
    setDeadline: jest.fn(async (_id: string, deadline: string) => ok({ deadLine: deadline })),
    clearDeadline: jest.fn(async () => ok({ deadLine: null })),
    setLegalHold: jest.fn(async (_id: string, hold: boolean) => ok({ legalHold: hold ? { placedAt: '2026-11-20T09:00:00.000Z', placedBy: me } : null })),
    downloadFile: jest.fn(async () => ({ blob: new Blob(['x']), fileName: 'fil.pdf' })),
  };
}

export interface CaseHarness {
  store: AppStore;
  services: Services;
  api: FakeCasePageApi;
  getAll: jest.Mock;
  /** Every action dispatched (type and payload). */
  actions: { type: string; payload?: unknown }[];
  types(): string[];
  state(): RootState;
  /** Moves the fake router (dispatches `navigated` as connectRouter does). */
  goTo(path: string): void;
}

/** The real store and root saga with fake services; the user signed in (the session restores at start). */
export function caseHarness(options: { user?: User; api?: FakeCasePageApi; list?: CaseListItem[]; navigate?: (to: string) => void; casesApi?: Record<string, unknown> } = {}): CaseHarness {
  const user = options.user ?? demoUsers.kanslist;
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  auth.getAccessToken.mockReturnValue('token');
  const api = options.api ?? fakeCasePageApi(caseDetail(), ref(user));
  const getAll = jest.fn(async () => ok({ cases: options.list ?? [], caseTypes: [] }));
  const fakes = {
    user: { getMe: jest.fn(async () => ok(user)) },
    gdpr: { getStatus: jest.fn(async () => ok({ hasApprovedGdprPolicies: true })), consent: jest.fn() },
    pages: { getPages: jest.fn(async () => ok([] as Page[])), getPage: jest.fn() },
    header: { getWorkplaces: jest.fn(async () => ok({ workplaces: [] })) },
    cases: { getAll, getAssociation: jest.fn(), getWorkplaces: jest.fn(async () => ok({ workplaces: [] })), ...options.casesApi },
    caseCreation: { getCaseTypes: jest.fn(async () => ok({ caseTypes: [] })), getCaseTypesForUser: jest.fn(), getUser: jest.fn(), create: jest.fn(), createForAnotherUser: jest.fn() },
    casePage: api,
    posts: { getPosts: jest.fn(async () => ok([])), getPost: jest.fn(), getTargets: jest.fn(), createPost: jest.fn(), updatePost: jest.fn(), deletePost: jest.fn() },
    courses: { getCourses: jest.fn(async () => ok([])), getCourse: jest.fn(), createCourse: jest.fn(), updateCourse: jest.fn(), deleteCourse: jest.fn() },
  };
  const actions: { type: string; payload?: unknown }[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as { type: string; payload?: unknown });
    return next(action);
  };
  const holder: { store?: AppStore } = {};
  const goTo = (path: string) => { holder.store!.dispatch(navigated(matchPath(path))); };
  const navigate = jest.fn(options.navigate ?? ((to: string) => goTo(to)));
  const services = {
    config, auth, http: {} as Services['http'], api: fakes as unknown as Services['api'], navigate, setDocumentTitle: jest.fn(), leaveFor: jest.fn(),
  } as unknown as Services;
  const store = makeStore(undefined, { services, middleware: [recorder] });
  holder.store = store;
  return { store, services, api, getAll, actions, types: () => actions.map((a) => a.type), state: () => store.getState(), goTo };
}

/** Lets the lazily loaded sagas, the fake calls and the saga steps run. */
export async function flushSagas(times = 6) {
  for (let i = 0; i < times; i += 1) {
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Opens a case route in the harness and waits until the case has loaded. */
export async function openCase(h: CaseHarness, path = `/arenden/kansliet/arende/${CASE_ID}`) {
  await flushSagas(2);
  h.goTo(path);
  await flushSagas();
}

/**
 * The portal in a memory router with the real store, sagas and routes and fake services (the
 * router's navigate is the services' navigate).
 */
export async function renderCasePage(options: { user?: User; api?: FakeCasePageApi; path?: string } = {}) {
  const holder: { router?: AppRouter } = {};
  const h = caseHarness({ user: options.user, api: options.api, navigate: (to) => { void holder.router!.navigate(to); } });
  const router = memoryRouter(options.path ?? `/arenden/kansliet/arende/${CASE_ID}`, { devRoutes: false });
  holder.router = router;
  connectRouter(router, h.store.dispatch);
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<Provider store={h.store}><AppRouterProvider router={router} /></Provider>);
  });
  await flushInAct();
  return { ...view, ...h, router };
}

/** Lets the lazy screens, the sagas and their promises settle inside act(). */
export async function flushInAct(times = 10) {
  for (let i = 0; i < times; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
