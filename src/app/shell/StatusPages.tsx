import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { sv } from '../../text/sv';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectHeaderModel } from '../../features/header/selectors';
import { pageTitleSet } from '../navigation/navigationSlice';
import { pageTitle } from '../routeTable';

/**
 * A status page names itself in the tab (issue 34): shown inside a route (a case list the user may
 * not open, an unknown post), the tab kept that route's title, so 'Åtkomst nekad' read as the page
 * it refused. The title goes back with the next navigation.
 */
function useStatusTitle(heading: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(pageTitleSet(pageTitle(heading)));
  }, [dispatch, heading]);
}

/**
 * A way on from a dead end (issue 23): back where the user came from, and their home (an
 * economist's is their case list).
 */
function WayOn({ back = true }: { back?: boolean }) {
  const navigate = useNavigate();
  const home = useAppSelector(selectHeaderModel).logoHref;
  const canGoBack = back && typeof window !== 'undefined' && window.history.length > 1;
  return (
    <ul className="way-on">
      {canGoBack && (
        <li><button type="button" className="button" onClick={() => navigate(-1)}>{sv.shell.goBack}</button></li>
      )}
      <li><Link to={home} className="button button--primary">{sv.shell.notFoundHome}</Link></li>
    </ul>
  );
}

/** Any other path (spec §2): public. */
export function NotFoundPage() {
  useStatusTitle(sv.shell.notFoundHeading);
  return (
    <section className="page page--narrow">
      <h1>{sv.shell.notFoundHeading}</h1>
      <p>{sv.shell.notFoundText}</p>
      <WayOn />
    </section>
  );
}

/** The user is unauthorised (spec §2). */
export function AccessDeniedPage({ text = sv.shell.accessDeniedText }: { text?: string }) {
  useStatusTitle(sv.shell.accessDeniedHeading);
  return (
    <section className="page page--narrow">
      <h1>{sv.shell.accessDeniedHeading}</h1>
      <p>{text}</p>
      <p>{sv.shell.accessDeniedHint}</p>
      <WayOn />
    </section>
  );
}

/** Spec §8 generic page: the user load failed, or something else went wrong. */
export function ErrorPage() {
  useStatusTitle(sv.shell.errorHeading);
  return (
    <section className="page page--narrow">
      <h1>{sv.shell.errorHeading}</h1>
      <p>{sv.shell.errorText}</p>
      <p>
        <a href={typeof window === 'undefined' ? '/' : window.location.href} onClick={(event) => { event.preventDefault(); window.location.reload(); }}>
          {sv.shell.errorReload}
        </a>
      </p>
      <WayOn back={false} />
    </section>
  );
}
