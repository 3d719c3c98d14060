import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { routeTable, type RouteDef, type RouteGroup } from './routeTable';

/** A route group's screen: its screens module maps the group's route ids to screens. */
export type Screen = ComponentType<{ routeId: string }>;
export type ScreenGroup = Exclude<RouteGroup, 'shell'>;

/** One lazy chunk per route group (ARCHITECTURE §6); routes.tsx wraps each in React.lazy. */
export const screenChunks: Record<ScreenGroup, () => Promise<{ default: Screen }>> = {
  overview: () => import(/* webpackChunkName: "overview" */ '../features/overview/pages/OverviewPage'),
  organisation: () => import(/* webpackChunkName: "organisation" */ './screens/OrganisationScreens'),
  secretariat: () => import(/* webpackChunkName: "secretariat" */ './screens/SecretariatScreens'),
  news: () => import(/* webpackChunkName: "news" */ './screens/NewsScreens'),
  courses: () => import(/* webpackChunkName: "courses" */ './screens/CoursesScreens'),
  documents: () => import(/* webpackChunkName: "documents" */ './screens/DocumentsScreens'),
  members: () => import(/* webpackChunkName: "members" */ './screens/MembersScreens'),
  cases: () => import(/* webpackChunkName: "cases" */ './screens/CaseListScreens'),
  casePage: () => import(/* webpackChunkName: "casePage" */ './screens/CasePageScreens'),
  content: () => import(/* webpackChunkName: "content" */ '../features/pages/pages/ContentPage'),
  profile: () => import(/* webpackChunkName: "profile" */ './screens/ProfileScreens'),
  statistics: () => import(/* webpackChunkName: "statistics" */ '../features/statistics/pages/StatisticsPage'),
  components: () => import(/* webpackChunkName: "components" */ '../features/showcase/pages/ComponentsPage'),
};

/**
 * Starts loading the chunk of the route at `pathname` at once: the entry calls it before the app
 * starts, so the first screen's code is not asked for only after the first render.
 */
export function preloadScreenFor(pathname: string): void {
  const group = routeAt(pathname)?.group;
  if (group && group !== 'shell') void screenChunks[group]().catch(() => {});
}

type RouteAt = Pick<RouteDef, 'id' | 'group' | 'public'>;
let lastRouteAt: { pathname: string; route: RouteAt | null } | null = null;

/**
 * The route a path opens (devOnly routes aside), as the router will match it. The entry asks twice
 * for the same path (the chunk, the silent sign-in), in the task that runs the scripts: matching
 * compiles every route's pattern, so the answer is kept (issue 32).
 */
export function routeAt(pathname: string): RouteAt | null {
  if (lastRouteAt?.pathname === pathname) return lastRouteAt.route;
  const routes = (routeTable as readonly RouteDef[]).filter((route) => !route.devOnly).map(({ id, path, group, public: open }) => ({ id, path, group, public: open }));
  const [match] = matchRoutes(routes, pathname) ?? [];
  lastRouteAt = { pathname, route: match?.route ?? null };
  return lastRouteAt.route;
}
