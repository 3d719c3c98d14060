import type { RootState } from '../store';
import { isPublicRoute, isUnderAuth, routeMarkers } from '../routeTable';

export const selectLocation = (state: RootState) => state.navigation.location;
export const selectRouteId = (state: RootState) => state.navigation.routeId;
export const selectRouteParams = (state: RootState) => state.navigation.params;
export const selectSelections = (state: RootState) => state.navigation.selections;
export const selectPageTitle = (state: RootState) => state.navigation.title;
export const selectRedirectCount = (state: RootState) => state.navigation.redirects.count;
export const selectRedirectLimitReached = (state: RootState) => state.navigation.redirects.limitReached;

/** Before the first navigation nothing is known: treat it as public so that nothing is guarded yet. */
export const selectIsPublicRoute = (state: RootState) =>
  state.navigation.routeId === null ? true : isPublicRoute(state.navigation.routeId);

export const selectIsUnderAuth = (state: RootState) =>
  state.navigation.location !== null && isUnderAuth(state.navigation.location.pathname);

export const selectCurrentPath = (state: RootState) =>
  state.navigation.location ? state.navigation.location.pathname + state.navigation.location.search : '/';

export const selectRouteMarkers = (state: RootState) => routeMarkers(state.navigation.routeId, state.navigation.params);
