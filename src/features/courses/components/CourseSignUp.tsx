import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Course, MyCourseRegistration } from '../../../api/contentTypes';
import { mayCancelRegistration, REGISTRATION_LIMITS, signUpWindow, userMaySignUpFor, type RegistrationFieldErrors } from '../../../domain/courseRegistration';
import { registrationErrorText, svCourseRegistration as t } from '../../../text/svCourseRegistration';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorSummary, type ErrorSummaryItem } from '../../../ui/ErrorSummary';
import { selectUser } from '../../user/selectors';
import { emptyAnswers, type SignUpAnswers, type SignUpNotice } from '../courseRegistrationSlice';
import { cancelConfirmed, cancelDismissed, cancelRequested, signUpAnswersChanged, signUpSubmitted } from '../courseRegistrationActions';
import { selectCourseRegistrationState } from '../courseRegistrationSlice';

type Field = keyof SignUpAnswers;
const fieldId = (field: Field) => `signup-${field}`;

/**
 * Issue 25 on the course page: 'Anmäl dig' until the last application date (a place on the
 * waiting list when the course is full), the confirmation in the page, and 'Avanmäl dig' until
 * the course starts. What the server would refuse is not offered (src/domain/courseRegistration.ts).
 */
export function CourseSignUp({ course }: { course: Course }) {
  const user = useAppSelector(selectUser);
  const { notice } = useAppSelector(selectCourseRegistrationState);
  const now = useMemo(() => new Date(), []);
  const window = signUpWindow(course, now);
  const mine = course.registration;
  let body;
  if (mine) body = <MyRegistration course={course} registration={mine} now={now} />;
  else if (window === 'APPLICATION_CLOSED') body = <p>{t.closed}</p>;
  else if (window === 'COURSE_STARTED') body = <p>{t.started}</p>;
  else if (!user || !userMaySignUpFor(user, course)) body = <p>{t.notForYou}</p>;
  else body = <SignUpForm course={course} />;
  return (
    <section className="course-signup" aria-labelledby="course-signup-heading">
      <h2 id="course-signup-heading">{t.heading}</h2>
      {notice?.courseId === course.id && <Confirmation notice={notice} />}
      {body}
    </section>
  );
}

/** GOV.UK's confirmation: it takes the focus, since the button that was pressed is gone. */
function Confirmation({ notice }: { notice: SignUpNotice }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => { ref.current?.focus(); }, [notice]);
  const text = notice.kind === 'registered' ? t.confirmRegistered : notice.kind === 'waiting' ? t.confirmWaiting(notice.place)
    : notice.kind === 'left' ? t.confirmLeft : t.confirmCancelled;
  // Issue 34: only a seat is a success; a waiting place or a cancellation is information.
  const success = notice.kind === 'registered';
  return <div ref={ref} className={`confirmation-panel${success ? '' : ' confirmation-panel--info'}`} tabIndex={-1}><p>{text}</p></div>;
}

