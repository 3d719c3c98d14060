import { svCases } from '../../../text/svCases';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CaseSortColumn } from '../../../domain/caseList';
import { selectCaseSort } from '../selectors';
import { SortArrow } from '../../../ui/icons';
import { caseSortRequested } from '../casesSlice';

const t = svCases.cases.sort;
const allColumns: CaseSortColumn[] = ['created', 'title', 'deadLine'];

/**
 * Spec §4, §9: created descending by default; the same column flips, a new one starts descending.
 * 'Sista dag' only in a list that can show deadlines (issue 34, src/domain/caseMarks.ts).
 */
export function CaseSortBar({ marks }: { marks: boolean }) {
  const columns = marks ? allColumns : allColumns.filter((column) => column !== 'deadLine');
  const sort = useAppSelector(selectCaseSort);
  const dispatch = useAppDispatch();
  return (
    <div className="sort-bar" role="group" aria-label={t.label}>
      <span className="sort-bar__label" aria-hidden="true">{t.label}:</span>
      {columns.map((column) => {
        const active = sort.column === column;
        const direction = sort.direction === 'asc' ? t.ascending : t.descending;
        return (
          <button
            key={column}
            type="button"
            className={`sort-bar__button${active ? ' sort-bar__button--active' : ''}`}
            aria-pressed={active}
            aria-label={t.button(t[column], active, direction)}
            onClick={() => dispatch(caseSortRequested(column))}
          >
            {t[column]}
            {active && <> <SortArrow direction={sort.direction} /></>}
          </button>
        );
      })}
    </div>
  );
}
