import { svCases } from '../../../text/svCases';
import { Fragment, useCallback, useDeferredValue, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CaseStatus, caseStatusLabel, closedPluralLabel } from '../../../domain/caseStatus';
import { defaultCaseSort, FIRST_PAGE, type CaseListFilters } from '../../../domain/caseList';
import type { CaseListContext } from '../caseContext';
import { isSearchActive } from '../caseListView';
import { caseListPartWanted, caseFiltersChanged, caseFiltersCleared } from '../casesSlice';
import { selectCaseFilters, selectCaseItems, selectCaseListComplete, selectCaseTypesOfList, selectCaseView } from '../selectors';
import { caseFilterOptions, caseOwnerOptions, chosenFilterOptions, type FilterOption } from '../listSelectors';
import { groupCaseTypes } from '../../../domain/caseCatalogue';

const t = svCases.cases.filters;
const statuses = [CaseStatus.CREATED, CaseStatus.IN_PROGRESS, CaseStatus.CLOSED];

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'ja' : 'nej');
const fromYesNo = (value: string) => (value === 'ja' ? true : value === 'nej' ? false : null);

function Select({ label, all, options, value, onChange, grouped = false, pending = null }: {
  label: string; all: string; value: string; onChange: (value: string) => void;
  /**
   * The options; as a function, thousands of them (the owners of the secretariat's list), made and
   * put in the page once the select is approached or focused: until then `options(value)` gives the
   * chosen value's option alone.
   */
  options: FilterOption[] | ((only?: string) => FilterOption[]);
  /** Case types: under the type groups of spec §9. */
  grouped?: boolean;
  /**
   * Issue 26: the options are made of the whole list and part of it has not arrived: until it has,
   * only the chosen value shows, and approaching the select asks for the rest at once.
   */
  pending?: (() => void) | null;
}) {
  const id = useId();
  const [wanted, setWanted] = useState(typeof options !== 'function');
  const want = wanted && !pending ? undefined : () => {
    setWanted(true);
    pending?.();
  };
  const live = wanted && !pending;
  const made = useMemo(() => (typeof options !== 'function' ? options : live ? options() : options(value)), [options, live, value]);
  const option = (o: FilterOption) => <option key={o.value} value={o.value}>{o.text}</option>;
  const shown = live ? made : made.filter((o) => o.value === value);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">{label}</label>
      <select
        id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}
        onFocus={want} onPointerEnter={want} onPointerDown={want} onTouchStart={want}
      >
        <option value="">{all}</option>
        {/* A new fragment when the options first arrive: React builds them all before inserting
            them, instead of inserting thousands one by one into the live list (each insertion
            looks for its next sibling: quadratic). */}
        <Fragment key={live && made.length ? 'options' : 'none'}>
          {grouped
            ? groupCaseTypes(shown.map((o) => ({ ...o, type: o.value }))).map(({ group, types }) => (
              <optgroup key={group} label={group}>{types.map(option)}</optgroup>
            ))
            : shown.map(option)}
        </Fragment>
        {value !== '' && !made.some((o) => o.value === value) && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}

/** How many filters differ from the context's defaults (shown on the toggle of small screens). */
function activeFilterCount(f: CaseListFilters, context: CaseListContext) {
  const isDefaultStatus = f.statuses.length === 2 && f.statuses.includes(CaseStatus.CREATED) && f.statuses.includes(CaseStatus.IN_PROGRESS);
  return [f.types.length > 0, f.tags.length > 0, f.users.length > 0, !isDefaultStatus, f.isFlagged !== null, f.hasDeadline !== null,
    f.association !== null && f.association !== context.organisationId, f.owner !== null, f.text.trim() !== ''].filter(Boolean).length;
}

/**
 * The case list filters of spec §2: type, tags, administrating users, status (default Nytt and
 * Pågående; the closed ones counted in the plural, 'Avslutade', spec §4), flagged, has deadline,
 * association, owner, and a text search. Native controls, each labelled; on small screens the
 * panel folds behind a toggle.
 */
