import { useSyncExternalStore } from 'react';
import {
  matchRoutes, renderMatches, Router, type Location, type NavigationType, type RouteMatch, type RouteObject, type UNSAFE_createBrowserHistory,
} from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface AppRouterState {
  location: Location;
  /** How the last navigation came: PUSH, REPLACE or POP (back, forward, the first page). */
  historyAction: `${NavigationType}`;
  /** The matched routes, outermost first. */
  matches: RouteMatch[];
}

/**
 * The portal's router: react-router's declarative routing over a history we hold, so that sagas
 * can navigate and the store hears of every navigation before React renders it (connectRouter).
 * React Router's data router (createBrowserRouter) would do the same, but brings loaders,
 * actions and fetchers the portal does not use: about 16 KB gzip of the first route's 150 KB.
 *
 * The history (react-router's own, `UNSAFE_createBrowserHistory` or `UNSAFE_createMemoryHistory`
 * with `v5Compat: true`) takes one listener: this router is that listener and tells its own
 * subscribers.
 */
export interface AppRouter {
  readonly state: AppRouterState;
  subscribe(listener: (state: AppRouterState) => void): () => void;
  /** To a path, or back and forth in the history by a number of steps. */
  navigate(to: string | number, options?: { replace?: boolean }): void;
  readonly history: History;
  readonly routes: RouteObject[];
}

export function createAppRouter(history: History, routes: RouteObject[]): AppRouter {
  const stateAt = (location: Location): AppRouterState => ({ location, historyAction: history.action, matches: matchRoutes(routes, location) ?? [] });
  let state = stateAt(history.location);
  const listeners = new Set<(state: AppRouterState) => void>();
  history.listen(({ location }) => {
    state = stateAt(location);
    for (const listener of [...listeners]) listener(state);
  });
  return {
    get state() { return state; },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to);
      else history.push(to);
    },
    history,
    routes,
  };
}

/**
 * Renders the routes of the router's current location, as matched once per navigation (stateAt):
 * useRoutes would match, and rank the whole route table, again on every render.
 */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const { location, matches } = useSyncExternalStore(router.subscribe, () => router.state);
  return (
    <Router location={location} navigator={router.history} navigationType={router.history.action}>
      {renderMatches(matches)}
    </Router>
  );
}
