import type { ReactNode } from 'react';
import type { FieldErrors } from '../../../domain/contentValidation';
import { errorText } from '../../../text/svNews';
import { Modal } from '../../../ui/Modal';

interface EditorTexts {
  createTitle: string;
  editTitle: string;
  cancel: string;
  save: string;
  saving: string;
  publish: string;
  publishing: string;
}

/**
 * The frame of the post and course editors: the modal, Avbryt and Publicera/Spara (busy while
 * saving), and the reason a save was refused when no field names it.
 */
export function EditorModal({ mode, texts, busy, formId, errorCode, fieldErrors, onClose, children }: {
  mode: 'create' | 'edit';
  texts: EditorTexts;
  busy: boolean;
  formId: string;
  errorCode: string | null;
  fieldErrors: FieldErrors;
  onClose: () => void;
  children: ReactNode;
}) {
  const edit = mode === 'edit';
  const generalError = errorCode && !Object.values(fieldErrors).includes(errorCode as never) ? errorText(errorCode) : null;
  return (
    <Modal
      open
      title={edit ? texts.editTitle : texts.createTitle}
      onClose={onClose}
      className="modal--wide"
      footer={(
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>{texts.cancel}</button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {busy ? (edit ? texts.saving : texts.publishing) : (edit ? texts.save : texts.publish)}
          </button>
        </>
      )}
    >
      {generalError && <p className="form-error" role="alert">{generalError}</p>}
      {children}
    </Modal>
  );
}
