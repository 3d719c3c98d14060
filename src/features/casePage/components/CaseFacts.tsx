import { lazy, Suspense, useId } from 'react';
import type { CaseDetail } from '../../../api/caseHandlingTypes';
import type { User } from '../../../api/types';
import { useAppDispatch } from '../../../app/hooks';
import { showsCategory } from '../../../domain/caseCategory';
import { closedCaseRefuses } from '../../../domain/caseHandling';
import { CaseStatus, caseStatusLabel } from '../../../domain/caseStatus';
import { formatLongDate } from '../../../lib/dates';
import { svCasePage } from '../../../text/svCasePage';
import { caseModalOpened } from '../../cases/caseModals';
import { alternativesRequested } from '../casePageActions';
import type { CasePageModal } from '../casePageSlice';
import { mayChangeTagsAndType } from './access';

const t = svCasePage.casePage;

/*
 * The deadline form (a handler's, with the date picker and date-fns' parser, about 15 KB gzip) is a
 * chunk of its own: a member's case page, often opened from a notice mail in a new tab, never
 * shows it. Its place keeps its height while it loads, so nothing below it moves.
 */
const DeadlineForm = lazy(() => import(/* webpackChunkName: "deadline" */ './DeadlineForm'));

/**
 * The facts of the case (spec §2, §3): type, category, status, owner, association or workplace,
 * created; for those who manage it also deadline, tags, administrators and who is invited, each
 * with its 'Ändra' (the role, category and tag modals, one at a time: spec §4).
 */
export function CaseFacts({ detail, user }: { detail: CaseDetail; user: User }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const { access } = detail;
  const administrators = detail.users.filter((u) => u.isAdministrating);
  const invited = detail.users.filter((u) => !u.isAdministrating);
  const open = (modal: CasePageModal, load: boolean) => {
    dispatch(caseModalOpened(modal));
    if (load) dispatch(alternativesRequested({ caseId: detail.id, modal }));
  };
  // Issue 23, 34: a closed case's facts stay as they were (src/domain/caseHandling.ts, CLOSED_CASE_ALLOWS).
  const editable = access.mayManage && !closedCaseRefuses(detail, 'deadline');
  const changeTagsAndType = editable && mayChangeTagsAndType(user, detail);
  const change = (label: string, onClick: () => void) => (
    // Issue 23: each 'Ändra' says what it changes, in its name (read aloud, and for voice control).
    <button type="button" className="case-link-button case-facts__change" onClick={onClick}>
      {t.change}<span className="visually-hidden">{label.slice(t.change.length)}</span>
    </button>
  );

  return (
    <section className="case-facts" aria-labelledby={headingId}>
      <h2 id={headingId} className="case-section__heading">{t.facts}</h2>
      <dl className="case-facts__list">
        <div>
          <dt>{t.caseType}</dt>
          <dd>{detail.caseType.title}{editable && change(t.changeCategory, () => open('category', changeTagsAndType))}</dd>
        </div>
        {showsCategory(detail.caseType.type, detail.subCategories) && (
          <div>
            <dt>{t.category}</dt>
            <dd>{detail.subCategories.length ? detail.subCategories.map((s) => s.title).join(', ') : <span className="muted">{t.noCategory}</span>}</dd>
          </div>
        )}
        <div>
          <dt>{t.status}</dt>
          <dd><span className={`case-status case-status--${detail.status}`}>{caseStatusLabel[detail.status as CaseStatus]}</span></dd>
        </div>
        <div><dt>{t.owner}</dt><dd>{detail.ownerUser.name}</dd></div>
        {detail.association && <div><dt>{t.association}</dt><dd>{detail.association.name}</dd></div>}
        {detail.workplace && <div><dt>{t.workplace}</dt><dd>{detail.workplace.name}</dd></div>}
        <div><dt>{t.created}</dt><dd><time dateTime={detail.created}>{formatLongDate(detail.created)}</time></dd></div>
        {access.mayManage && (
          <>
            <div>
              <dt>{t.deadline}</dt>
              <dd data-testid="case-deadline">
                {detail.deadLine ? <time dateTime={detail.deadLine}>{formatLongDate(detail.deadLine)}</time> : <span className="muted">{t.noDeadline}</span>}
              </dd>
            </div>
            <div>
              <dt>{t.tags}</dt>
              <dd>
                {detail.tags.length ? detail.tags.map((tag) => <span key={tag.type} className="case-tag">{tag.title}</span>) : <span className="muted">{t.noTags}</span>}
                {changeTagsAndType && change(t.changeTags, () => open('tag', true))}
              </dd>
            </div>
            <div>
              <dt>{t.administrators}</dt>
              <dd data-testid="case-administrators">
                {administrators.length ? administrators.map((u) => u.name).join(', ') : <span className="muted">{t.noAdministrators}</span>}
                {editable && change(t.changeAdministrators, () => open('role', true))}
              </dd>
            </div>
            {invited.length > 0 && <div><dt>{t.invitedUsers}</dt><dd>{invited.map((u) => u.name).join(', ')}</dd></div>}
          </>
        )}
      </dl>
      {detail.invitationFromBoardMember && access.mayInviteSecretariat && <p className="muted">{t.secretariatInvited}</p>}
      {editable && <Suspense fallback={<div className="case-deadline case-deadline--waiting" />}><DeadlineForm detail={detail} /></Suspense>}
    </section>
  );
}
