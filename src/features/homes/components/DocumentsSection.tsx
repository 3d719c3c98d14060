import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { downloadRequested } from '../../files/filesSlice';
import type { DocumentScope } from '../../../domain/documents';
import { svHomes as t } from '../../../text/svHomes';
import { makeSelectHomeDocuments } from '../placeSelectors';
import { formatHomeDate, HomeSection, ListBody } from './HomeSections';

/** The latest documents of an area's scope (the files feature's list; the home's route loads that area); a name downloads the file. */
export function DocumentsSection({ area, scope, publicOnly = false, href }: { area: string | null; scope: DocumentScope; publicOnly?: boolean; href: string }) {
  const select = useMemo(() => makeSelectHomeDocuments(), []);
  const { status, rows } = useAppSelector((state) => select(state, area, scope, publicOnly));
  const dispatch = useAppDispatch();
  return (
    <HomeSection id="home-documents" heading={t.sections.documents} more={{ href, label: t.links.allDocuments }}>
      <ListBody status={status} count={rows.length} group={t.groups.documents} retry="documents" about={t.sections.documents}>
        <ul className="home-list" aria-label={t.listLabels.documents}>
          {rows.map((file) => (
            <li key={file.id} className="home-item">
              <span className="home-item__title">
                {area
                  ? <button type="button" className="link-button" onClick={() => dispatch(downloadRequested({ id: file.id, area, fileName: file.fileName }))}>{file.fileName}</button>
                  : file.fileName}
              </span>
              <p className="home-item__meta"><time dateTime={file.uploadedAt}>{formatHomeDate(file.uploadedAt)}</time><span>{file.uploadedBy.name}</span></p>
            </li>
          ))}
        </ul>
      </ListBody>
    </HomeSection>
  );
}

