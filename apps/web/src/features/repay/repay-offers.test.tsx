import { afterEach, describe, expect, it } from 'vitest';
import RepayPage from './repay-page.tsx';
import { cleanup, click, renderPage, type Harness } from '../../platform/page-test-harness.tsx';

const WAY = '/pay/loan/repayment-way';

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
});

describe('/repay of a repaid loan', () => {
  it.each(['IN', 'ID'] as const)(
    '%s: says the loan is repaid, never a failure to load',
    async (m) => {
      h = await renderPage(
        RepayPage,
        '/repay?orderId=5&productId=7',
        {
          [WAY]: {
            code: '00',
            data: {
              alipay: 0,
              state: 'repaid',
              methods: [],
              repayToken: 'tok',
              bankCards: [],
              amount: 0,
              dueNow: 0,
              dueDate: null,
              dueKind: 'none',
              dueInstead: null,
              largest: 0,
              market: m,
              partial: true,
              payoff: null,
            },
          },
        },
        m,
      );
      const screen = h.$('repay-repaid');
      expect(screen?.textContent).toContain(
        m === 'IN' ? 'This loan is repaid' : 'Pinjaman ini sudah lunas',
      );
      expect(h.host.textContent).not.toMatch(/could not load|tidak dapat dimuat/);
      expect(h.$('amount-due')).toBeNull();
      await click(screen?.querySelector('button'));
      expect(h.navigate).toHaveBeenCalledWith('/borrowDetail?orderId=5&productId=7', {
        replace: true,
      });
    },
  );
});

const openWay = (market: 'IN' | 'ID', over: Record<string, unknown> = {}) => ({
  code: '00',
  data: {
    alipay: 0,
    state: 'open',
    methods:
      market === 'IN' ? ['upi', 'card', 'netbanking', 'va'] : ['va', 'store', 'wallet', 'card'],
    repayToken: 'tok',
    bankCards: [],
    amount: 300_000,
    dueNow: 100_000,
    dueDate: '2026-12-21',
    dueKind: 'next',
    dueInstead: null,
    // Paying off opens later: everything but the last charge unit.
    largest: 299_900,
    market,
    partial: true,
    payoff: { amount: 290_000, allowed: false, opensOn: '2027-01-06', coolingOff: false },
    ...over,
  },
});

describe('/repay with an amount brought from the instalments', () => {
  it.each(['IN', 'ID'] as const)('%s: chooses it, for every way to pay', async (m) => {
    h = await renderPage(
      RepayPage,
      '/repay?orderId=5&productId=7&amount=200000',
      { [WAY]: openWay(m) },
      m,
    );
    const custom = h.host.querySelector<HTMLInputElement>('[data-testid=choose-custom] input');
    expect(custom?.checked).toBe(true);
    expect(h.$('amount-custom')?.textContent).toMatch(m === 'IN' ? /₹2,000/ : /Rp\s2\.000/);
  });

  it('India: an amount that would settle everything before paying off opens is not chosen', async () => {
    h = await renderPage(RepayPage, '/repay?orderId=5&productId=7&amount=300000', {
      [WAY]: openWay('IN'),
    });
    expect(h.$('amount-custom')).toBeNull();
    expect(h.$('amount-due')?.textContent).toBe('₹1,000');
  });
});

describe('/repay when what is due would settle the loan before paying off opens', () => {
  it.each([
    ['IN', 'You can pay this from 6 Jan 2027.'],
    ['ID', 'Dapat dibayar mulai 6 Jan 2027.'],
  ] as const)(
    '%s: shows the amount with the day, and offers no way to pay it today',
    async (m, from) => {
      // The last instalment, paid ahead, is everything owed: every way to pay would refuse it.
      h = await renderPage(
        RepayPage,
        '/repay?orderId=5&productId=7',
        { [WAY]: openWay(m, { amount: 100_000, dueNow: 100_000, largest: 99_900 }) },
        m,
      );
      expect(h.$('choose-due')?.textContent).toContain(from);
      expect(h.host.querySelector('[data-testid^=method-]')).toBeNull();
      expect(h.$('pay')).toBeNull();
      // A part payment is still offered, up to what is taken today.
      expect(h.$('pay-different')).not.toBeNull();
    },
  );
});
