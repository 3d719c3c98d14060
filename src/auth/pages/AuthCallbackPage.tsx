import { sv } from '../../text/sv';
import { Spinner } from '../../ui/Spinner';

/** /auth: the sign-in callback ('Loggar in...'); the auth saga completes the sign-in. */
export function AuthCallbackPage() {
  return (
    <section className="page page--narrow page--center">
      <h1>{sv.auth.signingIn}</h1>
      <Spinner label={sv.auth.signingIn} />
    </section>
  );
}