function MyRegistration({ course, registration, now }: { course: Course; registration: MyCourseRegistration; now: Date }) {
  const { cancelling } = useAppSelector(selectCourseRegistrationState);
  const dispatch = useAppDispatch();
  const waiting = registration.status === 'waiting';
  const answers: [string, string | null][] = [
    [t.dietaryShort, course.questions.dietary ? registration.dietary ?? '–' : null],
    [t.workplace, course.questions.workplace ? registration.workplace : null],
    [course.questions.question ?? '', course.questions.question ? registration.answer : null],
  ];
  const shown = answers.filter(([, value]) => value !== null);
  return (
    <>
      <div className={`course-signup__status${waiting ? ' course-signup__status--waiting' : ''}`}>
        {waiting ? <p>{t.waiting(registration.place)}</p> : <p>{t.registered}</p>}
        {!waiting && registration.offered && <p>{t.registeredFromWaiting}</p>}
        {shown.length > 0 && (
          <dl className="course-signup__answers">
            {shown.map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
          </dl>
        )}
      </div>
      {mayCancelRegistration(course, now) && (
        <button type="button" className="button" onClick={() => dispatch(cancelRequested({ courseId: course.id }))}>{waiting ? t.leaveWaitingList : t.cancel}</button>
      )}
      <ConfirmDialog
        open={cancelling?.courseId === course.id}
        title={waiting ? t.leaveTitle : t.cancelTitle}
        text={waiting ? t.cancelWaitingText : t.cancelText}
        confirm={waiting ? t.leaveWaitingList : t.cancelConfirm}
        busyText={waiting ? t.leaving : t.cancelling}
        cancel={waiting ? t.stayOnWaitingList : t.keep}
        busy={cancelling?.status === 'submitting'}
        onConfirm={() => dispatch(cancelConfirmed())}
        onCancel={() => dispatch(cancelDismissed())}
      />
    </>
  );
}

function SignUpForm({ course }: { course: Course }) {
  const { form } = useAppSelector(selectCourseRegistrationState);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const mine = form?.courseId === course.id ? form : null;
  // Issue 34: the workplace the portal knows is filled in, and stays editable.
  const knownWorkplace = course.questions.workplace ? user?.workplace?.name ?? '' : '';
  const known = knownWorkplace ? { workplace: knownWorkplace } : undefined;
  const answers = mine?.answers ?? { ...emptyAnswers, ...known };
  const errors: RegistrationFieldErrors = mine?.fieldErrors ?? {};
  const busy = mine?.status === 'submitting';
  const { questions } = course;
  const fields: { field: Field; label: string; hint?: string; max: number; long: boolean }[] = [
    ...(questions.dietary ? [{ field: 'dietary' as const, label: t.dietary, hint: t.dietaryHint, max: REGISTRATION_LIMITS.dietary, long: false }] : []),
    ...(questions.workplace ? [{ field: 'workplace' as const, label: t.workplace, hint: knownWorkplace ? t.workplaceHint : undefined, max: REGISTRATION_LIMITS.workplace, long: false }] : []),
    ...(questions.question ? [{ field: 'answer' as const, label: questions.question, hint: t.answerHint, max: REGISTRATION_LIMITS.answer, long: true }] : []),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(signUpSubmitted({ courseId: course.id, known }));
  };
  const full = course.seats_left === 0;
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="course-signup-heading">
      <ErrorSummary items={summaryItems(errors, mine?.errorCode ?? null, Object.fromEntries(fields.map((f) => [f.field, f.label])))} attempt={mine?.attempt ?? 0} />
      <p className="field__hint">{full ? t.fullIntro : t.signUpIntro}</p>
      {fields.map(({ field, label, hint, max, long }) => {
        const id = fieldId(field);
        const error = errors[field];
        const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined;
        const common = {
          id, className: 'input', value: answers[field], maxLength: max, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy,
          onChange: (event: { target: { value: string } }) => dispatch(signUpAnswersChanged({ courseId: course.id, answers: { [field]: event.target.value }, known })),
        };
        return (
          <div className="field" key={field}>
            <label htmlFor={id} className="field__label">{label}</label>
            {hint && <p id={`${id}-hint`} className="field__hint">{hint}</p>}
            {error && <p id={`${id}-error`} className="form-error field__error"><span className="visually-hidden">Fel: </span>{registrationErrorText(error)}</p>}
            {long ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
          </div>
        );
      })}
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {full ? (busy ? t.joiningWaitingList : t.joinWaitingList) : (busy ? t.signingUp : t.signUp)}
        </button>
      </div>
    </form>
  );
}

/** The form's problems for the shared error summary: each field's, or the server's reason for the whole form. */
function summaryItems(errors: RegistrationFieldErrors, errorCode: string | null, labels: Record<string, string>): ErrorSummaryItem[] {
  const entries = Object.entries(errors).filter(([field]) => field in labels) as [Field, string][];
  const items: ErrorSummaryItem[] = entries.map(([field, code]) => ({ fieldId: fieldId(field), text: registrationErrorText(code) ?? '' }));
  if (errorCode && items.length === 0) items.push({ fieldId: null, text: registrationErrorText(errorCode) ?? '' });
  return items;
}
