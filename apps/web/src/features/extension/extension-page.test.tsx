import { afterEach, describe, expect, it } from 'vitest';
import ExtensionPage from './extension-page.tsx';
import { cleanup, click, renderPage, type Harness } from '../../platform/page-test-harness.tsx';

const DETAIL = '/v3/loan-details/delay-detail';

const detail = (market: 'IN' | 'ID', message: string) => ({
  code: '00',
  data: {
    productName: 'Loan',
    productLogo: '/products/salary.svg',
    delayShouldPayAmount: 50_000,
    market,
    delayExpiryTime: '2027-01-07',
    delayDays: 7,
    orderDetail: { detail: [] },
    telephone: '',
    refused: { reason: 'wait', message, until: '2026-12-31' },
    comparison: {
      payNowTotal: 1_000_000,
      dueThen: 1_000_000,
      extendTotal: 1_050_000,
      currentDueDate: '2026-12-31',
      lateCharges: 0,
      late: false,
      lateChargesGrow: false,
    },
  },
});

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
});

describe('/repayDelay when an extension is already in place', () => {
  it.each([
    ['IN', 'This loan is already extended to 31 Dec 2026.', 'Your loan is already extended'],
    [
      'ID',
      'Pinjaman ini sudah diperpanjang sampai 31 Des 2026.',
      'Pinjaman Anda sudah diperpanjang',
    ],
  ] as const)('%s: says so, offers repaying, and no fee to pay', async (m, message, title) => {
    h = await renderPage(
      ExtensionPage,
      '/repayDelay?orderId=5&productId=7',
      { [DETAIL]: detail(m, message) },
      m,
    );
    const screen = h.$('delay-refused');
    expect(screen?.textContent).toContain(title);
    expect(screen?.textContent).toContain(message);
    expect(h.$('delay-pay')).toBeNull();
    await click(screen?.querySelector('button'));
    expect(h.navigate).toHaveBeenCalledWith('/repay?orderId=5&productId=7', { replace: false });
  });
});

describe('/repayDelay on a late loan: growing late charges only below their ceiling', () => {
  const late = (m: 'IN' | 'ID', lateChargesGrow: boolean) => {
    const d = detail(m, '');
    return {
      ...d,
      data: {
        ...d.data,
        refused: null,
        comparison: { ...d.data.comparison, lateCharges: 100_000, late: true, lateChargesGrow },
      },
    };
  };
  it.each([
    ['IN', 'Late charges grow each day'],
    ['ID', 'Denda bertambah setiap hari'],
  ] as const)('%s: says they grow below the ceiling, and not at it', async (m, growing) => {
    h = await renderPage(
      ExtensionPage,
      '/repayDelay?orderId=5&productId=7',
      { [DETAIL]: late(m, true) },
      m,
    );
    expect(h.$('delay-compare')?.textContent).toContain(growing);
    cleanup(h);
    h = await renderPage(
      ExtensionPage,
      '/repayDelay?orderId=5&productId=7',
      { [DETAIL]: late(m, false) },
      m,
    );
    const atCap = h.$('delay-compare')?.textContent ?? '';
    expect(atCap).toContain(m === 'IN' ? 'of late charges included' : 'sudah termasuk denda');
    expect(atCap).not.toContain(growing);
  });
});
