import { sv } from '../text/sv';

/** Maps what the sign-in library throws to the auth errors of spec §8. */
export function authErrorText(error: unknown, silent = false): string {
  const e = error as { name?: string; message?: string; error?: string | null };
  const message = e?.message ?? String(error);
  const texts = sv.auth.errors;
  if (e?.name === 'ErrorTimeout' || /timed? ?out/i.test(message)) return texts.silentTimeout;
  if (e?.name === 'ErrorResponse') {
    if (e.error === 'login_required' || e.error === 'interaction_required' || e.error === 'consent_required') return texts.notSignedIn;
    if (/token/i.test(message) || e.error === 'invalid_grant') return texts.tokenRequestFailed;
    return silent ? texts.notSignedIn : texts.tokenRequestFailed;
  }
  if (/No matching state|state.*(mismatch|match)/i.test(message)) return texts.incorrectState;
  if (/No state in response|No code in response|No response_mode|missing.*(state|code)/i.test(message)) return texts.missingStateOrCode;
  if (/id_token|ID Token|invalid token|issuer|nonce|expired|claim|not yet valid/i.test(message)) return texts.invalidToken;
  if (/fetch|network|token endpoint/i.test(message)) return texts.tokenRequestFailed;
  return silent ? texts.notSignedIn : texts.tokenRequestFailed;
}
