import { memo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { DocumentFile } from '../../../api/documentTypes';
import type { DocumentSortColumn } from '../../../domain/documents';
import { formatLongDate } from '../../../lib/dates';
import { svDocuments as t } from '../../../text/svDocuments';
import type { FilesAreaKey } from '../documentRoutes';
import { deleteAsked, documentSortRequested, downloadRequested, publicToggled } from '../filesSlice';
import { selectDeleting, selectDocumentSort } from '../selectors';
import { SortArrow } from '../../../ui/icons';

const sortColumns: DocumentSortColumn[] = ['fileName', 'uploadedBy', 'uploadedAt'];

function SortHeader({ column }: { column: DocumentSortColumn }) {
  const sort = useAppSelector(selectDocumentSort);
  const dispatch = useAppDispatch();
  const active = sort.column === column;
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="documents-sort" onClick={() => dispatch(documentSortRequested(column))}>
        {t.columns[column]}
        <span aria-hidden="true" className="documents-sort__arrow">{active && <SortArrow direction={sort.direction} />}</span>
      </button>
    </th>
  );
}

/**
 * The list of spec §2, §3: 'Dokumentnamn', 'Uppladdat av', 'Uppladdningsdatum' (each sorts), the
 * tags, the public flag (a switch for those who manage the area), download and delete.
 */
export function DocumentTable({ rows, area, manages }: { rows: DocumentFile[]; area: FilesAreaKey; manages: boolean }) {
  const deleting = useAppSelector(selectDeleting);
  return (
    <div className="documents-table-wrap">
      <table className="documents-table">
        <thead>
          <tr>
            {sortColumns.map((column) => <SortHeader key={column} column={column} />)}
            <th scope="col">{t.tagsColumn}</th>
            <th scope="col">{t.publicColumn}</th>
            <th scope="col"><span className="visually-hidden">{t.actionsColumn}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((file) => <DocumentRow key={file.id} file={file} area={area} manages={manages} deleting={deleting.includes(file.id)} />)}
        </tbody>
      </table>
    </div>
  );
}

const DocumentRow = memo(function DocumentRow({ file, area, manages, deleting }: { file: DocumentFile; area: FilesAreaKey; manages: boolean; deleting: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <tr aria-busy={deleting || undefined}>
      <td data-label={t.columns.fileName} className="documents-table__name">
        <button
          type="button"
          className="documents-link documents-table__download"
          aria-label={t.downloadLabel(file.fileName)}
          onClick={() => dispatch(downloadRequested({ id: file.id, area, fileName: file.fileName }))}
        >
          {file.fileName}
        </button>
      </td>
      <td data-label={t.columns.uploadedBy}>{file.uploadedBy.name}</td>
      <td data-label={t.columns.uploadedAt}>{formatLongDate(file.uploadedAt)}</td>
      <td data-label={t.tagsColumn}>{file.tags.join(', ')}</td>
      <td data-label={t.publicColumn}>
        {manages ? (
          <label className="documents-switch">
            <input
              type="checkbox"
              checked={file.isPublic}
              aria-label={t.publicToggleLabel(file.fileName)}
              onChange={(event) => dispatch(publicToggled({ id: file.id, area, isPublic: event.target.checked }))}
            />
            <span aria-hidden="true">{file.isPublic ? t.isPublic : t.isPrivate}</span>
          </label>
        ) : (file.isPublic ? t.isPublic : t.isPrivate)}
      </td>
      <td className="documents-table__actions">
        {manages && (
          <button
            type="button"
            className="documents-link documents-table__delete"
            aria-label={t.deleteLabel(file.fileName)}
            disabled={deleting}
            onClick={() => dispatch(deleteAsked({ id: file.id }))}
          >
            {t.delete}
          </button>
        )}
      </td>
    </tr>
  );
});
