import { MantineProvider } from '@mantine/core';
import type { StaffMember } from '@tenora/contract/ops';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session } from '../app/session.ts';
import { setCsrfToken } from '../platform/api.ts';
import Staff from './staff.tsx';

const member = (id: number, name: string, more: Partial<StaffMember> = {}): StaffMember => ({
  id,
  email: `${name.toLowerCase()}@staff.test`,
  name,
  roles: ['agent'],
  disabled: false,
  createdAt: '2026-11-01T03:00:00.000Z',
  lastSignInAt: null,
  failedSignIns: 0,
  lockedUntil: null,
  ...more,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the staff screen', () => {
  it('unlocks a member held back by failed sign-ins, with the session’s CSRF token', async () => {
    const admin = member(1, 'Asha', { roles: ['admin'] });
    let guessed = member(2, 'Budi', {
      failedSignIns: 7,
      lockedUntil: '2026-11-02T03:15:00.000Z',
    });
    const posts: { url: string; body: unknown; csrf: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        let data: unknown = { staff: [admin, guessed, member(3, 'Chitra')] };
        if (init.method === 'POST') {
          posts.push({
            url,
            body: JSON.parse(String(init.body)),
            csrf: new Headers(init.headers).get('x-csrf-token'),
          });
          guessed = { ...guessed, failedSignIns: 0, lockedUntil: null };
          data = guessed;
        }
        return new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });
      }),
    );
    setCsrfToken('the-session-token');
    render(
      <MantineProvider>
        <Session.Provider value={{ staff: admin, signOut: () => undefined }}>
          <Staff />
        </Session.Provider>
      </MantineProvider>,
    );
    const row = (await screen.findByText('Budi')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/^Locked until/)).toBeTruthy();
    expect(within(row).getByText('7 failed sign-ins')).toBeTruthy();
    // Only a member with failures has the control.
    expect(screen.queryByRole('button', { name: 'Unlock Chitra' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Unlock Budi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Budi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));

    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Unlock Budi' })).toBeNull(),
    );
    expect(posts).toEqual([
      { url: '/film/ops/staff/unlock', body: { staffId: 2 }, csrf: 'the-session-token' },
    ]);
    const after = screen.getByText('Budi').closest('tr') as HTMLElement;
    expect(within(after).getByText('Active')).toBeTruthy();
    expect(within(after).queryByText(/failed sign-in/)).toBeNull();
  });
});
