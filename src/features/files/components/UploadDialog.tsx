import { useId, useRef, type ChangeEvent } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { documentTagsOf } from '../../../domain/documents';
import { documentUploadRules, MAX_DOCUMENT_BYTES } from '../../../domain/documentUpload';
import { checkFileToAdd, DEFAULT_UPLOAD_TYPES, TOO_LARGE_TEXT, wrongTypeText } from '../../../domain/fileTypes';
import { joinSwedishList } from '../../../domain/swedishList';
import { Modal } from '../../../ui/Modal';
import { svDocuments } from '../../../text/svDocuments';
import { fileSize } from '../../casePage/components/FileSize';
import { chosenDocuments } from '../chosenFiles';
import { SECRETARIAT_AREA, type FilesAreaKey } from '../documentRoutes';
import {
  uploadClosed, uploadFileChosen, uploadFileRefused, uploadFileRemoved, uploadPublicChanged, uploadSubmitted, uploadTagsChanged,
} from '../filesSlice';
import { selectUpload } from '../selectors';

const t = svDocuments.upload;
const accept = DEFAULT_UPLOAD_TYPES.map((type) => `.${type}`).join(',');

/** Spec §5 texts for a refused file, by its problem or the server's errorCode. */
export function uploadProblemText(problem: string | null): string | null {
  if (problem === null) return null;
  if (problem === 'WRONG_FILE_TYPE') return wrongTypeText(DEFAULT_UPLOAD_TYPES);
  if (problem === 'FILE_TOO_LARGE') return TOO_LARGE_TEXT;
  return t.refused;
}

/**
 * The upload dialog (issue 10): one file at a time, removable ('Ta bort'), tags from the area's
 * set, a public checkbox, a progress bar with percent while the bytes go up, and cancel (which
 * aborts an upload under way). A failed upload keeps the form as it was.
 */
export function UploadDialog({ area, workplaceId, workplaceName }: { area: FilesAreaKey; workplaceId: string | null; workplaceName: string | null }) {
  const upload = useAppSelector(selectUpload);
  const dispatch = useAppDispatch();
  const inputId = useId();
  const hintId = useId();
  const progressId = useId();
  const input = useRef<HTMLInputElement>(null);
  const tags = documentTagsOf(area === SECRETARIAT_AREA ? 'secretariat' : 'association');
  const uploading = upload.status === 'uploading';
  const problem = uploadProblemText(upload.problem ?? upload.errorCode);
  const close = () => dispatch(uploadClosed());

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = checkFileToAdd(file, 0, documentUploadRules);
    if (found === 'WRONG_FILE_TYPE' || found === 'FILE_TOO_LARGE') {
      dispatch(uploadFileRefused({ problem: found }));
      return;
    }
    if (upload.file) chosenDocuments.release(upload.file.id);
    const id = nanoid();
    chosenDocuments.register(id, file);
    dispatch(uploadFileChosen({ id, name: file.name, size: file.size, type: file.type }));
  };

  const toggleTag = (tag: string, on: boolean) =>
    dispatch(uploadTagsChanged(on ? tags.filter((x) => x === tag || upload.tags.includes(x)) : upload.tags.filter((x) => x !== tag)));

  return (
    <Modal
      open={upload.open}
      title={t.title}
      onClose={close}
      className="documents-upload"
      footer={(
        <>
          <button type="button" className="button" onClick={close}>{t.cancel}</button>
          <button
            type="button"
            className="button button--primary"
            disabled={!upload.file || uploading}
            onClick={() => dispatch(uploadSubmitted({ area, workplaceId }))}
          >
            {t.submit}
          </button>
        </>
      )}
    >
      <div className="documents-upload__body">
        {workplaceName && <p className="documents-field__hint">{t.workplace(workplaceName)}</p>}
        <div className="documents-upload__file">
          {upload.file ? (
            <ul className="documents-chosen" aria-label={t.chosen}>
              <li className="documents-chosen__item">
                <span className="documents-chosen__name">{upload.file.name}</span>
                <span className="documents-chosen__size">{fileSize(upload.file.size)}</span>
                {!uploading && (
                  <button
                    type="button"
                    className="documents-link"
                    aria-label={t.removeLabel(upload.file.name)}
                    onClick={() => {
                      chosenDocuments.release(upload.file!.id);
                      dispatch(uploadFileRemoved());
                      input.current?.focus();
                    }}
                  >
                    {t.remove}
                  </button>
                )}
              </li>
            </ul>
          ) : (
            <label htmlFor={inputId} className="button documents-upload__choose">
              <input ref={input} id={inputId} type="file" className="visually-hidden" accept={accept} aria-describedby={hintId} onChange={choose} />
              {t.choose}
            </label>
          )}
          <p id={hintId} className="documents-field__hint">
            {t.allowed(joinSwedishList(DEFAULT_UPLOAD_TYPES))} {t.maxSize(MAX_DOCUMENT_BYTES / 1024 / 1024)}
          </p>
          {problem && <p className="form-error" role="alert">{problem}</p>}
        </div>
        <fieldset className="documents-checkboxes" disabled={uploading}>
          <legend className="documents-field__label">{t.tags}</legend>
          {tags.map((tag) => (
            <label key={tag} className="documents-checkbox">
              <input type="checkbox" checked={upload.tags.includes(tag)} onChange={(event) => toggleTag(tag, event.target.checked)} />
              {tag}
            </label>
          ))}
        </fieldset>
        <label className="documents-checkbox">
          <input type="checkbox" checked={upload.isPublic} disabled={uploading} onChange={(event) => dispatch(uploadPublicChanged(event.target.checked))} />
          {area === SECRETARIAT_AREA ? t.isPublicSecretariat : t.isPublic}
        </label>
        {uploading && (
          <div className="documents-progress">
            <label htmlFor={progressId} className="documents-field__label">{t.progressLabel}</label>
            <progress id={progressId} max={100} value={upload.progress} aria-valuetext={`${upload.progress} %`} />
            <span className="documents-progress__text" aria-live="polite">{t.progress(upload.progress)}</span>
          </div>
        )}
      </div>
    </Modal>
  );
}
