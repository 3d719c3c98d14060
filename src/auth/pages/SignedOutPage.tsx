import { useAppDispatch } from '../../app/hooks';
import { sv } from '../../text/sv';
import { signInRequested } from '../authSlice';

/** /auth/signed-out and /utloggad. */
export function SignedOutPage() {
  const dispatch = useAppDispatch();
  return (
    <section className="page page--narrow">
      <h1>{sv.auth.signedOutHeading}</h1>
      <p>{sv.auth.signedOutText}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(signInRequested())}>
        {sv.auth.signInAgain}
      </button>
    </section>
  );
}
