import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankLabel, checkBankAccount, maskAccountNumber } from './bank-account.ts';

describe('checkBankAccount', () => {
  it('takes an Indian account as typed, spaces gone and the IFSC in capitals', () => {
    expect(
      checkBankAccount(
        {
          holderName: '  Asha   Rao ',
          accountNumber: '1121 4311 2154 1121',
          bankCode: 'hdfc0000053',
        },
        'IN',
      ),
    ).toEqual({
      ok: true,
      account: {
        holderName: 'Asha Rao',
        accountNumber: '1121431121541121',
        bankCode: 'HDFC0000053',
      },
    });
  });

  it('takes an Indonesian account at a bank of the list', () => {
    expect(
      checkBankAccount(
        { holderName: 'Budi Santoso', accountNumber: '8800123456', bankCode: 'BCA' },
        'ID',
      ),
    ).toEqual({
      ok: true,
      account: { holderName: 'Budi Santoso', accountNumber: '8800123456', bankCode: 'BCA' },
    });
  });

  it('names the first field that cannot be an account', () => {
    const good = { holderName: 'Asha Rao', accountNumber: '112143112154', bankCode: 'HDFC0000053' };
    const field = (over: Partial<typeof good>, market: 'IN' | 'ID' = 'IN') => {
      const r = checkBankAccount({ ...good, ...over }, market);
      return r.ok ? null : r.field;
    };
    expect(field({ holderName: 'A' })).toBe('holderName');
    expect(field({ holderName: 'Asha <script>' })).toBe('holderName');
    expect(field({ holderName: '1234' })).toBe('holderName');
    expect(field({ accountNumber: '12345678' })).toBe('accountNumber');
    expect(field({ accountNumber: '1'.repeat(19) })).toBe('accountNumber');
    expect(field({ accountNumber: '00000000000' })).toBe('accountNumber');
    expect(field({ accountNumber: '11214311215x' })).toBe('accountNumber');
    expect(field({ bankCode: 'HDFC1000053' })).toBe('bankCode');
    expect(field({ bankCode: 'HDF00000053' })).toBe('bankCode');
    expect(field({ bankCode: 'HDFC0000053' }, 'ID')).toBe('bankCode');
    expect(field({ bankCode: 'BCA', accountNumber: '12345' }, 'ID')).toBe('accountNumber');
    expect(field({ bankCode: 'BCA' }, 'ID')).toBeNull();
  });

  it('keeps names in any script', () => {
    expect(
      checkBankAccount(
        { holderName: 'आशा राव', accountNumber: '112143112154', bankCode: 'SBIN0001234' },
        'IN',
      ).ok,
    ).toBe(true);
  });
});

describe('maskAccountNumber', () => {
  it('shows the last four digits and nothing else of any number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,20}$/), (n) => {
        const masked = maskAccountNumber(n);
        expect(masked.endsWith(n.slice(-4))).toBe(true);
        expect(masked.replace(/\D/g, '')).toBe(n.slice(-4));
      }),
    );
  });
});

describe('bankLabel', () => {
  it("names an Indonesian bank by its name, and India's by its IFSC", () => {
    expect(bankLabel('CIMB', 'ID')).toBe('CIMB Niaga');
    expect(bankLabel('HDFC0000053', 'IN')).toBe('HDFC0000053');
  });
});
