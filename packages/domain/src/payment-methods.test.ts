import { describe, expect, it } from 'vitest';
import { offeredAmounts, PAYMENT_METHODS } from './payment-methods.ts';

describe('offeredAmounts', () => {
  const open = { amount: 90_000, allowed: true };

  it('offers what is due now first, then the payoff when it differs', () => {
    expect(offeredAmounts({ dueNow: 30_000, owed: 100_000, partial: true, payoff: open })).toEqual({
      due: 30_000,
      payoff: 90_000,
      dueToday: true,
    });
  });

  it('offers no payoff while early repayment is not open, or when it is what is due', () => {
    const closed = { amount: 90_000, allowed: false };
    expect(
      offeredAmounts({ dueNow: 30_000, owed: 100_000, partial: true, payoff: closed }).payoff,
    ).toBeNull();
    expect(
      offeredAmounts({ dueNow: 30_000, owed: 100_000, partial: true, payoff: null }).payoff,
    ).toBeNull();
    const same = { amount: 30_000, allowed: true };
    expect(
      offeredAmounts({ dueNow: 30_000, owed: 100_000, partial: true, payoff: same }).payoff,
    ).toBeNull();
  });

  it('offers a product repaid in full only the amount due, which the server made the payoff', () => {
    expect(offeredAmounts({ dueNow: 90_000, owed: 100_000, partial: false, payoff: open })).toEqual(
      {
        due: 90_000,
        payoff: null,
        dueToday: true,
      },
    );
    expect(
      offeredAmounts({ dueNow: 95_000, owed: 95_000, partial: false, payoff: undefined }),
    ).toEqual({
      due: 95_000,
      payoff: null,
      dueToday: true,
    });
  });

  it('shows, but does not offer today, an amount that settles the loan before paying off opens', () => {
    const closed = { amount: 95_000, allowed: false };
    const last = { dueNow: 100_000, owed: 100_000, partial: true, payoff: closed };
    expect(offeredAmounts(last)).toEqual({ due: 100_000, payoff: null, dueToday: false });
    // Anything short of everything may be paid ahead.
    expect(offeredAmounts({ ...last, dueNow: 40_000 }).dueToday).toBe(true);
  });
});

describe('PAYMENT_METHODS', () => {
  it('leads with UPI in India and the virtual account in Indonesia', () => {
    expect(PAYMENT_METHODS.IN[0]).toBe('upi');
    expect(PAYMENT_METHODS.ID[0]).toBe('va');
  });
});
