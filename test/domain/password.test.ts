import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from '../../src/domain/password';

/** Issue 11, User/ChangePassword: the rules for a new password at their edges. */
const varied = (length: number) => Array.from({ length }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');

describe('a new password: 12 to 200 characters, counted as characters', () => {
  test('11 characters are too few, 12 are enough; 200 are allowed, 201 too many', () => {
    expect([MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH]).toEqual([12, 200]);
    expect(passwordProblem(varied(11))).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem(varied(12))).toBeNull();
    expect(passwordProblem(varied(200))).toBeNull();
    expect(passwordProblem(varied(201))).toBe('PASSWORD_TOO_LONG');
  });

  test('a character outside the basic plane counts once, not as its two UTF-16 units', () => {
    expect(passwordProblem('tre glada 😀')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('tre glada 😀!')).toBeNull();
    expect(passwordProblem(`${varied(199)}😀`)).toBeNull();
  });
});

describe('a common password is refused, in any case', () => {
  test('a listed one, in capitals or mixed case too', () => {
    expect(passwordProblem('PassWord1234')).toBe('PASSWORD_TOO_COMMON');
    expect(passwordProblem('LÖSENORD1234')).toBe('PASSWORD_TOO_COMMON');
  });

  test('one to four characters repeated to the end; a longer pattern, or one with anything before or after it, is not', () => {
    for (const common of ['zzzzzzzzzzzz', '121212121212', 'abcdabcdabcd', 'ÅÄÖåäöÅÄÖåäö']) expect(passwordProblem(common)).toBe('PASSWORD_TOO_COMMON');
    for (const fine of ['abcdeabcdeabcde', 'Xabcabcabcabc', 'abcabcabcabcX', 'abcabcabcabcab']) expect(passwordProblem(fine)).toBeNull();
  });

  test('a common word followed by digits and ! ? . # only; another word, or anything else after it, is not', () => {
    for (const common of ['vinter2024!!!', 'Hösten2024?.#', 'admin1234567', 'qwerty!!!!!!', 'Sommar.2024#']) expect(passwordProblem(common)).toBe('PASSWORD_TOO_COMMON');
    for (const fine of ['vinter2024!!x', 'min vinter2024', 'adminadmin12x', 'vinterkväll24']) expect(passwordProblem(fine)).toBeNull();
  });
});

describe('the current password is refused as the new one', () => {
  test('the same, not one that differs in a letter\'s case; without a current password, nothing to compare', () => {
    expect(passwordProblem('tre glada hästar', 'tre glada hästar')).toBe('PASSWORD_UNCHANGED');
    expect(passwordProblem('tre glada hästar', 'Tre glada hästar')).toBeNull();
    expect(passwordProblem('tre glada hästar')).toBeNull();
  });

  test('a too short or common password is refused as such before it is compared', () => {
    expect(passwordProblem('kort', 'kort')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('password1234', 'password1234')).toBe('PASSWORD_TOO_COMMON');
  });
});
