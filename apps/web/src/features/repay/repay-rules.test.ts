import { describe, expect, it } from 'vitest';
import {
  carriedParams,
  checkKeypadAmount,
  couponIdParam,
  pathWithParams,
  repayTarget,
} from './repay-rules.ts';

describe('checkKeypadAmount', () => {
  it('turns rupees with up to 2 decimals into paise', () => {
    expect(checkKeypadAmount('1250', 'IN', 500_000)).toEqual({ ok: true, minor: 125_000 });
    expect(checkKeypadAmount('1250.5', 'IN', 500_000)).toEqual({ ok: true, minor: 125_050 });
    expect(checkKeypadAmount('1250.05', 'IN', 500_000)).toEqual({ ok: true, minor: 125_005 });
    expect(checkKeypadAmount('1250.', 'IN', 500_000)).toEqual({ ok: true, minor: 125_000 });
    expect(checkKeypadAmount('0.01', 'IN', 500_000)).toEqual({ ok: true, minor: 1 });
    expect(checkKeypadAmount('1.005', 'IN', 500_000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('turns whole rupiah into minor units and refuses a fraction', () => {
    expect(checkKeypadAmount('150000', 'ID', 50_000_000)).toEqual({
      ok: true,
      minor: 15_000_000,
    });
    expect(checkKeypadAmount('150000.5', 'ID', 50_000_000)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses zero and nothing', () => {
    for (const text of ['', '0', '0.', '0.00', '.']) {
      expect(checkKeypadAmount(text, 'IN', 500_000)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(checkKeypadAmount('0', 'ID', 500_000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('allows exactly what is owed and refuses more', () => {
    expect(checkKeypadAmount('5000', 'IN', 500_000)).toEqual({ ok: true, minor: 500_000 });
    expect(checkKeypadAmount('5000.01', 'IN', 500_000)).toEqual({ ok: false, reason: 'tooHigh' });
    expect(checkKeypadAmount('500001', 'ID', 50_000_000)).toEqual({
      ok: false,
      reason: 'tooHigh',
    });
  });

  it('refuses more than 9 characters', () => {
    expect(checkKeypadAmount('1234567890', 'ID', Number.MAX_SAFE_INTEGER)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('carried parameters', () => {
  it('keeps the coupon and withholding parameters that are present', () => {
    const search = new URLSearchParams(
      'orderId=5&productId=7&couponMoney=100&couponId=C1&from=payway&withholdingAmount=',
    );
    expect(carriedParams(search)).toEqual({ couponMoney: '100', couponId: 'C1' });
  });

  it('drops an overlong value', () => {
    expect(carriedParams(new URLSearchParams(`couponId=${'x'.repeat(65)}`))).toEqual({});
    expect(couponIdParam(new URLSearchParams(`couponId=${'x'.repeat(33)}`))).toBeUndefined();
    expect(couponIdParam(new URLSearchParams('couponId=C-1'))).toBe('C-1');
  });

  it('reads the order and product as positive ids', () => {
    expect(repayTarget(new URLSearchParams('orderId=5&productId=7'))).toEqual({
      orderId: 5,
      productId: 7,
    });
    expect(repayTarget(new URLSearchParams('orderId=x&productId=0'))).toEqual({
      orderId: undefined,
      productId: undefined,
    });
  });

  it('builds a path with only the parameters present', () => {
    expect(pathWithParams('/repay', { orderId: 5, productId: undefined, couponId: 'C 1' })).toBe(
      '/repay?orderId=5&couponId=C+1',
    );
    expect(pathWithParams('/repay', {})).toBe('/repay');
  });
});
