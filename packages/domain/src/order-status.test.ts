import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ORDER_STATUSES,
  awaitsPayout,
  isLoanClosed,
  deriveOrderStatus,
  isOrderStatus,
  orderActions,
  showsRecommended,
  statusImageKey,
  type OrderAction,
  type OrderFacts,
  type OrderStatus,
} from './order-status.ts';

const disbursed: OrderFacts = {
  decision: 'approved',
  disbursedAt: new Date('2026-11-08T06:00:00Z'),
  outstandingMinor: 500000,
  nextDueDate: '2026-11-22',
  origin: 'tenora',
};

describe('isOrderStatus', () => {
  it('accepts exactly the known codes', () => {
    for (const s of ORDER_STATUSES) expect(isOrderStatus(s)).toBe(true);
    for (const x of [0, 1, 2, 6, 22, 150, 175, 201, -21, 21.5, '21', null, undefined, NaN]) {
      expect(isOrderStatus(x)).toBe(false);
    }
  });
});

describe('status table', () => {
  // One row per status of docs/product.md#order-statuses: image, buttons without / with isDelay,
  // recommended list.
  const table: Record<
    OrderStatus,
    { image: number; actions: OrderAction[]; delayActions: OrderAction[]; recommended: boolean }
  > = {
    21: { image: 21, actions: [], delayActions: [], recommended: true },
    151: { image: 151, actions: [], delayActions: [], recommended: true },
    110: { image: 110, actions: [], delayActions: [], recommended: true },
    170: { image: 200, actions: ['repay'], delayActions: ['repay'], recommended: false },
    174: { image: 174, actions: ['repay'], delayActions: ['repay', 'extend'], recommended: false },
    180: { image: 180, actions: ['repay'], delayActions: ['repay', 'extend'], recommended: false },
    200: { image: 200, actions: ['loanMore'], delayActions: ['loanMore'], recommended: false },
    3: { image: 200, actions: ['repay'], delayActions: ['repay', 'extend'], recommended: false },
    5: { image: 200, actions: ['repay'], delayActions: ['repay', 'extend'], recommended: false },
    4: { image: 200, actions: ['loanMore'], delayActions: ['loanMore'], recommended: false },
  };

  it('covers every status', () => {
    expect(Object.keys(table).map(Number).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  for (const status of ORDER_STATUSES) {
    const row = table[status];
    it(`status ${status}`, () => {
      expect(statusImageKey(status)).toBe(row.image);
      expect(orderActions(status, false)).toEqual(row.actions);
      expect(orderActions(status, true)).toEqual(row.delayActions);
      expect(showsRecommended(status, false)).toBe(row.recommended);
      expect(showsRecommended(status, true)).toBe(row.recommended);
    });
  }

  it('falls back to the repaid image and no buttons for unknown codes', () => {
    for (const s of [0, 1, 99, 175, 999, -1]) {
      expect(statusImageKey(s)).toBe(200);
      expect(orderActions(s, true)).toEqual([]);
      expect(showsRecommended(s, true)).toBe(true);
    }
  });

  it('returns a fresh array each call', () => {
    const first = orderActions(174, true);
    first.pop();
    expect(orderActions(174, true)).toEqual(['repay', 'extend']);
  });

  it('shows the recommended list exactly when there is no action button', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...ORDER_STATUSES), fc.integer()),
        fc.boolean(),
        (status, isDelay) => {
          expect(showsRecommended(status, isDelay)).toBe(
            orderActions(status, isDelay).length === 0,
          );
        },
      ),
    );
  });
});

