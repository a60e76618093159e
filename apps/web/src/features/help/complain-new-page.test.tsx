import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, renderPage, type Harness } from '../../platform/page-test-harness.tsx';
import ComplainNewPage from './complain-new-page.tsx';

const INIT = '/h5-api/v3/user-problem/problem-init';
const LIST = '/h5-api/v3/user-problem/get-qa-list';

const order = (orderNo: string, productName: string) => ({
  orderNo,
  productLogo: '/products/flexi.svg',
  productName,
  status: 170,
  statusText: 'Repayment pending',
  rows: [],
  isShow: 0,
});
const topic = (id: number, title: string) => ({
  id,
  pid: 0,
  title_local: title,
  title_local_alias: title,
  action_type: 1,
  question: '',
});

const routes = {
  [INIT]: {
    code: '00',
    data: {
      problemType: [],
      problemSonType: [],
      problemStatus: [],
      orderDetail: order('12', 'Tenora Flexi'),
      orderList: [order('12', 'Tenora Flexi'), order('9', 'Tenora Plus')],
    },
  },
  [LIST]: {
    code: '00',
    data: {
      question: null,
      answerList: [topic(100, 'Repaying my loan'), topic(110, 'Extensions')],
    },
  },
};

let h: Harness | undefined;
afterEach(() => cleanup(h));

describe('the help entry', () => {
  it('shows the chosen loan and opens the chatbot on a topic, with the loan', async () => {
    h = await renderPage(ComplainNewPage, '/complainNewPage?orderNo=12', routes);
    expect(h.sent(INIT)[0]).toMatchObject({ orderNo: '12' });
    expect(h.$('help-order')?.textContent).toContain('Tenora Flexi');
    const topics = h.$$('help-topic');
    expect(topics.map((a) => a.textContent)).toEqual(['Repaying my loan', 'Extensions']);
    const href = new URL(String(topics[1]?.getAttribute('href')), 'http://localhost');
    expect(href.pathname).toBe('/intelligentCustomerService');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      selectedIndex: '1',
      orderNo: '12',
    });
  });

  it('lists every loan under "All loans", the chosen one marked, and chooses another', async () => {
    h = await renderPage(ComplainNewPage, '/complainNewPage?orderNo=12', routes);
    await click(h.view.getByRole('button', { name: 'All loans' }));
    const choices = h.$$('help-order-choice');
    expect(choices.map((c) => c.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    expect(choices[0]?.textContent).toContain('Chosen');
    await click(choices[1]);
    expect(window.location.pathname).toBe('/complainNewPage');
    expect(new URLSearchParams(window.location.search).get('orderNo')).toBe('9');
  });
});
