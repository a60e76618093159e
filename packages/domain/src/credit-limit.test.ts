import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountChoice, clampAmount, isChoosable, maxReason, stepAmount } from './credit-limit.ts';

describe('amountChoice', () => {
  const product = { productMin: 500_000, productMax: 5_000_000, step: 50_000 };

  it('offers the product range when the limit is larger', () => {
    expect(amountChoice({ ...product, limit: 10_000_000, outstanding: 0 })).toEqual({
      ok: true,
      min: 500_000,
      max: 5_000_000,
      step: 50_000,
      limit: 10_000_000,
      available: 10_000_000,
    });
  });

  it('stops at what is left of the limit, on a step', () => {
    const choice = amountChoice({ ...product, limit: 2_000_000, outstanding: 720_000 });
    expect(choice).toMatchObject({ ok: true, max: 1_250_000, available: 1_280_000 });
  });

  it('refuses when less than the product minimum is left', () => {
    expect(amountChoice({ ...product, limit: 1_000_000, outstanding: 600_000 })).toEqual({
      ok: false,
      min: 500_000,
      limit: 1_000_000,
      available: 400_000,
    });
  });

  it('never offers more than the limit leaves, nor outside the range, nor off a step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 200_000_000 }),
        (minSteps, extraSteps, step, limit, outstanding, amount) => {
          const choice = amountChoice({
            productMin: minSteps * step,
            productMax: (minSteps + extraSteps) * step,
            step,
            limit,
            outstanding,
          });
          if (!choice.ok) return;
          expect(choice.max).toBeLessThanOrEqual(Math.max(0, limit - outstanding));
          expect(choice.max % step).toBe(0);
          expect(choice.min).toBeLessThanOrEqual(choice.max);
          if (isChoosable(amount, choice)) {
            expect(amount).toBeLessThanOrEqual(limit - outstanding);
          }
        },
      ),
    );
  });
});

// A new Indian borrower on Flexi: ₹2,000 to their ₹25,000 limit, in ₹500 steps (minor units).
const flexi = {
  min: 200_000,
  max: 2_500_000,
  step: 50_000,
  limit: 2_500_000,
  available: 2_500_000,
};

describe('amount choice', () => {
  it('moves by whole steps and stops at the ends', () => {
    expect(stepAmount(2_500_000, -1, flexi)).toBe(2_450_000);
    expect(stepAmount(2_500_000, 1, flexi)).toBe(2_500_000);
    expect(stepAmount(200_000, -3, flexi)).toBe(200_000);
  });

  it('brings any amount onto the nearest step within the range', () => {
    expect(clampAmount(1_024_999, flexi)).toBe(1_000_000);
    expect(clampAmount(1_025_000, flexi)).toBe(1_050_000);
    expect(clampAmount(99, flexi)).toBe(200_000);
    expect(clampAmount(9_000_000, flexi)).toBe(2_500_000);
  });

  it('says what sets the most on offer', () => {
    expect(maxReason(flexi)).toBe('limit');
    // ₹10,000 of the limit is held by open loans.
    expect(maxReason({ ...flexi, max: 1_500_000, available: 1_500_000 })).toBe('inUse');
    // A limit above the product's own maximum of ₹80,000.
    expect(
      maxReason({ ...flexi, max: 8_000_000, limit: 100_000_000, available: 100_000_000 }),
    ).toBe('product');
  });
});
