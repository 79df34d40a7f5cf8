/**
 * The one e-mail rule (spec §5: 'Email harus diisi', 'Masukkan email yang valid'), in plain TypeScript so the
 * web bundle can use it without zod. The request schema of update-email and add-email, the response schemas
 * that carry an address (UserProfile, UserDetails), the web form and the mock broker all decide with
 * `isValidEmail`, so an address the broker accepts on the way in is always one its answers can carry on the
 * way out (decision record 0015).
 */

/** The longest address a mail path carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest local part (before the '@', RFC 5321). */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** Dot-separated atoms of RFC 5322's printable characters: no leading, trailing or doubled dot. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A host name label (RFC 1035): letters, digits and inner hyphens, 1 to 63 characters. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** The top-level domain: letters only, at least two. */
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

/**
 * Whether `value` is an e-mail address as the portal accepts it: `local@domain.tld`, ASCII only, no spaces,
 * a domain of at least two labels none of which starts or ends with a hyphen (`budi@example-.com` is not one).
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    local.length <= EMAIL_LOCAL_MAX_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
}

/**
 * How an address is stored and compared: trimmed and in lower case. A valid address stays valid (the rule
 * allows ASCII only, whose lower case is ASCII of the same length).
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export type EmailProblem = 'required' | 'invalid';

/** Why typed input is not an address ('required': 'Email harus diisi'; 'invalid': 'Masukkan email yang valid'). */
export function emailProblem(input: string): EmailProblem | null {
  const email = input.trim();
  if (email === '') return 'required';
  return isValidEmail(email) ? null : 'invalid';
}
