import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sv } from '../../text/sv';
import { signInRequested } from '../authSlice';
import { selectAuthError } from '../selectors';

/** /auth/error: the auth errors of spec §8. */
export function AuthErrorPage() {
  const error = useAppSelector(selectAuthError);
  const dispatch = useAppDispatch();
  if (!error) {
    // Opened without a failed sign-in (a bookmark, the back button): nothing went wrong.
    return (
      <section className="page page--narrow">
        <h1>{sv.auth.noErrorHeading}</h1>
        <p>{sv.auth.noErrorText}</p>
        <button type="button" className="button button--primary" onClick={() => dispatch(signInRequested())}>{sv.auth.signIn}</button>
      </section>
    );
  }
  return (
    <section className="page page--narrow">
      <h1>{sv.auth.errorHeading}</h1>
      <p>{sv.auth.errorIntro}</p>
      <p className="auth-error" data-testid="auth-error">{error}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(signInRequested())}>
        {sv.auth.tryAgain}
      </button>
    </section>
  );
}
