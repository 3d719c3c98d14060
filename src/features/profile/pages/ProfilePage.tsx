import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../user/selectors';
import { sv } from '../../../text/sv';
import { Spinner } from '../../../ui/Spinner';

/** /min-profil: the signed-in user's own details (from User/Me). */
export default function ProfilePage() {
  const user = useAppSelector(selectUser);
  const t = sv.profile;
  if (!user) return <Spinner />;
  const associations = [...user.psychologyAssociations, ...user.nationalAssociations];
  return (
    <section className="page">
      <h1>{t.heading}</h1>
      <dl className="facts">
        <dt>{t.name}</dt>
        <dd>{user.name}</dd>
        <dt>{t.username}</dt>
        <dd>{user.username}</dd>
        {user.workAssociation && (
          <>
            <dt>{t.workAssociation}</dt>
            <dd>{user.workAssociation.name}</dd>
          </>
        )}
        {user.workplace && (
          <>
            <dt>{t.workplace}</dt>
            <dd>{user.workplace.name}</dd>
          </>
        )}
        {associations.length > 0 && (
          <>
            <dt>{t.associations}</dt>
            <dd>
              <ul className="plain-list">
                {associations.map((a) => <li key={a.id}>{a.name}</li>)}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
