import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id } from './fields.ts';
import { calendarDate } from './date-fields.ts';
import { LandingTemplateData, LandingTemplateInput } from './promotion.ts';

/*
 * The operator's calls on landing pages: marketing's funnel and the templates. Apart from the
 * landing pages' own calls (promotion.ts) because a contract module's schemas are built when it is
 * loaded: kept there, every landing page would carry the funnel's date checks to the phone.
 */

export const FunnelRow = z.object({
  templateId: z.int(),
  utmTag: z.string(),
  visits: z.int(),
  captchas: z.int(),
  smsSent: z.int(),
  clicks: z.int(),
  registered: z.int(),
  /** Visits to the download page that registration leads to. */
  downloads: z.int(),
  /** Visits to the agreement page the register page links to. */
  agreements: z.int(),
});

/** Marketing's funnel per template and utm_tag, over local calendar days of the market. */
export const promotionFunnel = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/promotion/funnel',
  body: 'none',
  access: 'operator',
  request: z.object({ from: calendarDate(), to: calendarDate(), templateId: z.optional(id()) }),
  response: z.object({ from: z.string(), to: z.string(), rows: z.array(FunnelRow) }),
});

/** Adds or replaces a landing template: a new campaign needs no code change. */
export const saveLandingTemplate = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/promotion/templates',
  body: 'json',
  access: 'operator',
  request: LandingTemplateInput,
  response: LandingTemplateData,
});
