import { isMailAddress, mailAddressProblem, typedMailAddress } from '../../src/domain/mailAddress';

describe('a profile e-mail is exactly one address (issue 33)', () => {
  it.each([
    'medlem@example.com', 'anna.svensson@psykologforbundet.se', 'a+kurser@example.org', "o'brien@example.ie",
    'åsa.öberg@exempel.se', 'x@sub.domain.example.com', 'a@xn--rksmrgs-5wao1o.se',
  ])('accepts %s', (address) => {
    expect(isMailAddress(address)).toBe(true);
    expect(mailAddressProblem(address)).toBeNull();
  });

  it.each([
    ['a list', 'a@example.com, b@example.com'],
    ['a list without space', 'a@example.com,b@example.com'],
    ['a header after a line break', 'a@example.com\r\nBcc: b@example.com'],
    ['a line feed alone', 'a@example.com\nb@example.com'],
    ['a name and brackets', 'Anna <a@example.com>'],
    ['a space inside', 'a b@example.com'],
    ['a semicolon list', 'a@example.com;b@example.com'],
    ['no at sign', 'example.com'],
    ['two at signs', 'a@b@example.com'],
    ['no domain', 'a@'],
    ['no local part', '@example.com'],
    ['a domain without a dot', 'a@localhost'],
    ['a dot at the start', '.a@example.com'],
    ['two dots', 'a..b@example.com'],
    ['a label starting with a hyphen', 'a@-example.com'],
    ['a numeric top-level domain', 'a@example.123'],
    ['a quoted local part', '"a b"@example.com'],
    ['a tab inside', 'a\tb@example.com'],
  ])('refuses %s', (_what, address) => {
    expect(isMailAddress(address)).toBe(false);
    expect(mailAddressProblem(address)).toBe('EMAIL_INVALID');
  });

  it('an empty or blank value is EMAIL_REQUIRED, a value over 254 characters EMAIL_TOO_LONG', () => {
    expect(mailAddressProblem('')).toBe('EMAIL_REQUIRED');
    expect(mailAddressProblem('   ')).toBe('EMAIL_REQUIRED');
    const long = `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.se`;
    expect(long.length).toBeGreaterThan(254);
    expect(mailAddressProblem(long)).toBe('EMAIL_TOO_LONG');
    expect(isMailAddress(long)).toBe(false);
  });

  it('a local part over 64 characters is refused', () => {
    expect(isMailAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isMailAddress(`${'a'.repeat(64)}@example.com`)).toBe(true);
  });

  it('spaces typed before or after are forgiven, and taken off before storing', () => {
    expect(mailAddressProblem('  medlem@example.com ')).toBeNull();
    expect(typedMailAddress('  medlem@example.com ')).toBe('medlem@example.com');
    expect(isMailAddress(' medlem@example.com')).toBe(false);
  });
});

describe('a profile e-mail at the limits of RFC 5321 and of a host name (issue 33)', () => {
  const ofLength = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 196)}.se`;

  it('254 characters are one address, 255 are too many', () => {
    expect(ofLength(254)).toHaveLength(254);
    expect(isMailAddress(ofLength(254))).toBe(true);
    expect(mailAddressProblem(ofLength(254))).toBeNull();
    expect(isMailAddress(ofLength(255))).toBe(false);
    expect(mailAddressProblem(ofLength(255))).toBe('EMAIL_TOO_LONG');
  });

  it.each([
    'A.Svensson@EXEMPEL.SE', '1234@example.com', 'a-b_c@ex-ample.co', `a@${'b'.repeat(63)}.se`, `a@example.${'c'.repeat(63)}`, 'a@b.XN--P1AI', 'a@1.example.se',
  ])('accepts %s', (address) => expect(isMailAddress(address)).toBe(true));

  it.each([
    ['a label of 64 characters', `a@${'b'.repeat(64)}.se`],
    ['a top-level domain of one letter', 'a@example.c'],
    ['a top-level domain of 64 letters', `a@example.${'c'.repeat(64)}`],
    ['a label ending with a hyphen', 'a@example-.com'],
    ['a dot at the end of the local part', 'a.@example.com'],
    ['an empty label', 'a@example..com'],
    ['a dot after the domain', 'a@example.com.'],
    ['xn-- alone as top-level domain', 'a@example.xn--'],
    ['an xn-- top-level domain with a letter beyond ASCII', 'a@example.xn--abcé'],
    ['a character after the address', 'a@example.com>'],
    ['a character before the address', '<a@example.com'],
  ])('refuses %s', (_what, address) => expect(isMailAddress(address)).toBe(false));
});
