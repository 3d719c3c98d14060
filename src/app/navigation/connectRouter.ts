import type { AppDispatch } from '../store';
import { navigated } from './navigationSlice';
import type { AppRouter } from './appRouter';

type Router = Pick<AppRouter, 'state' | 'subscribe'>;

/**
 * Dispatches `navigated` for the router's current location and after every navigation: what
 * sagas react to (selections, title, sign-in guard, …). No hash: it may carry the sign-in
 * callback's code.
 */
export function connectRouter(router: Router, dispatch: AppDispatch): () => void {
  let lastKey: string | null = null;
  const report = () => {
    const { location, matches } = router.state;
    const key = `${location.key}:${location.pathname}${location.search}`;
    if (key === lastKey) return;
    lastKey = key;
    const match = matches[matches.length - 1];
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match?.params ?? {})) {
      if (typeof value === 'string' && name !== '*') params[name] = value;
    }
    dispatch(navigated({ pathname: location.pathname, search: location.search, routeId: match?.route.id ?? 'notFound', params }));
  };
  report();
  return router.subscribe(report);
}
