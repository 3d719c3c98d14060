/**
 * The rules for a new password of the built-in sign-in (User/ChangePassword, issue 11): at least
 * 12 characters, not a common password, not the same as the current one. Used by the server and
 * by the profile's form, so the message is the same in both.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_COMMON' | 'PASSWORD_TOO_LONG' | 'PASSWORD_UNCHANGED';

/**
 * Common passwords of 12 characters or more (and their patterns below): the beginning of the
 * published lists of leaked passwords, and Swedish favourites.
 */
const commonPasswords = new Set([
  '123456789012', '1234567890123', '12345678901234', '123123123123', '111111111111', '000000000000',
  'qwertyuiopasdfgh', 'qwertyuiopåasdf', 'qwerty123456', '1q2w3e4r5t6y', 'qwertyuiop123', 'asdfghjkl123', 'zxcvbnm12345',
  'password1234', 'password12345', 'password123456', 'passwordpassword', 'iloveyou1234', 'welcome12345', 'letmein12345',
  'lösenord1234', 'losenord1234', 'lösenordet123', 'lösenord12345', 'sommar202020', 'sverige12345', 'hejhejhejhej',
  'psykolog1234', 'psykologförbundet', 'medlemsportalen', 'administrator', 'changeme1234', 'abcdefghijkl', 'abc123abc123',
]);

function isCommon(password: string): boolean {
  const folded = password.toLocaleLowerCase('sv');
  if (commonPasswords.has(folded)) return true;
  // One character repeated, or a short pattern repeated (abcabcabcabc, 121212121212).
  if (/^(.{1,4})\1+$/u.test(folded)) return true;
  // A common word followed by digits only (password123456789, lösenord2024!!).
  return /^(password|lösenord|losenord|qwerty|sommar|vinter|hösten|psykolog|welcome|admin)[\d!?.#]*$/u.test(folded);
}

export function passwordProblem(password: string, currentPassword?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (length > MAX_PASSWORD_LENGTH) return 'PASSWORD_TOO_LONG';
  if (isCommon(password)) return 'PASSWORD_TOO_COMMON';
  if (currentPassword !== undefined && password === currentPassword) return 'PASSWORD_UNCHANGED';
  return null;
}
