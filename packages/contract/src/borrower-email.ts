import { EMAIL_MAX_LENGTH, isEmail } from '@tenora/domain/email';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { FIELD_ERROR, text } from './fields.ts';

/**
 * The e-mail address a borrower gives for their messages (docs/product.md#e-mail-address): one
 * or none, theirs to read, set and remove. Every call is the session's borrower's own.
 */

const BASE = '/film/borrower/email';

export const BorrowerEmailData = z.object({
  /** The address as the borrower gave it, without spaces around it; null when they gave none. */
  email: z.nullable(z.string()),
});
export type BorrowerEmail = z.output<typeof BorrowerEmailData>;

export const borrowerEmail = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: BASE,
  body: 'none',
  safe: true,
  access: 'borrower',
  request: z.object({}),
  response: BorrowerEmailData,
});

/** Sets the address, or replaces the one before. An address that is not one answers 400. */
export const borrowerEmailSet = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: BASE,
  body: 'form',
  access: 'borrower',
  request: z.object({
    email: text(EMAIL_MAX_LENGTH, 1).check(z.refine(isEmail, { error: FIELD_ERROR.email })),
  }),
  response: BorrowerEmailData,
});

/** Removes the address; removing none is no failure. */
export const borrowerEmailRemove = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: `${BASE}/remove`,
  body: 'form',
  access: 'borrower',
  request: z.object({}),
  response: BorrowerEmailData,
});
