import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadRetried } from '../../../app/lifecycle';
import type { CaseSearchHit } from '../../../api/types';
import { caseSearchSorts, type CaseSearchSort } from '../../../domain/caseSearchUrl';
import { caseStatusLabel, type CaseStatus } from '../../../domain/caseStatus';
import { formatDate } from '../../../lib/dates';
import { svCaseSearch } from '../../../text/svCaseSearch';
import { LoadFailed } from '../../../ui/LoadFailed';
import { casePath, type CaseListContext } from '../../cases/caseContext';
import { Pagination } from '../../cases/components/Pagination';
import { caseSearchRequested } from '../caseSearchActions';
import { selectCaseSearch } from '../caseSearchSlice';
import { selectCaseSearchView } from '../selectors';
import '../caseSearch.css';

const t = svCaseSearch;

/** The hits of 'Sök i ärenden' in the list's context: where each hit is, the matched words marked (text only, never HTML). */
export default function CaseSearchResults({ context }: { context: CaseListContext }) {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectCaseSearchView);
  const { status, result, refusal } = useAppSelector(selectCaseSearch);
  const headingId = useId();
  const sortId = useId();
  const top = useRef<HTMLHeadingElement>(null);
  const shown = result && result.term === view.term ? result : null;
  const first = shown && shown.total > 0 ? (shown.page - 1) * shown.pageSize + 1 : 0;
  const last = shown ? first + shown.hits.length - 1 : 0;
  const pageCount = shown ? Math.ceil(shown.total / shown.pageSize) : 0;

  return (
    <section className="case-search-results" aria-labelledby={headingId}>
      <div className="case-list__toolbar">
        <h2 id={headingId} ref={top} className="case-list__count" aria-live="polite">
          {shown ? (shown.total === 0 ? t.heading : t.count(shown.total, first, last, view.term)) : status === 'getting' ? t.searching : t.heading}
        </h2>
        <div className="field case-search__sort">
          <label htmlFor={sortId} className="field__label">{t.sort}</label>
          <select id={sortId} className="input" value={view.sort} onChange={(event) => dispatch(caseSearchRequested({ sort: event.target.value as CaseSearchSort }))}>
            {caseSearchSorts.map((sort) => <option key={sort} value={sort}>{t.sorts[sort]}</option>)}
          </select>
        </div>
      </div>
      {refusal && <p className="form-error" role="alert">{refusal}</p>}
      {!refusal && (
        <LoadFailed
          failure={status === 'error' || status === 'unauthorised' ? (shown ? 'warm' : 'cold') : 'none'}
          text={t.failed}
          onRetry={() => dispatch(loadRetried({ what: 'caseSearch' }))}
        />
      )}
      {shown && shown.total === 0 && (
        <div className="empty-list">
          <p>{t.none(view.term)}</p>
          <p className="muted">{t.noneHint} {t.scope}</p>
        </div>
      )}
      {shown && shown.hits.length > 0 && (
        <ul className="case-list case-search__hits" aria-labelledby={headingId}>
          {shown.hits.map((hit) => <HitRow key={hit.id} hit={hit} context={context} />)}
        </ul>
      )}
      <Pagination
        page={view.page}
        pageCount={pageCount}
        onPage={(page) => {
          dispatch(caseSearchRequested({ page }));
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </section>
  );
}

function HitRow({ hit, context }: { hit: CaseSearchHit; context: CaseListContext }) {
  return (
    <li className="case-row case-search__hit">
      <div className="case-row__head">
        <span className="case-row__title"><Link to={casePath(context, hit.id)}>{hit.title}</Link></span>
        {caseStatusLabel[hit.status as CaseStatus] && <span className={`status-badge status-badge--${hit.status}`}>{caseStatusLabel[hit.status as CaseStatus]}</span>}
      </div>
      <p className="case-row__meta muted">{[hit.caseType.title, hit.ownerUser.name, t.updated(formatDate(hit.updated))].join(' · ')}</p>
      <p className="case-search__excerpt">
        <span className="case-search__source">{t.sources[hit.source]}: </span>
        {hit.excerpt.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
      </p>
    </li>
  );
}
