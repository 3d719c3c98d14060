import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AccessDeniedPage } from '../../../app/shell/StatusPages';
import type { AssociationRef, Member } from '../../../api/types';
import { memberSearchPath } from '../../../domain/memberSearch';
import { svMembers } from '../../../text/svMembers';
import { Spinner } from '../../../ui/Spinner';
import { LoadFailed } from '../../../ui/LoadFailed';
import { loadRetried } from '../../../app/lifecycle';
import { caseCreationOpened } from '../../caseCreation/caseCreationActions';
import { selectUser } from '../../user/selectors';
import { AccessLogSection } from '../../accessLog/components/AccessLogSection';
import { mayReadAccessLog } from '../../../domain/accessLog';
import { MemberErasureSection } from '../../memberErasure/components/MemberErasureSection';
import { selectMemberErased } from '../../memberErasure/selectors';
import { mayEraseFormerMember } from '../../../domain/memberErasure';
import { mayOrderExtractByLetter } from '../../../domain/registerExtract';
import { RegisterExtractSection } from '../../registerExtract/components/RegisterExtractSection';
import { selectMemberDetail, selectMemberView } from '../selectors';
import { memberViewSearch } from '../memberView';
import '../../cases/cases.css';
import '../members.css';

const t = svMembers.member;

/**
 * The member page (issue 11): the member's details as the caller may see them (a protected
 * identity shows name and member number only), their associations and workplace; for the
 * secretariat 'Skapa ärende åt medlem' with that member's types; for the secretariat's management,
 * who has looked at a member with protected identity, the register extract of a member who asked by
 * letter, and the erasure of a member who has left (issue 37).
 */
export function MemberPage({ routeId }: { routeId: string }) {
  const user = useAppSelector(selectUser);
  const params = useAppSelector((state) => state.navigation.params);
  const detail = useAppSelector(selectMemberDetail);
  const view = useAppSelector(selectMemberView);
  const dispatch = useAppDispatch();
  const back = `${memberSearchPath(routeId, params)}${memberViewSearch(view)}`;
  const member = detail.id === params.memberId ? detail.data : null;
  const erased = useAppSelector(selectMemberErased(params.memberId ?? ''));

  if (!user || (!member && (detail.status === 'getting' || detail.status === 'waiting'))) return <Spinner />;
  if (!member && detail.error?.httpStatus === 404) return <AccessDeniedPage text={t.notFound} />;
  if (!member) {
    return (
      <section className="page">
        <Link to={back} className="member-page__back">{t.back}</Link>
        <LoadFailed failure="cold" text={t.loadFailed} onRetry={() => dispatch(loadRetried({ what: 'members' }))} />
      </section>
    );
  }

  return (
    <article className="page member-page">
      <Link to={back} className="member-page__back">{t.back}</Link>
      <h1>{member.name}</h1>
      {member.protectedIdentity && member.id !== user.id && <p className="notice">{t.protectedNotice}</p>}
      {user.isKanslist && !erased && (
        <div className="member-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(caseCreationOpened({ role: 'member', origin: 'memberPage', forAnotherUser: true, member: { id: member.id, name: member.name }, owner: null }))}
          >
            {t.createCase}
          </button>
        </div>
      )}
      <section aria-labelledby="member-details">
        <h2 id="member-details">{t.details}</h2>
        <MemberFacts member={member} />
      </section>
      <section aria-labelledby="member-associations">
        <h2 id="member-associations">{t.psychologyAssociations} och {t.nationalAssociations.toLowerCase()}</h2>
        <dl className="facts">
          <dt>{t.psychologyAssociations}</dt>
          <dd><Associations list={member.psychologyAssociations} /></dd>
          <dt>{t.nationalAssociations}</dt>
          <dd><Associations list={member.nationalAssociations} /></dd>
        </dl>
      </section>
      {member.protectedIdentity && member.id !== user.id && mayReadAccessLog(user, member) && <AccessLogSection subject={{ memberId: member.id }} />}
      {!erased && mayOrderExtractByLetter(user, member.id) && <RegisterExtractSection member={{ id: member.id, name: member.name }} />}
      {member.id !== user.id && mayEraseFormerMember(user) && <MemberErasureSection memberId={member.id} name={member.name} />}
    </article>
  );
}

function MemberFacts({ member }: { member: Member }) {
  const value = (text: string | null | undefined) => (text ? text : t.missing);
  return (
    <dl className="facts">
      <dt>{t.memberNumber}</dt>
      <dd>{value(member.memberNumber)}</dd>
      {!member.protectedIdentity || member.email !== null ? (
        <>
          <dt>{t.email}</dt>
          <dd>{member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : t.missing}</dd>
          <dt>{t.phone}</dt>
          <dd>{value(member.phone)}</dd>
          <dt>{t.city}</dt>
          <dd>{value(member.city)}</dd>
          <dt>{t.workAssociation}</dt>
          <dd>{value(member.association?.name)}</dd>
          <dt>{t.workplace}</dt>
          <dd>{member.workplace ? `${member.workplace.name}${member.workplace.corperationName ? ` (${member.workplace.corperationName})` : ''}` : t.missing}</dd>
          <dt>{t.unionRepresentatives}</dt>
          <dd>
            {member.unionRepresentatives.length === 0 ? t.none : (
              <ul className="plain-list">
                {member.unionRepresentatives.map((r) => <li key={r.id}>{r.name}{r.email ? `, ${r.email}` : ''}</li>)}
              </ul>
            )}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Associations({ list }: { list: AssociationRef[] }) {
  if (list.length === 0) return <>{t.none}</>;
  return (
    <ul className="plain-list">
      {list.map((a) => <li key={a.id}>{a.name}{a.role === 'Styrelsemedlem' ? ` (${t.boardRole})` : ''}</li>)}
    </ul>
  );
}
