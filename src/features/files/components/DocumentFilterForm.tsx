import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { documentTagsOf, type DocumentVisibilityFilter } from '../../../domain/documents';
import { svDocuments } from '../../../text/svDocuments';
import { SECRETARIAT_AREA, type FilesAreaKey } from '../documentRoutes';
import { documentFiltersChanged, documentFiltersCleared } from '../filesSlice';
import { selectDocumentFilters, selectDocumentSearchActive } from '../selectors';

const t = svDocuments.filters;

/** Filters by text, by tag, and (organisation lists, spec §5) public or private. */
export function DocumentFilterForm({ area, showVisibility }: { area: FilesAreaKey; showVisibility: boolean }) {
  const filters = useAppSelector(selectDocumentFilters);
  const active = useAppSelector(selectDocumentSearchActive);
  const dispatch = useAppDispatch();
  const textId = useId();
  const tagId = useId();
  const visibilityId = useId();
  const tags = documentTagsOf(area === SECRETARIAT_AREA ? 'secretariat' : 'association');
  return (
    <form className="documents-filters" role="search" aria-label={t.heading} onSubmit={(event) => event.preventDefault()}>
      <div className="documents-field documents-field--wide">
        <label htmlFor={textId} className="documents-field__label">{t.text}</label>
        <input
          id={textId}
          type="search"
          className="input"
          value={filters.text}
          onChange={(event) => dispatch(documentFiltersChanged({ text: event.target.value }))}
        />
      </div>
      <div className="documents-field">
        <label htmlFor={tagId} className="documents-field__label">{t.tag}</label>
        <select id={tagId} className="input" value={filters.tag ?? ''} onChange={(event) => dispatch(documentFiltersChanged({ tag: event.target.value || null }))}>
          <option value="">{t.allTags}</option>
          {tags.map((tag) => <option key={tag} value={tag}>{tag}</option>)}
        </select>
      </div>
      {showVisibility && (
        <div className="documents-field">
          <label htmlFor={visibilityId} className="documents-field__label">{t.visibility}</label>
          <select
            id={visibilityId}
            className="input"
            value={filters.visibility}
            onChange={(event) => dispatch(documentFiltersChanged({ visibility: event.target.value as DocumentVisibilityFilter }))}
          >
            <option value="all">{t.all}</option>
            <option value="public">{t.public}</option>
            <option value="private">{t.private}</option>
          </select>
        </div>
      )}
      {active && (
        <div className="documents-filters__actions">
          <button type="button" className="button" onClick={() => dispatch(documentFiltersCleared())}>{t.clear}</button>
        </div>
      )}
    </form>
  );
}
