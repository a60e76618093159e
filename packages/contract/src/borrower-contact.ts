import { EMAIL_MAX_LENGTH, isEmail } from '@tenora/domain/email';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { FIELD_ERROR, text } from './fields.ts';

/**
 * How a borrower is reached, changed by the borrower (docs/product.md#my-details): their phone
 * number and their e-mail address. A new one counts only once a code sent to it comes back (for
 * a phone, a code sent to the number they have now as well), so a typo or a stolen session cannot
 * send their messages to someone else. Every call is the session's borrower's own.
 */

const EMAIL = '/film/borrower/email';
const PHONE = '/film/borrower/phone';

/** Six digits, as the messages give them. */
const code = text(6, 1);

export const BorrowerEmailData = z.object({
  /** The address their messages go to, confirmed; null when they have none. */
  email: z.nullable(z.string()),
  /** An address a code was sent to and not yet confirmed, while the code works; else null. */
  pending: z.nullable(z.string()),
});
export type BorrowerEmail = z.output<typeof BorrowerEmailData>;

export const borrowerEmail = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: EMAIL,
  body: 'none',
  safe: true,
  access: 'borrower',
  request: z.object({}),
  response: BorrowerEmailData,
});

/**
 * Sends a code to the address, which becomes `pending`; the address before stays until it is
 * confirmed. An address that is not one answers 400; codes come at most as often as
 * docs/product.md#otp-and-captcha says, past that 429 with the wait. Their own address again
 * answers as it stands, with no code.
 */
export const borrowerEmailSet = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: EMAIL,
  body: 'form',
  access: 'borrower',
  request: z.object({
    email: text(EMAIL_MAX_LENGTH, 1).check(z.refine(isEmail, { error: FIELD_ERROR.email })),
  }),
  response: BorrowerEmailData,
});

/** The code the e-mail carried: the pending address becomes theirs. Five wrong tries void it. */
export const borrowerEmailConfirm = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: `${EMAIL}/confirm`,
  body: 'form',
  access: 'borrower',
  request: z.object({ code }),
  response: BorrowerEmailData,
});

/** Removes the address and any pending one; removing none is no failure. */
export const borrowerEmailRemove = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: `${EMAIL}/remove`,
  body: 'form',
  access: 'borrower',
  request: z.object({}),
  response: BorrowerEmailData,
});

export const BorrowerPhoneData = z.object({
  /** The number the borrower's messages and codes go to, E.164. */
  phone: z.string(),
  /** A number codes were sent to and not yet confirmed, while the codes work; else null. */
  pending: z.nullable(z.string()),
});
export type BorrowerPhone = z.output<typeof BorrowerPhoneData>;

export const borrowerPhone = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: PHONE,
  body: 'none',
  safe: true,
  access: 'borrower',
  request: z.object({}),
  response: BorrowerPhoneData,
});

/**
 * Sends one code to the number the borrower has now and another to the new one, in the
 * borrower's market's format; the number stays until both come back. Not a number of the market,
 * or the one they have: 400. Codes are limited per borrower and per new number: 429 with the wait.
 */
export const borrowerPhoneSet = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: PHONE,
  body: 'form',
  access: 'borrower',
  request: z.object({ phone: text(20, 1) }),
  response: BorrowerPhoneData,
});

/**
 * Both codes: the pending number becomes the borrower's, told to both numbers. A wrong code
 * counts against both (five tries in all). A number that has become another borrower's meanwhile
 * is refused, which only the holder of both codes learns.
 */
export const borrowerPhoneConfirm = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: `${PHONE}/confirm`,
  body: 'form',
  access: 'borrower',
  request: z.object({ currentCode: code, newCode: code }),
  response: BorrowerPhoneData,
});
