import { useAppDispatch } from '../../app/hooks';
import { svAuthPages } from '../../text/svAuthPages';
import { signInRequested } from '../authSlice';

/** /auth/signed-out and /utloggad. */
export function SignedOutPage() {
  const dispatch = useAppDispatch();
  return (
    <section className="page page--narrow">
      <h1>{svAuthPages.signedOutHeading}</h1>
      <p>{svAuthPages.signedOutText}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(signInRequested())}>
        {svAuthPages.signInAgain}
      </button>
    </section>
  );
}
