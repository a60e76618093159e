import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../../platform/app-context.tsx';
import { testAppOf } from '../../platform/i18n/all-messages.ts';

import { AmountPicker } from './amount-picker.tsx';
import type { ChoosableRange as Choice } from '@tenora/domain/credit-limit';

afterEach(cleanup);

function picker(market: 'IN' | 'ID', choice: Choice, amount: number) {
  const onChange = vi.fn<(amount: number) => void>();
  render(
    <AppContext.Provider value={testAppOf(market)}>
      <AmountPicker choice={choice} amount={amount} market={market} onChange={onChange} />
    </AppContext.Provider>,
  );
  return onChange;
}

// Minor units: a ₹25,000 limit with ₹10,000 held by an open loan; Rp 3.000.000 untouched.
const inUse = {
  min: 200_000,
  max: 1_500_000,
  step: 50_000,
  limit: 2_500_000,
  available: 1_500_000,
};
const kilat = {
  min: 200_000_000,
  max: 300_000_000,
  step: 5_000_000,
  limit: 300_000_000,
  available: 300_000_000,
};

describe('the amount picker', () => {
  it('says the limit and what holds the most down, and steps in the market’s money', () => {
    const onChange = picker('IN', inUse, 1_500_000);
    expect(screen.getByTestId('amount-limit').textContent).toBe(
      'Your limit: ₹25,000₹10,000 of it is in use by your open loans, so you can borrow up to ₹15,000. Amounts go in steps of ₹500.',
    );
    expect(screen.getByRole('button', { name: '₹500 more' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '₹500 less' }));
    expect(onChange).toHaveBeenCalledWith(1_450_000);
    expect(screen.getByRole('slider', { name: 'Amount' }).getAttribute('aria-valuetext')).toBe(
      '₹15,000',
    );
  });

  it('speaks Bahasa Indonesia and rupiah in Indonesia, and keeps a dragged value on a step', () => {
    const onChange = picker('ID', kilat, 200_000_000);
    expect(screen.getByRole('button', { name: 'Kurangi Rp\u00a050.000' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByTestId('amount-limit').textContent).toContain(
      'Limit Anda: Rp\u00a03.000.000',
    );
    fireEvent.change(screen.getByRole('slider', { name: 'Jumlah' }), {
      target: { value: '212345678' },
    });
    expect(onChange).toHaveBeenCalledWith(210_000_000);
  });

  it('shows no controls when only one amount is left', () => {
    picker('IN', { ...inUse, max: 200_000, available: 200_000 }, 200_000);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByTestId('amount-limit').textContent).not.toContain('steps');
  });
});
