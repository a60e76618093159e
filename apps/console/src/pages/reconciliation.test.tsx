import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Reconciliation from './reconciliation.tsx';

const notOurs = {
  id: 41,
  provider: 'razorpay',
  market: 'IN',
  day: '2026-11-20',
  kind: 'missing_in_ledger',
  subject: 'payment',
  reference: 'upi_0123456789abcdef01234567',
  providerItemId: 'pay_Nx0123456789ab',
  providerAmount: 1_027_500,
  ourAmount: null,
  detail: 'No payment of ours has this reference.',
  status: 'open',
  resolution: null,
  resolvedAt: null,
  createdAt: '2026-11-21T00:30:00.000Z',
};

const differs = {
  id: 42,
  provider: 'xendit',
  market: 'ID',
  day: '2026-11-20',
  kind: 'amount_differs',
  subject: 'payout',
  reference: 'po_abcdef0123456789abcdef01',
  providerItemId: 'disb-5f1e0a',
  providerAmount: 190_000_000,
  ourAmount: 200_000_000,
  detail: 'We sent Rp 2.000.000; the provider paid Rp 1.900.000.',
  status: 'open',
  resolution: null,
  resolvedAt: null,
  createdAt: '2026-11-20T23:00:00.000Z',
};

const late = {
  id: 43,
  provider: 'razorpay',
  market: 'IN',
  day: '2026-11-19',
  kind: 'booked_late',
  subject: 'payment',
  reference: 'nb_fedcba9876543210fedcba98',
  providerItemId: 'pay_Nx9876543210ba',
  providerAmount: 500_000,
  ourAmount: 500_000,
  detail: 'Taken by the provider and never booked; booked to the loan by the reconciliation.',
  status: 'resolved',
  resolution: 'Booked by the reconciliation.',
  resolvedAt: '2026-11-20T00:30:00.000Z',
  createdAt: '2026-11-20T00:30:00.000Z',
};

const runs = [
  {
    provider: 'razorpay',
    market: 'IN',
    day: '2026-11-20',
    ranAt: '2026-11-21T00:30:00.000Z',
    providerItems: 1_204,
    matched: 1_202,
    flagged: 1,
    booked: 1,
  },
  {
    provider: 'xendit',
    market: 'ID',
    day: '2026-11-20',
    ranAt: '2026-11-20T23:00:00.000Z',
    providerItems: 310,
    matched: 309,
    flagged: 1,
    booked: 0,
  },
];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });
const failure = (message: string) =>
  new Response(JSON.stringify({ code: 1, data: null, message }), { status: 200 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stub(rowsFor: (state: string) => unknown[], onPost?: (body: unknown) => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      urls.push(url);
      if (url.startsWith('/film/ops/reconciliation?')) {
        const state = new URL(url, 'http://console').searchParams.get('state') ?? 'open';
        const rows = rowsFor(state);
        return envelope({ rows, total: rows.length, page: 1, pageSize: 100, runs });
      }
      return onPost ? onPost(JSON.parse(String(init?.body))) : failure('Unexpected call');
    }),
  );
  return urls;
}

const page = () =>
  render(
    <MantineProvider>
      <Reconciliation />
    </MantineProvider>,
  );

describe('the reconciliation page', () => {
  it('lists what did not match in each market’s currency and resolves it with a reason', async () => {
    const posts: unknown[] = [];
    stub(
      () => [notOurs, differs],
      (body) => {
        posts.push(body);
        const { itemId, reason } = body as { itemId: number; reason: string };
        if (itemId === differs.id) return failure('This item is resolved already.');
        return envelope({
          item: {
            ...notOurs,
            status: 'resolved',
            resolution: reason,
            resolvedAt: '2026-11-21T06:00:00.000Z',
          },
        });
      },
    );
    page();

    const india = (await screen.findByText(notOurs.reference)).closest('tr') as HTMLElement;
    const indonesia = screen.getByText(differs.reference).closest('tr') as HTMLElement;
    expect(within(india).getByText('At the provider, not in our books')).toBeTruthy();
    expect(within(india).getByText('Payment')).toBeTruthy();
    expect(within(india).getByText('₹10,275')).toBeTruthy();
    expect(within(india).getByText('—')).toBeTruthy();
    expect(within(india).getByText(notOurs.detail)).toBeTruthy();
    expect(within(indonesia).getByText('Amounts differ')).toBeTruthy();
    expect(within(indonesia).getByText('Payout')).toBeTruthy();
    expect(within(indonesia).getByText(/^Rp\s1\.900\.000$/)).toBeTruthy();
    expect(within(indonesia).getByText(/^Rp\s2\.000\.000$/)).toBeTruthy();

    // The latest runs, each in its market's day and time.
    const runsTable = screen.getByRole('table', { name: 'Latest runs' });
    const razorpay = within(runsTable).getByText('Razorpay').closest('tr') as HTMLElement;
    expect(within(razorpay).getByText('India')).toBeTruthy();
    expect(within(razorpay).getByText('1,204')).toBeTruthy();
    expect(within(razorpay).getByText('1,202')).toBeTruthy();
    expect(within(razorpay).getByText(/IST/)).toBeTruthy();
    expect(within(runsTable).getByText('Xendit').closest('tr')?.textContent).toMatch(/WIB/);

    // Resolving needs a reason, kept with the item.
    fireEvent.click(
      within(india).getByRole('button', {
        name: `Resolve item ${notOurs.id} (${notOurs.reference})`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resolve this item?' });
    expect(within(dialog).getByText(/The provider's amount ₹10,275; ours —/)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /What was done/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Say what was done about it.',
    );
    expect(posts).toEqual([]);
    fireEvent.change(reason, { target: { value: '  Paid to a withdrawn code; refunded  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(india).findByText('Paid to a withdrawn code; refunded')).toBeTruthy();
    expect(posts).toEqual([{ itemId: notOurs.id, reason: 'Paid to a withdrawn code; refunded' }]);
    expect(within(india).queryByRole('button')).toBeNull();

    // A refusal stays in the dialog, in the server's words.
    fireEvent.click(
      within(indonesia).getByRole('button', {
        name: `Resolve item ${differs.id} (${differs.reference})`,
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Resolve this item?' });
    fireEvent.change(within(again).getByRole('textbox', { name: /What was done/ }), {
      target: { value: 'Xendit confirmed the fee' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Resolve' }));
    expect((await within(again).findByRole('alert')).textContent).toBe(
      'This item is resolved already.',
    );
  });

  it('shows how resolved items were resolved, and says when there is nothing', async () => {
    const urls = stub((state) => (state === 'resolved' ? [late] : []));
    page();

    expect(
      await screen.findByText("Nothing to resolve: every provider's books matched ours."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    const row = (await screen.findByText(late.reference)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Booked late by the reconciliation')).toBeTruthy();
    expect(within(row).getByText('Booked by the reconciliation.')).toBeTruthy();
    expect(within(row).getByText(/IST$/)).toBeTruthy();
    expect(within(row).getAllByText('₹5,000')).toHaveLength(2);
    expect(within(row).queryByRole('button')).toBeNull();
    expect(urls.some((u) => u.includes('state=resolved'))).toBe(true);
  });
});
