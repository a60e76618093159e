/**
 * An address a person can type and a mail server accepts: one @, a dotted domain, no spaces,
 * at most 254 characters (RFC 5321). Not the full RFC 5322 grammar, which allows addresses no
 * provider hands out and most forms refuse.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_MAX_LENGTH = 254;

export function isEmail(input: string): boolean {
  const value = input.trim();
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const local = value.split('@')[0] ?? '';
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return false;
  }
  return EMAIL.test(value) && !/\.\d+$/.test(value);
}

/**
 * An address as a message or the audit log may show it: the first two characters of the mailbox,
 * then bullets, and the domain (`as•••@example.in`), so the borrower knows it and a reader over
 * their shoulder does not.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address.slice(0, Math.min(2, at - 1) || 1)}•••${address.slice(at)}`;
}
