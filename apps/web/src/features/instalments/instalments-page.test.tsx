import { afterEach, describe, expect, it } from 'vitest';
import InstalmentsPage from './instalments-page.tsx';
import { cleanup, click, renderPage, type Harness } from '../../platform/page-test-harness.tsx';

const PLAN = '/v3/installment/loan-play-detail';
const ADDRESS = '/repayPeriod?orderId=5&productId=2';

const item = (periodNo: number, total: number, canClick = 1, repayDes = `Due ${periodNo}`) => ({
  periodNo,
  totalAmount: total,
  at: '',
  canClick,
  periodStatus: canClick === 2 ? 1 : 0,
  repayDes,
  dueTime: `2027-0${periodNo}-01`,
});

function plan(market: 'IN' | 'ID', over: Record<string, unknown> = {}) {
  return {
    code: '00',
    data: {
      productName: 'Tenora Salary Advance',
      market,
      repayWaitCount: 3,
      dueCount: 1,
      payoffAmount: null,
      note: 'In order',
      repayPlanDetail: {
        repayWaitDetail: [item(1, 100_000), item(2, 100_000), item(3, 100_000)],
        repayYetDetail: [],
      },
      ...over,
    },
  };
}

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
});

const checked = () => (h?.$$('instalment') ?? []).map((box) => (box as HTMLInputElement).checked);

describe('/repayPeriod', () => {
  it('India: offers only what may be paid today, and says when the last opens', async () => {
    h = await renderPage(InstalmentsPage, ADDRESS, {
      [PLAN]: plan('IN', {
        opensOn: '2027-01-06',
        repayPlanDetail: {
          repayWaitDetail: [
            item(1, 100_000),
            item(2, 100_000),
            item(3, 100_000, 0, 'Due 1 Mar 2027. You can pay it from 6 Jan 2027'),
          ],
          repayYetDetail: [],
        },
      }),
    });
    const boxes = h.$$('instalment') as HTMLInputElement[];
    expect(boxes.map((b) => b.disabled)).toEqual([false, false, true]);
    expect(h.$('plan-opens')?.textContent).toContain('6 Jan 2027');
    await click(h.$('select-all'));
    expect(checked()).toEqual([true, true, false]);
    expect(h.$('pay-instalments')?.textContent).toBe('Pay ₹2,000');
    await click(boxes[2]);
    expect(checked()).toEqual([true, true, false]);
  });

  it('Indonesia: every instalment may be chosen when the server allows it', async () => {
    h = await renderPage(InstalmentsPage, ADDRESS, { [PLAN]: plan('ID') }, 'ID');
    expect(h.$('plan-opens')).toBeNull();
    await click(h.$('select-all'));
    expect(checked()).toEqual([true, true, true]);
  });

  it.each(['IN', 'ID'] as const)(
    '%s: a repaid loan says it is repaid, never "Pay 0"',
    async (m) => {
      h = await renderPage(
        InstalmentsPage,
        ADDRESS,
        {
          [PLAN]: plan(m, {
            repayWaitCount: 0,
            repayPlanDetail: { repayWaitDetail: [], repayYetDetail: [item(1, 0, 2, 'Paid')] },
          }),
        },
        m,
      );
      expect(h.$('plan-repaid')?.textContent).toContain(
        m === 'IN' ? 'This loan is repaid' : 'Pinjaman ini sudah lunas',
      );
      expect(h.$('pay-instalments')).toBeNull();
      await click(h.$('plan-repaid')?.querySelector('button'));
      expect(h.navigate).toHaveBeenCalledWith('/borrowDetail?orderId=5&productId=2', {
        replace: true,
      });
    },
  );
});
