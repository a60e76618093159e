import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, renderPage, type Harness } from '../../platform/page-test-harness.tsx';
import { captureSessionParams } from '../../platform/session.ts';
import MessagesPage from './messages-page.tsx';

const LIST = '/film/messages/list';
const READ = '/film/messages/read';

const message = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  body: `Body ${id}`,
  // 20 Dec 2026, 09:00 UTC: 2:30 pm in India, 16.00 in Jakarta.
  sentAt: '2026-12-20T09:00:00.000Z',
  read: false,
  link: { kind: 'loan', id: 41 },
  ...over,
});

const page = (messages: unknown[], more = false) => ({
  code: '0',
  data: { messages, more, unread: messages.filter((m) => !(m as { read: boolean }).read).length },
});

const WORDS = {
  IN: {
    title: 'Messages',
    when: '20 Dec 2026, 02:30 pm',
    unread: 'New',
    loan: 'View the loan',
    complaint: 'View the complaint',
    paper: 'Download the document',
    older: 'Load older messages',
    empty: 'No messages yet',
  },
  ID: {
    title: 'Pesan',
    when: '20 Des 2026, 16.00',
    unread: 'Baru',
    loan: 'Lihat pinjaman',
    complaint: 'Lihat pengaduan',
    paper: 'Unduh dokumen',
    older: 'Muat pesan sebelumnya',
    empty: 'Belum ada pesan',
  },
} as const;

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
});

describe.each(['IN', 'ID'] as const)('/messages in %s', (market) => {
  const w = WORDS[market];
  const session = `?sessionId=s-1&userId=1&appName=tenora-${market.toLowerCase()}`;

  it('shows each message newest first with its time, marks the unread in words, and reads them all', async () => {
    captureSessionParams(session);
    h = await renderPage(
      MessagesPage,
      '/messages',
      {
        [LIST]: page([
          message(9),
          message(8, { read: true, link: { kind: 'complaint', id: 3 } }),
          message(7, { read: true, link: null }),
          message(6, { read: true, link: { kind: 'paper', id: 12 } }),
        ]),
        [READ]: { code: '0', data: { unread: 0 } },
      },
      market,
    );
    expect(h.view.getByRole('heading', { level: 1 }).textContent).toBe(w.title);
    const cards = h.$$('message');
    expect(cards.map((c) => c.querySelector('h2')?.textContent)).toEqual([
      `${w.unread}Title 9`,
      'Title 8',
      'Title 7',
      'Title 6',
    ]);
    expect(cards[0]?.textContent).toContain('Body 9');
    expect(cards[0]?.querySelector('time')?.textContent).toBe(w.when);
    // Unread is said, not only coloured: the mark is text, on the unread one alone.
    expect(h.$$('msg-new').map((m) => m.textContent)).toEqual([w.unread]);

    // Each leads to what it is about, with the session, as every link does.
    const loan = h.view.getByRole('link', { name: w.loan });
    const loanTo = new URL(loan.getAttribute('href') ?? '', 'http://localhost');
    expect(loanTo.pathname).toBe('/borrowDetail');
    expect(loanTo.searchParams.get('orderId')).toBe('41');
    expect(loanTo.searchParams.get('sessionId')).toBe('s-1');
    const complaint = h.view.getByRole('link', { name: w.complaint });
    const complaintTo = new URL(complaint.getAttribute('href') ?? '', 'http://localhost');
    expect(complaintTo.pathname).toBe('/complainDetails');
    expect(complaintTo.searchParams.get('problemId')).toBe('3');
    expect(complaintTo.searchParams.get('sessionId')).toBe('s-1');
    expect(cards[2]?.querySelector('a')).toBeNull();
    // A receipt or certificate downloads as its PDF, a file for the webview to keep.
    const paper = h.view.getByRole('link', { name: w.paper });
    const paperTo = new URL(paper.getAttribute('href') ?? '', 'http://localhost');
    expect(paperTo.pathname).toBe('/film/paper/file');
    expect(paperTo.searchParams.get('id')).toBe('12');
    expect(paperTo.searchParams.get('sessionId')).toBe('s-1');
    expect(paper.hasAttribute('download')).toBe(true);

    // Opened, everything is read, once; the mark stays for this visit, so nothing moves.
    expect(h.sent(READ)).toEqual([{}]);
    expect(h.$$('msg-new')).toHaveLength(1);
    expect(h.$('msg-older')).toBeNull();
  });

  it('loads older messages before the last one shown, after the newer ones', async () => {
    const older = [message(5, { read: true }), message(4, { read: true })];
    h = await renderPage(
      MessagesPage,
      '/messages',
      {
        [LIST]: (body) =>
          body.before === '6' ? page(older) : page([message(7), message(6)], true),
        [READ]: { code: '0', data: { unread: 0 } },
      },
      market,
    );
    await click(h.view.getByRole('button', { name: w.older }));
    expect(h.sent(LIST)).toEqual([{}, { before: '6' }]);
    expect(h.$$('message').map((c) => c.querySelector('p')?.textContent)).toEqual([
      'Body 7',
      'Body 6',
      'Body 5',
      'Body 4',
    ]);
    // The last page: no more to load.
    expect(h.view.queryByRole('button', { name: w.older })).toBeNull();
  });

  it('says there is nothing yet, in the borrower’s words, and asks to mark nothing read', async () => {
    h = await renderPage(MessagesPage, '/messages', { [LIST]: page([]) }, market);
    expect(h.host.querySelector('.status-title')?.textContent).toBe(w.empty);
    expect(h.sent(READ)).toEqual([]);
  });
});
