import { describe, expect, it } from 'vitest';
import { appConfigCall, PAGE_DATA, type PageCall } from './page-data.ts';
import { netBankingStart, repaymentHuichao, upiCollect, upiStart } from './repayment.ts';
import { generateVcode } from './virtual-account.ts';

/** An address with every parameter a data screen reads, UPI's method among them. */
const ADDRESS = new URLSearchParams({
  orderId: '7',
  productId: '2',
  amount: '1000000',
  periods: '91',
  id: '1',
  scene: 'home',
  method: 'upi',
  sessionId: 's',
  appName: 'tenora-in',
});

/** Answers a follow-up may be handed: none, an app's name, India's ways to pay with UPI first. */
const ANSWERS: unknown[] = [
  undefined,
  { appName: 'tenora-in' },
  {
    alipay: 0,
    methods: ['upi', 'card', 'netbanking', 'va'],
    repayToken: 't',
    bankCards: [],
    amount: 500_000,
    dueNow: 200_000,
    dueDate: '2026-12-01',
    market: 'IN',
    partial: true,
    payoff: { amount: 450_000, allowed: true, opensOn: null, coolingOff: false },
  },
];

function everyCall(call: PageCall): PageCall[] {
  const next = ANSWERS.flatMap((data) => call.then?.(data) ?? []);
  return [call, ...next.flatMap(everyCall)];
}

describe('PAGE_DATA (docs/decisions/087-a-get-never-writes.md)', () => {
  it('asks only calls that write nothing, follow-ups included', () => {
    const calls = [appConfigCall(ADDRESS), ...Object.values(PAGE_DATA).flatMap((f) => f(ADDRESS))];
    const unsafe = calls
      .flatMap(everyCall)
      .filter((c) => c.endpoint.safe !== true)
      .map((c) => c.endpoint.path);
    expect(unsafe).toEqual([]);
  });

  it('draws Repay with its ways to pay and never a payment', () => {
    const paths = (PAGE_DATA['/repay']?.(ADDRESS) ?? [])
      .flatMap(everyCall)
      .map((c) => c.endpoint.path);
    expect(paths).toEqual(['/pay/loan/repayment-way']);
  });

  it('never calls a call that makes a payment safe', () => {
    for (const endpoint of [upiStart, upiCollect, netBankingStart, repaymentHuichao, generateVcode])
      expect(endpoint.safe, endpoint.path).toBeUndefined();
  });
});
