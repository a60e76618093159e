import { afterEach, describe, expect, it } from 'vitest';
import RecommendPage from './recommend-page.tsx';
import { cleanup, renderPage, type Harness } from '../../platform/page-test-harness.tsx';

const LIST = '/indah/v3/product/recommend-product-list';

const card = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  productLogo: '/products/flexi.svg',
  productName: `Loan ${id}`,
  buttonStatus: 1,
  buttonText: 'Apply now',
  amountRange: '₹5,000 – ₹50,000',
  amountRangeDes: 'Loan amount',
  loan_rate: '24% a year',
  productDesc: 'In 3 instalments',
  productTags: [],
  ...over,
});

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
});

describe('/recommend, a card the borrower cannot apply for', () => {
  it.each([
    ['IN', 'Your limit is below this loan.', 'Not taking applications right now'],
    ['ID', 'Limit Anda di bawah pinjaman ini.', 'Belum menerima pengajuan saat ini'],
  ] as const)(
    '%s: says why under it when the server says, else that it is closed',
    async (m, why, closed) => {
      h = await renderPage(
        RecommendPage,
        '/recommend',
        {
          [LIST]: {
            code: '00',
            data: [
              card(1, {
                buttonStatus: 0,
                buttonText: 'Above your available limit',
                closedWhy: why,
              }),
              card(2, { buttonStatus: 0, buttonText: 'Full today' }),
            ],
          },
        },
        m,
      );
      const notes = [...h.host.querySelectorAll('.product-closed')].map((p) => p.textContent);
      expect(notes).toEqual([why, closed]);
    },
  );
});
