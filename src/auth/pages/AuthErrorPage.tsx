import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { svAuthPages } from '../../text/svAuthPages';
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
        <h1>{svAuthPages.noErrorHeading}</h1>
        <p>{svAuthPages.noErrorText}</p>
        <button type="button" className="button button--primary" onClick={() => dispatch(signInRequested())}>{svAuthPages.signIn}</button>
      </section>
    );
  }
  return (
    <section className="page page--narrow">
      <h1>{svAuthPages.errorHeading}</h1>
      <p>{svAuthPages.errorIntro}</p>
      <p className="auth-error" data-testid="auth-error">{error}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(signInRequested())}>
        {svAuthPages.tryAgain}
      </button>
    </section>
  );
}
