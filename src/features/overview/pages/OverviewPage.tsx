import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../user/selectors';
import { sv } from '../../../text/sv';
import { Spinner } from '../../../ui/Spinner';

/** '/': Min översikt. Cases, posts and courses join it as their features land. */
export default function OverviewPage() {
  const user = useAppSelector(selectUser);
  return (
    <section className="page">
      <h1>{sv.titles.overview}</h1>
      {user ? <p className="lead">{sv.overview.greeting(user.firstname)}</p> : <Spinner />}
    </section>
  );
}
