import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { svSearch } from '../../../text/svSearch';
import { Dropdown } from '../../../ui/Dropdown';
import { searchClosed, searchSubmitted, searchToggled, searchTyped } from '../searchSlice';

const SearchResults = lazy(() => import(/* webpackChunkName: "search" */ './SearchResults'));

/** The link after (or before) the focused one in the results; ArrowDown from the field goes to the first. */
function moveFocus(panel: HTMLElement, step: 1 | -1, from: EventTarget) {
  const links = [...panel.querySelectorAll<HTMLAnchorElement>('.search-results a')];
  const at = links.indexOf(from as HTMLAnchorElement);
  const next = at === -1 ? (step === 1 ? 0 : -1) : at + step;
  if (next < 0) panel.querySelector<HTMLInputElement>('input')?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

/**
 * The header's search field (issue 11): a 'Sök' button opens it; typing calls Search/{term}
 * (debounced, never for an empty term) and the grouped results appear below (their code loads on
 * first use). Arrow keys move between field and results, Escape closes.
 */
export function HeaderSearch() {
  const open = useAppSelector((state) => state.search.open);
  const text = useAppSelector((state) => state.search.text);
  const dispatch = useAppDispatch();
  const fieldId = useId();
  const panelRef = useRef<HTMLFormElement>(null);
  const close = useCallback(() => dispatch(searchClosed()), [dispatch]);

  // Opening puts the focus in the field (the panel's content is rendered only while open).
  useEffect(() => {
    if (open) panelRef.current?.querySelector('input')?.focus();
  }, [open]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      moveFocus(panel, event.key === 'ArrowDown' ? 1 : -1, event.target as EventTarget);
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Dropdown
      className="header-search"
      open={open}
      onToggle={() => dispatch(searchToggled())}
      onClose={close}
      buttonClassName="icon-button header-search__toggle"
      buttonLabel={open ? svSearch.close : svSearch.open}
      button={(
        <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
      panelClassName="menu-panel menu-panel--right header-search__panel"
    >
      {/* Enter leads to the results page (issue 23). */}
      <form ref={panelRef} role="search" onSubmit={(event) => { event.preventDefault(); dispatch(searchSubmitted(text)); }}>
        <label htmlFor={fieldId} className="visually-hidden">{svSearch.field}</label>
        <input
          id={fieldId}
          type="search"
          className="input header-search__input"
          placeholder={svSearch.field}
          value={text}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => dispatch(searchTyped(event.target.value))}
        />
        {text.trim() !== '' && (
          <Suspense fallback={null}>
            <SearchResults />
          </Suspense>
        )}
      </form>
    </Dropdown>
  );
}
