import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AccessDeniedPage } from '../../../app/shell/StatusPages';
import type { AssociationRef } from '../../../api/types';
import { hasOwnProfile } from '../../../domain/users';
import { svMembers } from '../../../text/svMembers';
import { Spinner } from '../../../ui/Spinner';
import { caseCreationOpened } from '../../caseCreation/caseCreationActions';
import { creationRequest } from '../../caseCreation/openRequest';
import { selectUser } from '../../user/selectors';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ChangeEmailForm } from '../components/ChangeEmailForm';
import { NotificationSettingsForm } from '../../notifications/components/NotificationSettingsForm';
import { AccessLogSection } from '../../accessLog/components/AccessLogSection';
import { RegisterExtractSection } from '../../registerExtract/components/RegisterExtractSection';
import { selectProfile } from '../profileSlice';
import '../../cases/cases.css';
import '../../members/members.css';

const t = svMembers.profile;

/**
 * /min-profil (issue 11, spec §2): name, username, e-mail, phone and city; the work association
 * and workplace with its union representatives; psychology associations with the role; national
 * associations; 'Vem har sett mina uppgifter' (issue 37); the change-password form; 'Nytt ärende' opens the case-creation modal without
 * its back link. Economists and the secretariat have no profile ('Åtkomst nekad').
 */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  const details = useAppSelector((state) => selectProfile(state).details);
  const detailsStatus = useAppSelector((state) => selectProfile(state).detailsStatus);
  const dispatch = useAppDispatch();
  if (!user) return <Spinner />;
  if (!hasOwnProfile(user)) return <AccessDeniedPage />;
  const own = details?.id === user.id ? details : null;
  const value = (text: string | null | undefined) => (text ? text : t.missing);
  const reps = user.workplace?.unionRepresentatives ?? user.unionRepresentatives;

  return (
    <article className="page member-page">
      <h1>{t.heading}</h1>
      {!user.protectedIdentity && (
        <div className="member-page__actions">
          <p className="muted">{t.newCaseText}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(caseCreationOpened(creationRequest(user, { origin: 'profile' })))}
          >
            {t.newCase}
          </button>
        </div>
      )}
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">{t.details}</h2>
        <dl className="facts">
          <dt>{t.name}</dt>
          <dd>{user.name}</dd>
          <dt>{t.username}</dt>
          <dd>{value(user.username)}</dd>
          <dt>{t.email}</dt>
          <dd>{own ? value(own.email) : detailsStatus === 'getting' ? '…' : t.missing}</dd>
          <dt>{t.phone}</dt>
          <dd>{own ? value(own.phone) : detailsStatus === 'getting' ? '…' : t.missing}</dd>
          <dt>{t.city}</dt>
          <dd>{own ? value(own.city) : detailsStatus === 'getting' ? '…' : t.missing}</dd>
        </dl>
        {(detailsStatus === 'error' || detailsStatus === 'unauthorised') && <p className="notice notice--error" role="alert">{t.loadFailed}</p>}
      </section>
      <section aria-labelledby="profile-work">
        <h2 id="profile-work">{t.work}</h2>
        <dl className="facts">
          <dt>{t.workAssociation}</dt>
          <dd>{value(user.workAssociation?.name)}</dd>
          <dt>{t.workplace}</dt>
          <dd>{user.workplace ? `${user.workplace.name}${user.workplace.corperationName ? ` (${user.workplace.corperationName})` : ''}` : t.missing}</dd>
          <dt>{t.unionRepresentatives}</dt>
          <dd>
            {reps.length === 0 ? t.none : (
              <ul className="plain-list">
                {reps.map((r) => (
                  <li key={r.id}>
                    {r.name}
                    {r.email && <>, <a href={`mailto:${r.email}`}>{r.email}</a></>}
                    {r.phone && <>, {r.phone}</>}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="profile-associations">
        <h2 id="profile-associations">{t.psychologyAssociations}</h2>
        <Associations list={user.psychologyAssociations} />
        <h2>{t.nationalAssociations}</h2>
        <Associations list={user.nationalAssociations} />
      </section>
      <RegisterExtractSection />
      <AccessLogSection subject="own" />
      {own && <ChangeEmailForm key={own.id} current={own.email} />}
      <NotificationSettingsForm />
      <ChangePasswordForm />
    </article>
  );
}

function Associations({ list }: { list: AssociationRef[] }) {
  if (list.length === 0) return <p>{t.none}</p>;
  return (
    <ul className="plain-list">
      {list.map((a) => <li key={a.id}>{a.name} <span className="muted">({a.role === 'Styrelsemedlem' ? t.boardRole : t.memberRole})</span></li>)}
    </ul>
  );
}
