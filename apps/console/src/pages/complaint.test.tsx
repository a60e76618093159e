import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Complaint from './complaint.tsx';

const detail = {
  complaintId: 7,
  reference: 'TNC-IN-000007',
  market: 'IN',
  type: 2,
  typeTitle: 'Repayment',
  status: 'answered',
  createdAt: '2026-11-21T18:45:00.000Z',
  dueDate: '2026-12-21',
  overdue: false,
  dueSoon: false,
  extended: false,
  answeredAt: '2026-12-24T06:00:00.000Z',
  excerpt: 'My payment does not show.',
  sonType: null,
  sonTypeTitle: '',
  text: 'My payment does not show.',
  images: [],
  borrower: { userId: 31, phone: '+919812345678' },
  order: {
    orderId: 1201,
    productName: 'Tenora Salary Advance',
    principal: 2_000_000,
    market: 'IN',
    termDays: 91,
    createdAt: '2026-11-21T05:30:00.000Z',
    decision: 'approved',
    disbursedAt: '2026-11-21T06:00:00.000Z',
    statusText: 'Repayment pending',
    consent: null,
  },
  loan: {
    orderId: 1201,
    market: 'IN',
    outstanding: 2_173_589,
    unpaidPrincipal: 1_000_000,
    dueNow: 50_000,
    nextDueDate: '2026-12-31',
    daysLate: 0,
    lateCharges: { charged: 25_000, owed: 25_000 },
    payments: [
      {
        reference: 'upi-upi_0123456789abcdef01234567',
        paidAt: '2026-12-01T04:30:00.000Z',
        amount: 1_000_000,
        method: 'upi',
        purpose: 'repayment',
      },
      {
        reference: 'netbanking-ext_256346a3dd61033a34b4fe05',
        paidAt: '2026-12-24T05:00:00.000Z',
        amount: 50_000,
        method: 'netbanking',
        purpose: 'extension',
      },
    ],
    extensions: [
      {
        reference: 'netbanking-ext_256346a3dd61033a34b4fe05',
        paidAt: '2026-12-24T05:00:00.000Z',
        fee: 50_000,
        dueDate: '2026-12-31',
      },
    ],
  },
  chatbot: [],
  extension: null,
  canExtend: false,
  imagesRemovedAt: null,
  assignee: { staffId: 3, name: 'Dev Agent' },
  assignable: [
    { staffId: 3, name: 'Dev Agent' },
    { staffId: 5, name: 'Priya Nair' },
  ],
  // Answered, so the page has no reply box (its autosizing needs a real browser).
  answer: {
    text: 'We found your payment and applied it.',
    images: [],
    answeredAt: '2026-12-24T06:00:00.000Z',
    staffName: 'Dev Agent',
  },
  score: null,
};

/** The console's calls: the borrower's messages answer `log`, any other `data` (the detail). */
function stubOps(log: unknown, data: unknown = detail) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(`${String(url)} ${typeof init?.body === 'string' ? init.body : ''}`.trim());
      const answer = url.startsWith('/film/ops/borrowers/communications') ? log : data;
      return new Response(JSON.stringify({ code: 0, data: answer, message: '' }), { status: 200 });
    }),
  );
  return sent;
}

