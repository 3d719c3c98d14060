import { Suspense, useDeferredValue, useRef, type ReactElement } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector } from './hooks';
import { Header } from '../features/header/components/Header';
import { GdprModalSlot, WorkplacePickerSlot } from './shell/OnDemandModals';
import { ToasterContainer } from '../features/toasts/components/ToasterContainer';
import { Footer } from './shell/Footer';
import { CaseCreationSlot } from './shell/CaseCreationSlot';
import { AccessDeniedPage, ErrorPage } from './shell/StatusPages';
import { Spinner } from '../ui/Spinner';
import { useNewPageFocus } from './shell/useNewPageFocus';
import { selectShellView, shellViewToShow, type ShellView } from './shell/shellView';

/**
 * The app shell of spec §2: the main region shows what `shellView` decides (a spinner, 'Åtkomst
 * nekad', the unexpected-error page or the routed page). Header, footer, the case-creation modal's
 * mount point, toaster and GDPR modal are always there.
 */
export function Shell() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useNewPageFocus(main);
  // The store hears of a navigation (connectRouter) before React renders it.
  const live = useAppSelector((state) => selectShellView(state, pathname));
  // Issue 38: the routed page mounts in a deferred render (sliced), not in the task that stored the
  // token or the user; anything else shows at once (shellViewToShow).
  const view = shellViewToShow(live, useDeferredValue(live, 'spinner'));
  const content = contentOf[view];

  return (
    <div className="app">
      {header}
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        <Suspense fallback={<Spinner />}>{content}</Suspense>
      </main>
      {around}
    </div>
  );
}

/**
 * The shell's other parts as elements made once: the Shell renders again on every navigation (a
 * page of the case list, a filter: its query string), and React passes over an element it has
 * rendered before, so these render only when their own state changes, not with each navigation.
 */
const header = <Header />;
const around = (
  <>
    <Footer />
    <WorkplacePickerSlot />
    <CaseCreationSlot />
    <ToasterContainer />
    <GdprModalSlot />
  </>
);

const contentOf: Record<ShellView, ReactElement> = {
  error: <ErrorPage />,
  routed: <Outlet />,
  spinner: <Spinner />,
  unauthorised: <AccessDeniedPage />,
  refused: <AccessDeniedPage />,
};
