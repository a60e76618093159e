import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue, chargedFor, type OwedInstalment } from './amount-due.ts';

const plan: OwedInstalment[] = [
  { periodNo: 1, dueDate: '2026-12-21', owed: 0 },
  { periodNo: 2, dueDate: '2027-01-20', owed: 2_649_589 },
  { periodNo: 3, dueDate: '2027-02-19', owed: 2_600_000 },
];
const base = { instalments: plan, lateCharges: 0, partial: true, payoff: null };

describe('amountDue', () => {
  it('after an extension, asks for the moved instalment and the frozen late charges together', () => {
    // Nothing is due until the new date, and the late charges are due with the instalment.
    expect(amountDue({ ...base, today: '2026-12-30', lateCharges: 2_500_000 })).toEqual({
      amount: 5_149_589,
      date: '2027-01-20',
      kind: 'next',
      instalments: 1,
      instead: null,
    });
  });

  it('asks for every instalment past its date, oldest first, and says which kind', () => {
    const today = '2027-02-20';
    expect(amountDue({ ...base, today, lateCharges: 10_000 })).toMatchObject({
      amount: 2_649_589 + 2_600_000 + 10_000,
      date: '2027-01-20',
      kind: 'overdue',
      instalments: 2,
    });
    expect(amountDue({ ...base, today: '2027-01-20' })).toMatchObject({
      amount: 2_649_589,
      kind: 'today',
    });
  });

  it('asks for the payoff instead when it costs less, and says what it replaces', () => {
    const payoff = { amount: 4_900_000, allowed: true };
    expect(amountDue({ ...base, today: '2027-02-20', payoff })).toEqual({
      amount: 4_900_000,
      date: '2027-01-20',
      kind: 'payoff',
      instalments: 2,
      instead: 5_249_589,
    });
    // Not yet allowed, or dearer than what is due: what is due.
    expect(
      amountDue({ ...base, today: '2027-02-20', payoff: { ...payoff, allowed: false } }).kind,
    ).toBe('overdue');
    expect(amountDue({ ...base, today: '2027-01-01', payoff }).kind).toBe('next');
    // The same amount: the instalment is asked, as what it is.
    const same = { amount: 5_249_589, allowed: true };
    expect(amountDue({ ...base, today: '2027-02-20', payoff: same }).kind).toBe('overdue');
  });

  it('asks a product repaid in full for the payoff whenever it is allowed', () => {
    const payoff = { amount: 5_000_000, allowed: true };
    expect(amountDue({ ...base, partial: false, today: '2027-01-01', payoff })).toMatchObject({
      amount: 5_000_000,
      kind: 'payoff',
      instead: null,
    });
  });

  it('asks nothing once nothing is owed', () => {
    const paid = plan.map((i) => ({ ...i, owed: 0 }));
    expect(amountDue({ ...base, instalments: paid, today: '2027-01-01' })).toMatchObject({
      amount: 0,
      kind: 'none',
      date: null,
    });
  });

  it('is always an amount the ledger charges as it is', () => {
    const instalment = fc.record({
      dueDate: fc.constantFrom('2026-12-01', '2026-12-31', '2027-01-30'),
      owed: fc.nat(1_000_000),
    });
    fc.assert(
      fc.property(
        fc.array(instalment, { minLength: 1, maxLength: 4 }),
        fc.nat(100_000),
        fc.option(fc.record({ amount: fc.nat(5_000_000), allowed: fc.boolean() })),
        fc.boolean(),
        fc.constantFrom('2026-11-15', '2026-12-31', '2027-02-01'),
        (rows, lateCharges, payoff, partial, today) => {
          const instalments = rows.map((r, i) => ({ ...r, periodNo: i + 1 }));
          const due = amountDue({ today, instalments, lateCharges, partial, payoff });
          expect(chargedFor(due.amount, payoff)).toBe(due.amount);
          if (due.kind === 'payoff') expect(due.amount).toBe(payoff?.amount);
        },
      ),
    );
  });
});

describe('chargedFor', () => {
  it('charges the payoff for anything from it upwards while it is allowed', () => {
    expect(chargedFor(6_000, { amount: 5_000, allowed: true })).toBe(5_000);
    expect(chargedFor(4_000, { amount: 5_000, allowed: true })).toBe(4_000);
    expect(chargedFor(6_000, { amount: 5_000, allowed: false })).toBe(6_000);
    expect(chargedFor(6_000, null)).toBe(6_000);
  });
});
