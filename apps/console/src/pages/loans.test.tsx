import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Loans from './loans.tsx';

const order = (orderId: number, market: 'IN' | 'ID', principal: number) => ({
  orderId,
  productName: market === 'IN' ? 'Tenora Flex' : 'Tenora Kilat',
  principal,
  market,
  termDays: 91,
  createdAt: '2026-11-21T05:30:00.000Z',
  decision: 'approved',
  disbursedAt: null,
  statusText: 'Approved',
  consent: null,
});

const hdfc = {
  bankName: 'HDFC0000053',
  bankCode: 'HDFC0000053',
  holderName: 'Asha Rao',
  accountMasked: '•••• 1121',
  status: 'verified',
  registeredName: 'ASHA RAO',
  problem: null,
  updatedAt: '2026-11-21T05:00:00.000Z',
};

const noAccount = {
  order: order(1301, 'IN', 1_000_000),
  userId: 51,
  phone: '+919800000001',
  bankAccount: null,
  payout: null,
};

const checking = {
  order: order(1302, 'IN', 1_000_000),
  userId: 52,
  phone: '+919800000002',
  bankAccount: { ...hdfc, status: 'verifying', registeredName: null },
  payout: null,
};

const failed = {
  order: order(1303, 'IN', 1_000_000),
  userId: 53,
  phone: '+919800000003',
  bankAccount: { ...hdfc, registeredName: 'ASHA R KUMAR' },
  payout: {
    reference: 'pout_0123456789abcdef01234567',
    status: 'failed',
    amount: 941_000,
    accountMasked: '•••• 1121',
    reason: 'The beneficiary bank is offline.',
    at: '2026-11-21T06:00:00.000Z',
  },
};

const inReview = {
  order: order(1304, 'ID', 200_000_000),
  userId: 54,
  phone: '+6281234567890',
  bankAccount: {
    ...hdfc,
    bankName: 'BCA',
    bankCode: 'BCA',
    holderName: 'Siti Rahma',
    accountMasked: '•••• 7788',
    status: 'review',
    registeredName: null,
  },
  payout: null,
};

const invalid = {
  order: order(1305, 'IN', 1_000_000),
  userId: 55,
  phone: '+919800000005',
  bankAccount: {
    ...hdfc,
    status: 'invalid',
    registeredName: null,
    problem: 'No account with this number at this bank.',
  },
  payout: null,
};

const ready = {
  order: order(1306, 'IN', 1_000_000),
  userId: 56,
  phone: '+919800000006',
  bankAccount: hdfc,
  payout: null,
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });

/**
 * The lists, answered from `rows` as they stand at each call (a test changes them as the server
 * would), and every POST recorded and answered by `posted`.
 */
function stubCalls(rows: { current: unknown[] }, posted: (url: string, body: unknown) => unknown) {
  const posts: { url: string; body: unknown }[] = [];
  const lists: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/film/ops/loans/applications?')) {
        lists.push(url);
        const state = new URLSearchParams(url.split('?')[1]).get('state');
        const list = state === 'approved' ? rows.current : [];
        return envelope({ rows: list, total: list.length, page: 1, pageSize: 100 });
      }
      const body: unknown = JSON.parse(String(init?.body));
      posts.push({ url, body });
      return envelope(posted(url, body));
    }),
  );
  return { posts, lists };
}

async function openApproved() {
  render(
    <MantineProvider>
      <Loans />
    </MantineProvider>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'Approved, to disburse' }));
}

