import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Audit from './audit.tsx';

const entry = (id: number) => ({
  id,
  at: '2026-11-21T05:30:00.000Z',
  staffId: 3,
  staffEmail: 'credit@staff.test',
  action: 'order.approve',
  objectType: 'order',
  objectId: String(1000 + id),
  before: { decision: 'pending' },
  after: { decision: 'approved' },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit log', () => {
  it('says "10,000+" when the count stopped at its cap, and pages past it', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        let data: unknown = { staff: [] };
        if (url.startsWith('/film/ops/audit?')) {
          asked.push(url);
          const page = Number(new URL(url, 'http://console').searchParams.get('page'));
          // Past the first 10,000 entries the server counts on, and finds the last one.
          data =
            page === 201
              ? { rows: [entry(10_001)], total: 10_001, totalCapped: false, page, pageSize: 50 }
              : { rows: [entry(1)], total: 10_000, totalCapped: true, page, pageSize: 50 };
        }
        return new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });
      }),
    );
    render(
      <MantineProvider>
        <Audit />
      </MantineProvider>,
    );
    expect(await screen.findByText('10,000+ in all')).toBeTruthy();
    // 200 full pages are counted and more entries follow: a 201st page is offered.
    fireEvent.click(screen.getByRole('button', { name: 'Page 201' }));
    expect(await screen.findByText('10,001 in all')).toBeTruthy();
    expect(screen.getByText('order 11001')).toBeTruthy();
    expect(asked.at(-1)).toContain('page=201');
    expect(screen.queryByRole('button', { name: 'Page 202' })).toBeNull();
  });
});
