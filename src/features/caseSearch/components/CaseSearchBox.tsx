import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MAX_CASE_SEARCH_LENGTH } from '../../../domain/caseSearchUrl';
import { svCases } from '../../../text/svCases';
import { caseSearchRequested } from '../caseSearchActions';
import { selectCaseSearchView } from '../selectors';
import '../caseSearch.css';

const t = svCases.cases.search;

/**
 * 'Sök i ärenden' (issue 36): searches the list on screen when sent; the term goes into the URL.
 * It searches on sending, not while typing, so what is typed stays in the field until then (a new
 * URL term, by back/forward or a link, gives the field afresh).
 */
export function CaseSearchBox() {
  const dispatch = useAppDispatch();
  const { term } = useAppSelector(selectCaseSearchView);
  const id = useId();
  return (
    <form
      className="case-search"
      role="search"
      aria-label={t.label}
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get('sokord');
        dispatch(caseSearchRequested({ term: typeof typed === 'string' ? typed : '' }));
      }}
    >
      <label htmlFor={id} className="field__label">{t.label}</label>
      <div className="case-search__row">
        <input
          key={term}
          id={id}
          className="input"
          type="search"
          name="sokord"
          defaultValue={term}
          maxLength={MAX_CASE_SEARCH_LENGTH}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary">{t.submit}</button>
        {term && <button type="button" className="button" onClick={() => dispatch(caseSearchRequested({ term: '' }))}>{t.clear}</button>}
      </div>
    </form>
  );
}
