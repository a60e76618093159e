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
