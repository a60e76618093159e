import { MantineProvider } from '@mantine/core';
import type { StaffRole } from '@tenora/contract/endpoint';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session } from '../app/session.ts';
import DataRequests from './data-requests.tsx';

const request = (
  id: number,
  more: Partial<{
    kind: string;
    market: 'IN' | 'ID';
    status: string;
    detail: string | null;
    openedAt: string;
    dueAt: string;
    overdue: boolean;
    dueSoon: boolean;
    phone: string | null;
    closedAt: string | null;
    closedBy: string | null;
    answer: string | null;
    erasedAt: string | null;
  }> = {},
) => ({
  id,
  kind: 'correction',
  status: 'open',
  detail: null,
  openedAt: '2026-11-20T03:00:00.000Z',
  dueAt: '2026-11-23T03:00:00.000Z',
  closedAt: null,
  answer: null,
  userId: 100 + id,
  market: 'ID',
  phone: '+6281234567890',
  overdue: false,
  dueSoon: false,
  closedBy: null,
  erasedAt: null,
  ...more,
});

const overdue = request(7, {
  kind: 'grievance',
  detail: 'Penagih menelepon kantor saya.',
  openedAt: '2026-11-18T03:00:00.000Z',
  dueAt: '2026-11-21T03:00:00.000Z',
  overdue: true,
});
const correction = request(8, {
  market: 'IN',
  phone: '+919812345678',
  detail: 'My name is Asha Rao, not Asha Roa.',
  openedAt: '2026-11-01T05:30:00.000Z',
  // The end of the 30th day in IST: midnight at the start of 2 December.
  dueAt: '2026-12-01T18:30:00.000Z',
  dueSoon: true,
});
const erasure = request(9, { kind: 'erasure' });
const answered = request(3, {
  kind: 'grievance',
  status: 'done',
  detail: 'Why do you keep my data?',
  closedAt: '2026-11-19T04:00:00.000Z',
  closedBy: 'Ayu Lestari',
  answer: 'Kami menyimpan data pinjaman selama 5 tahun sesuai hukum.',
});

const list = (rows: unknown[]) => ({
  counts: [
    { market: 'IN', open: 1, dueSoon: 1, overdue: 0 },
    { market: 'ID', open: 2, dueSoon: 0, overdue: 1 },
  ],
  rows,
  total: rows.length,
  page: 1,
  pageSize: 50,
});

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });
const refusal = (message: string) =>
  new Response(JSON.stringify({ code: 1, data: null, message }), { status: 200 });

type Post = { id: number; action: string; note: string };

function serve(
  answer: (url: string, post?: Post) => Response | Promise<Response>,
): ReturnType<typeof vi.fn> {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    answer(url, init?.body ? (JSON.parse(String(init.body)) as Post) : undefined),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(roles: StaffRole[] = ['agent']) {
  const staff = { id: 4, email: 'agent@tenora.dev', name: 'Dev Agent', roles };
  render(
    <MantineProvider>
      <Session.Provider value={{ staff, signOut: () => undefined }}>
        <DataRequests />
      </Session.Provider>
    </MantineProvider>,
  );
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/console/data-requests');
});

