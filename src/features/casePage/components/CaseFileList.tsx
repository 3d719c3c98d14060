import type { CaseFile } from '../../../api/types';
import { useAppDispatch } from '../../../app/hooks';
import { svCasePage } from '../../../text/svCasePage';
import { fileDownloadRequested } from '../casePageEvents';
import { fileSize } from './FileSize';

const t = svCasePage.casePage;

/**
 * The files of a message or a note. A download is a button: the saga fetches the file with the
 * bearer token in a header and saves it (no token in a URL, no link to follow without one).
 */
export function CaseFileList({ files, kind }: { files: CaseFile[]; kind: 'case' | 'note' }) {
  const dispatch = useAppDispatch();
  if (files.length === 0) return null;
  return (
    <ul className="case-files">
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            className="case-files__download"
            onClick={() => dispatch(fileDownloadRequested({ fileId: file.id, kind, fileName: file.fileName }))}
          >
            <svg aria-hidden="true" className="case-files__icon" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M21 11.5 12.5 20a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6l7.8-7.8" />
            </svg>
            {/* The name holds all the visible text, the size too (WCAG 2.5.3). */}
            <span className="visually-hidden">{t.downloadPrefix}</span>
            <span className="case-files__name">{file.fileName}</span>
            <span className="case-files__size">{fileSize(file.size)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
