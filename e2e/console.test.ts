import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Phone, PhoneOptions } from './browser.ts';
import { it } from './fixtures.ts';
import { photo } from './photo.ts';
import { formatZonedDateTime } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import {
  baseUrl,
  disbursedLoan,
  newBorrower,
  postForm,
  postJson,
  pushLoan,
  type Market,
} from './support-api.ts';

/** The development accounts `npm start` prints (modules/staff DEV_STAFF). */
const DEV = {
  admin: { email: 'admin@tenora.dev', password: 'tenora-admin-dev-only' },
  agent: { email: 'agent@tenora.dev', password: 'tenora-agent-dev-only' },
  credit: { email: 'credit@tenora.dev', password: 'tenora-credit-dev-only' },
};

/** A member of staff at a desktop browser: 1280 px wide, as the console is made for. */
async function desk(openPhone: (opts?: PhoneOptions) => Promise<Phone>) {
  const { page, problems } = await openPhone({
    context: {
      viewport: { width: 1280, height: 900 },
      isMobile: false,
      hasTouch: false,
      // The browser's own desktop user agent, not a phone's.
      userAgent: undefined,
    },
  });
  return {
    page,
    // The session check before signing in answers 401 by design; the browser logs it.
    problems: () => problems.filter((p) => !/status of 401/.test(p)),
  };
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${baseUrl}/console/`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console sections' }).waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

describe('the operator console', () => {
  it('an admin adds an agent, who answers a complaint with an image; the borrower reads it', async ({
    openPhone,
  }) => {
    const { b } = await newBorrower('IN');
    const text = 'The fee on my statement is not the one I agreed to.';
    const saved = await postJson(
      '/h5-api/v3/user-problem/problem-save',
      { problemType: 4, problemDetail: text },
      `?${b}`,
    );
    const problemId = saved.data.problemId as number;
    const reference = saved.data.reference as string;

    const { page, problems } = await desk(openPhone);
    // The admin adds an agent.
    await signIn(page, DEV.admin);
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('button', { name: 'Add a member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a member of staff' });
    const email = `agent-${Date.now()}@tenora.test`;
    const password = 'a-long-enough-password';
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Name').fill('Asha Agent');
    await dialog.getByRole('textbox', { name: 'First password' }).fill(password);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('cell', { name: email }).waitFor();
    await signOut(page);

    // The agent signs in and sees only an agent's pages.
    await signIn(page, { email, password });
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Complaints',
      'Data requests',
      'Chatbot',
      'Contact inbox',
    ]);
    await page.goto(`${baseUrl}/console/staff`);
    await page.getByText("You don't have access to this").waitFor();

    // The queue, with its summary, finds the complaint by its reference.
    await nav.getByRole('link', { name: 'Complaints' }).click();
    await page.getByRole('region', { name: 'Summary by market' }).waitFor();
    await page.getByRole('table').waitFor();
    await page.getByLabel('Reference').fill(reference);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Complaint ${reference}` }).waitFor();
    await page.getByText(text).waitFor();

    // The reply, with a real image through the upload path.
    const image = await photo(page, 1200, 900, 140);
    await page
      .getByRole('textbox', { name: 'Reply' })
      .fill('We have refunded the difference to your account.');
    await page.locator('input[type=file]').setInputFiles([image]);
    await page.getByText('Uploaded').waitFor();
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('heading', { name: 'Process Result sent' }).waitFor();
    // The sent image is served to staff.
    const sent = page.getByRole('button', { name: /Reply image 1 of 1/ }).locator('img');
    // Given time as a busy machine needs to serve it, not the poll's default five seconds.
    await expect
      .poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(problems()).toEqual([]);

    // The borrower's complaint shows the Process Result, and is Resolved in the list.
    const mobile = await openPhone();
    await mobile.page.goto(`${baseUrl}/complainDetails?problemId=${problemId}&${b}`);
    await mobile.page.getByTestId('cp-result').getByText('We have refunded').waitFor();
    await mobile.page.goto(`${baseUrl}/complaintList?${b}`);
    await mobile.page.getByTestId('cp-tab').nth(1).click();
    expect(await mobile.page.getByTestId('cp-item').innerText()).toContain(reference);
  });

  it('an agent answers a borrower’s correction within its legal time; the borrower reads the answer', async ({
    openPhone,
  }) => {
    const { b, phone } = await newBorrower('IN');
    const detail = `My name is spelt wrong: it is Asha Rao (${Date.now()}).`;
    const asked = await postForm('/film/privacy/request', { kind: 'correction', detail }, `?${b}`);
    const request = (asked.data.requests as { id: number; kind: string; dueAt: string }[]).find(
      (r) => r.kind === 'correction',
    );
    if (!request) throw new Error(`no correction request: ${JSON.stringify(asked)}`);

    const { page, problems } = await desk(openPhone);
    await signIn(page, DEV.agent);
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Data requests' })
      .click();
    await page.getByRole('region', { name: 'Summary by market' }).waitFor();
    // The filters go into the address, so the narrowed queue holds this borrower's request.
    await page.getByRole('combobox', { name: 'Market' }).click();
    await page.getByRole('option', { name: 'India' }).click();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Correction' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?market=IN&kind=correction');
    const row = page.getByRole('row').filter({ hasText: detail });
    await row.waitFor();
    // Due by India's clock: the end of the 30th day, in IST, as the member reads it.
    const due = formatZonedDateTime(new Date(request.dueAt), 'IN');
    expect(due).toMatch(/ 12:00 am IST$/);
    await row.getByRole('cell', { name: due, exact: true }).waitFor();
    await row.getByRole('cell', { name: phone, exact: true }).waitFor();

    await row.getByRole('button', { name: `Answer: Correction request ${request.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer this request?' });
    await dialog
      .getByText(`Correction request ${request.id} from ${phone} (India), due ${due}.`)
      .waitFor();
    const note = 'We corrected your name to Asha Rao in our records.';
    await dialog.getByRole('textbox', { name: /Note to the borrower/ }).fill(note);
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Corrected', { exact: true }).waitFor();
    await row.getByText(/^by Dev Agent, \d{1,2} \w{3} \d{4}, \d\d:\d\d [ap]m IST$/).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(problems()).toEqual([]);

    // Answered once: the server refuses a second answer to the same request, in words.
    const again = await page.evaluate(async (id) => {
      const me = await fetch('/film/ops/me').then((r) => r.json());
      const answer = await fetch('/film/ops/data-requests/act', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.data.csrfToken },
        body: JSON.stringify({ id, action: 'refuse', note: 'No.' }),
      });
      return answer.json() as Promise<{ code: unknown; message: string }>;
    }, request.id);
    expect(again.code).not.toBe(0);
    expect(again.message).not.toBe('');

    // The borrower's privacy centre shows the request done, with the lender's answer.
    const view = await fetch(`${baseUrl}/film/privacy?${b}`).then((r) => r.json());
    expect(view.data.requests).toContainEqual(
      expect.objectContaining({ id: request.id, status: 'done', detail, answer: note }),
    );
  });

  it(
    'an agent approves an erasure: the row shows it erasing, then erased once the job is done',
    // The job runs beside the server's other work; on a busy machine it can take a while.
    { timeout: 120_000 },
    async ({ openPhone }) => {
      // A borrower who never borrowed: nothing the law keeps stands in the way.
      const { b, phone } = await newBorrower('ID');
      const asked = await postForm('/film/privacy/request', { kind: 'erasure' }, `?${b}`);
      const request = (asked.data.requests as { id: number; kind: string }[]).find(
        (r) => r.kind === 'erasure',
      );
      if (!request) throw new Error(`no erasure request: ${JSON.stringify(asked)}`);

      const { page, problems } = await desk(openPhone);
      await signIn(page, DEV.agent);
      await page.goto(`${baseUrl}/console/data-requests?market=ID&kind=erasure`);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByText(`No. ${request.id}`, { exact: true }) });
      await row.getByRole('cell', { name: phone, exact: true }).waitFor();
      await row
        .getByRole('button', { name: `Approve erasure: Erasure request ${request.id}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Approve this erasure?' });
      await dialog.getByText(`Erasure request ${request.id} from ${phone} (Indonesia)`).waitFor();
      await dialog
        .getByRole('textbox', { name: /Note to the borrower/ })
        .fill('Akun Anda kami tutup dan data Anda kami hapus.');
      await dialog.getByRole('button', { name: 'Approve erasure' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row.getByText('Erasing…').waitFor();

      // The job erases in the background; Refresh on the row reads it again until it is done.
      const erased = row.getByText(/^Erased \d{1,2} \w{3} \d{4}, \d\d\.\d\d WIB$/);
      await expect
        .poll(
          async () => {
            if (await erased.count()) return true;
            await row
              .getByRole('button', { name: `Refresh Erasure request ${request.id}` })
              .click();
            await row
              .getByRole('button', { name: /^Refresh/ })
              .or(erased)
              .first()
              .waitFor();
            return (await erased.count()) > 0;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe(true);
      // Never a borrower, so forgotten whole: the number is gone from the row too.
      await row.getByText('Forgotten').waitFor();
      expect(problems()).toEqual([]);
    },
  );

  it('a credit officer approves and disburses a loan; the borrower sees "Repayment pending"', async ({
    openPhone,
  }) => {
    const { b } = await newBorrower('IN');
    const { orderId } = (await pushLoan({ productId: 2, amount: 1_000_000, periods: 91 }, b)).data;
    // The account the loan is paid into, given as the app gives it; the sandbox verifies it.
    const account = await postForm(
      '/film/borrower/bank-account',
      { holderName: 'Asha Rao', accountNumber: '112143112154', bankCode: 'HDFC0000053' },
      `?${b}`,
    );
    expect(account.data?.account?.status).toBe('verified');

    const { page, problems } = await desk(openPhone);
    await signIn(page, DEV.credit);
    await page.getByRole('link', { name: 'Loans' }).click();
    const row = () =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(orderId), exact: true }) });
    await row().waitFor();
    await row().getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('dialog', { name: 'Approve this loan?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await row().waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Approved, to disburse' }).click();
    await row().waitFor();
    // It pays into the borrower's account, which the provider verified.
    await row().getByText('HDFC0000053 •••• 2154').waitFor();
    await row().getByText('Verified', { exact: true }).waitFor();
    await row()
      .getByRole('button', { name: `Disburse order ${orderId}` })
      .click();
    const disburse = page.getByRole('dialog', { name: 'Disburse this loan?' });
    await disburse.getByText('into HDFC0000053 •••• 2154 (Asha Rao)').waitFor();
    await disburse.getByRole('button', { name: 'Disburse' }).click();
    await row().waitFor({ state: 'detached' });
    expect(problems()).toEqual([]);

    const mobile = await openPhone();
    await mobile.page.goto(`${baseUrl}/borrowDetail?orderId=${orderId}&productId=2&${b}`);
    await mobile.page.getByTestId('status-headline').waitFor();
    expect(await mobile.page.getByTestId('status-headline').innerText()).toBe('Repayment pending');
  });

  it('a credit officer opens the reconciliation: its latest runs and what waits to be resolved', async ({
    openPhone,
  }) => {
    const { page, problems } = await desk(openPhone);
    await signIn(page, DEV.credit);
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Reconciliation' })
      .click();
    await page.getByRole('heading', { name: 'Reconciliation', level: 2 }).waitFor();
    // The server reconciles at 6 am in each market's morning: until then no run, and nothing to
    // resolve; a run since may have found something.
    const runs = page.getByRole('region', { name: 'Latest runs' });
    await runs
      .getByText(/^No run yet/)
      .or(runs.getByRole('table'))
      .waitFor();
    await page
      .getByText("Nothing to resolve: every provider's books matched ours.")
      .or(page.getByRole('button', { name: /^Resolve item \d+/ }).first())
      .waitFor();
    await page.getByRole('tab', { name: 'Resolved' }).click();
    await page.getByRole('tabpanel', { name: 'Resolved' }).getByRole('table').waitFor();
    expect(problems()).toEqual([]);
  });

  it('a credit officer refunds money paid twice; the borrower sees it on the loan, in each market’s words', async ({
    openPhone,
  }) => {
    // Each borrower pays off their loan at the provider twice; the second payment is set aside.
    const paidTwice = async (market: Market) => {
      const loan =
        market === 'IN'
          ? { productId: 2, amount: 1_000_000 }
          : { productId: 4, amount: 200_000_000 };
      const borrower = await disbursedLoan(market, loan);
      const payoff = (
        await postJson('/pay/loan/repayment-way', { orderId: borrower.orderId }, `?${borrower.b}`)
      ).data.payoff.amount as number;
      // A bank transfer number asked for first, then the bank's or wallet's page paid: the number
      // is withdrawn, and money that still reaches it is set aside for refund.
      const { vcode } = (
        await postJson(
          '/v3/loan-details/generate-vcode',
          {
            orderId: borrower.orderId,
            amount: payoff,
            pay_type: 1,
            payCode: market === 'IN' ? 'SBI' : 'BCA',
            specific_num: 1,
          },
          `?${borrower.b}`,
        )
      ).data as { vcode: string };
      const start = market === 'IN' ? '/pay/loan/netbanking-start' : '/pay/loan/repayment-huichao';
      const { reference } = (
        await postJson(start, { orderId: borrower.orderId, amount: payoff }, `?${borrower.b}`)
      ).data as { reference: string };
      for (const paid of [reference, vcode])
        await postJson('/film/dev/payments/complete', {
          reference: paid,
          outcome: 'paid',
          late: true,
        });
      return { ...borrower, payoff, reference: vcode };
    };
    const india = await paidTwice('IN');
    const indonesia = await paidTwice('ID');

    const { page, problems } = await desk(openPhone);
    await signIn(page, DEV.credit);
    await page.getByRole('link', { name: 'Refunds' }).click();
    for (const due of [india, indonesia]) {
      const row = page.getByRole('row').filter({ hasText: due.reference });
      await row.getByText('To refund').waitFor();
      expect(await row.innerText()).toContain(formatMoney(due.payoff, due.market));
      await row.getByRole('button', { name: `Refund: refund ${due.reference}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Paid twice; the loan was repaid');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await row.getByText('Refunded').waitFor();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(problems()).toEqual([]);

    const mobile = await openPhone();
    const words = {
      IN: /^Refunded to you on \d{1,2} \w{3} \d{4}$/,
      ID: /^Dikembalikan kepada Anda pada \d{1,2} \w{3} \d{4}$/,
    };
    for (const due of [india, indonesia]) {
      await mobile.page.goto(
        `${baseUrl}/borrowDetail?orderId=${due.orderId}&productId=${due.productId}&${due.b}`,
      );
      const line = mobile.page
        .getByTestId('detail-rows')
        .locator('.row')
        .filter({
          has: mobile.page.locator('dt', { hasText: words[due.market] }),
        });
      await line.waitFor();
      expect(await line.locator('dd').innerText()).toBe(formatMoney(due.payoff, due.market));
    }
  });
});
