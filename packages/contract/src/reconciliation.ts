import * as z from 'zod/mini';
import { calendarDate, instant } from './date-fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { id, minorAmount, oneOf, text, wholeNumber } from './fields.ts';
import { OPS_PAGE_SIZE_MAX } from './ops.ts';

/**
 * The daily reconciliation's queue for credit staff (docs/payments.md#reconciliation): what each
 * provider's books and ours do not agree on, and the latest runs.
 */

export const ReconItemData = z.object({
  id: z.int(),
  provider: z.string(),
  market: z.enum(['IN', 'ID']),
  /** The market's day of the provider's books it was found in. */
  day: calendarDate(),
  /**
   * missing_in_ledger: the provider has it, we do not (or hold it failed); missing_at_provider:
   * we booked it, its books do not list it; amount_differs; duplicate: a second payment for one
   * reference; booked_late: money taken and never booked, booked by the run (resolved).
   */
  kind: z.enum([
    'missing_in_ledger',
    'missing_at_provider',
    'amount_differs',
    'duplicate',
    'booked_late',
  ]),
  subject: z.enum(['payment', 'payout']),
  reference: z.nullable(z.string()),
  providerItemId: z.nullable(z.string()),
  /** Minor units, in `market`'s currency; null on the side that has none. */
  providerAmount: z.nullable(minorAmount()),
  ourAmount: z.nullable(minorAmount()),
  detail: z.string(),
  status: z.enum(['open', 'resolved']),
  resolution: z.nullable(z.string()),
  resolvedAt: z.nullable(instant()),
  createdAt: instant(),
});

export const ReconRunData = z.object({
  provider: z.string(),
  market: z.enum(['IN', 'ID']),
  day: calendarDate(),
  ranAt: instant(),
  providerItems: z.int(),
  matched: z.int(),
  flagged: z.int(),
  booked: z.int(),
});

export const opsReconciliation = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: '/film/ops/reconciliation',
  body: 'none',
  access: 'staff',
  roles: ['credit'],
  request: z.object({
    state: z.optional(oneOf(['open', 'resolved', 'all'])),
    market: z.optional(oneOf(['IN', 'ID'])),
    page: z.optional(wholeNumber({ min: 1, max: 100_000 })),
    pageSize: z.optional(wholeNumber({ min: 1, max: OPS_PAGE_SIZE_MAX })),
  }),
  response: z.object({
    rows: z.array(ReconItemData),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
    runs: z.array(ReconRunData),
  }),
});

/** Settles an open item with what staff did (booked, refunded, taken up with the provider). */
export const opsReconciliationResolve = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: '/film/ops/reconciliation/resolve',
  body: 'json',
  access: 'staff',
  roles: ['credit'],
  request: z.object({ itemId: id(), reason: text(500, 1) }),
  response: z.object({ item: ReconItemData }),
});
