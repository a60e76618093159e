import { localDate } from '@tenora/domain/dates';
import { idCostCap } from '@tenora/domain/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPayment, loanAccount } from '../src/modules/ledger/index.ts';
import type { BorrowerScope } from '../src/platform/auth.ts';
import { anyLoan, makeTestApp, type TestApp } from './helper.ts';
import { paying } from './paying.ts';

/**
 * One property over the whole cost of a loan (docs/product.md#disclosures): for any product,
 * amount, term, days late, sequence of extensions and part payments, the real ledger keeps
 * - ID: everything the loan costs (fees, interest, extension fees, late charges) within 100% of
 *   the principal, and each extension fee within the daily cost ceiling (the daily late-fee rate
 *   is the domain's, tested in packages/domain/src/penalty.test.ts);
 * - IN: no penal charge levied past the overdue principal, never compounded;
 * - both: charges once levied never fall, whatever is paid or extended.
 * PGlite only: nothing here races, and each run is a fresh borrower on one app.
 */

const PRODUCTS = { IN: [1, 2], ID: [4, 5] } as const;
const DAY = 24 * 60;
const BPS = 10_000;

type Step = { kind: 'wait'; days: number } | { kind: 'pay'; percent: number } | { kind: 'extend' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('pay' as const), percent: fc.integer({ min: 1, max: 90 }) }),
  fc.record({ kind: fc.constant('extend' as const) }),
);

interface Costs {
  principal: number;
  /** Processing fee, its tax and the interest of the schedule. */
  charged: number;
  extensionFees: number[];
  /** Late charges accrued so far, frozen ones included, before what was paid towards them. */
  penalty: number;
  /** The principal of the instalments overdue and unpaid. */
  overduePrincipal: number;
}

async function costsOf(t: TestApp, borrower: BorrowerScope, orderId: number): Promise<Costs> {
  const [row] = await t.db.query<{ principal: number; charged: number }>(
    `select o.principal, o.processing_fee + o.fee_tax
              + (select coalesce(sum(i.interest), 0) from instalments i where i.order_id = o.id)
              as charged
       from orders o where o.id = $1`,
    [orderId],
  );
  const fees = await t.db.query<{ amount: number }>(
    "select amount from payments where order_id = $1 and kind = 'extension_fee' order by id",
    [orderId],
  );
  const account = await loanAccount(t.clock, borrower, orderId);
  if (!account) throw new Error(`order ${orderId} is not the borrower's`);
  const today = localDate(t.clock.now(), borrower.market);
  const overdue = account.balance.schedule.filter((r) => r.due_date < today);
  return {
    principal: Number(row?.principal),
    charged: Number(row?.charged),
    extensionFees: fees.map((f) => Number(f.amount)),
    penalty: account.balance.accruedPenalty,
    overduePrincipal: overdue.reduce((n, r) => n + r.principal, 0),
  };
}

describe('the whole cost of a loan', () => {
  it.each(['IN', 'ID'] as const)(
    'stays within the %s ceilings for any amount, term, lateness, extensions and part payments',
    async (market) => {
      const t = await makeTestApp('pglite', { env: { SESSION_TTL_HOURS: '99999' } });
      const post = (url: string, payload: Record<string, unknown> = {}) =>
        t.app.inject({ method: 'POST', url, payload });
      let run = 0;
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...PRODUCTS[market]),
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.nat(3),
            fc.array(step, { minLength: 1, maxLength: 6 }),
            async (productId, amountAt, termAt, steps) => {
              run += 1;
              const { b, orderId, borrower } = await anyLoan(t, market, {
                productId,
                amountAt,
                termAt,
              });
              const startDate =
                (
                  await t.db.query<{ d: string }>(
                    "select to_char(disbursed_at at time zone 'UTC', 'YYYY-MM-DD') as d from orders where id = $1",
                    [orderId],
                  )
                )[0]?.d ?? '';

              let levied = 0;
              for (const [index, next] of steps.entries()) {
                if (next.kind === 'wait') t.clock.advanceMinutes(next.days * DAY);
                if (next.kind === 'pay') {
                  const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json()
                    .data;
                  const due = Number(way?.dueNow ?? 0);
                  const share = Math.floor((due * next.percent) / 100 / 100) * 100;
                  if (share > 0) {
                    await t.db.transaction((tx) =>
                      applyPayment(tx, t.clock, {
                        orderId,
                        amount: share,
                        reference: `property-${run}-${index}`,
                        method: 'card',
                      }),
                    );
                  }
                }
                if (next.kind === 'extend') await paying(() => t).extension(b, orderId);

                const c = await costsOf(t, borrower, orderId);
                if (market === 'ID') {
                  const cap = idCostCap(startDate);
                  const total = c.charged + c.extensionFees.reduce((n, f) => n + f, 0) + c.penalty;
                  expect(total).toBeLessThanOrEqual(c.principal);
                  for (const fee of c.extensionFees) {
                    expect(fee * BPS).toBeLessThanOrEqual(c.principal * cap.costBpsPerDay * 7);
                  }
                } else {
                  // Frozen charges stay; nothing new accrues past the overdue principal.
                  expect(c.penalty).toBeLessThanOrEqual(c.principal);
                  if (c.penalty > levied) {
                    expect(c.penalty).toBeLessThanOrEqual(c.overduePrincipal);
                  }
                }
                // Charges levied stay levied: a payment or an extension never takes them back.
                expect(c.penalty).toBeGreaterThanOrEqual(levied);
                levied = c.penalty;
              }
            },
          ),
          { numRuns: 10 },
        );
      } finally {
        await t.close();
      }
    },
    240_000,
  );
});
