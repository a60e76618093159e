import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { optionalText, wholeNumber } from './fields.ts';

/** The public company pages (docs/product.md#company-site). */

export const SITE_CONTACT_LIMITS = { name: 80, telephone: 24, email: 254, message: 1000 } as const;

/**
 * Every field is required, with one message for all ("Please provide complete
 * information!"), so the fields are optional here and the service says which rule failed.
 */
export const siteContact = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/site/contact',
  body: 'form',
  access: 'public',
  request: z.object({
    name: optionalText(SITE_CONTACT_LIMITS.name),
    telephone: optionalText(SITE_CONTACT_LIMITS.telephone),
    email: optionalText(SITE_CONTACT_LIMITS.email),
    message: optionalText(SITE_CONTACT_LIMITS.message),
  }),
  response: z.object({}),
});

/** The customer-service contact, asked with overall=30 as old clients do. */
export const CUSTOMER_SERVICE_OVERALL = 30;

export const getWhatsapp = defineEndpoint({
  family: 'complaint',
  method: 'POST',
  path: '/h5-api/v3/user-problem/get-whatsapp',
  body: 'form',
  access: 'public',
  request: z.object({ overall: z.optional(wholeNumber({ min: 0, max: 999 })) }),
  response: z.object({ boemail: z.string(), bophone: z.string() }),
});
