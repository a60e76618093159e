import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanAccount } from '../src/modules/ledger/index.ts';
import { anyLoan, makeTestApp, type TestApp } from './helper.ts';
import { paying } from './paying.ts';

/**
 * The numbers on the papers add up (docs/product.md#papers): for random loans paid by random
 * ways and amounts on random days, and extended,
 * - every receipt states the ledger's allocation of its payment, part by part, and what the
 *   ledger then said was still owed;
 * - the statement of account from disbursal to today runs, line by line, to the balance each
 *   payment was booked against and left, ends at what the loan account owes today, and needs no
 *   adjustment anywhere;
 * - the certificate that the loan is repaid exists exactly when the balance is zero, and came
 *   with the payment that made it so.
 * PGlite only: nothing here races.
 */

const PRODUCTS = { IN: [1, 2], ID: [4, 5] } as const;
const DAY = 24 * 60;

type Step =
  | { kind: 'wait'; days: number }
  | { kind: 'pay'; percent: number; way: 'card' | 'va' }
  | { kind: 'payoff'; way: 'card' | 'va' }
  | { kind: 'extend' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 45 }) }),
  fc.record({
    kind: fc.constant('pay' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    way: fc.constantFrom('card' as const, 'va' as const),
  }),
  fc.record({
    kind: fc.constant('payoff' as const),
    way: fc.constantFrom('card' as const, 'va' as const),
  }),
  fc.record({ kind: fc.constant('extend' as const) }),
);

interface ReceiptFacts {
  paymentId: number;
  amount: number;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
  owedAfter: number | null;
}

interface StatementLine {
  kind: string;
  amount: number;
  balance: number;
  reference?: string;
}

describe('the numbers on the papers', () => {
  it.each(['IN', 'ID'] as const)(
    'in %s: receipts are the ledger’s allocations, the statement its balance, the certificate its zero',
    async (market) => {
      const t: TestApp = await makeTestApp('pglite', { env: { SESSION_TTL_HOURS: '99999' } });
      const post = (url: string, payload: Record<string, unknown> = {}) =>
        t.app.inject({ method: 'POST', url, payload });
      const pay = paying(() => t);
      const bank = market === 'IN' ? 'HDFC' : 'BCA';
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...PRODUCTS[market]),
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.nat(3),
            fc.array(step, { minLength: 1, maxLength: 7 }),
            async (productId, amountAt, termAt, steps) => {
              const loan = await anyLoan(t, market, { productId, amountAt, termAt });
              const { b, orderId, borrower } = loan;

              for (const next of steps) {
                if (next.kind === 'wait') {
                  t.clock.advanceMinutes(next.days * DAY);
                  continue;
                }
                if (next.kind === 'extend') {
                  // Its fee is a payment too, with its receipt and its lines on the statement.
                  await pay.extension(b, orderId);
                  continue;
                }
                const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json()
                  .data;
                const due = Number(way?.dueNow ?? 0);
                const sum =
                  next.kind === 'payoff'
                    ? Number(way?.payoff?.amount ?? due)
                    : Math.max(100, Math.floor((due * next.percent) / 100 / 100) * 100);
                if (due <= 0 || sum <= 0) continue;
                // A refusal (too little for the product, before early repayment opens) books
                // nothing and issues nothing: the checks below hold all the same.
                if (next.way === 'card') await pay.byCard(market, loan, sum);
                else await pay.byVirtualAccount(b, orderId, sum, bank);
              }

              const account = await loanAccount(t.clock, borrower, orderId);
              if (!account) throw new Error('the loan is not the borrower’s');
              const payments = await t.db.query<{
                id: number;
                kind: 'repayment' | 'extension_fee';
                owed_after: number;
                penalty: number;
                fee: number;
                interest: number;
                principal: number;
              }>(
                `select p.id, p.kind, p.owed_after, coalesce(sum(a.penalty), 0)::bigint as penalty,
                        coalesce(sum(a.fee), 0)::bigint as fee,
                        coalesce(sum(a.interest), 0)::bigint as interest,
                        coalesce(sum(a.principal), 0)::bigint as principal
                   from payments p
                   left join payment_allocations a on a.payment_id = p.id and a.kind = 'paid'
                  where p.order_id = $1 group by p.id order by p.id`,
                [orderId],
              );
              const papers = await t.db.query<{ kind: string; facts: unknown }>(
                'select kind, facts from papers where order_id = $1 order by id',
                [orderId],
              );

              // Every receipt is its payment's allocation, and the balance it left.
              const receipts = papers
                .filter((p) => p.kind === 'receipt')
                .map((p) => p.facts as ReceiptFacts);
              expect(receipts.map((r) => r.paymentId)).toEqual(payments.map((p) => p.id));
              for (const [i, r] of receipts.entries()) {
                const p = payments[i];
                if (!p) throw new Error('a receipt without its payment');
                expect([r.penalty, r.fee, r.interest, r.principal]).toEqual(
                  [p.penalty, p.fee, p.interest, p.principal].map(Number),
                );
                // An extension's fee pays for time, not towards the loan: its receipt says so.
                expect(r.owedAfter).toBe(p.kind === 'repayment' ? Number(p.owed_after) : null);
              }

              // The certificate, exactly when nothing is owed, with the payment that cleared it.
              const owed = account.balance.owed;
              const certificates = papers.filter((p) => p.kind === 'repaid');
              expect(certificates).toHaveLength(owed === 0 ? 1 : 0);
              if (owed === 0) {
                const last = payments.at(-1);
                expect((certificates[0]?.facts as { lastPaymentId: number }).lastPaymentId).toBe(
                  last?.id,
                );
                expect(payments.filter((p) => Number(p.owed_after) === 0)).toHaveLength(1);
              } else {
                expect(payments.every((p) => Number(p.owed_after) > 0)).toBe(true);
              }

              // The statement, by default of the whole loan, runs through the ledger's balances to
              // today's.
              const made = (await post(`/film/paper/statement?${b}`, { orderId })).json();
              expect(made.message).toBe('');
              const [statement] = await t.db.query<{
                facts: { opening: number; closing: number; entries: StatementLine[] };
              }>('select facts from papers where id = $1', [made.data.id]);
              const { opening, closing, entries } = statement?.facts ?? {
                opening: NaN,
                closing: NaN,
                entries: [],
              };
              expect(opening).toBe(0);
              expect(closing).toBe(owed);
              expect(entries.filter((e) => e.kind === 'adjustment')).toEqual([]);
              let running = opening;
              for (const e of entries) {
                running += e.amount;
                expect(e.balance).toBe(running);
                if (e.kind === 'charges') expect(e.amount).toBeGreaterThan(0);
              }
              const paidLines = entries.filter((e) => e.kind === 'payment');
              expect(paidLines).toHaveLength(payments.length);
              // After each payment (and what paying off early settled), the ledger's balance.
              const afterEach = payments.map((p) => Number(p.owed_after));
              const statedAfter = entries
                .map((e, i) => ({ e, next: entries[i + 1] }))
                .filter(({ e, next }) => e.kind === 'payment' && next?.kind !== 'waived')
                .map(({ e }) => e.balance)
                .concat(entries.filter((e) => e.kind === 'waived').map((e) => e.balance));
              expect(statedAfter.sort((x, y) => x - y)).toEqual(afterEach.sort((x, y) => x - y));
            },
          ),
          { numRuns: 10 },
        );
      } finally {
        await t.close();
      }
    },
    300_000,
  );
});
