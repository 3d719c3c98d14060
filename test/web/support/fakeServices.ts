import type { Middleware } from '@reduxjs/toolkit';
import { matchRoutes } from 'react-router';
import type { Services } from '../../../src/app/services';
import type { AuthEvent, AuthService, SessionInfo } from '../../../src/auth/authService';
import type { HttpResult } from '../../../src/api/http';
import type { Page, PortalConfig, User } from '../../../src/api/types';
import { routeTable } from '../../../src/app/routeTable';
import { navigated } from '../../../src/app/navigation/navigationSlice';
import { makeStore, type AppStore, type RootState } from '../../../src/app/store';

export const config: PortalConfig = {
  apiUrl: 'http://portal.test/api',
  contentUrl: 'http://portal.test/content',
  oidc: { authority: 'http://portal.test/oidc', clientId: 'medlemsportal', scope: 'openid portal-api' },
  devTools: false,
};

export const session: SessionInfo = { expiresAt: '2030-01-01T10:00:00.000Z', subject: 'de300000-0000-4000-8000-000000000001' };

export const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });
export const fail = (status: number, errorCode: string): HttpResult<never> => ({ ok: false, status, response: { errorCode, data: null } });

const routes = routeTable.map((route) => ({ id: route.id, path: route.path }));

/** What react-router would report for a path: the route id and its parameters. */
export function matchPath(path: string) {
  const [pathname, search = ''] = path.split('?');
  const matches = matchRoutes(routes, pathname) ?? [];
  const match = matches[matches.length - 1];
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match?.params ?? {})) if (value !== undefined && name !== '*') params[name] = value;
  return { pathname, search: search ? `?${search}` : '', routeId: match?.route.id ?? 'notFound', params };
}

export interface FakeAuth extends jest.Mocked<AuthService> {
  emit(event: AuthEvent): void;
}

export function fakeAuth(): FakeAuth {
  const listeners = new Set<(event: AuthEvent) => void>();
  let token: string | null = null;
  const auth = {
    restore: jest.fn(async () => null as SessionInfo | null),
    getAccessToken: jest.fn(() => token),
    signinSilent: jest.fn(async (): Promise<SessionInfo> => { throw Object.assign(new Error('Frame window timed out'), { name: 'ErrorTimeout' }); }),
    signinRedirect: jest.fn(async () => {}),
    signinCallback: jest.fn(async () => ({ session, returnTo: null as string | null })),
    signoutRedirect: jest.fn(async () => { listeners.forEach((l) => l({ type: 'unloaded' })); }),
    removeSession: jest.fn(async () => { token = null; listeners.forEach((l) => l({ type: 'unloaded' })); }),
    subscribe: jest.fn((listener: (event: AuthEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    emit: (event: AuthEvent) => listeners.forEach((l) => l(event)),
  };
  return auth as unknown as FakeAuth;
}

export interface Harness {
  store: AppStore;
  services: Services & { auth: FakeAuth };
  api: {
    user: { getMe: jest.Mock<Promise<HttpResult<User>>, []> };
    gdpr: { getStatus: jest.Mock; consent: jest.Mock };
    pages: { getPages: jest.Mock<Promise<HttpResult<Page[]>>, []>; getPage: jest.Mock };
    header: { getWorkplaces: jest.Mock; getAssociations: jest.Mock };
    posts: { getPosts: jest.Mock; getPost: jest.Mock; getTargets: jest.Mock; createPost: jest.Mock; updatePost: jest.Mock; deletePost: jest.Mock };
    courses: {
      getCourses: jest.Mock; getCourse: jest.Mock; createCourse: jest.Mock; updateCourse: jest.Mock; deleteCourse: jest.Mock;
      signUp: jest.Mock; cancelRegistration: jest.Mock; getMyRegistrations: jest.Mock; getRegistrations: jest.Mock; removeRegistration: jest.Mock; downloadRegistrationsCsv: jest.Mock;
    };
  };
  navigate: jest.Mock;
  /** The type of every action dispatched so far. */
  actions: string[];
  /** Moves the fake router: dispatches `navigated` as connectRouter does. */
  goTo(path: string): void;
  state(): RootState;
}

/** The real store and root saga with fake services (no network, no browser sign-in). */
export function harness(options: { preloaded?: Partial<RootState>; user?: User; auth?: FakeAuth } = {}): Harness {
  const auth = options.auth ?? fakeAuth();
  const api = {
    user: { getMe: jest.fn(async () => (options.user ? ok(options.user) : fail(401, 'UNAUTHORIZED'))) },
    gdpr: { getStatus: jest.fn(async () => ok({ hasApprovedGdprPolicies: true })), consent: jest.fn(async () => ok({ message: 'ok' })) },
    pages: { getPages: jest.fn(async () => ok([] as Page[])), getPage: jest.fn() },
    header: { getWorkplaces: jest.fn(async () => ok({ workplaces: [] })), getAssociations: jest.fn(async () => ok({ associations: [] })) },
    posts: {
      getPosts: jest.fn(async () => ok([])), getPost: jest.fn(), getTargets: jest.fn(async () => ok({ posts: [], courses: [] })),
      createPost: jest.fn(), updatePost: jest.fn(), deletePost: jest.fn(),
    },
    courses: {
      getCourses: jest.fn(async () => ok([])), getCourse: jest.fn(), createCourse: jest.fn(), updateCourse: jest.fn(), deleteCourse: jest.fn(),
      signUp: jest.fn(), cancelRegistration: jest.fn(), getMyRegistrations: jest.fn(), getRegistrations: jest.fn(), removeRegistration: jest.fn(), downloadRegistrationsCsv: jest.fn(),
    },
  };
  const goTo = (path: string) => store.dispatch(navigated(matchPath(path)));
  const navigate = jest.fn((to: string) => { goTo(to); });
  const services = {
    config,
    auth,
    http: {} as Services['http'],
    api: api as unknown as Services['api'],
    navigate,
    setDocumentTitle: jest.fn(),
    leaveFor: jest.fn(),
  };
  const actions: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const store: AppStore = makeStore(options.preloaded, { services, middleware: [recorder] });
  return { store, services, api, navigate, actions, goTo, state: () => store.getState() };
}

/** Lets pending promises and saga steps run (with or without fake timers). */
export async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
