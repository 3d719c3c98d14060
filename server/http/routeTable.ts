import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One route as registered: method, path (with `:params`) and its JSON schema. */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered on this instance and its plugins from now on (Fastify's onRoute
 * hook), so that a test can go over all of them, also the ones added later by other features.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method: method as HTTPMethods, url: route.url, schema: route.schema });
    }
  });
}

/** The routes recorded by `recordRoutes` (empty if it was not called). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}
