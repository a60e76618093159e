import { MantineProvider } from '@mantine/core';
import type { OpsQaEntry } from '@tenora/contract/ops';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Chatbot from './chatbot.tsx';

const NO_HINDI = { titleHi: null, aliasHi: null, answerHi: null, keywordsHi: null };

const entry = (
  id: number,
  market: 'IN' | 'ID',
  pid: number,
  actionType: number,
  en: string,
  id_: string,
  more: Partial<OpsQaEntry> = {},
): OpsQaEntry => ({
  id,
  market,
  pid,
  sortOrder: id,
  actionType,
  texts: {
    'en-IN': {
      title: en,
      alias: en,
      answer: actionType === 2 ? `${en}: the answer.` : '',
      keywords: '',
    },
    'id-ID': {
      title: id_,
      alias: id_,
      answer: actionType === 2 ? `${id_}: jawabannya.` : '',
      keywords: '',
    },
  },
  ...NO_HINDI,
  retired: false,
  ...more,
});

const INDIA = [
  entry(100, 'IN', 0, 1, 'Repaying my loan', 'Membayar pinjaman', {
    titleHi: 'मेरा लोन चुकाना',
    aliasHi: 'लोन चुकाना',
  }),
  entry(101, 'IN', 100, 2, 'How do I repay my loan?', 'Bagaimana cara membayar?', {
    titleHi: 'मैं अपना लोन कैसे चुकाऊं?',
    aliasHi: 'चुकाने का तरीका',
    answerHi: 'अपना लोन खोलें और "अभी चुकाएं" पर टैप करें।',
    keywordsHi: 'लोन कैसे चुकाएं',
  }),
  entry(102, 'IN', 100, 2, 'I paid but my loan does not show it', 'Saya sudah membayar'),
];
const INDONESIA = [
  entry(200, 'ID', 0, 1, 'Paying my loan', 'Membayar pinjaman'),
  entry(201, 'ID', 200, 2, 'How do I pay my loan?', 'Bagaimana cara membayar pinjaman saya?'),
];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });

/** The server as the console sees it: the trees, and edits that answer the entry as stored. */
function server() {
  const edits: Record<string, unknown>[] = [];
  const stored = new Map([...INDIA, ...INDONESIA].map((e) => [e.id, e]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/film/ops/chatbot?')) {
        const market = new URLSearchParams(url.split('?')[1]).get('market');
        return envelope({ entries: [...stored.values()].filter((e) => e.market === market) });
      }
      if (url !== '/film/ops/chatbot/edit') throw new Error(`unexpected ${url}`);
      const body = JSON.parse(String(init?.body)) as Record<string, unknown> & { id: number };
      edits.push(body);
      const before = stored.get(body.id) as OpsQaEntry;
      const after = { ...before, ...body } as OpsQaEntry;
      stored.set(after.id, after);
      return envelope(after);
    }),
  );
  return edits;
}

function renderPage() {
  render(
    <MantineProvider>
      <Chatbot />
    </MantineProvider>,
  );
}

async function openEditor(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit "${title}"` }));
  return screen.findByRole('dialog', { name: 'Edit entry' });
}

// The answer boxes autosize, listening for web fonts: jsdom has none.
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

describe('the chatbot editor', () => {
  it('lists India’s tree in Hindi, English where there is no Hindi yet, and saves a Hindi answer', async () => {
    const edits = server();
    renderPage();
    await screen.findByText('Repaying my loan');
    fireEvent.click(screen.getByRole('radio', { name: 'Hindi' }));

    const tree = screen.getByRole('list', { name: 'Chatbot entries' });
    expect(within(tree).getByText('मेरा लोन चुकाना').getAttribute('lang')).toBe('hi-IN');
    const answered = within(tree).getByText('मैं अपना लोन कैसे चुकाऊं?').closest('li') as HTMLElement;
    expect(within(answered).getByText(/अभी चुकाएं/)).toBeTruthy();
    expect(within(answered).queryByText('English shown')).toBeNull();
    // What a Hindi borrower reads of an entry nobody has translated: the English, and staff see so.
    const untranslated = within(tree)
      .getByText('I paid but my loan does not show it')
      .closest('li') as HTMLElement;
    expect(within(untranslated).getByText('English shown')).toBeTruthy();

    const dialog = await openEditor('मैं अपना लोन कैसे चुकाऊं?');
    const hindi = within(dialog).getByRole('group', { name: /Hindi/ });
    const answer = within(hindi).getByRole('textbox', { name: 'Answer' });
    expect(answer.getAttribute('lang')).toBe('hi-IN');
    expect((answer as HTMLTextAreaElement).value).toBe('अपना लोन खोलें और "अभी चुकाएं" पर टैप करें।');
    const typed = 'अपना लोन खोलें, "अभी चुकाएं" पर टैप करें और UPI से भुगतान करें।';
    fireEvent.change(answer, { target: { value: typed } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edits).toEqual([
      {
        id: 101,
        texts: { 'en-IN': INDIA[1]?.texts['en-IN'], 'id-ID': INDIA[1]?.texts['id-ID'] },
        titleHi: 'मैं अपना लोन कैसे चुकाऊं?',
        aliasHi: 'चुकाने का तरीका',
        answerHi: typed,
        keywordsHi: 'लोन कैसे चुकाएं',
      },
    ]);
    expect(within(answered).getByText(/UPI से भुगतान/)).toBeTruthy();
  });

  it('saves an emptied Hindi text as null, saying the borrower then reads the English', async () => {
    const edits = server();
    renderPage();
    const dialog = await openEditor('How do I repay my loan?');
    const hindi = within(dialog).getByRole('group', { name: /Hindi/ });
    // Hindi is optional: an English-only entry can still be saved.
    expect(within(hindi).getByRole('textbox', { name: 'Title' }).hasAttribute('required')).toBe(
      false,
    );
    const answer = within(hindi).getByRole('textbox', { name: 'Answer' });
    expect(within(hindi).queryByText(/see the English/)).toBeNull();
    fireEvent.change(answer, { target: { value: '   ' } });
    expect(answer.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(String(answer.getAttribute('aria-describedby')))?.textContent,
    ).toMatch(/Empty: borrowers reading Hindi see the English\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({ id: 101, answerHi: null, titleHi: 'मैं अपना लोन कैसे चुकाऊं?' });
    // The tree, in Hindi, now shows the English answer that borrower reads.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: 'Hindi' }));
    const row = screen.getByText('मैं अपना लोन कैसे चुकाऊं?').closest('li') as HTMLElement;
    expect(within(row).getByText(/How do I repay my loan\?: the answer\./)).toBeTruthy();
    expect(within(row).getByText('English shown')).toBeTruthy();
  });

  it('shows Indonesia’s tree with no Hindi anywhere, and sends none', async () => {
    const edits = server();
    renderPage();
    await screen.findByText('Repaying my loan');
    // Hindi chosen for India gives way to English in Indonesia.
    fireEvent.click(screen.getByRole('radio', { name: 'Hindi' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Market' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Indonesia', hidden: true }));

    await screen.findByText('Paying my loan');
    expect(screen.queryByRole('radio', { name: 'Hindi' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);

    const dialog = await openEditor('How do I pay my loan?');
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['English', 'Indonesian']);
    fireEvent.change(within(dialog).getAllByRole('textbox', { name: 'Answer' })[1] as HTMLElement, {
      target: { value: 'Buka pinjaman Anda lalu ketuk Bayar.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(edits).toHaveLength(1));
    expect(Object.keys(edits[0] ?? {}).sort()).toEqual(['id', 'texts']);
  });
});
