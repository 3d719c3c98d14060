import type { User } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { mayOpenRoute, type RouteParams } from '../../domain/routeAccess';
import { isPublicRoute, isUnderAuth } from '../routeTable';
import type { RootState } from '../reducers';
import { selectHasToken } from '../../auth/selectors';
import { selectUser, selectUserStatus } from '../../features/user/selectors';
import { selectRedirectLimitReached, selectRouteId, selectRouteParams } from '../navigation/selectors';

/** What the app shell's main region shows (spec §2). */
export type ShellView = 'error' | 'routed' | 'spinner' | 'unauthorised' | 'refused';

export interface ShellFacts {
  routeId: string | undefined;
  pathname: string;
  hasToken: boolean;
  userStatus: NetworkState;
  user: User | null;
  params: RouteParams;
  redirectLimitReached: boolean;
}

/**
 * Spec §2: a spinner while there is no token on a non-public route; 'Åtkomst nekad' when the user
 * is unauthorised; the unexpected-error page when the user load failed (except under /auth);
 * 'Åtkomst nekad' too when the signed-in user may not open the route with the organisation or
 * workplace of its path (src/domain/routeAccess.ts, the rules the server applies to the page's
 * calls); otherwise the routed page.
 */
export function shellView(facts: ShellFacts): ShellView {
  const { routeId, pathname, hasToken, userStatus, user, params, redirectLimitReached } = facts;
  if (redirectLimitReached) return 'error';
  if (isPublicRoute(routeId)) return 'routed';
  if (!hasToken) return 'spinner';
  if (userStatus === 'unauthorised') return 'unauthorised';
  if (userStatus === 'error' && !isUnderAuth(pathname)) return 'error';
  if (user && routeId && !mayOpenRoute(user, routeId, params)) return 'refused';
  return 'routed';
}

/**
 * The shell's view of the store as it is now, at the router's pathname. One string, so the shell
 * renders again only when its view changes, not with every change of the user (issue 38).
 */
export const selectShellView = (state: RootState, pathname: string): ShellView => shellView({
  routeId: selectRouteId(state) ?? undefined,
  pathname,
  hasToken: selectHasToken(state),
  userStatus: selectUserStatus(state),
  user: selectUser(state),
  params: selectRouteParams(state),
  redirectLimitReached: selectRedirectLimitReached(state),
});

/**
 * Which view the shell shows, given the view of the store as it is now and the deferred one
 * (React's useDeferredValue, issue 38): the routed page comes in a render of its own after the one
 * that learnt it may show (the route's mount, sliced, rather than in the store's task), but
 * anything else shows at once. So the routed page of a route the user may not open never shows,
 * not even for one render.
 */
export const shellViewToShow = (live: ShellView, deferred: ShellView): ShellView => (live === 'routed' ? deferred : live);