const rowOf = async (orderId: number) =>
  (await screen.findByRole('cell', { name: String(orderId) })).closest('tr') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the loans page', () => {
  it('disburses only into a verified account, and says why not', async () => {
    const rows = { current: [noAccount, checking, invalid, ready] as unknown[] };
    const { posts, lists } = stubCalls(rows, () => {
      rows.current = [noAccount, checking, invalid];
      return {
        order: { ...ready.order, disbursedAt: '2026-11-21T07:00:00.000Z' },
        payout: { ...failed.payout, status: 'sent', reason: null },
      };
    });
    await openApproved();

    const none = await rowOf(1301);
    expect(within(none).getByText('None given')).toBeTruthy();
    const noneButton = within(none).getByRole('button', { name: 'Disburse order 1301' });
    expect(noneButton.hasAttribute('disabled')).toBe(true);
    expect(noneButton.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(noneButton.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('No bank account yet: the borrower adds one in the app.');

    const check = await rowOf(1302);
    expect(within(check).getByText('Checking')).toBeTruthy();
    expect(
      within(check).getByRole('button', { name: 'Disburse order 1302' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(check).getByText(/still checking/)).toBeTruthy();

    const bad = await rowOf(1305);
    expect(within(bad).getByText('Invalid')).toBeTruthy();
    expect(within(bad).getByText('No account with this number at this bank.')).toBeTruthy();
    expect(
      within(bad).getByRole('button', { name: 'Disburse order 1305' }).hasAttribute('disabled'),
    ).toBe(true);

    // A verified account: the bank's name the same as typed but for its case is not repeated.
    const good = await rowOf(1306);
    expect(within(good).getByText('HDFC0000053 •••• 1121')).toBeTruthy();
    expect(within(good).getByText('Asha Rao')).toBeTruthy();
    expect(within(good).getByText('Verified')).toBeTruthy();
    expect(within(good).queryByText(/Name at the bank/)).toBeNull();
    fireEvent.click(within(good).getByRole('button', { name: 'Disburse order 1306' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disburse this loan?' });
    expect(
      within(dialog).getByText(/principal ₹10,000, .* into HDFC0000053 •••• 1121 \(Asha Rao\)/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/net disbursal/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disburse' }));

    // Paid out at once: the loan leaves the list.
    await waitFor(() => expect(screen.queryByRole('cell', { name: '1306' })).toBeNull());
    await screen.findByRole('cell', { name: '1301' });
    expect(posts).toEqual([{ url: '/film/ops/loans/disburse', body: { orderId: 1306 } }]);
    expect(lists.filter((u) => u.includes('state=approved'))).toHaveLength(2);
  });

  it('shows a failed payout in the provider’s words, and tries again with a new payout', async () => {
    const rows = { current: [failed] as unknown[] };
    const { posts } = stubCalls(rows, () => ({
      order: failed.order,
      payout: {
        ...failed.payout,
        reference: 'pout_abcdef0123456789abcdef01',
        status: 'sending',
        reason: null,
        at: '2026-11-21T07:00:00.000Z',
      },
    }));
    await openApproved();

    const row = await rowOf(1303);
    expect(within(row).getByText('Payout failed: The beneficiary bank is offline.')).toBeTruthy();
    // The name the bank gave differs from the one typed: staff compare them.
    expect(within(row).getByText('Name at the bank: ASHA R KUMAR')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Disburse order 1303' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Try again: disburse order 1303' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disburse this loan?' });
    expect(within(dialog).getByText(/A new payout is sent/)).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Pay ₹9,410 to HDFC0000053 •••• 1121 (Asha Rao). The loan is disbursed once the payout is made.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send a new payout' }));

    // On its way: the row stays, and says so.
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /The payout of ₹9,410 to •••• 1121 is on its way/,
    );
    expect(posts).toEqual([{ url: '/film/ops/loans/disburse', body: { orderId: 1303 } }]);
    expect(within(row).getByText('Sending…')).toBeTruthy();
    expect(within(row).getByText(/since/)).toBeTruthy();
    expect(within(row).queryByText(/Payout failed/)).toBeNull();
    const checkAgain = within(row).getByRole('button', {
      name: 'Check again: disburse order 1303',
    });
    expect(checkAgain.hasAttribute('disabled')).toBe(false);
  });

  it('has staff verify or refuse an account held for review, with a reason', async () => {
    const rows = { current: [inReview] as unknown[] };
    const refused = { ...inReview.bankAccount, status: 'invalid', problem: 'Not her name' };
    const { posts, lists } = stubCalls(rows, () => {
      rows.current = [{ ...inReview, bankAccount: refused }];
      return { account: refused };
    });
    await openApproved();

    const row = await rowOf(1304);
    expect(within(row).getByText('BCA •••• 7788')).toBeTruthy();
    expect(within(row).getByText('Needs review')).toBeTruthy();
    expect(within(row).getByText(/^Rp\s2\.000\.000$/)).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Disburse order 1304' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(row).getByText('Verify the bank account first.')).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Verify the bank account of order 1304' }),
    ).toBeTruthy();

    fireEvent.click(
      within(row).getByRole('button', { name: 'Refuse the bank account of order 1304' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this bank account?' });
    expect(within(dialog).getByText(/Refuse BCA •••• 7788 \(Siti Rahma\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Give a reason.');
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'The name is not the one on her KTP' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));

    // The list is read again, and the account shows refused.
    await screen.findByText('Invalid');
    expect(within(await rowOf(1304)).getByText('Not her name')).toBeTruthy();
    expect(posts).toEqual([
      {
        url: '/film/ops/borrowers/bank-account/review',
        body: { userId: 54, decision: 'refuse', reason: 'The name is not the one on her KTP' },
      },
    ]);
    expect(lists.filter((u) => u.includes('state=approved'))).toHaveLength(2);
    expect(
      screen.queryByRole('button', { name: 'Verify the bank account of order 1304' }),
    ).toBeNull();
  });

  it('shows the account read-only on applications under review', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope({
          rows: [{ ...inReview, order: { ...inReview.order, decision: 'pending' } }],
          total: 1,
          page: 1,
          pageSize: 100,
        }),
      ),
    );
    render(
      <MantineProvider>
        <Loans />
      </MantineProvider>,
    );
    const row = await rowOf(1304);
    expect(within(row).getByText('Needs review')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Approve order 1304' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /bank account/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Disburse/ })).toBeNull();
  });
});
