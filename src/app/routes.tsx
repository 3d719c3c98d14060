import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { routeTable, type RouteDef } from './routeTable';
import { screenChunks, type Screen, type ScreenGroup } from './screenChunks';
import { Shell } from './App';
import { AuthCallbackPage } from '../auth/pages/AuthCallbackPage';
import { lazyNamed } from '../lib/lazyNamed';
import { NotFoundPage } from './shell/StatusPages';

/**
 * The router's routes, built from the route table: one lazy chunk per route group (React.lazy),
 * the sign-in pages and the not-found page in the main chunk. A group's screens module maps its
 * route ids to screens (screenChunks.ts); a feature that builds a screen plugs it in there.
 */

/**
 * React.lazy over a module's default export. Under jest's native dynamic import a CommonJS-built
 * module arrives wrapped once more ({ default: { default } }); both shapes are accepted.
 */
function lazyScreen<T extends ComponentType<{ routeId: string }>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(async () => {
    const module = await load();
    const value = module.default as unknown;
    const component = (typeof value === 'object' && value !== null && 'default' in value ? (value as { default: T }).default : value) as T;
    return { default: component };
  });
}

const groups = Object.fromEntries(
  Object.entries(screenChunks).map(([group, load]) => [group, lazyScreen(load)]),
) as Record<ScreenGroup, LazyExoticComponent<Screen>>;

// Pages seldom seen first: a chunk of their own (the first route's budget, ARCHITECTURE §6).
const AuthErrorPage = lazyNamed(() => import(/* webpackChunkName: "authPages" */ '../auth/pages/AuthErrorPage'), 'AuthErrorPage');
const SignedOutPage = lazyNamed(() => import(/* webpackChunkName: "authPages" */ '../auth/pages/SignedOutPage'), 'SignedOutPage');

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
