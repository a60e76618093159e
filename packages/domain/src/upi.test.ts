import { describe, expect, it } from 'vitest';
import { isUpiId, normaliseUpiId, upiIntentLink } from './upi.ts';

describe('isUpiId', () => {
  it('takes name@handle', () => {
    for (const id of ['ravi.kumar@okhdfcbank', 'ravi-k_9@ybl', '9876543210@paytm', 'ab@upi'])
      expect(isUpiId(id), id).toBe(true);
  });

  it('refuses what no bank issues', () => {
    for (const id of [
      '',
      'ravi',
      'ravi@',
      '@ybl',
      'a@ybl',
      'ravi@@ybl',
      'ravi kumar@ybl',
      'ravi@9bank',
      'ravi@ok.hdfc',
      'ravi@ybl ',
    ])
      expect(isUpiId(id), id).toBe(false);
  });

  it('trims and lower-cases the handle', () => {
    expect(normaliseUpiId('  Ravi.K@OkHDFCBank ')).toBe('Ravi.K@okhdfcbank');
  });
});

describe('upiIntentLink', () => {
  it('writes the NPCI link with the amount in rupees and two decimals', () => {
    expect(
      upiIntentLink({
        payee: 'tenora@sbx',
        payeeName: 'Tenora Demo',
        amount: 1933561,
        reference: 'upi_abc',
        note: 'Loan 1002',
      }),
    ).toBe(
      'upi://pay?pa=tenora%40sbx&pn=Tenora%20Demo&am=19335.61&tr=upi_abc&tn=Loan%201002&cu=INR',
    );
    expect(
      upiIntentLink({ payee: 'a@b', payeeName: 'x', amount: 5, reference: 'r', note: 'n' }),
    ).toContain('am=0.05');
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() =>
      upiIntentLink({ payee: 'a@b', payeeName: 'x', amount: 0, reference: 'r', note: 'n' }),
    ).toThrow(RangeError);
  });
});
