import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { passwordProblem } from '../../../domain/password';
import { svMembers } from '../../../text/svMembers';
import { holdPasswords } from '../passwordDraft';
import { passwordChangeSubmitted, passwordFormEdited } from '../profileSlice';

const t = svMembers.password;

/**
 * Byt lösenord (issue 11): the current password and the new one twice. The rules of
 * src/domain/password.ts are checked here too, so a weak password gets its Swedish message at
 * once; the server checks again. The passwords stay in this form (never in the store); what was
 * typed stays when the change fails, and is cleared when it succeeds.
 */
export function ChangePasswordForm() {
  const state = useAppSelector((s) => s.profile.password);
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [cleared, setCleared] = useState(false);
  const ids = { current: useId(), next: useId(), repeat: useId(), hint: useId(), error: useId() };

  // Clear the fields once after a change succeeded.
  if (state.changed && !cleared) {
    setCleared(true);
    setCurrent('');
    setNext('');
    setRepeat('');
  }

  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setLocalError(null);
    setCleared(false);
    if (state.status === 'error' || state.changed) dispatch(passwordFormEdited());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.status === 'submitting') return;
    if (next !== repeat) {
      setLocalError(t.mismatch);
      return;
    }
    const problem = passwordProblem(next, current);
    if (problem) {
      setLocalError(t.errors[problem]);
      return;
    }
    holdPasswords({ currentPassword: current, password: next });
    dispatch(passwordChangeSubmitted());
  };

  const serverError = state.status === 'error' ? (state.errorCode && t.errors[state.errorCode]) || t.failed : null;
  const error = localError ?? serverError;
  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading">{t.heading}</h2>
      <form className="password-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.current} className="field__label">{t.current}</label>
          <input id={ids.current} type="password" className="input" autoComplete="current-password" value={current} onChange={(e) => edited(setCurrent)(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor={ids.next} className="field__label">{t.next}</label>
          <input id={ids.next} type="password" className="input" autoComplete="new-password" aria-describedby={ids.hint} value={next} onChange={(e) => edited(setNext)(e.target.value)} required />
          <p id={ids.hint} className="field__hint">{t.hint}</p>
        </div>
        <div className="field">
          <label htmlFor={ids.repeat} className="field__label">{t.repeat}</label>
          <input id={ids.repeat} type="password" className="input" autoComplete="new-password" value={repeat} onChange={(e) => edited(setRepeat)(e.target.value)} required />
        </div>
        {error && <p id={ids.error} className="form-error" role="alert">{error}</p>}
        {state.changed && <p className="notice" role="status">{t.changed}</p>}
        <button type="submit" className="button button--primary" disabled={state.status === 'submitting' || !current || !next || !repeat}>
          {state.status === 'submitting' ? t.submitting : t.submit}
        </button>
      </form>
    </section>
  );
}
