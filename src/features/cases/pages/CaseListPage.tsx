import { svCases } from '../../../text/svCases';
import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { routeById } from '../../../app/routeTable';
import { AccessDeniedPage, NotFoundPage } from '../../../app/shell/StatusPages';
import { creatableCaseTypes } from '../../../domain/caseTypesForRole';
import type { User } from '../../../api/types';
import { EmptyList } from '../../../ui/EmptyList';
import { Spinner } from '../../../ui/Spinner';
import { formatTime } from '../../../lib/dates';
import { sv } from '../../../text/sv';
import { selectUser } from '../../user/selectors';
import { caseCreationOpened } from '../../caseCreation/caseCreationActions';
import { creationRequest } from '../../caseCreation/openRequest';
import { contextFromRoute, sameContext, type CaseListContext } from '../caseContext';
import { boardAssociationIds } from '../../../domain/caseAccess';
import { mayOpenCaseList } from '../../../domain/caseListContext';
import { loadRetried } from '../../../app/lifecycle';
import { LoadFailed } from '../../../ui/LoadFailed';
import {
  selectCaseContext, selectCases, selectCaseListError, selectCaseWorkplaces, selectCaseListAwaitsClosed, selectClosedPartFailed,
} from '../selectors';
import { selectCaseListHasNone, selectCaseListPage, selectCaseSearchActive, selectFirstPageCount, selectViewWaitsForPart } from '../listSelectors';
import { CaseFilters } from '../components/CaseFilters';
import { CaseRow } from '../components/CaseRow';
import { CaseSortBar } from '../components/CaseSortBar';
import { caseListShowsHandlingMarks } from '../../../domain/caseMarks';
import { Pagination } from '../components/Pagination';
import { CaseSearchBox } from '../../caseSearch/components/CaseSearchBox';
import { selectCaseSearchView } from '../../caseSearch/selectors';
import { caseListPageChanged, caseWorkplaceChosen } from '../casesSlice';
import { casesFirstPageShown } from '../caseFirstPage';
import { casesToShow } from '../deferredList';
import '../cases.css';

const t = svCases.cases;

/** Issue 36: the hits of 'Sök i ärenden', a chunk of their own (most visits of a list search nothing). */
const CaseSearchResults = lazy(() => import(/* webpackChunkName: "caseSearch" */ '../../caseSearch/components/CaseSearchResults'));

/** A list the server will not show (role not held, unknown organisation or workplace, malformed id). */
const notAvailable = (status: number | null | undefined) => status === 400 || status === 403 || status === 404;

/**
 * The case lists of spec §2: /arenden/mina, /arenden/kansliet, /arenden/vasabyran and
 * /arenden/{caseRole}/{caseOrganizationId}[/arbetsplats/{caseWorkplaceId}]. The list, its filters,
 * sort and page come from the store, which takes the view from the URL's query string (casesSlice);
 * the page only says what the user did (the intents), and a saga navigates.
 */
export function CaseListPage({ routeId }: { routeId: string }) {
  const params = useParams();
  const user = useAppSelector(selectUser);
  const context = useAppSelector(selectCaseContext);
  const error = useAppSelector(selectCaseListError);
  // One object while the route stays: every row is memoized on it, so a new one on each render of
  // the page (any change of the cases state: a poll, the open part) would render every row again.
  const { caseRole, caseOrganizationId, caseWorkplaceId } = params;
  const routeContext = useMemo(
    () => contextFromRoute(routeId, { caseRole, caseOrganizationId, caseWorkplaceId }),
    [routeId, caseRole, caseOrganizationId, caseWorkplaceId],
  );

  if (!routeContext) return <NotFoundPage />;
  if (!user || !sameContext(context, routeContext)) return <Spinner />;
  if (!mayOpenCaseList(user, routeContext) || notAvailable(error?.httpStatus)) return <AccessDeniedPage text={t.notAvailable} />;
  return <CaseList routeId={routeId} user={user} context={routeContext} />;
}

