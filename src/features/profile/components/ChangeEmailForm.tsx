import { useId, useState, type FormEvent } from 'react';
import { ErrorSummary, FieldError, useServerRefusals } from '../../../ui/ErrorSummary';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { mailAddressProblem } from '../../../domain/mailAddress';
import { svMembers } from '../../../text/svMembers';
import { emailChangeSubmitted, emailFormEdited, selectProfile } from '../profileSlice';

const t = svMembers.email;

/**
 * Byt e-postadress (issue 33): one address, checked at once by the rule the server applies again
 * (src/domain/mailAddress.ts), so "a@x.se, b@x.se" or a pasted line break gets its Swedish message
 * before anything is sent. What was typed stays when the change fails.
 */
export function ChangeEmailForm({ current }: { current: string | null }) {
  const state = useAppSelector((s) => selectProfile(s).email);
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState(current ?? '');
  const [localError, setLocalError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ids = { input: useId(), hint: useId() };
  const errorId = `${ids.input}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.status === 'submitting') return;
    const problem = mailAddressProblem(email);
    if (problem) {
      setLocalError(t.errors[problem]);
      setAttempt((n) => n + 1);
      return;
    }
    dispatch(emailChangeSubmitted({ email }));
  };
  const serverError = state.status === 'error' ? (state.errorCode && t.errors[state.errorCode]) || t.failed : null;
  const error = localError ?? serverError;
  // The summary takes the focus after the server's refusal too, as after the form's own check.
  const refusals = useServerRefusals(state.status === 'submitting', state.status === 'error');
  return (
    <section aria-labelledby="email-heading">
      <h2 id="email-heading">{t.heading}</h2>
      <form className="password-form" onSubmit={submit} noValidate>
        <ErrorSummary items={error ? [{ fieldId: ids.input, text: error }] : []} attempt={attempt + refusals} />
        <div className="field">
          <label htmlFor={ids.input} className="field__label">{t.label}</label>
          <p id={ids.hint} className="field__hint">{t.hint}</p>
          <FieldError id={errorId} text={error} />
          <input
            id={ids.input} type="email" className="input" autoComplete="email" spellCheck={false} value={email} required
            onChange={(e) => {
              setEmail(e.target.value);
              setLocalError(null);
              if (state.status === 'error' || state.saved) dispatch(emailFormEdited());
            }}
            aria-invalid={Boolean(error)} aria-describedby={[ids.hint, error ? errorId : ''].join(' ').trim()}
          />
        </div>
        {state.saved && <p className="notice" role="status">{t.saved}</p>}
        <div className="password-form__actions">
          <button type="submit" className="button button--primary" disabled={state.status === 'submitting'}>
            {state.status === 'submitting' ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
