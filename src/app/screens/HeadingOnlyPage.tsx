import { routeById } from '../routeTable';
import { sv } from '../../text/sv';

/** A screen that a later issue builds: its Swedish heading, routed through the full route table. */
export function HeadingOnlyPage({ routeId }: { routeId: string }) {
  return (
    <section className="page" data-route={routeId}>
      <h1>{routeById(routeId)?.title}</h1>
      <p className="muted">{sv.shell.comingSoon}</p>
    </section>
  );
}
