import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Jobs from './jobs.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const queue = (name: string, counts: Partial<Record<string, number>> = {}) => ({
  name,
  waiting: 0,
  retrying: 0,
  running: 0,
  failed: 0,
  ...counts,
});

describe('the jobs screen', () => {
  it('shows each queue’s counts and the messages failed for good, and reads them again on Refresh', async () => {
    const answers = [
      {
        queues: [
          queue('deliver-message', { waiting: 3, retrying: 2, running: 1 }),
          queue('reminders-IN'),
        ],
        failedDeliveries: { sms: 4, email: 0 },
      },
      {
        queues: [queue('deliver-message', { failed: 1 }), queue('reminders-IN', { running: 1 })],
        failedDeliveries: { sms: 5, email: 0 },
      },
    ];
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const data = answers[asked.length - 1];
        return new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });
      }),
    );
    render(
      <MantineProvider>
        <Jobs />
      </MantineProvider>,
    );
    const counts = async () => {
      const table = await screen.findByRole('table', { name: 'Queues' });
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);
    };
    const failed = (channel: string) =>
      within(screen.getByRole('region', { name: 'Messages failed for good' })).getByText(channel)
        .nextElementSibling?.textContent;

    expect(await counts()).toEqual(['deliver-message3210', 'reminders-IN0000']);
    expect([failed('SMS'), failed('E-mail')]).toEqual(['4', '0']);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(async () =>
      expect(await counts()).toEqual(['deliver-message0001', 'reminders-IN0010']),
    );
    expect(failed('SMS')).toBe('5');
    expect(asked).toEqual(['/film/ops/jobs', '/film/ops/jobs']);
  });
});
