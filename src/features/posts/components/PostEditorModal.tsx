import { useId, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { targetKey } from '../../../domain/contentPlaces';
import { POST_LIMITS } from '../../../domain/contentValidation';
import { errorText, svNews } from '../../../text/svNews';
import { Markup } from '../../../ui/Markup';
import { EditorModal } from './EditorModal';
import { Modal } from '../../../ui/Modal';
import { postDraftChanged, postEditorClosed, postPreviewToggled, postSubmitted } from '../postsSlice';
import { selectPostEditor, selectPostsState } from '../selectors';
import { targetLabel } from './targetLabel';

const t = svNews.editor;

/** A labelled field with its error below it, tied by aria-describedby. */
export function FieldError({ id, code }: { id: string; code: string | undefined }) {
  return code ? <p id={id} className="form-error field__error">{errorText(code)}</p> : null;
}

/**
 * 'Skapa nyhet' and 'Redigera nyhet': where to publish, title, preamble and body with a preview.
 * The draft lives in the store, so a failed save keeps everything typed.
 */
export function PostEditorModal() {
  const editor = useAppSelector(selectPostEditor);
  const { targets, targetsStatus } = useAppSelector(selectPostsState);
  const dispatch = useAppDispatch();
  const formId = useId();
  const ids = { target: useId(), title: useId(), preamble: useId(), body: useId(), hint: useId() };
  if (!editor) return <Modal open={false} title={t.createTitle}>{null}</Modal>;

  const { draft, fieldErrors, status } = editor;
  const busy = status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(postSubmitted());
  };
  const describedBy = (field: keyof typeof ids, extra?: string) => [fieldErrors[field] ? `${ids[field]}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <EditorModal
      mode={editor.mode} texts={t} busy={busy} formId={formId} errorCode={editor.errorCode} fieldErrors={fieldErrors} fieldId={(field) => ids[field as keyof typeof ids] ?? field}
      onClose={() => dispatch(postEditorClosed())}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.target} className="field__label">{t.target}</label>
          {targetsStatus === 'getting' && !targets && <p className="muted">{t.loadingTargets}</p>}
          {(targetsStatus === 'error' || targetsStatus === 'unauthorised') && <p className="form-error">{t.targetsFailed}</p>}
          <select
            id={ids.target}
            className="input"
            value={draft.target}
            aria-invalid={Boolean(fieldErrors.target)}
            aria-describedby={describedBy('target')}
            onChange={(event) => dispatch(postDraftChanged({ target: event.target.value }))}
          >
            <option value="">{editor.mode === 'edit' ? t.keepTarget : t.targetPlaceholder}</option>
            {(targets?.posts ?? []).map((target) => <option key={targetKey(target)} value={targetKey(target)}>{targetLabel(target)}</option>)}
          </select>
          <FieldError id={`${ids.target}-error`} code={fieldErrors.target} />
        </div>
        <div className="field">
          <label htmlFor={ids.title} className="field__label">{t.title}</label>
          <input
            id={ids.title} className="input" value={draft.title} maxLength={POST_LIMITS.title}
            aria-invalid={Boolean(fieldErrors.title)} aria-describedby={describedBy('title')}
            onChange={(event) => dispatch(postDraftChanged({ title: event.target.value }))}
          />
          <FieldError id={`${ids.title}-error`} code={fieldErrors.title} />
        </div>
        <div className="field">
          <label htmlFor={ids.preamble} className="field__label">{t.preamble}</label>
          <textarea
            id={ids.preamble} className="input" rows={2} value={draft.preamble} maxLength={POST_LIMITS.preamble}
            aria-invalid={Boolean(fieldErrors.preamble)} aria-describedby={describedBy('preamble')}
            onChange={(event) => dispatch(postDraftChanged({ preamble: event.target.value }))}
          />
          <FieldError id={`${ids.preamble}-error`} code={fieldErrors.preamble} />
        </div>
        {editor.preview ? (
          <section className="preview" aria-label={t.previewHeading}>
            <h3 className="preview__heading">{t.previewHeading}</h3>
            <h4 className="preview__title">{draft.title}</h4>
            {draft.preamble && <p className="lead">{draft.preamble}</p>}
            <Markup source={draft.body} />
          </section>
        ) : (
          <div className="field">
            <label htmlFor={ids.body} className="field__label">{t.body}</label>
            <textarea
              id={ids.body} className="input" rows={10} value={draft.body}
              aria-invalid={Boolean(fieldErrors.body)} aria-describedby={describedBy('body', ids.hint)}
              onChange={(event) => dispatch(postDraftChanged({ body: event.target.value }))}
            />
            <p id={ids.hint} className="field__hint">{t.bodyHint}</p>
            <FieldError id={`${ids.body}-error`} code={fieldErrors.body} />
          </div>
        )}
        <button type="button" className="button button--link" onClick={() => dispatch(postPreviewToggled())} aria-pressed={editor.preview}>
          {editor.preview ? t.backToEdit : t.preview}
        </button>
      </form>
    </EditorModal>
  );
}
