import { Link } from 'react-router';
import { sv } from '../../text/sv';

/** Any other path (spec §2): public. */
export function NotFoundPage() {
  return (
    <section className="page page--narrow">
      <h1>{sv.shell.notFoundHeading}</h1>
      <p>{sv.shell.notFoundText}</p>
      <p><Link to="/">{sv.shell.notFoundHome}</Link></p>
    </section>
  );
}

/** The user is unauthorised (spec §2). */
export function AccessDeniedPage({ text = sv.shell.accessDeniedText }: { text?: string }) {
  return (
    <section className="page page--narrow">
      <h1>{sv.shell.accessDeniedHeading}</h1>
      <p>{text}</p>
    </section>
  );
}

/** Spec §8 generic page: the user load failed, or something else went wrong. */
export function ErrorPage() {
  return (
    <section className="page page--narrow">
      <h1>{sv.shell.errorHeading}</h1>
      <p>{sv.shell.errorText}</p>
      <p>
        <a href={typeof window === 'undefined' ? '/' : window.location.href} onClick={(event) => { event.preventDefault(); window.location.reload(); }}>
          {sv.shell.errorReload}
        </a>
      </p>
    </section>
  );
}
