import { useId, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { targetKey } from '../../../domain/contentPlaces';
import { COURSE_LIMITS } from '../../../domain/contentValidation';
import { svNews } from '../../../text/svNews';
import { svCourseRegistration } from '../../../text/svCourseRegistration';
import { REGISTRATION_LIMITS } from '../../../domain/courseRegistration';
import { Modal } from '../../../ui/Modal';
import { DatePicker } from '../../../ui/DatePicker';
import { FieldError } from '../../posts/components/PostEditorModal';
import { EditorModal } from '../../posts/components/EditorModal';
import { targetLabel } from '../../posts/components/targetLabel';
import { selectPostsState } from '../../posts/selectors';
import { courseDraftChanged, courseEditorClosed, courseSubmitted, type CourseDraft } from '../coursesSlice';
import { selectCoursesState } from '../selectors';

const t = svNews.courseEditor;
const r = svCourseRegistration.editor;

type TextField = Exclude<keyof CourseDraft, 'asksDietary' | 'asksWorkplace'>;

/** 'Skapa kurs' and 'Redigera kurs' for the secretariat. The draft lives in the store: a failed save loses nothing. */
export function CourseEditorModal() {
  const { editor } = useAppSelector(selectCoursesState);
  const { targets } = useAppSelector(selectPostsState);
  const dispatch = useAppDispatch();
  const formId = useId();
  const base = useId();
  if (!editor) return <Modal open={false} title={t.createTitle}>{null}</Modal>;
  const { draft, fieldErrors, status } = editor;
  const busy = status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(courseSubmitted());
  };

  const input = (field: TextField, label: string, options: { maxLength?: number; inputMode?: 'numeric'; placeholder?: string; hint?: string } = {}) => {
    const id = `${base}-${field}`;
    const error = fieldErrors[field];
    return (
      <div className="field">
        <label htmlFor={id} className="field__label">{label}</label>
        <input
          id={id} className="input" type="text" value={draft[field]} maxLength={options.maxLength}
          inputMode={options.inputMode} placeholder={options.placeholder}
          aria-invalid={Boolean(error)} aria-describedby={[options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
          onChange={(event) => dispatch(courseDraftChanged({ [field]: event.target.value }))}
        />
        {options.hint && <p id={`${id}-hint`} className="field__hint">{options.hint}</p>}
        <FieldError id={`${id}-error`} code={error} />
      </div>
    );
  };
  const check = (field: 'asksDietary' | 'asksWorkplace', label: string) => (
    <label className="checkbox">
      <input type="checkbox" checked={draft[field]} onChange={(event) => dispatch(courseDraftChanged({ [field]: event.target.checked }))} />
      {label}
    </label>
  );

  const date = (field: 'startDate' | 'endDate' | 'lastApplicationDate', label: string) => {
    const id = `${base}-${field}`;
    const error = fieldErrors[field];
    return (
      <div className="field">
        <label htmlFor={id} className="field__label">{label}</label>
        <DatePicker id={id} value={draft[field]} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined}
          onChange={(value) => dispatch(courseDraftChanged({ [field]: value }))} />
        <FieldError id={`${id}-error`} code={error} />
      </div>
    );
  };

  return (
    <EditorModal
      mode={editor.mode} texts={t} busy={busy} formId={formId} errorCode={editor.errorCode} fieldErrors={fieldErrors} fieldId={(field) => `${base}-${field}`}
      onClose={() => dispatch(courseEditorClosed())}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${base}-target`} className="field__label">{t.target}</label>
          <select
            id={`${base}-target`} className="input" value={draft.target}
            aria-invalid={Boolean(fieldErrors.target)} aria-describedby={fieldErrors.target ? `${base}-target-error` : undefined}
            onChange={(event) => dispatch(courseDraftChanged({ target: event.target.value }))}
          >
            {(targets?.courses ?? [{ kind: 'everyone' as const }]).map((target) => <option key={targetKey(target)} value={targetKey(target)}>{targetLabel(target)}</option>)}
          </select>
          <FieldError id={`${base}-target-error`} code={fieldErrors.target} />
        </div>
        {input('title', t.title, { maxLength: COURSE_LIMITS.title })}
        <div className="field">
          <label htmlFor={`${base}-description`} className="field__label">{t.description}</label>
          <textarea
            id={`${base}-description`} className="input" rows={6} value={draft.description}
            aria-invalid={Boolean(fieldErrors.description)} aria-describedby={fieldErrors.description ? `${base}-description-error` : undefined}
            onChange={(event) => dispatch(courseDraftChanged({ description: event.target.value }))}
          />
          <FieldError id={`${base}-description-error`} code={fieldErrors.description} />
        </div>
        {input('location', t.location, { maxLength: COURSE_LIMITS.location })}
        <div className="field-row">
          {date('startDate', t.startDate)}
          {input('startTime', t.startTime, { inputMode: 'numeric', placeholder: 'tt:mm' })}
        </div>
        <div className="field-row">
          {date('endDate', t.endDate)}
          {input('endTime', t.endTime, { inputMode: 'numeric', placeholder: 'tt:mm' })}
        </div>
        {date('lastApplicationDate', t.lastApplicationDate)}
        {input('seats', r.seats, { inputMode: 'numeric', maxLength: 5, hint: r.seatsHint })}
        <fieldset className="field">
          <legend className="field__label">{r.questionsLegend}</legend>
          {check('asksDietary', r.asksDietary)}
          {check('asksWorkplace', r.asksWorkplace)}
        </fieldset>
        {input('question', r.question, { maxLength: REGISTRATION_LIMITS.question })}
      </form>
    </EditorModal>
  );
}
