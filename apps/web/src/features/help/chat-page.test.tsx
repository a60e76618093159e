import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanup,
  click,
  fill,
  renderPage,
  type Handler,
  type Harness,
} from '../../platform/page-test-harness.tsx';
import { toastSnapshot } from '../../platform/toast.ts';
import ChatPage from './chat-page.tsx';

const LIST = '/h5-api/v3/user-problem/get-qa-list';
const RECORD = '/h5-api/v3/user-problem/qa-record';

const entry = (id: number, pid: number, title: string, action = 1, question = '') => ({
  id,
  pid,
  title_local: title,
  title_local_alias: title,
  action_type: action,
  question,
});

const TREE: Record<number, ReturnType<typeof entry>[]> = {
  0: [entry(1, 0, 'Repaying'), entry(2, 0, 'Talk to a person', 4)],
  1: [entry(11, 1, 'How do I repay?', 2)],
  11: [],
};
const SAYS: Record<number, string> = { 11: 'Open your loan and tap Repay.' };

// get-qa-list is a GET: its pid comes in the query, which the harness does not show; the pages
// ask one level at a time, so the answers are served in the order they are asked.
function qaList(order: number[]): Handler {
  let n = 0;
  return () => {
    const pid = order[Math.min(n++, order.length - 1)] ?? 0;
    const question = pid ? { ...entry(pid, 0, '', 2, SAYS[pid] ?? '') } : null;
    return { code: '00', data: { question, answerList: TREE[pid] ?? [] } };
  };
}

const reply = (text: string, more: Record<string, unknown> = {}) => ({
  code: '00',
  data: { text, matched: null, offerHandOver: false, ...more },
});

let h: Harness | undefined;
afterEach(() => cleanup(h));
const button = (name: string | RegExp) => h?.view.getByRole('button', { name });
const log = () => h?.$('chat-log')?.textContent ?? '';

describe('the help chatbot', () => {
  it('walks topic, question and answer, then rates 5 stars with a toast in a browser', async () => {
    h = await renderPage(ChatPage, '/intelligentCustomerService?orderNo=7', {
      [LIST]: qaList([0, 1, 11]),
      [RECORD]: (body) =>
        body.type === '2' ? reply('Glad it helped.') : reply('Thank you for rating us.'),
    });
    await click(button('Repaying'));
    await click(button('How do I repay?'));
    expect(log()).toContain('Open your loan and tap Repay.');
    await click(button('Yes, solved'));
    expect(h.sent(RECORD)[0]).toMatchObject({ type: '2', value: '1', qaId: '11', orderNo: '7' });

    // No star chosen: nothing is sent, and the borrower is asked to choose.
    await click(button('Send rating'));
    expect(h.sent(RECORD)).toHaveLength(1);
    expect(toastSnapshot().message?.text).toBe('Please choose');

    await click(h.view.getByRole('radio', { name: '5 stars' }));
    await click(button('Send rating'));
    expect(h.sent(RECORD)[1]).toMatchObject({ type: '3', value: '5', qaId: '11' });
    expect(log()).toContain('Thank you for rating us.');
    // No shell: the store rating becomes the bridge's thank-you (empty in the harness) and the
    // rating cannot be sent twice.
    expect(h.view.queryByRole('button', { name: 'Send rating' })).toBeNull();
  });

  it('offers customer service when the answer did not help, in Indonesian', async () => {
    h = await renderPage(
      ChatPage,
      '/intelligentCustomerService?selectedIndex=0',
      {
        [LIST]: qaList([0, 1, 11]),
        [RECORD]: reply('Maaf. Tim kami siap membantu.', { offerHandOver: true }),
      },
      'ID',
    );
    // selectedIndex 0: the first topic is asked at once.
    expect(log()).toContain('How do I repay?');
    await click(button('How do I repay?'));
    await click(button('Belum'));
    expect(h.sent(RECORD)[0]).toMatchObject({ type: '2', value: '2', qaId: '11' });
    expect(log()).toContain('Maaf. Tim kami siap membantu.');
    expect(h.$('chat-service')?.getAttribute('href')).toMatch(/^\/customerService/);
    expect(h.$('chat-hand-over')?.textContent).toBe('Tulis ke tim kami');
  });

  it('answers typed text, never sends an empty message, and hands over to the complaint form', async () => {
    h = await renderPage(ChatPage, '/intelligentCustomerService?orderNo=7', {
      [LIST]: qaList([0]),
      [RECORD]: (body) =>
        body.type === '4'
          ? reply('I could not find an answer. Shall a person help?', { offerHandOver: true })
          : reply(''),
    });
    const input = h.$<HTMLInputElement>('chat-input');
    await fill(input, '   ');
    await click(button('Send'));
    expect(h.sent(RECORD)).toHaveLength(0);

    await fill(input, 'my money never came');
    await click(button('Send'));
    expect(h.sent(RECORD)[0]).toMatchObject({ type: '4', value: 'my money never came' });
    expect(log()).toContain('Shall a person help?');

    await click(h.$('chat-hand-over'));
    expect(h.sent(RECORD)[1]).toMatchObject({ type: '1', orderNo: '7' });
    expect(window.location.pathname).toBe('/complainPageNext');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toMatchObject({
      problemType: '7',
      orderNo: '7',
    });
  });

  it('hands over at once when the chosen entry is a person', async () => {
    h = await renderPage(ChatPage, '/intelligentCustomerService?orderNo=9', {
      [LIST]: qaList([0]),
      [RECORD]: reply(''),
    });
    await click(button('Talk to a person'));
    expect(h.sent(RECORD)[0]).toMatchObject({ type: '1', qaId: '2', orderNo: '9' });
    expect(window.location.pathname).toBe('/complainPageNext');
  });
});