describe('deriveOrderStatus', () => {
  const now = new Date('2026-11-15T06:00:00Z');

  it('follows the decision before disbursal', () => {
    expect(deriveOrderStatus({ ...disbursed, decision: 'rejected' }, now, 'IN')).toBe(110);
    expect(
      deriveOrderStatus({ ...disbursed, decision: 'pending', disbursedAt: null }, now, 'IN'),
    ).toBe(21);
    expect(deriveOrderStatus({ ...disbursed, disbursedAt: null }, now, 'IN')).toBe(151);
  });

  it('is repaid once nothing is outstanding, whatever the due date', () => {
    expect(deriveOrderStatus({ ...disbursed, outstandingMinor: 0 }, now, 'IN')).toBe(200);
    expect(deriveOrderStatus({ ...disbursed, outstandingMinor: -100 }, now, 'ID')).toBe(200);
    expect(
      deriveOrderStatus(
        { ...disbursed, outstandingMinor: 0 },
        new Date('2027-01-01T00:00:00Z'),
        'IN',
      ),
    ).toBe(200);
  });

  it('compares the market-local today with the due date', () => {
    expect(deriveOrderStatus(disbursed, new Date('2026-11-21T12:00:00Z'), 'IN')).toBe(170);
    expect(deriveOrderStatus(disbursed, new Date('2026-11-22T12:00:00Z'), 'IN')).toBe(174);
    expect(deriveOrderStatus(disbursed, new Date('2026-11-23T12:00:00Z'), 'IN')).toBe(180);
    expect(deriveOrderStatus(disbursed, new Date('2027-11-23T12:00:00Z'), 'ID')).toBe(180);
  });

  it('treats a disbursed order with no due date as repayment pending', () => {
    expect(deriveOrderStatus({ ...disbursed, nextDueDate: null }, now, 'IN')).toBe(170);
  });

  it('moves to due-today at local midnight in India', () => {
    expect(deriveOrderStatus(disbursed, new Date('2026-11-21T18:29:59Z'), 'IN')).toBe(170);
    expect(deriveOrderStatus(disbursed, new Date('2026-11-21T18:30:00Z'), 'IN')).toBe(174);
    expect(deriveOrderStatus(disbursed, new Date('2026-11-22T18:29:59Z'), 'IN')).toBe(174);
    expect(deriveOrderStatus(disbursed, new Date('2026-11-22T18:30:00Z'), 'IN')).toBe(180);
  });

  it('moves to due-today at local midnight in Indonesia', () => {
    expect(deriveOrderStatus(disbursed, new Date('2026-11-21T16:59:59Z'), 'ID')).toBe(170);
    expect(deriveOrderStatus(disbursed, new Date('2026-11-21T17:00:00Z'), 'ID')).toBe(174);
    expect(deriveOrderStatus(disbursed, new Date('2026-11-22T17:00:00Z'), 'ID')).toBe(180);
    // The same instant is still the 21st in India.
    expect(deriveOrderStatus(disbursed, new Date('2026-11-21T17:30:00Z'), 'IN')).toBe(170);
  });

  it('maps legacy orders onto the legacy codes', () => {
    const legacy: OrderFacts = { ...disbursed, origin: 'legacy' };
    expect(deriveOrderStatus(legacy, new Date('2026-11-21T12:00:00Z'), 'IN')).toBe(3);
    expect(deriveOrderStatus(legacy, new Date('2026-11-22T12:00:00Z'), 'IN')).toBe(3);
    expect(deriveOrderStatus(legacy, new Date('2026-11-23T12:00:00Z'), 'IN')).toBe(5);
    expect(deriveOrderStatus({ ...legacy, outstandingMinor: 0 }, now, 'IN')).toBe(4);
    expect(deriveOrderStatus({ ...legacy, nextDueDate: null }, now, 'IN')).toBe(3);
    expect(deriveOrderStatus({ ...legacy, decision: 'rejected' }, now, 'IN')).toBe(110);
    expect(deriveOrderStatus({ ...legacy, decision: 'pending' }, now, 'IN')).toBe(21);
    expect(deriveOrderStatus({ ...legacy, disbursedAt: null }, now, 'IN')).toBe(151);
  });

  const instant = fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-01-01T00:00:00Z'),
    noInvalidDate: true,
  });
  const facts: fc.Arbitrary<OrderFacts> = fc.record({
    decision: fc.constantFrom('pending' as const, 'approved' as const, 'rejected' as const),
    disbursedAt: fc.option(instant),
    outstandingMinor: fc.integer({ min: -1e9, max: 1e9 }),
    nextDueDate: fc.option(instant.map((d) => d.toISOString().slice(0, 10))),
    origin: fc.constantFrom('tenora' as const, 'legacy' as const),
  });
  const market = fc.constantFrom('IN' as const, 'ID' as const);

  it('always returns a known status', () => {
    fc.assert(
      fc.property(facts, instant, market, (f, n, m) => {
        expect(ORDER_STATUSES).toContain(deriveOrderStatus(f, n, m));
      }),
    );
  });

  // Legacy 3 also stands for tenora 170, which has no extension prompt, so only 'extend' may differ.
  it('gives tenora and legacy orders the same buttons apart from the extension prompt', () => {
    fc.assert(
      fc.property(facts, instant, market, fc.boolean(), (f, n, m, isDelay) => {
        const tenora = deriveOrderStatus({ ...f, origin: 'tenora' }, n, m);
        const legacy = deriveOrderStatus({ ...f, origin: 'legacy' }, n, m);
        const withoutExtend = (s: number) => orderActions(s, isDelay).filter((a) => a !== 'extend');
        expect(withoutExtend(legacy)).toEqual(withoutExtend(tenora));
      }),
    );
  });

  it('lets a legacy order before its due date offer the extension, as code 3 does', () => {
    const legacy: OrderFacts = { ...disbursed, origin: 'legacy' };
    const before = new Date('2026-11-20T12:00:00Z');
    expect(orderActions(deriveOrderStatus(disbursed, before, 'IN'), true)).toEqual(['repay']);
    expect(orderActions(deriveOrderStatus(legacy, before, 'IN'), true)).toEqual([
      'repay',
      'extend',
    ]);
  });

  it('never shows the recommended list for a disbursed order', () => {
    fc.assert(
      fc.property(facts, instant, market, fc.boolean(), (f, n, m, isDelay) => {
        const status = deriveOrderStatus({ ...f, decision: 'approved' }, n, m);
        expect(showsRecommended(status, isDelay)).toBe(f.disbursedAt === null);
      }),
    );
  });
});

describe('awaitsPayout', () => {
  it('is true only while a loan is under review or approved and not yet paid out', () => {
    expect([21, 151].every(awaitsPayout)).toBe(true);
    expect([110, 170, 174, 180, 200, 3, 4, 5].some(awaitsPayout)).toBe(false);
    expect(awaitsPayout(null)).toBe(false);
  });
});

describe('isLoanClosed', () => {
  it('is a rejected or repaid loan, never one that is reviewed, paid out or owing', () => {
    expect(ORDER_STATUSES.filter(isLoanClosed)).toEqual([110, 200, 4]);
  });
});
