import type { ReactNode } from 'react';
import type { FieldErrors } from '../../../domain/contentValidation';
import { errorText } from '../../../text/svNews';
import { Modal } from '../../../ui/Modal';
import { ErrorSummary, useServerRefusals } from '../../../ui/ErrorSummary';

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
 * saving), and the error summary of a refused save (every field's problem as a link to it, and
 * the reason when no field names it), which takes the focus (issue 34).
 */
export function EditorModal({ mode, texts, busy, formId, errorCode, fieldErrors, fieldId, onClose, children }: {
  mode: 'create' | 'edit';
  texts: EditorTexts;
  busy: boolean;
  formId: string;
  errorCode: string | null;
  fieldErrors: FieldErrors;
  /** The id of a field's input, for the summary's links. */
  fieldId: (field: string) => string;
  onClose: () => void;
  children: ReactNode;
}) {
  const edit = mode === 'edit';
  const generalError = errorCode && !Object.values(fieldErrors).includes(errorCode as never) ? errorText(errorCode) : null;
  const problems = [
    ...Object.entries(fieldErrors).flatMap(([field, code]) => (code ? [{ fieldId: fieldId(field), text: errorText(code) ?? code }] : [])),
    ...(generalError ? [{ fieldId: null, text: generalError }] : []),
  ];
  const refusals = useServerRefusals(busy, problems.length > 0);
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
      <ErrorSummary items={problems} attempt={refusals} />
      {children}
    </Modal>
  );
}
