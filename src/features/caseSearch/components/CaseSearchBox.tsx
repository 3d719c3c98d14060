import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MAX_CASE_SEARCH_LENGTH } from '../../../domain/caseSearch';
import { svCases } from '../../../text/svCases';
import '../caseSearch.css';
import { caseSearchCleared, caseSearchSubmitted, caseSearchTyped } from '../caseSearchSlice';

const t = svCases.cases.search;

/** 'Sök i ärenden' (issue 36): searches the list on screen when sent; the term goes into the URL. */
export function CaseSearchBox() {
  const dispatch = useAppDispatch();
  const typed = useAppSelector((state) => state.caseSearch.typed);
  const active = useAppSelector((state) => state.caseSearch.view.term !== '');
  const id = useId();
  return (
    <form
      className="case-search"
      role="search"
      aria-label={t.label}
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(caseSearchSubmitted());
      }}
    >
      <label htmlFor={id} className="field__label">{t.label}</label>
      <p id={`${id}-hint`} className="field__hint muted">{t.hint}</p>
      <div className="case-search__row">
        <input
          id={id}
          className="input"
          type="search"
          name="sokord"
          value={typed}
          maxLength={MAX_CASE_SEARCH_LENGTH}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          onChange={(event) => dispatch(caseSearchTyped(event.target.value))}
        />
        <button type="submit" className="button button--primary">{t.submit}</button>
        {active && <button type="button" className="button" onClick={() => dispatch(caseSearchCleared())}>{t.clear}</button>}
      </div>
    </form>
  );
}
