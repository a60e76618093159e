import * as z from 'zod/mini';

/**
 * Field builders shared by every request schema. Form bodies carry only strings, JSON bodies
 * carry numbers, so numeric fields accept both and always come out as numbers.
 *
 * Custom error texts here are message keys, not prose: the server turns them into the
 * borrower's language (apps/server/src/platform/validation.ts).
 */
export const FIELD_ERROR = {
  wholeNumber: 'field.wholeNumber',
  text: 'field.text',
  oneOf: 'field.oneOf',
  file: 'field.file',
  date: 'field.date',
  email: 'field.email',
} as const;

const MAX_SAFE_DIGITS = 15;

/** Free text, trimmed, bounded; every text field has a maximum so no request can be oversized. */
export function text(max: number, min = 0) {
  return z.string({ error: FIELD_ERROR.text }).check(z.trim(), z.minLength(min), z.maxLength(max));
}

export function optionalText(max: number) {
  return z.optional(text(max));
}

/** A whole number given as a JSON number or as digits in a form field. */
export function wholeNumber(bounds: { min?: number; max?: number } = {}) {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = bounds;
  return z.pipe(
    z.union(
      [
        z.int({ error: FIELD_ERROR.wholeNumber }),
        z.string().check(
          z.trim(),
          z.regex(new RegExp(`^-?\\d{1,${MAX_SAFE_DIGITS}}$`), {
            error: FIELD_ERROR.wholeNumber,
          }),
        ),
      ],
      { error: FIELD_ERROR.wholeNumber },
    ),
    z.pipe(
      z.transform((v: number | string) => Number(v)),
      z.number().check(z.gte(min), z.lte(max)),
    ),
  );
}

/** A database id: a positive whole number. */
export const id = () => wholeNumber({ min: 1 });

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: FIELD_ERROR.oneOf });
}

/** Money is an integer in minor units (paise, sen) on the wire (docs/product.md#ledger). */
export const minorAmount = () => z.int().check(z.gte(0));

/**
 * The market whose currency the answer's money is in: the loan's, whatever app the address
 * names, so a screen formats it with this and never with the app's market (decision 027).
 */
export const moneyMarket = () => z.enum(['IN', 'ID']);
