import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector } from './hooks';
import { isPublicRoute, isUnderAuth } from './routeTable';
import { selectHasToken } from '../auth/selectors';
import { selectUser, selectUserStatus } from '../features/user/selectors';
import { selectRedirectLimitReached, selectRouteId, selectRouteParams } from './navigation/selectors';
import { mayOpenRoute } from '../domain/routeAccess';
import { Header } from '../features/header/components/Header';
import { GdprModalSlot, WorkplacePickerSlot } from './shell/OnDemandModals';
import { ToasterContainer } from '../features/toasts/components/ToasterContainer';
import { Footer } from './shell/Footer';
import { CaseCreationSlot } from './shell/CaseCreationSlot';
import { AccessDeniedPage, ErrorPage } from './shell/StatusPages';
import { Spinner } from '../ui/Spinner';
import { useNewPageFocus } from './shell/useNewPageFocus';

/**
 * The app shell of spec §2: a spinner while there is no token on a non-public route; 'Åtkomst
 * nekad' when the user is unauthorised; the unexpected-error page when the user load failed
 * (except under /auth); 'Åtkomst nekad' too when the signed-in user may not open the route with
 * the organisation or workplace of its path (src/domain/routeAccess.ts, the rules the server
 * applies to the page's calls); otherwise the routed page. Header, footer, the case-creation modal's
 * mount point, toaster and GDPR modal are always there.
 */
export function Shell() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useNewPageFocus(main);
  // The store hears of a navigation (connectRouter) before React renders it.
  const routeId = useAppSelector(selectRouteId) ?? undefined;
  const hasToken = useAppSelector(selectHasToken);
  const userStatus = useAppSelector(selectUserStatus);
  const user = useAppSelector(selectUser);
  const params = useAppSelector(selectRouteParams);
  const redirectLimitReached = useAppSelector(selectRedirectLimitReached);

  let content;
  if (redirectLimitReached) content = <ErrorPage />;
  else if (isPublicRoute(routeId)) content = <Outlet />;
  else if (!hasToken) content = <Spinner />;
  else if (userStatus === 'unauthorised') content = <AccessDeniedPage />;
  else if (userStatus === 'error' && !isUnderAuth(pathname)) content = <ErrorPage />;
  else if (user && routeId && !mayOpenRoute(user, routeId, params)) content = <AccessDeniedPage />;
  else content = <Outlet />;

  return (
    <div className="app">
      <Header />
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        <Suspense fallback={<Spinner />}>{content}</Suspense>
      </main>
      <Footer />
      <WorkplacePickerSlot />
      <CaseCreationSlot />
      <ToasterContainer />
      <GdprModalSlot />
    </div>
  );
}
