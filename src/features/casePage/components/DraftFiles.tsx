import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { useAppDispatch } from '../../../app/hooks';
import { CASE_ATTACHMENT_TYPES, TOO_LARGE_TEXT, caseAttachmentRules, checkFileToAdd, mayAddMoreFiles, wrongTypeText } from '../../../domain/fileTypes';
import { joinSwedishList } from '../../../domain/swedishList';
import { svCasePage } from '../../../text/svCasePage';
import { replyFileAdded, replyFileRejected, replyFileRemoved } from '../casePageActions';
import type { DraftFile } from '../casePageSlice';
import { registerDraftFile } from '../fileRegistry';
import { fileSize } from './FileSize';

const t = svCasePage.casePage.files;
const accept = CASE_ATTACHMENT_TYPES.map((type) => `.${type}`).join(',');

/**
 * The files of a reply or a note (spec §5 file input): added one at a time, each removable with
 * 'Ta bort'; the add button goes when no more are allowed. The File waits in the registry; the
 * store holds id, name, size and type.
 */
export function DraftFiles({ files, error, disabled }: { files: DraftFile[]; error: string | null; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    input.current?.focus();
  }, [files.length]);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFileToAdd(file, files.length, caseAttachmentRules);
    if (problem) {
      dispatch(replyFileRejected({ error: problem === 'FILE_TOO_LARGE' ? TOO_LARGE_TEXT : wrongTypeText(CASE_ATTACHMENT_TYPES) }));
      return;
    }
    const id = nanoid();
    registerDraftFile(id, file);
    dispatch(replyFileAdded({ id, name: file.name, size: file.size, type: file.type }));
  };

  return (
    <div className="draft-files">
      {files.length > 0 && (
        <>
          <span id={listId} className="case-field__label">{t.chosen}</span>
          <ul className="draft-files__list" aria-labelledby={listId}>
            {files.map((file) => (
              <li key={file.id} className="draft-files__item">
                <span className="draft-files__name">{file.name}</span>
                <span className="muted">{fileSize(file.size)}</span>
                <button
                  type="button"
                  className="case-link-button"
                  aria-label={t.removeLabel(file.name)}
                  disabled={disabled}
                  onClick={() => {
                    focusAdd.current = true;
                    dispatch(replyFileRemoved({ id: file.id }));
                  }}
                >
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {mayAddMoreFiles(files.length, caseAttachmentRules) && (
        <label htmlFor={inputId} className={`button draft-files__add${disabled ? ' draft-files__add--disabled' : ''}`}>
          <input ref={input} id={inputId} type="file" className="visually-hidden" accept={accept} onChange={add} disabled={disabled} />
          <span aria-hidden="true">+ </span>{t.add}
        </label>
      )}
      <p className="case-field__hint">{t.allowed(joinSwedishList(CASE_ATTACHMENT_TYPES))}</p>
      {error && <p className="form-error" role="alert">{error}</p>}
    </div>
  );
}
