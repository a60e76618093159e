import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan } from './support-api.ts';

/** The address the page is at, as its path and its query's parameters. */
function at(page: Page): { path: string; query: Record<string, string> } {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

const lastBot = (page: Page) => page.getByTestId('chat-bot').last().innerText();

// Issue 15, items 6 and 12: from the help entry, through the bot, to the complaint form.
describe('help: the chatbot to a hand-over', () => {
  it('India: a topic, a question, "not solved", then a person, with the chosen loan', async ({
    phone: { page, problems },
  }) => {
    await page.goto(`${baseUrl}/complainNewPage?${session('demo-in')}`);
    await page.getByRole('heading', { name: 'Help' }).waitFor();

    // Another loan is chosen from the list, which marks the chosen one.
    await page.getByRole('button', { name: 'All loans' }).click();
    const choices = page.getByTestId('help-order-choice');
    expect(await choices.first().getAttribute('aria-pressed')).toBe('true');
    const other = choices.nth(4);
    const otherNo = /#(\d+)/.exec(await other.innerText())?.[1];
    await other.click();
    await page.waitForURL(new RegExp(`orderNo=${otherNo}`));
    await page.getByTestId('help-order').getByText(`#${otherNo}`).waitFor();

    await page.getByRole('link', { name: 'Repaying my loan' }).click();
    await page.waitForURL(/\/intelligentCustomerService\?/);
    expect(at(page).query).toMatchObject({ selectedIndex: '0', orderNo: otherNo });
    // The topic chosen on the entry is asked at once: its questions are offered.
    await page.getByRole('button', { name: 'How do I repay my loan?' }).click();
    // The answer comes after the tap: wait for it, then it is the bot's last word.
    await page.getByText(/Open your loan and tap Repay\./).waitFor();
    expect(await lastBot(page)).toContain('Open your loan and tap Repay.');

    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByText(/Sorry that did not help\. You can call customer service/).waitFor();
    expect(at(page).path).toBe('/intelligentCustomerService');
    const service = page.getByRole('link', { name: 'Contact customer service' });
    expect(new URL(String(await service.getAttribute('href')), baseUrl).pathname).toBe(
      '/customerService',
    );

    await page.getByRole('button', { name: 'Write to our team' }).click();
    await page.waitForURL(/\/complainPageNext\?/);
    expect(at(page).query).toMatchObject({
      problemType: '7',
      orderNo: otherNo,
      sessionId: 'demo-in',
    });
    expect(problems).toEqual([]);
  });

  it('Indonesia: typed text without an answer, then "make a complaint" from the tree', async ({
    phone: { page, problems },
  }) => {
    await page.goto(`${baseUrl}/intelligentCustomerService?${session('demo-id')}`);
    await page.getByRole('heading', { name: 'Asisten Tenora' }).waitFor();
    const input = page.getByRole('textbox', { name: 'Ketik pertanyaan Anda' });

    // An empty message is not sent.
    await input.fill('   ');
    await page.getByRole('button', { name: 'Kirim' }).click();
    expect(await page.getByTestId('chat-user').count()).toBe(0);

    await input.fill('zebra xylofon');
    await page.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText(/Maaf, saya belum menemukan jawabannya/).waitFor();
    // The bot has answered what was typed after the blank message: a blank one sent would be in
    // the conversation by now, before it.
    expect(await page.getByTestId('chat-user').count()).toBe(1);
    expect(await page.getByTestId('chat-hand-over').innerText()).toBe('Tulis ke tim kami');

    // The tree's own hand-over (action 4) goes to the form at once.
    await page.getByRole('button', { name: 'Topik lain' }).click();
    await page.getByRole('button', { name: 'Membayar pinjaman' }).last().click();
    await page.getByRole('button', { name: 'Tidak ada yang sesuai: buat pengaduan' }).click();
    await page.waitForURL(/\/complainPageNext\?/);
    expect(at(page).query).toMatchObject({ problemType: '7', sessionId: 'demo-id' });
    expect(problems).toEqual([]);
  });

  it('rates an answer: no stars asks to choose, 5 stars asks the shell (a toast here)', async ({
    phone: { page, problems },
  }) => {
    await page.goto(`${baseUrl}/intelligentCustomerService?selectedIndex=0&${session('demo-id')}`);
    await page.getByRole('button', { name: 'Bagaimana cara membayar pinjaman saya?' }).click();
    await page.getByRole('button', { name: 'Ya, selesai' }).click();
    await page.getByRole('button', { name: 'Kirim penilaian' }).click();
    await page.getByRole('alert').getByText('Silakan pilih').waitFor();
    await page.getByRole('radio', { name: '5 bintang' }).click();
    await page.getByRole('button', { name: 'Kirim penilaian' }).click();
    await page.getByText('Terima kasih atas penilaian Anda.').waitFor();
    // No native shell in a browser: the store rating becomes the bridge's thank-you toast.
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('button', { name: 'Kirim penilaian' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('help: the chatbot answers from the borrower’s own loan', () => {
  it.for([
    {
      market: 'IN',
      productId: 2,
      amount: 1_000_000,
      asked: 'When is my payment due?',
      says: /Your next payment on .+ is ₹[\d,.]+, due on .+\.$/,
      offline: "You're offline. I'll send it as soon as you're back online.",
      later: 'Can I pay later?',
      repay: 'Repay',
    },
    {
      market: 'ID',
      productId: 5,
      amount: 300_000_000,
      asked: 'Kapan jatuh tempo pembayaran saya?',
      says: /Pembayaran berikutnya untuk .+ sebesar Rp\s[\d.]+, jatuh tempo pada .+\.$/,
      offline: 'Anda sedang offline. Pesan akan saya kirim begitu Anda kembali online.',
      later: 'Bisa bayar nanti?',
      repay: 'Bayar',
    },
  ] as const)(
    '$market: says when and how much, keeps the talk across a reload, waits out the network, and Repay opens',
    async (m, { phone: { context, page, problems } }) => {
      const loan = await disbursedLoan(m.market, { productId: m.productId, amount: m.amount });
      await page.goto(`${baseUrl}/intelligentCustomerService?orderNo=${loan.orderId}&${loan.b}`);
      await page.getByTestId('chat-input').waitFor();
      await page.getByTestId('chat-input').fill(m.asked);
      await page.getByTestId('chat-input').press('Enter');
      await page.getByTestId('chat-actions').waitFor();
      const answer = await lastBot(page);
      expect(answer).toMatch(m.says);

      // A reload keeps the conversation, the answer and its button.
      await page.reload();
      await page.getByTestId('chat-actions').waitFor();
      expect(await page.getByTestId('chat-user').allInnerTexts()).toEqual([
        expect.stringContaining(m.asked),
      ]);
      expect(await lastBot(page)).toBe(answer);

      // Offline: it says so, and answers once the network is back, with no tap.
      await context.setOffline(true);
      await page.getByTestId('chat-input').fill(m.later);
      await page.getByTestId('chat-input').press('Enter');
      expect(await page.getByTestId('chat-offline').innerText()).toContain(m.offline);
      await context.setOffline(false);
      await expect.poll(() => page.getByTestId('chat-actions').count()).toBe(2);

      // The button acts: Repay of this loan.
      await page.getByTestId('chat-open-repay').first().click();
      await page.waitForURL(/\/repay\?/);
      expect(at(page).query.orderId).toBe(String(loan.orderId));
      expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    },
  );
});
