import { Suspense, useEffect, type MouseEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { CaseDetail } from '../../../api/caseHandlingTypes';
import type { User } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { svCasePage } from '../../../text/svCasePage';
import { Spinner } from '../../../ui/Spinner';
import { selectUser } from '../../user/selectors';
import { caseListPath, contextFromRoute } from '../../cases/caseContext';
import { selectCaseListHref } from '../../cases/caseListHref';
import { caseLoadRequested } from '../casePageActions';
import { caseBackRequested } from '../casePageEvents';
import { selectCaseDetail, selectCasePage } from '../selectors';
import { CaseFacts } from '../components/CaseFacts';
import { CaseHeader } from '../components/CaseHeader';
import { Conversation } from '../components/Conversation';
import { AuditLog, CaseModals, Notes, preloadHandlerTools } from '../components/lazyHandlerTools';
import { ReplyPanel } from '../components/ReplyPanel';
import '../casePage.css';
import { ArrowLeftIcon } from '../../../ui/icons';
import { caseAsSeenBy } from '../../../domain/caseMarks';

const t = svCasePage.casePage;

/** A case the server will not show (malformed id, not viewable, missing): 400, 403, 404. */
const notAvailable = (status: number | null | undefined) => status === 400 || status === 403 || status === 404;

/**
 * The single case of spec §2, for all three URL shapes (/arenden/{caseRole}[/{org}[/arbetsplats/{wp}]]/arende/{caseId}).
 * The case loads on navigation (casePageFlows.ts); the page only shows the store.
 */
export function CasePage({ routeId }: { routeId: string }) {
  const params = useParams();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const page = useAppSelector(selectCasePage);
  const detail = useAppSelector(selectCaseDetail);
  const listHref = useAppSelector(selectCaseListHref);
  const context = contextFromRoute(routeId, params);
  const back = listHref ?? (context ? caseListPath(context) : '/arenden/mina');
  const caseId = params.caseId ?? null;
  const here = page.caseId === caseId;
  useEffect(() => preloadHandlerTools(user), [user]);

  // A plain click goes back after the go-back delay (spec §9); a new tab or window opens as usual.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dispatch(caseBackRequested({ to: back }));
  };
  const backLink = <p className="case-page__back"><Link to={back} onClick={goBack}><ArrowLeftIcon /> {t.back}</Link></p>;

  if (here && (page.status === 'error' || page.status === 'unauthorised') && !detail) {
    return (
      <section className="page case-page">
        {backLink}
        <h1>{notAvailable(page.error?.httpStatus) ? t.notAvailableHeading : t.loadFailed}</h1>
        {notAvailable(page.error?.httpStatus) ? <p>{t.notAvailable}</p> : (
          <p>
            <button type="button" className="button" onClick={() => caseId && dispatch(caseLoadRequested({ caseId }))}>{t.retry}</button>
          </p>
        )}
      </section>
    );
  }
  if (!user || !here || !detail) return <section className="page case-page" aria-busy="true">{backLink}<Spinner /></section>;
  return <CaseView detail={detail} user={user} backLink={backLink} />;
}

function CaseView({ detail: held, user, backLink }: { detail: CaseDetail; user: User; backLink: ReactNode }) {
  // Issue 34: the handlers' marks only for those who handle the case, as the server sends them.
  const detail = caseAsSeenBy(user, held);
  return (
    <article className="page case-page" data-case-id={detail.id}>
      {backLink}
      <CaseHeader detail={detail} />
      <div className="case-page__layout">
        <div className="case-page__main">
          <Conversation messages={detail.messages} userId={user.id} />
          <ReplyPanel detail={detail} />
          {detail.access.mayReadNotes && detail.notes && <Suspense><Notes caseId={detail.id} notes={detail.notes} userId={user.id} /></Suspense>}
        </div>
        <div className="case-page__aside">
          <CaseFacts detail={detail} user={user} />
          {detail.access.mayReadNotes && detail.auditLogs && <Suspense><AuditLog entries={detail.auditLogs} /></Suspense>}
        </div>
      </div>
      {detail.access.mayManage && <Suspense><CaseModals detail={detail} user={user} /></Suspense>}
    </article>
  );
}