function CaseList({ routeId, user, context }: { routeId: string; user: User; context: CaseListContext }) {
  const dispatch = useAppDispatch();
  // Issue 38: the list is made from a deferred copy of the cases state. A change (the open part's
  // 11,000 cases at national scale, a filter) commits first with the list as it was; its order,
  // filter and rows are then made in a render of their own, which React may interrupt, instead of
  // in the task that stored the change (react-redux runs its selectors there). Another list, or
  // none, shows at once (casesToShow).
  const live = useAppSelector(selectCases);
  const cases = casesToShow(live, useDeferredValue(live));
  const list = { cases };
  const { status, error, items, organisation, pageSize, lastUpdated } = cases;
  const page = selectCaseListPage(list);
  const searched = selectCaseSearchActive(list);
  // Issue 26: a view of closed cases waits for the closed part (placeholders, no count) rather than show a part of it.
  const awaitsClosed = selectCaseListAwaitsClosed(list);
  const closedFailed = selectClosedPartFailed(list);
  const listHeadingId = useId();
  // Issue 34: flag, tags and 'Sista dag' are the handlers' (src/domain/caseMarks.ts).
  const marks = caseListShowsHandlingMarks(user, context.role);
  const listTop = useRef<HTMLHeadingElement>(null);
  // Issue 36: a term in the URL shows the list's search hits in place of the list.
  const searching = useAppSelector(selectCaseSearchView).term !== '';
  // Issue 34: a list without any case (and no search in the URL) says only that.
  const onlyEmpty = selectCaseListHasNone(list) && !searching;

  // Issue 38: the first page's rows show with the whole view's count; another view waits for the part.
  const firstPageCount = selectFirstPageCount(list);
  const waitsForPart = selectViewWaitsForPart(list);
  const total = firstPageCount ?? page.total;
  const pageCount = firstPageCount === null ? page.pageCount : Math.max(1, Math.ceil(firstPageCount / pageSize));

  const loading = ((status === 'waiting' || status === 'getting') && items.length === 0) || (waitsForPart && !error) || (awaitsClosed && !closedFailed);
  // Nothing held and the list failed: no count ("0 ärenden") above the failure (issue 23).
  const failedEmpty = (!loading && (items.length === 0 || waitsForPart) && error !== null && error !== undefined) || (awaitsClosed && closedFailed);
  const shown = !loading && !failedEmpty;
  // Issue 38: the first page's rows are in the document; the open part is asked for after their paint.
  const firstPageShown = shown && firstPageCount !== null && page.rows.length > 0;
  useEffect(() => {
    if (firstPageShown) dispatch(casesFirstPageShown());
  }, [firstPageShown, dispatch]);
  const first = total === 0 ? 0 : (page.page - 1) * pageSize + 1;
  const last = first === 0 ? 0 : first + page.rows.length - 1;

  const goToPage = (n: number) => {
    dispatch(caseListPageChanged(n));
    listTop.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section className="page case-list-page" data-route={routeId}>
      <div className="page-header">
        <div>
          <h1>{routeById(routeId)?.title}</h1>
          {context.organisationId && organisation && <p className="lead page-header__sub">{organisation.name}</p>}
        </div>
        <CreateCaseButton user={user} context={context} />
      </div>
      {context.organisationId && <WorkplaceChoice user={user} context={context} />}
      {onlyEmpty ? <EmptyList group={t.group} /> : <CaseSearchBox />}
      {searching && <Suspense fallback={<Spinner />}><CaseSearchResults context={context} /></Suspense>}
      {!searching && !onlyEmpty && (
        <>
          <CaseFilters context={context} />
          <div className="case-list__toolbar">
            <div className="case-list__status">
              <h2 id={listHeadingId} ref={listTop} className="case-list__count" aria-live="polite">
                {loading || failedEmpty ? '' : t.count(page.rows.length, total, first, last)}
              </h2>
              {/* Spec §3: the last updated time of the list state; its line is there from the start. */}
              <p className="case-list__updated muted">{lastUpdated ? t.lastUpdated(formatTime(lastUpdated)) : ''}</p>
            </div>
            <CaseSortBar marks={marks} />
          </div>
          <LoadFailed
            failure={failedEmpty ? 'cold' : status !== 'success' && error && items.length > 0 ? 'warm' : 'none'}
            text={t.loadFailed}
            onRetry={() => dispatch(loadRetried({ what: 'cases' }))}
          />
          {loading && <RowPlaceholders count={pageSize} />}
          {shown && page.total === 0 && <EmptyList group={t.group} searched={searched} />}
          {shown && page.rows.length > 0 && (
            <ul className="case-list" aria-labelledby={listHeadingId}>
              {page.rows.map((item) => <CaseRow key={item.id} item={item} context={context} userId={user.id} marks={marks} />)}
            </ul>
          )}
          <Pagination page={page.page} pageCount={shown ? pageCount : 0} onPage={goToPage} />
        </>
      )}
    </section>
  );
}

/**
 * While the first answer is on its way: rows of the final row's height (title, facts, dates and a
 * preview line), so that nothing below moves when the list arrives (issue 13, no layout shift).
 */
function RowPlaceholders({ count }: { count: number }) {
  return (
    <>
      <p className="visually-hidden" role="status">{sv.shell.loading}</p>
      <ul className="case-list case-list--placeholder" aria-hidden="true" data-testid="case-list-placeholder">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="case-row case-row--placeholder">
            <div className="case-row__head"><span className="case-row__title"><span className="placeholder-bar placeholder-bar--title" /></span></div>
            <p className="case-row__meta"><span className="placeholder-bar" /></p>
            <p className="case-row__facts"><span className="placeholder-bar" /></p>
            <p className="case-row__preview"><span className="placeholder-bar placeholder-bar--wide" /></p>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * 'Nytt ärende' in the list's role and organisation (an organisation's board creates board
 * matters); the secretariat's list offers 'Skapa ärende åt medlem' (spec §6: on behalf of a
 * member), which leads to the member search: the member page creates the case (issue 11).
 */
function CreateCaseButton({ user, context }: { user: User; context: CaseListContext }) {
  const dispatch = useAppDispatch();
  if (context.role === 'secretariat') {
    return <Link to="/medlemmar" className="button button--primary">{t.newCaseForMember}</Link>;
  }
  if (creatableCaseTypes(user, context.role, context.organisationId).length === 0) return null;
  return (
    <button type="button" className="button button--primary" onClick={() => dispatch(caseCreationOpened(creationRequest(user, { context, origin: 'caseList' })))}>
      {t.newCase}
    </button>
  );
}

/** An organisation's list narrows to one of its workplaces (spec §2); changing it resets the view (spec §4). */
function WorkplaceChoice({ user, context }: { user: User; context: CaseListContext }) {
  const workplaces = useAppSelector(selectCaseWorkplaces);
  const dispatch = useAppDispatch();
  const id = useId();
  const handlesAll = user.isKanslist || user.isEconomist || boardAssociationIds(user).includes(context.organisationId ?? '');
  if (!handlesAll || workplaces.length === 0) return null;
  return (
    <div className="field workplace-choice">
      <label htmlFor={id} className="field__label">{t.workplace}</label>
      <select
        id={id}
        className="input"
        value={context.workplaceId ?? ''}
        onChange={(event) => dispatch(caseWorkplaceChosen({ workplaceId: event.target.value || null }))}
      >
        <option value="">{t.allWorkplaces}</option>
        {workplaces.map((w) => <option key={w.id} value={w.id}>{w.name}</option>)}
      </select>
    </div>
  );
}
