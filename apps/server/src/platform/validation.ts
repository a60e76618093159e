import { FIELD_ERROR } from '@tenora/contract/fields';
import type * as z from 'zod/mini';
import type { Translate } from './messages.ts';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * One clear, translated sentence for the first problem in a request: the borrower sees it in a
 * toast, an integrator reads it in a log. Values are never echoed back.
 */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown, t: Translate): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'request';
  const value = valueAt(input, issue.path);
  // A blank field is a missing one to the borrower, whatever type it should have had (decision 025).
  const blank = typeof value === 'string' && value.trim() === '';
  if (value === undefined || value === null || blank) return t('field.required', field);
  // A whole number fails as a type, a union or a pattern; the field builder names it for all three.
  if (issue.message === FIELD_ERROR.wholeNumber) return t('field.wholeNumber', field);
  if (issue.message === FIELD_ERROR.file) return t('field.file', field);
  if (issue.message === FIELD_ERROR.date) return t('field.date', field);
  if (issue.message === FIELD_ERROR.email) return t('email.invalid');
  switch (issue.code) {
    case 'invalid_union':
    case 'invalid_type': {
      const expected = 'expected' in issue ? issue.expected : undefined;
      if (issue.message === FIELD_ERROR.text || expected === 'string')
        return t('field.text', field);
      if (expected === 'int' || expected === 'number') return t('field.wholeNumber', field);
      return t('field.format', field);
    }
    case 'too_big':
      return issue.origin === 'string'
        ? t('field.tooLong', field, Number(issue.maximum))
        : t('field.tooLarge', field, Number(issue.maximum));
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? t('field.required', field)
          : t('field.tooShort', field, Number(issue.minimum));
      }
      return t('field.tooSmall', field, Number(issue.minimum));
    case 'invalid_value':
      return t('field.oneOf', field, issue.values.map(String).join(', '));
    default:
      return t('field.format', field);
  }
}
