import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Queue from './queue.tsx';

const row = (
  id: number,
  overdue: boolean,
  dueDate: string,
  more: { dueSoon?: boolean; assignee?: { staffId: number; name: string } } = {},
) => ({
  complaintId: id,
  reference: `TNC-ID-00000${id}`,
  market: 'ID',
  type: 4,
  typeTitle: 'Fees and charges',
  status: 'open',
  createdAt: '2026-11-01T03:00:00.000Z',
  dueDate,
  overdue,
  dueSoon: more.dueSoon ?? false,
  extended: false,
  answeredAt: null,
  excerpt: 'Biaya tidak sesuai.',
  assignee: more.assignee ?? null,
});

const ANSWERS: Record<string, unknown> = {
  '/film/ops/complaints': {
    rows: [
      row(1, true, '2026-11-10'),
      row(2, false, '2026-11-30', { dueSoon: true, assignee: { staffId: 4, name: 'Ayu Lestari' } }),
      row(3, false, '2026-12-09'),
    ],
    total: 3,
    page: 1,
    pageSize: 50,
  },
  '/film/ops/complaints/summary': {
    markets: [
      {
        market: 'IN',
        open: 0,
        overdue: 0,
        dueSoon: 0,
        answered: 4,
        answeredWithinDue: 3,
        answeredOrOverdue: 4,
        shareAnsweredWithinDue: 0.75,
      },
      {
        market: 'ID',
        open: 3,
        overdue: 1,
        dueSoon: 1,
        answered: 0,
        answeredWithinDue: 0,
        answeredOrOverdue: 1,
        shareAnsweredWithinDue: 0,
      },
    ],
    types: [
      { type: 2, title: 'Repayment' },
      { type: 4, title: 'Fees and charges' },
    ],
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the complaint queue', () => {
  it('marks the overdue complaint first and shows each market’s summary', async () => {
    const fetch = vi.fn(async (url: string) => {
      const data = ANSWERS[url.split('?')[0] ?? ''];
      return new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/console/complaints?market=ID');
    render(
      <MantineProvider>
        <Queue />
      </MantineProvider>,
    );
    const first = await screen.findByRole('link', { name: 'TNC-ID-000001' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Overdue')).toBeTruthy();
    expect(rows[0]?.contains(first)).toBe(true);
    expect(within(rows[1] as HTMLElement).queryByText('Overdue')).toBeNull();
    // Due within two working days: marked, after the overdue one, with who holds it.
    expect(within(rows[1] as HTMLElement).getByText('Due soon')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Ayu Lestari')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText('Due soon')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('No one')).toBeTruthy();
    // The filter in the address reaches the call.
    expect(fetch.mock.calls.some(([url]) => url.includes('market=ID'))).toBe(true);
    const summary = screen.getByRole('region', { name: 'Summary by market' });
    expect(within(summary).getByText('75%')).toBeTruthy();
    // Indonesia has answered nothing, and one complaint is past its due date: none in time.
    expect(within(summary).getByText('0%')).toBeTruthy();
    expect(within(summary).getByText('0 of 1 answered or overdue')).toBeTruthy();
    // Times and due dates are the market's own, its zone named.
    expect(within(rows[0] as HTMLElement).getByText('1 Nov 2026, 10.00 WIB')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('10 Nov 2026')).toBeTruthy();
    // The type filter offers the types the server names.
    fireEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(
      await screen.findByRole('option', { name: 'Fees and charges', hidden: true }),
    ).toBeTruthy();
  });
});
