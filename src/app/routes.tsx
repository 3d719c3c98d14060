import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { routeTable, type RouteDef } from './routeTable';
import { screenChunks, type Screen, type ScreenGroup } from './screenChunks';
import { Shell } from './App';
import { AuthCallbackPage } from '../auth/pages/AuthCallbackPage';
import { NotFoundPage } from './shell/StatusPages';

/**
 * The router's routes, built from the route table: one lazy chunk per route group (React.lazy),
 * the sign-in pages and the not-found page in the main chunk. A group's screens module maps its
 * route ids to screens (screenChunks.ts); a feature that builds a screen plugs it in there.
 */

const groups = Object.fromEntries(
  Object.entries(screenChunks).map(([group, load]) => [group, lazy(load)]),
) as Record<ScreenGroup, LazyExoticComponent<Screen>>;

// Pages seldom seen first: a chunk of their own (the first route's budget, ARCHITECTURE §6).
const AuthErrorPage = lazy(() => import(/* webpackChunkName: "authPages" */ '../auth/pages/AuthErrorPage').then((module) => ({ default: module.AuthErrorPage })));
const SignedOutPage = lazy(() => import(/* webpackChunkName: "authPages" */ '../auth/pages/SignedOutPage').then((module) => ({ default: module.SignedOutPage })));

const shellScreens: Record<string, ComponentType> = {
  authCallback: AuthCallbackPage,
  authError: AuthErrorPage,
  signedOut: SignedOutPage,
  signedOutAlias: SignedOutPage,
  notFound: NotFoundPage,
};

function elementFor(route: RouteDef) {
  if (route.group === 'shell') {
    const Page = shellScreens[route.id] ?? NotFoundPage;
    return <Page />;
  }
  const Group = groups[route.group];
  return <Group routeId={route.id} />;
}

export interface RouteOptions {
  /** Include the development-only routes (/components). */
  devRoutes: boolean;
}

export function buildRoutes({ devRoutes }: RouteOptions): RouteObject[] {
  const children: RouteObject[] = (routeTable as readonly RouteDef[])
    .filter((route) => devRoutes || !route.devOnly)
    .map((route) => ({ id: route.id, path: route.path, element: elementFor(route) }));
  return [{ id: 'root', element: <Shell />, children }];
}
