import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { oneOf } from './fields.ts';

/**
 * The language a borrower chose to read the app in (docs/product.md#markets): one their market
 * speaks (India: English or Hindi; Indonesia: Bahasa Indonesia). Remembered per borrower, it wins
 * over the native shell's `lang` flag, for screens, messages, documents and papers alike.
 */
export const borrowerLanguage = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/borrower/language',
  body: 'form',
  access: 'borrower',
  request: z.object({ locale: oneOf(['en-IN', 'hi-IN', 'id-ID']) }),
  response: z.object({ locale: z.enum(['en-IN', 'hi-IN', 'id-ID']) }),
});