// An open complaint has the reply box, whose autosizing listens for web fonts: jsdom has none.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a complaint', () => {
  it("shows the loan's money: outstanding, late charges, payments with method and reference, extensions", async () => {
    const answered = {
      notificationId: 4,
      template: 'complaint.answered',
      title: 'Complaint answered',
      createdAt: detail.answeredAt,
      orderId: 1201,
      complaintId: 7,
      deliveries: [
        {
          deliveryId: 5,
          channel: 'sms',
          status: 'delivered',
          attempts: 1,
          sentAt: detail.answeredAt,
          reason: null,
        },
      ],
    };
    stubOps({ communications: [answered] });
    render(
      <MantineProvider>
        <Complaint params={{ id: '7' }} />
      </MantineProvider>,
    );
    const money = await screen.findByRole('region', { name: "The loan's money today" });
    const field = (label: string) => within(money).getByText(label).nextElementSibling?.textContent;
    expect(field('Outstanding')).toBe('₹21,735.89');
    expect(field('Late charges owed')).toBe('₹250');
    expect(field('Next due date')).toBe('31 Dec 2026');

    const payments = within(money).getAllByRole('table', { name: 'Payments' })[0] as HTMLElement;
    const [upi, fee] = within(payments).getAllByRole('row').slice(1) as HTMLElement[];
    expect(upi?.textContent).toBe(
      '1 Dec 2026, 10:00 am IST₹10,000UPIRepaymentupi-upi_0123456789abcdef01234567',
    );
    expect(within(fee as HTMLElement).getByText('Net banking')).toBeTruthy();
    expect(within(fee as HTMLElement).getByText('Extension fee')).toBeTruthy();

    const extensions = within(money).getByRole('table', { name: 'Extensions' });
    expect(within(extensions).getAllByRole('row')[1]?.textContent).toBe(
      '24 Dec 2026, 10:30 am IST₹50031 Dec 2026',
    );
    // The complaint's own times are India's, named, wherever the member sits.
    expect(screen.getByText('22 Nov 2026, 12:15 am IST')).toBeTruthy();

    // The agent sees what the borrower was told, and that the SMS reached them.
    const messages = await screen.findByRole('table', { name: 'Messages sent' });
    expect(within(messages).getAllByRole('row')[1]?.textContent).toBe(
      '24 Dec 2026, 11:30 am ISTComplaint answeredcomplaint.answered · order 1201SMSDelivered1 attempt · sent 24 Dec 2026, 11:30 am IST',
    );
  });
});

describe("an Indonesian complaint's extension", () => {
  /** Open, unanswered, due on 4 Dec 2026; `overdue` and `canExtend` as the server says. */
  const open = (o: { overdue: boolean; canExtend: boolean }) => ({
    ...detail,
    reference: 'TNC-ID-000007',
    market: 'ID',
    status: 'open',
    dueDate: '2026-12-04',
    answeredAt: null,
    order: null,
    loan: null,
    answer: null,
    ...o,
  });
  const show = (data: unknown) => {
    const sent = stubOps({ communications: [] }, data);
    render(
      <MantineProvider>
        <Complaint params={{ id: '7' }} />
      </MantineProvider>,
    );
    return sent;
  };

  it('is offered up to the due date, with its reason required, and not after it, saying why', async () => {
    const sent = show(open({ overdue: false, canExtend: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Write the reason for the extension.',
    );
    expect(sent.some((u) => u.includes('/complaints/extend'))).toBe(false);
    expect(screen.queryByTestId('extend-closed')).toBeNull();
    cleanup();

    show(open({ overdue: true, canExtend: false }));
    expect((await screen.findByTestId('extend-closed')).textContent).toBe(
      'Not extendable: the due date, 4 Des 2026, has passed. An Indonesian complaint may be extended only up to its first due date.',
    );
    expect(screen.queryByRole('button', { name: 'Extend' })).toBeNull();
  });
});

describe('assigning a complaint', () => {
  it('gives an open complaint to an agent, and says who holds an answered one and when its photos went', async () => {
    const open = {
      ...detail,
      status: 'open',
      dueSoon: true,
      answeredAt: null,
      order: null,
      loan: null,
      answer: null,
      assignee: null,
    };
    const sent = stubOps({ communications: [] }, open);
    render(
      <MantineProvider>
        <Complaint params={{ id: '7' }} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Due soon')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: /Assigned to/ });
    expect((select as HTMLInputElement).value).toBe('No one');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Priya Nair', hidden: true }));
    await vi.waitFor(() =>
      expect(sent).toContain('/film/ops/complaints/assign {"complaintId":7,"staffId":5}'),
    );
    cleanup();

    // A year after the answer, its photos went: the page says when.
    stubOps({ communications: [] }, { ...detail, imagesRemovedAt: '2027-12-24T21:30:00.000Z' });
    render(
      <MantineProvider>
        <Complaint params={{ id: '7' }} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Process Result sent')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Assigned to/ })).toBeNull();
    expect(screen.getByText('Dev Agent', { selector: '*' })).toBeTruthy();
    expect(screen.getByTestId('images-removed').textContent).toBe(
      "The photos of this complaint, the borrower's and the reply's, were deleted on 25 Dec 2027, 03:00 am IST: their retention period had passed.",
    );
  });
});
