import { describe, expect, it } from 'vitest';
import { failureCode, familyForPath, isApiPath, isSuccess } from './envelope.ts';

describe('envelope families', () => {
  it('treats a film code as success only when it parses to the integer 0', () => {
    expect(isSuccess('film', { code: 0 })).toBe(true);
    expect(isSuccess('film', { code: '0' })).toBe(true);
    expect(isSuccess('film', { code: 1 })).toBe(false);
    expect(isSuccess('film', { code: '00x' })).toBe(true); // parseInt, as old clients read it
    expect(isSuccess('film', { code: 'x' })).toBe(false);
    expect(isSuccess('film', {})).toBe(false);
  });

  it("requires the exact string for '00' families, and honours the complaint success flag", () => {
    expect(isSuccess('loan', { code: '00' })).toBe(true);
    expect(isSuccess('loan', { code: 0 })).toBe(false);
    expect(isSuccess('repayment', { code: '800006' })).toBe(false);
    expect(isSuccess('complaint', { code: '01', success: true })).toBe(true);
    expect(isSuccess('joint', { code: '0' })).toBe(true);
    expect(isSuccess('joint', { code: '00' })).toBe(false);
  });

  it('answers failures in the type of the family success code', () => {
    expect(failureCode('film', 'bad_input')).toBe(400);
    expect(failureCode('loan', 'bad_input')).toBe('400');
    expect(failureCode('loan', 'business')).toBe('01');
    expect(failureCode('joint', 'business')).toBe('1');
    expect(failureCode('promotion', 'unauthenticated')).toBe(401);
  });

  it('maps unrouted paths to their family', () => {
    expect(familyForPath('/pay/loan/repayment-way')).toBe('repayment');
    expect(familyForPath('/h5-api/v3/user-problem/problem-list')).toBe('complaint');
    expect(familyForPath('/api/v2/loan/service/channel/channel-template')).toBe('channel');
    expect(familyForPath('/api/v2/loan/promotion/get-sid')).toBe('promotion');
    expect(familyForPath('/indah/stand/targeted')).toBe('joint');
    expect(familyForPath('/v3/loan-details/loan-details?x=1')).toBe('loan');
    expect(familyForPath('/gopia/goya/define')).toBe('loan');
    expect(familyForPath('/film/nope')).toBe('film');
    expect(isApiPath('/film/order/list')).toBe(true);
    expect(isApiPath('/orders')).toBe(false);
  });
});
