import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { buildRoutes } from '../../../src/app/routes';
import { createAppRouter } from '../../../src/app/navigation/appRouter';

/** The portal's router over an in-memory history, starting at `path` (as index.tsx builds it over the browser's). */
export function memoryRouter(path: string, options: { devRoutes: boolean }) {
  return createAppRouter(createMemoryHistory({ initialEntries: [path], v5Compat: true }), buildRoutes(options));
}