describe('the data requests page', () => {
  it('leads with the overdue request, marks the due soon one, and counts each market', async () => {
    const fetch = serve(() => envelope(list([overdue, correction, erasure, answered])));
    window.history.replaceState(null, '', '/console/data-requests?market=ID&kind=grievance');
    show(['agent', 'credit']);

    const rows = (await screen.findAllByRole('row')).slice(1);
    const [first, second, third, fourth] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('Overdue')).toBeTruthy();
    expect(within(first).getByText('Grievance')).toBeTruthy();
    expect(within(first).getByText('Penagih menelepon kantor saya.')).toBeTruthy();
    expect(within(second).queryByText('Overdue')).toBeNull();
    expect(within(second).getByText('Due soon')).toBeTruthy();
    expect(within(third).queryByText('Due soon')).toBeNull();
    expect(within(third).getByText('Open')).toBeTruthy();
    // Opened and due in the market's own time, its zone named.
    expect(within(first).getByRole('cell', { name: '18 Nov 2026, 10.00 WIB' })).toBeTruthy();
    expect(within(first).getByRole('cell', { name: '21 Nov 2026, 10.00 WIB' })).toBeTruthy();
    expect(within(second).getByRole('cell', { name: '1 Nov 2026, 11:00 am IST' })).toBeTruthy();
    expect(within(second).getByRole('cell', { name: '2 Dec 2026, 12:00 am IST' })).toBeTruthy();
    expect(within(second).getByText('India')).toBeTruthy();
    // The phone opens the borrower for a member whose roles open Borrowers.
    expect(within(second).getByRole('link', { name: '+919812345678' }).getAttribute('href')).toBe(
      '/borrowers?phone=%2B919812345678',
    );
    // Only an open request can be acted on; an erasure is approved, not answered.
    expect(within(third).getByRole('button', { name: 'Approve erasure: Erasure request 9' }));
    expect(within(third).queryByRole('button', { name: /^Answer/ })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Answer: Grievance request 7' })).toBeTruthy();
    expect(within(fourth).queryByRole('button')).toBeNull();
    expect(within(fourth).getByText('Answered')).toBeTruthy();
    expect(within(fourth).getByText('by Ayu Lestari, 19 Nov 2026, 11.00 WIB')).toBeTruthy();
    expect(
      within(fourth).getByText('Note: Kami menyimpan data pinjaman selama 5 tahun sesuai hukum.'),
    ).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Summary by market' });
    const india = within(summary).getByText('India').parentElement as HTMLElement;
    const indonesia = within(summary).getByText('Indonesia').parentElement as HTMLElement;
    expect(within(india).getByText('within 72 hours')).toBeTruthy();
    expect(within(indonesia).getByText('within 24 hours')).toBeTruthy();
    expect(within(indonesia).getByText('Overdue').nextElementSibling?.textContent).toBe('1');
    expect(within(indonesia).getByText('Open').nextElementSibling?.textContent).toBe('2');

    // The filters in the address reach the call, and a change goes back into the address.
    const [url] = fetch.mock.calls[0] as [string];
    expect(url).toBe('/film/ops/data-requests?market=ID&kind=grievance&page=1');
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Overdue', hidden: true }));
    expect(window.location.search).toBe('?market=ID&kind=grievance&status=overdue');
    await vi.waitFor(() =>
      expect(fetch.mock.calls.at(-1)?.[0]).toBe(
        '/film/ops/data-requests?market=ID&kind=grievance&status=overdue&page=1',
      ),
    );
  });

  it('gives an agent without Borrowers the number as text, and a forgotten one as such', async () => {
    serve(() => envelope(list([correction, request(10, { phone: null, status: 'refused' })])));
    show(['agent']);
    const row = await rowOf('+919812345678');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(await rowOf('Forgotten')).getByText('Refused')).toBeTruthy();
  });

  it('answers a correction with a required note that the dialog says goes to the borrower', async () => {
    const posts: Post[] = [];
    serve((url, post) => {
      if (!post) return envelope(list([correction]));
      posts.push(post);
      return envelope({
        ...correction,
        status: 'done',
        dueSoon: false,
        closedAt: '2026-11-21T09:15:00.000Z',
        closedBy: 'Dev Agent',
        answer: post.note,
      });
    });
    show();
    const row = await rowOf('My name is Asha Rao, not Asha Roa.');
    fireEvent.click(within(row).getByRole('button', { name: 'Answer: Correction request 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer this request?' });
    expect(
      within(dialog).getByText(
        'Correction request 8 from +919812345678 (India), due 2 Dec 2026, 12:00 am IST.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText("The note is sent to the borrower as the lender's answer."),
    ).toBeTruthy();

    const note = within(dialog).getByRole('textbox', { name: /Note to the borrower/ });
    expect(note.getAttribute('maxlength')).toBe('1000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Write the note to the borrower.',
    );
    expect(posts).toEqual([]);

    fireEvent.change(note, { target: { value: '  Your name now reads Asha Rao.  ' } });
    expect(within(dialog).getByText('33 of 1,000 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(row).findByText('Corrected')).toBeTruthy();
    expect(posts).toEqual([{ id: 8, action: 'answer', note: 'Your name now reads Asha Rao.' }]);
    expect(within(row).getByText('by Dev Agent, 21 Nov 2026, 02:45 pm IST')).toBeTruthy();
    expect(within(row).getByText('Note: Your name now reads Asha Rao.')).toBeTruthy();
    expect(within(row).queryByText('Due soon')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('keeps a refusal by the server in the dialog, in its words', async () => {
    serve((url, post) =>
      post
        ? refusal('This borrower has a loan still open: it must be repaid before the erasure.')
        : envelope(list([erasure])),
    );
    show();
    const row = await rowOf('No. 9');
    fireEvent.click(
      within(row).getByRole('button', { name: 'Approve erasure: Erasure request 9' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve this erasure?' });
    expect(within(dialog).getByText(/Erasure request 9 from \+6281234567890 \(Indonesia\)/));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note to the borrower/ }), {
      target: { value: 'Your data will be erased.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve erasure' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This borrower has a loan still open: it must be repaid before the erasure.',
    );
    expect(screen.getByRole('dialog', { name: 'Approve this erasure?' })).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
  });

  it('shows an approved erasure as erasing, then erased once it is looked up again', async () => {
    const lookups: string[] = [];
    serve((url, post) => {
      if (post)
        return envelope({
          ...erasure,
          status: 'erasing',
          // Closed once the job has erased, not when approved.
          closedAt: null,
          closedBy: 'Dev Agent',
          answer: post.note,
        });
      if (url.includes('status=all')) {
        lookups.push(url);
        // The one row, by its id, as the job left it.
        return envelope({
          ...list([
            {
              ...erasure,
              status: 'done',
              closedAt: '2026-11-21T04:00:05.000Z',
              closedBy: 'Dev Agent',
              answer: 'Your data will be erased.',
              erasedAt: '2026-11-21T04:00:05.000Z',
            },
          ]),
          total: 1,
        });
      }
      return envelope(list([erasure]));
    });
    show();
    const row = await rowOf('No. 9');
    fireEvent.click(
      within(row).getByRole('button', { name: 'Approve erasure: Erasure request 9' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve this erasure?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note to the borrower/ }), {
      target: { value: 'Your data will be erased.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve erasure' }));
    expect(await within(row).findByText('Erasing…')).toBeTruthy();
    expect(within(row).getByText('Approved by Dev Agent')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Refresh Erasure request 9' }));
    expect(await within(row).findByText('Erased 21 Nov 2026, 11.00 WIB')).toBeTruthy();
    expect(within(row).queryByText('Erasing…')).toBeNull();
    expect(within(row).getByText('Approved by Dev Agent')).toBeTruthy();
    expect(lookups).toEqual([`/film/ops/data-requests?id=${erasure.id}&status=all`]);
  });

  it('says a failed load in words, and Try again loads it again', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1 ? new Response('', { status: 503 }) : envelope(list([overdue]));
    });
    show();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Something went wrong');
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Penagih menelepon kantor saya.')).toBeTruthy();
  });
});