export function CaseFilters({ context }: { context: CaseListContext }) {
  const filters = useAppSelector(selectCaseFilters);
  const view = useAppSelector(selectCaseView);
  // The options (thousands of owners in the secretariat's list) are counted and rendered after
  // the rows, at low priority: a render of their own, not the one that shows a new list.
  const items = useDeferredValue(useAppSelector(selectCaseItems));
  const caseTypes = useDeferredValue(useAppSelector(selectCaseTypesOfList));
  const owners = useCallback((only?: string) => caseOwnerOptions(items, only), [items]);
  const dispatch = useAppDispatch();
  const complete = useDeferredValue(useAppSelector(selectCaseListComplete));
  const pending = complete ? null : () => dispatch(caseListPartWanted({ part: 'closed' }));
  // Until the list is complete a select shows its chosen value alone: only those options are made.
  const everyOption = useMemo(() => (complete ? caseFilterOptions(items, caseTypes) : null), [complete, items, caseTypes]);
  const options = everyOption ?? chosenFilterOptions(filters, items, caseTypes);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const textId = useId();
  const change = (patch: Partial<CaseListFilters>) => dispatch(caseFiltersChanged(patch));
  const active = activeFilterCount(filters, context);
  const clearable = isSearchActive(filters, context) || view.page !== FIRST_PAGE
    || view.sort.column !== defaultCaseSort.column || view.sort.direction !== defaultCaseSort.direction;

  const toggleStatus = (status: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.checked ? [...filters.statuses, status] : filters.statuses.filter((s) => s !== status);
    change({ statuses: statuses.filter((s) => next.includes(s)) });
  };

  return (
    <section className={`case-filters${open ? ' case-filters--open' : ''}`} aria-labelledby={headingId}>
      <div className="case-filters__bar">
        <h2 id={headingId} className="case-filters__heading">{t.heading}</h2>
        <button type="button" className="button button--small case-filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? t.hide : t.show}{active > 0 ? ` (${t.activeCount(active)})` : ''}
        </button>
      </div>
      <div id={panelId} className="case-filters__panel">
        <div className="field field--wide">
          <label htmlFor={textId} className="field__label">{context.role === 'member' ? t.textOwn : t.text}</label>
          <input id={textId} type="search" className="input" value={filters.text} maxLength={200} onChange={(event) => change({ text: event.target.value })} />
        </div>
        <fieldset className="field checkbox-group">
          <legend className="field__label">{t.status}</legend>
          {statuses.map((status) => (
            <label key={status} className="checkbox">
              <input type="checkbox" checked={filters.statuses.includes(status)} onChange={toggleStatus(status)} />
              {status === CaseStatus.CLOSED ? closedPluralLabel : caseStatusLabel[status]}
            </label>
          ))}
        </fieldset>
        {/* A member's own list is simple: search, status and sort (issue 23); the rest is the handlers'. */}
        {context.role !== 'member' && <HandlerFilters context={context} filters={filters} options={options} owners={owners} change={change} pending={pending} />}
        <div className="case-filters__actions">
          <button type="button" className="button button--small" disabled={!clearable} onClick={() => dispatch(caseFiltersCleared())}>{t.clear}</button>
        </div>
      </div>
    </section>
  );
}

function HandlerFilters({ context, filters, options, owners, change, pending }: {
  context: CaseListContext; filters: CaseListFilters; options: ReturnType<typeof caseFilterOptions>; owners: (only?: string) => FilterOption[];
  change: (patch: Partial<CaseListFilters>) => void;
  pending: (() => void) | null;
}) {
  const first = (list: string[]) => list[0] ?? '';
  const one = (value: string) => (value ? [value] : []);
  return (
    <>
        <Select label={t.type} all={t.allTypes} options={options.types} value={first(filters.types)} onChange={(v) => change({ types: one(v) })} grouped pending={pending} />
        {/* Which filters show depends on the list's context only, never on its data: the panel does
            not grow when the options arrive (issue 13, no layout shift). */}
        <Select label={t.tag} all={t.allTags} options={options.tags} value={first(filters.tags)} onChange={(v) => change({ tags: one(v) })} pending={pending} />
        <Select label={t.users} all={t.allUsers} options={options.users} value={first(filters.users)} onChange={(v) => change({ users: one(v) })} pending={pending} />
        <Select
          label={t.flagged} all={t.flaggedAll} value={yesNo(filters.isFlagged)} onChange={(v) => change({ isFlagged: fromYesNo(v) })}
          options={[{ value: 'ja', text: t.flaggedYes }, { value: 'nej', text: t.flaggedNo }]}
        />
        <Select
          label={t.deadline} all={t.deadlineAll} value={yesNo(filters.hasDeadline)} onChange={(v) => change({ hasDeadline: fromYesNo(v) })}
          options={[{ value: 'ja', text: t.deadlineYes }, { value: 'nej', text: t.deadlineNo }]}
        />
        {!context.organisationId && (
          <Select label={t.association} all={t.allAssociations} options={options.associations} value={filters.association ?? ''} onChange={(v) => change({ association: v || null })} pending={pending} />
        )}
        <Select label={t.owner} all={t.allOwners} options={owners} value={filters.owner ?? ''} onChange={(v) => change({ owner: v || null })} pending={pending} />
    </>
  );
}
