import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Refunds from './refunds.tsx';

const due = {
  reference: 'nb_0123456789abcdef01234567',
  market: 'IN',
  orderId: 1201,
  userId: 31,
  phone: '+919812345678',
  method: 'netbanking',
  purpose: 'repayment',
  amount: 1_027_500,
  receivedAt: '2026-11-21T05:30:00.000Z',
  state: 'due',
  refund: null,
};

const failed = {
  reference: 'ext_abcdef0123456789abcdef01',
  market: 'ID',
  orderId: 1202,
  userId: 32,
  phone: '+6281234567890',
  method: 'wallet',
  purpose: 'extension',
  amount: 5_000_000,
  receivedAt: '2026-11-20T02:00:00.000Z',
  state: 'failed',
  refund: {
    reason: 'Extension fee paid when the loan could not be extended',
    attempt: 1,
    requestedAt: '2026-11-20T03:00:00.000Z',
    requestedBy: 'Dev Credit',
    settledAt: '2026-11-20T03:00:01.000Z',
    providerRefundId: null,
    failure: { code: 'INSUFFICIENT_BALANCE', message: 'The balance cannot cover this refund.' },
  },
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the refunds page', () => {
  it('lists money to refund in each market’s currency and refunds it with a reason', async () => {
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('/film/ops/refunds?'))
          return envelope({ rows: [due, failed], total: 2, page: 1, pageSize: 100 });
        const body = JSON.parse(String(init?.body)) as { reference: string; reason: string };
        posts.push(body);
        if (body.reference === due.reference)
          return envelope({
            refund: {
              ...due,
              state: 'refunded',
              refund: {
                reason: body.reason,
                attempt: 1,
                requestedAt: '2026-11-21T06:00:00.000Z',
                requestedBy: 'Dev Credit',
                settledAt: '2026-11-21T06:00:01.000Z',
                providerRefundId: 'rfnd_0123456789abcdef0123',
                failure: null,
              },
            },
          });
        return envelope({ refund: { ...failed, refund: { ...failed.refund, attempt: 2 } } });
      }),
    );
    render(
      <MantineProvider>
        <Refunds />
      </MantineProvider>,
    );

    const india = (await screen.findByText(due.reference)).closest('tr') as HTMLElement;
    const indonesia = screen.getByText(failed.reference).closest('tr') as HTMLElement;
    expect(within(india).getByText('₹10,275')).toBeTruthy();
    expect(within(india).getByText('To refund')).toBeTruthy();
    expect(within(indonesia).getByText(/^Rp\s50\.000$/)).toBeTruthy();
    expect(within(indonesia).getByText('Extension fee')).toBeTruthy();
    expect(
      within(indonesia).getByText('The balance cannot cover this refund. (INSUFFICIENT_BALANCE)'),
    ).toBeTruthy();

    // A refund needs a reason; the one suggested can be written over.
    fireEvent.click(within(india).getByRole('button', { name: `Refund: refund ${due.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(within(dialog).getByText(/Give ₹10,275 back to \+919812345678/)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Give a reason for the refund.',
    );
    expect(posts).toEqual([]);
    fireEvent.change(reason, { target: { value: 'Paid twice by net banking' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(india).findByText('Refunded')).toBeTruthy();
    expect(posts).toEqual([{ reference: due.reference, reason: 'Paid twice by net banking' }]);
    expect(within(india).queryByRole('button')).toBeNull();

    // A refusal stays in the dialog, in the provider's words, and the row keeps it.
    fireEvent.click(
      within(indonesia).getByRole('button', { name: `Try again: refund ${failed.reference}` }),
    );
    const again = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Refund' }));
    expect((await within(again).findByRole('alert')).textContent).toBe(
      'The provider refused the refund: The balance cannot cover this refund. (INSUFFICIENT_BALANCE). You can try again.',
    );
    expect(within(indonesia).getByText(/try 2/)).toBeTruthy();
  });
});
