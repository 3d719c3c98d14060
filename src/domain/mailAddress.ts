/**
 * A profile's e-mail address (issue 33): exactly one address, as the mail's `To` and the SMTP
 * envelope take it. Checked where an address enters the portal (the profile, User/Email) and again
 * before a mail is sent, because an address stored by other means (an import, a database edit)
 * must never become a list ("a@x.se, b@x.se") or carry a header ("a@x.se\r\nBcc: c@x.se").
 * Used by the server and by the profile's form, so the message is the same in both.
 */
export type MailAddressProblem = 'EMAIL_REQUIRED' | 'EMAIL_TOO_LONG' | 'EMAIL_INVALID';

/** RFC 5321 §4.5.3.1: a path of at most 256 octets, so an address of at most 254; a local part of at most 64. */
export const MAX_MAIL_ADDRESS_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

// A dot-atom local part (RFC 5322 atext; letters beyond ASCII for SMTPUTF8); no quoted strings, no comments.
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
// A host name of at least two labels; the last is letters (a top-level domain) or xn--.
const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const TOP_LABEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/** Whether `address` is one mail address and nothing more (no spaces, commas, line breaks, names or brackets). */
export function isMailAddress(address: string): boolean {
  if (address.length === 0 || address.length > MAX_MAIL_ADDRESS_LENGTH) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0 || at > MAX_LOCAL_PART_LENGTH) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  return LOCAL_PART.test(local) && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LABEL.test(labels[labels.length - 1]);
}

/** What is wrong with an address typed into the profile (surrounding spaces are forgiven: see `typedMailAddress`), or null. */
export function mailAddressProblem(typed: string): MailAddressProblem | null {
  const address = typedMailAddress(typed);
  if (address === '') return 'EMAIL_REQUIRED';
  if (address.length > MAX_MAIL_ADDRESS_LENGTH) return 'EMAIL_TOO_LONG';
  return isMailAddress(address) ? null : 'EMAIL_INVALID';
}

/** The address as it is stored: what was typed, without spaces before or after it. */
export const typedMailAddress = (typed: string) => typed.trim();
