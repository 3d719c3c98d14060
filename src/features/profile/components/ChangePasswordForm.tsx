import { useId, useState, type FormEvent } from 'react';
import { ErrorSummary, FieldError, useServerRefusals } from '../../../ui/ErrorSummary';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { passwordProblem } from '../../../domain/password';
import { svMembers } from '../../../text/svMembers';
import { holdPasswords } from '../passwordDraft';
import { passwordChangeSubmitted, passwordFormEdited, selectProfile } from '../profileSlice';

const t = svMembers.password;

type Field = 'current' | 'next' | 'repeat';

/** The field a refusal of the server concerns; null for one that concerns the whole form. */
function fieldOfCode(code: string | null | undefined): Field | null {
  if (code === 'WRONG_CURRENT_PASSWORD' || code === 'CURRENT_PASSWORD_REQUIRED') return 'current';
  if (code?.startsWith('PASSWORD_')) return 'next';
  return null;
}

/**
 * Byt lösenord (issue 11): the current password and the new one twice. The rules of
 * src/domain/password.ts are checked here too, so a weak password gets its Swedish message at
 * once; the server checks again. The passwords stay in this form (never in the store); what was
 * typed stays when the change fails, and is cleared when it succeeds.
 */
export function ChangePasswordForm() {
  const state = useAppSelector((s) => selectProfile(s).password);
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [localErrors, setLocalErrors] = useState<{ field: Field; text: string }[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [cleared, setCleared] = useState(false);
  const ids = { current: useId(), next: useId(), repeat: useId(), hint: useId(), error: useId(), missing: useId() };

  // Clear the fields once after a change succeeded.
  if (state.changed && !cleared) {
    setCleared(true);
    setCurrent('');
    setNext('');
    setRepeat('');
  }

  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setLocalErrors([]);
    setCleared(false);
    if (state.status === 'error' || state.changed) dispatch(passwordFormEdited());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.status === 'submitting') return;
    // Every problem at once: a too-short new password says so even when the two fields also differ (issue 34).
    const problem = passwordProblem(next, current);
    const problems = [
      ...(problem ? [{ field: 'next' as const, text: t.errors[problem] }] : []),
      ...(next !== repeat ? [{ field: 'repeat' as const, text: t.mismatch }] : []),
    ];
    if (problems.length > 0) {
      setLocalErrors(problems);
      setAttempt((n) => n + 1);
      return;
    }
    holdPasswords({ currentPassword: current, password: next });
    dispatch(passwordChangeSubmitted());
  };

  const incomplete = !current || !next || !repeat;
  const serverError = state.status === 'error' ? { field: fieldOfCode(state.errorCode), text: (state.errorCode && t.errors[state.errorCode]) || t.failed } : null;
  const errors = localErrors.length > 0 ? localErrors : serverError ? [serverError] : [];
  // A refusal of the server moves the focus to the summary as the form's own check does (issue 34).
  const refusals = useServerRefusals(state.status === 'submitting', state.status === 'error');
  // Issue 23 (GOV.UK): the message by the field it concerns, and a summary linking to it at the top.
  const errorOf = (field: Field) => errors.find((error) => error.field === field)?.text ?? null;
  const errorId = (field: Field) => `${ids[field]}-error`;
  const describedBy = (field: Field, hint?: string) => [hint ?? '', errorOf(field) ? errorId(field) : ''].join(' ').trim() || undefined;
  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading">{t.heading}</h2>
      <form className="password-form" onSubmit={submit} noValidate>
        <ErrorSummary items={errors.map((error) => ({ fieldId: error.field ? ids[error.field] : null, text: error.text }))} attempt={attempt + refusals} />
        <div className="field">
          <label htmlFor={ids.current} className="field__label">{t.current}</label>
          <FieldError id={errorId('current')} text={errorOf('current')} />
          <input
            id={ids.current} type="password" className="input" autoComplete="current-password" value={current} onChange={(e) => edited(setCurrent)(e.target.value)} required
            aria-invalid={Boolean(errorOf('current'))} aria-describedby={describedBy('current')}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.next} className="field__label">{t.next}</label>
          <p id={ids.hint} className="field__hint">{t.hint}</p>
          <FieldError id={errorId('next')} text={errorOf('next')} />
          <input
            id={ids.next} type="password" className="input" autoComplete="new-password" value={next} onChange={(e) => edited(setNext)(e.target.value)} required
            aria-invalid={Boolean(errorOf('next'))} aria-describedby={describedBy('next', ids.hint)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.repeat} className="field__label">{t.repeat}</label>
          <FieldError id={errorId('repeat')} text={errorOf('repeat')} />
          <input
            id={ids.repeat} type="password" className="input" autoComplete="new-password" value={repeat} onChange={(e) => edited(setRepeat)(e.target.value)} required
            aria-invalid={Boolean(errorOf('repeat'))} aria-describedby={describedBy('repeat')}
          />
        </div>
        {state.changed && <p className="notice" role="status">{t.changed}</p>}
        <div className="password-form__actions">
          <button
            type="submit" className="button button--primary" disabled={state.status === 'submitting' || incomplete}
            aria-describedby={incomplete ? ids.missing : undefined}
          >
            {state.status === 'submitting' ? t.submitting : t.submit}
          </button>
          {incomplete && <p id={ids.missing} className="password-form__hint">{t.fillAll}</p>}
        </div>
      </form>
    </section>
  );
}
