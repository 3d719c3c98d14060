import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { svSavedReplies as t } from '../../../text/svSavedReplies';
import { ErrorSummary, FieldError, type ErrorSummaryItem } from '../../../ui/ErrorSummary';
import { savedReplyEditorChanged, savedReplyEditorClosed, savedReplySaveRequested, type SavedReplyField } from '../savedRepliesActions';
import type { SavedReplyEditor as Editor } from '../savedRepliesSlice';

/**
 * The form of one saved reply (a question page: a heading, two fields with their hints, the error
 * summary after a refused save). What is typed stays in the store until it is saved or cancelled.
 */
export function SavedReplyEditor({ editor, unitName }: { editor: Editor; unitName: string }) {
  const dispatch = useAppDispatch();
  const ids = { title: useId(), body: useId(), titleHint: useId(), bodyHint: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => heading.current?.focus(), []);
  const problem = (field: SavedReplyField) => {
    const code = editor.problems[field];
    return code ? t.problems[code] : null;
  };
  const items: ErrorSummaryItem[] = (['title', 'body'] as const).flatMap((field) => (problem(field) ? [{ fieldId: ids[field], text: problem(field)! }] : []));
  if (editor.failed) items.push({ fieldId: null, text: t.saveFailed });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    dispatch(savedReplySaveRequested());
  };
  const field = (name: SavedReplyField) => ({
    id: ids[name],
    value: editor[name],
    readOnly: editor.saving,
    'aria-invalid': Boolean(problem(name)),
    'aria-describedby': [name === 'title' ? ids.titleHint : ids.bodyHint, problem(name) ? `${ids[name]}-error` : ''].join(' ').trim(),
    onChange: (event: { target: { value: string } }) => dispatch(savedReplyEditorChanged({ field: name, value: event.target.value })),
  });
  return (
    <form className="saved-reply-editor" onSubmit={submit} noValidate aria-busy={editor.saving}>
      <h3 ref={heading} tabIndex={-1}>{editor.id ? t.editHeading : t.newHeading} <span className="muted">({unitName})</span></h3>
      <ErrorSummary items={items} attempt={attempt} />
      <div className="field">
        <label htmlFor={ids.title} className="case-field__label">{t.titleLabel}</label>
        <p id={ids.titleHint} className="case-field__hint">{t.titleHint}</p>
        <FieldError id={`${ids.title}-error`} text={problem('title')} />
        <input className="input" type="text" autoComplete="off" {...field('title')} />
      </div>
      <div className="field">
        <label htmlFor={ids.body} className="case-field__label">{t.bodyLabel}</label>
        <div id={ids.bodyHint} className="case-field__hint">
          {t.placeholdersIntro}
          <ul className="saved-reply-editor__codes">
            {t.placeholders.map((p) => <li key={p.token}><code>{p.token}</code> {p.label}</li>)}
          </ul>
        </div>
        <FieldError id={`${ids.body}-error`} text={problem('body')} />
        <textarea className="input" rows={8} {...field('body')} />
      </div>
      <div className="saved-reply-editor__actions">
        <button type="submit" className="button button--primary" disabled={editor.saving}>{editor.saving ? t.saving : t.save}</button>
        <button type="button" className="button" disabled={editor.saving} onClick={() => dispatch(savedReplyEditorClosed())}>{t.cancel}</button>
      </div>
    </form>
  );
}
