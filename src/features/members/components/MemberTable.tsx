import { Link } from 'react-router';
import type { MemberListItem } from '../../../api/types';
import type { MemberSort, MemberSortColumn } from '../../../domain/memberSearch';
import { svMembers } from '../../../text/svMembers';
import { SortArrow } from '../../../ui/icons';

const t = svMembers.search;
const columns: { column: MemberSortColumn; optional: boolean }[] = [
  { column: 'name', optional: false },
  { column: 'memberNumber', optional: false },
  { column: 'city', optional: true },
  { column: 'workplace', optional: true },
];

/** The results table: each column header sorts (spec §4: a new column ascending, the same one flips). */
export function MemberTable({ rows, sort, onSort, hrefOf }: {
  rows: MemberListItem[];
  sort: MemberSort;
  onSort: (column: MemberSortColumn) => void;
  hrefOf: (id: string) => string;
}) {
  return (
    <div className="table-scroll">
      <table className="member-table">
        <caption className="visually-hidden">{t.tableCaption}</caption>
        <thead>
          <tr>
            {columns.map(({ column, optional }) => {
              const active = sort.column === column;
              return (
                <th
                  key={column}
                  scope="col"
                  className={optional ? 'member-table__optional' : undefined}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button type="button" className="member-table__sort" onClick={() => onSort(column)} aria-label={t.sortBy(t.columns[column])}>
                    {t.columns[column]}
                    {active && <> <SortArrow direction={sort.direction} /></>}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((member) => (
            <tr key={member.id}>
              <td>
                <Link to={hrefOf(member.id)}>{member.name}</Link>
                {member.protectedIdentity && <> <span className="tag">{t.protectedIdentity}</span></>}
              </td>
              <td>{member.memberNumber ?? ''}</td>
              <td className="member-table__optional">{member.city ?? ''}</td>
              <td className="member-table__optional">{member.workplace?.name ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
