import { svCaseCreation } from '../../../text/svCaseCreation';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CASE_ATTACHMENT_TYPES, TOO_LARGE_TEXT, caseAttachmentRules, checkFileToAdd, wrongTypeText, type FileProblem } from '../../../domain/fileTypes';
import { joinSwedishList } from '../../../domain/swedishList';
import { caseFileAdded, caseFileRejected } from '../caseCreationSlice';
import { caseFileRemoved } from '../caseCreationActions';
import { registerFile } from '../fileRegistry';
import { selectCaseCreation, selectMayAddFiles } from '../selectors';

const t = svCaseCreation.files;
const accept = CASE_ATTACHMENT_TYPES.map((type) => `.${type}`).join(',');

/** Spec §5. */
export function problemText(problem: FileProblem | null): string | null {
  if (problem === 'WRONG_FILE_TYPE') return wrongTypeText(CASE_ATTACHMENT_TYPES);
  if (problem === 'FILE_TOO_LARGE') return TOO_LARGE_TEXT;
  return null;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/**
 * The file input of spec §2, §5: pdf, jpeg, jpg, png, added one at a time, each removable with
 * 'Ta bort'; the add button is hidden when no more files are allowed. The File objects go into
 * the registry, the store holds id, name, size and type.
 */
export function AttachmentPicker() {
  const { draft, fileProblem } = useAppSelector(selectCaseCreation);
  const mayAdd = useAppSelector(selectMayAddFiles);
  const dispatch = useAppDispatch();
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const problem = problemText(fileProblem);
  // After 'Ta bort' the focus goes to the add button (which may only now be shown again).
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    input.current?.focus();
  }, [draft.files.length]);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = checkFileToAdd(file, draft.files.length, caseAttachmentRules);
    if (found) {
      dispatch(caseFileRejected({ problem: found }));
      return;
    }
    const id = nanoid();
    registerFile(id, file);
    dispatch(caseFileAdded({ id, name: file.name, size: file.size, type: file.type }));
  };

  return (
    <div className="file-input">
      {draft.files.length > 0 && (
        <>
          <span id={listId} className="field__label">{t.chosen}</span>
          <ul className="file-list" aria-labelledby={listId}>
            {draft.files.map((file) => (
              <li key={file.id} className="file-list__item">
                <span className="file-list__name">{file.name}</span>
                <span className="file-list__size muted">{size(file.size)}</span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={t.removeLabel(file.name)}
                  onClick={() => {
                    focusAdd.current = true;
                    dispatch(caseFileRemoved({ id: file.id }));
                  }}
                >
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {mayAdd && (
        <label htmlFor={inputId} className="button button--small file-input__add">
          <input ref={input} id={inputId} type="file" className="visually-hidden" accept={accept} onChange={add} />
          {t.add}
        </label>
      )}
      <p className="field__hint">{t.allowed(joinSwedishList(CASE_ATTACHMENT_TYPES))}</p>
      {problem && <p className="form-error" role="alert">{problem}</p>}
    </div>
  );
}
