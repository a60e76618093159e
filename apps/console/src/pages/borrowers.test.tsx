import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Borrowers from './borrowers.tsx';

const borrower = (market: 'IN' | 'ID', creditLimit: number | null) => ({
  userId: 41,
  market,
  phone: market === 'IN' ? '+919812345678' : '+6281234567890',
  createdAt: '2026-11-21T18:45:00.000Z',
  creditLimit,
  outstanding: 0,
  orders: [],
});

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(market: 'IN' | 'ID', creditLimit: number | null) {
  const posts: { creditLimit: number | null; reason: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/film/ops/borrowers/lookup'))
        return envelope({ borrower: borrower(market, creditLimit) });
      const body = JSON.parse(String(init?.body)) as { creditLimit: number | null; reason: string };
      posts.push(body);
      return envelope({ borrower: borrower(market, body.creditLimit) });
    }),
  );
  window.history.replaceState(null, '', '/console/borrowers?order=1201');
  render(
    <MantineProvider>
      <Borrowers />
    </MantineProvider>,
  );
  return posts;
}

const limitField = () => screen.getByRole('textbox', { name: /New limit/ });
const reasonField = () => screen.getByRole('textbox', { name: /Reason/ });
const review = () => fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));

// Many steps each: more than the default five seconds on a busy machine.
describe('a borrower’s limit', { timeout: 20_000 }, () => {
  it('takes whole rupees, never negative, with a reason, and shows the old and new before it changes', async () => {
    const posts = open('IN', 2_500_000);
    const card = await screen.findByRole('heading', { name: 'Borrower 41' });
    expect(card).toBeTruthy();
    // The member's sign-up time is India's, named.
    expect(screen.getByText('22 Nov 2026, 12:15 am IST')).toBeTruthy();

    const tries = [
      ['25000.50', 'Why', 'Enter the limit in whole rupees.'],
      ['-5000', 'Why', 'A limit cannot be negative.'],
      ['25000', 'Why', 'The limit is ₹25,000 already.'],
    ] as const;
    for (const [amount, reason, problem] of tries) {
      fireEvent.change(limitField(), { target: { value: amount } });
      fireEvent.change(reasonField(), { target: { value: reason } });
      review();
      expect(await screen.findByText(problem)).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    fireEvent.change(limitField(), { target: { value: '30000' } });
    fireEvent.change(reasonField(), { target: { value: '  ' } });
    review();
    expect(
      await screen.findByText('Give the reason for the change: it is kept in the audit log.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(reasonField(), { target: { value: 'Repaid two loans on time' } });
    review();
    const dialog = await screen.findByRole('dialog', { name: "Change this borrower's limit?" });
    const row = (name: string) =>
      within(dialog).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('Now')).getByText('₹25,000')).toBeTruthy();
    expect(within(row('New')).getByText('₹30,000')).toBeTruthy();
    expect(within(row('Reason')).getByText('Repaid two loans on time')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the limit' }));
    expect(await screen.findByText('The limit is changed from ₹25,000 to ₹30,000.')).toBeTruthy();
    expect(posts).toEqual([
      { userId: 41, creditLimit: 3_000_000, reason: 'Repaid two loans on time' },
    ]);
  });

  it('takes whole rupiah, and a cleared limit needs its reason and confirmation too', async () => {
    const posts = open('ID', 300_000_000);
    await screen.findByRole('heading', { name: 'Borrower 41' });
    expect(screen.getByText('22 Nov 2026, 01.45 WIB')).toBeTruthy();
    fireEvent.change(limitField(), { target: { value: '2500000.5' } });
    fireEvent.change(reasonField(), { target: { value: 'Why' } });
    review();
    expect(await screen.findByText('Enter the limit in whole rupiah.')).toBeTruthy();

    fireEvent.change(reasonField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Clear/ }));
    expect(
      await screen.findByText('Give the reason for the change: it is kept in the audit log.'),
    ).toBeTruthy();
    fireEvent.change(reasonField(), { target: { value: 'Back to the product limit' } });
    fireEvent.click(screen.getByRole('button', { name: /Clear/ }));
    const dialog = await screen.findByRole('dialog', { name: "Change this borrower's limit?" });
    expect(within(dialog).getByText(/^Rp\s3\.000\.000$/)).toBeTruthy();
    expect(within(dialog).getByText("The product's first-loan limit")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the limit' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(posts).toEqual([{ userId: 41, creditLimit: null, reason: 'Back to the product limit' }]);
  });
});

describe('an order’s consent', () => {
  const order = (orderId: number, consent: unknown) => ({
    orderId,
    productName: 'Tenora Salary Advance',
    principal: 1_000_000,
    market: 'IN',
    termDays: 91,
    createdAt: '2026-11-21T05:30:00.000Z',
    decision: 'pending',
    disbursedAt: null,
    statusText: 'Under review',
    consent,
  });

  it('shows when, to which documents, from which address, device and app the borrower agreed', async () => {
    const documentsId = 'a3'.repeat(32);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope({
          borrower: {
            ...borrower('IN', null),
            orders: [
              order(1202, {
                at: '2026-11-21T06:00:00.000Z',
                documentsId,
                address: '203.0.113.7',
                userAgent: 'Mozilla/5.0 (Linux; Android 14) Tenora',
                deviceId: 'dev-77',
                appVersion: '3.4.1',
              }),
              order(1201, null),
            ],
          },
        }),
      ),
    );
    window.history.replaceState(null, '', '/console/borrowers?order=1202');
    render(
      <MantineProvider>
        <Borrowers />
      </MantineProvider>,
    );
    const [given, none] = await screen.findAllByRole('region', { name: 'Consent' });
    if (!given || !none) throw new Error('a consent block per order');
    const field = (label: string) =>
      within(given).getByText(label).nextElementSibling?.textContent ?? '';
    expect(field('Given')).toBe('21 Nov 2026, 11:30 am IST');
    expect(field('Documents id')).toBe(documentsId);
    expect(field('Address')).toBe('203.0.113.7');
    expect(field('Device')).toBe('Mozilla/5.0 (Linux; Android 14) Tenora · device id dev-77');
    expect(field('App version')).toBe('3.4.1');
    expect(within(none).getByText(/No consent recorded/)).toBeTruthy();
  });
});
