import { isEmail } from '@tenora/domain/email';
import type { Market } from '@tenora/domain/market';
import { parsePhone } from '@tenora/domain/phone';

export const CONTACT_FIELDS = ['name', 'telephone', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFields = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactFields = { name: '', telephone: '', email: '', message: '' };

export type ContactCheck =
  | { ok: true; input: ContactFields }
  | { ok: false; problem: 'incomplete' | 'telephone' | 'email'; fields: ContactField[] };

/**
 * All four fields are required, else one message for all (docs/product.md#company-site). Then the
 * phone must be a mobile number of the market (docs/product.md#markets) and the e-mail an address a
 * mail server accepts. What is sent is trimmed, with the phone in E.164; the server checks it all
 * again.
 */
export function checkContact(fields: ContactFields, market: Market): ContactCheck {
  const input: ContactFields = {
    name: fields.name.trim(),
    telephone: fields.telephone.trim(),
    email: fields.email.trim(),
    message: fields.message.trim(),
  };
  const empty = CONTACT_FIELDS.filter((f) => input[f] === '');
  if (empty.length > 0) return { ok: false, problem: 'incomplete', fields: empty };
  const phone = parsePhone(input.telephone, market);
  if (!phone.ok) return { ok: false, problem: 'telephone', fields: ['telephone'] };
  if (!isEmail(input.email)) return { ok: false, problem: 'email', fields: ['email'] };
  return { ok: true, input: { ...input, telephone: phone.e164 } };
}
