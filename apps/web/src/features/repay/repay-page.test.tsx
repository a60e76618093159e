import { largestPayment } from '@tenora/domain/early-repayment';
import type { Market } from '@tenora/domain/market';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastSnapshot } from '../../platform/toast.ts';
import RepayPage from './repay-page.tsx';
import {
  cleanup,
  click,
  fill,
  renderPage,
  settle,
  type Harness,
  type Reply,
} from '../../platform/page-test-harness.tsx';

const WAY = '/pay/loan/repayment-way';
const COMMIT = '/pay/loan/repayment-commit';
const CONFIRM = '/pay/loan/repayment-confirm';

const HDFC = { id: 11, bankName: 'HDFC Bank', cardNo: '•••• 1111', bankCode: 'HDFC' };
const SBI = { id: 12, bankName: 'State Bank of India', cardNo: '•••• 4242', bankCode: 'SBI' };

function way(over: Record<string, unknown> = {}): Reply {
  const data: Record<string, unknown> = {
    alipay: 0,
    repayToken: 'tok-1',
    bankCards: [HDFC, SBI],
    amount: 500_000,
    market: 'IN',
    partial: false,
    dueDate: '2026-12-01',
    dueKind: 'overdue',
    dueInstead: null,
    ...over,
  };
  // The most one payment takes, as the server works it out (its rule, from the domain).
  const largest = largestPayment({
    market: data.market as Market,
    owed: data.amount as number,
    payoff: data.payoff as { amount: number; allowed: boolean } | undefined,
  });
  return { code: '00', data: { dueNow: data.amount, largest, ...data } };
}

const ADDRESS = '/repay?orderId=5&productId=7&couponId=C1&couponMoney=100';
const toast = () => toastSnapshot().message?.text;

let h: Harness | undefined;
afterEach(async () => {
  await cleanup(h);
  h = undefined;
});

describe('/repay', () => {
  it('shows what is owed and the cards, none chosen when there are several', async () => {
    h = await renderPage(RepayPage, ADDRESS, { [WAY]: way() });
    expect(h.sent(WAY)).toEqual([{ orderId: '5' }]);
    expect(h.$('amount-due')?.textContent).toBe('₹5,000');
    // The ways to pay are their own chunk: the first test waits for it to arrive.
    await waitFor(() => expect(h?.$$('bank-card')).toHaveLength(2), { timeout: 5000 });
    const cards = h.$$('bank-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      'HDFC Bank •••• 1111',
      'State Bank of India •••• 4242',
    ]);
    expect(h.host.querySelectorAll('input[name=bank-card]:checked')).toHaveLength(0);
    const add = new URL(h.$('add-card')?.getAttribute('href') ?? '', 'http://x');
    expect(add.pathname).toBe('/addnormalcard');
    expect(Object.fromEntries(add.searchParams)).toMatchObject({
      orderId: '5',
      productId: '7',
      from: 'payway',
      couponId: 'C1',
      couponMoney: '100',
    });
    expect(h.$('wallet-link')).toBeNull();
    expect(h.$('pay-different')).toBeNull();
  });

  it("shows the loan's currency, not the market of the app the address names", async () => {
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: way({ amount: 180_000_000, market: 'ID' }),
    });
    expect(h.$('amount-due')?.textContent).toMatch(/^Rp\s1\.800\.000$/);
    expect(h.$('pay')?.textContent).toMatch(/Rp\s1\.800\.000/);
  });

  it('asks for a card before paying, and sends nothing', async () => {
    h = await renderPage(RepayPage, ADDRESS, { [WAY]: way() });
    await click(h.$('pay'));
    expect(toast()).toBe('Please choose a bank card first');
    expect(h.sent(COMMIT)).toHaveLength(0);
  });

  it('pays with the one card, then an SMS code: a wrong code, then the right one', async () => {
    let confirms = 0;
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: way({ bankCards: [HDFC] }),
      [COMMIT]: { code: '00', data: { needValid: 1, repayRecordId: 99 } },
      [CONFIRM]: () =>
        ++confirms === 1
          ? { code: '800006', message: 'Incorrect code. 4 tries left.' }
          : { code: '00' },
    });
    expect(h.host.querySelector<HTMLInputElement>('input[type=radio]')?.checked).toBe(true);
    await click(h.$('pay'));
    expect(h.sent(COMMIT)).toEqual([
      {
        amount: 500_000,
        cardId: 11,
        orderId: 5,
        repayToken: 'tok-1',
        bankName: 'HDFC Bank',
        bankCode: 'HDFC',
        cardNo: '•••• 1111',
        couponId: 'C1',
        sendMsg: 1,
      },
    ]);
    expect(h.host.querySelector('[role=dialog]')?.textContent).toContain('Enter the SMS code');
    const resend = h.$<HTMLButtonElement>('resend');
    expect(resend?.textContent).toBe('Resend in 60 s');
    expect(resend?.disabled).toBe(true);

    const input = h.$<HTMLInputElement>('code-input');
    expect(input?.getAttribute('inputmode')).toBe('numeric');
    expect(input?.getAttribute('autocomplete')).toBe('one-time-code');
    await fill(input, '12a3');
    expect(input?.value).toBe('123');
    await click(h.$('confirm-code'));
    expect(toast()).toBe('Please enter the correct code');
    expect(h.sent(CONFIRM)).toHaveLength(0);

    await fill(input, '1234567');
    expect(input?.value).toBe('123456');
    await click(h.$('confirm-code'));
    expect(h.sent(CONFIRM)).toEqual([{ orderId: 5, verifyCode: '123456', repaymentRecordId: 99 }]);
    expect(h.$('code-error')?.textContent).toBe('Incorrect code. 4 tries left.');
    expect(h.$<HTMLInputElement>('code-input')?.value).toBe('');
    expect(h.navigate).not.toHaveBeenCalled();

    await fill(h.$('code-input'), '654321');
    await click(h.$('confirm-code'));
    expect(toast()).toBe('Payment received');
    expect(h.navigate).toHaveBeenCalledWith('/borrowDetail?orderId=5&productId=7', {
      replace: true,
    });
    expect(h.host.querySelector('[role=dialog]')).toBeNull();
  });

  it('treats a second submission as paid, and shows other failures in the step', async () => {
    let confirms = 0;
    h = await renderPage(RepayPage, '/repay?orderId=5&productId=7', {
      [WAY]: way({ bankCards: [HDFC] }),
      [COMMIT]: { code: '00', data: { needValid: 1, repayRecordId: 99 } },
      [CONFIRM]: () =>
        ++confirms === 1
          ? { code: '800001', message: 'The bank declined the payment' }
          : { code: '800005', message: 'dup' },
    });
    await click(h.$('pay'));
    expect(h.sent(COMMIT)[0]).not.toHaveProperty('couponId');
    await fill(h.$('code-input'), '123456');
    await click(h.$('confirm-code'));
    expect(h.$('code-error')?.textContent).toBe('The bank declined the payment');
    expect(h.$('resend')?.textContent).toBe('Resend in 60 s');
    await click(h.$('confirm-code'));
    expect(toast()).toBe('This payment was already submitted');
    expect(h.navigate).toHaveBeenCalledWith('/borrowDetail?orderId=5&productId=7', {
      replace: true,
    });
  });

  it('cancel closes the step; paying again commits with the same token', async () => {
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: way(),
      [COMMIT]: { code: '00', data: { needValid: 1, repayRecordId: 99 } },
    });
    await click(h.$$('bank-card')[1]?.querySelector('input'));
    await click(h.$('pay'));
    const dialog = h.host.querySelector('[role=dialog]');
    const cancel = [...(dialog?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Cancel',
    );
    await click(cancel);
    expect(h.host.querySelector('[role=dialog]')).toBeNull();
    await click(h.$('pay'));
    expect(h.sent(COMMIT).map((b) => [b.cardId, b.repayToken])).toEqual([
      [12, 'tok-1'],
      [12, 'tok-1'],
    ]);
  });

  it('goes straight to the loan when no code is needed', async () => {
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: way({ bankCards: [HDFC] }),
      [COMMIT]: { code: '00', data: { needValid: 0, repayRecordId: 99 } },
    });
    await click(h.$('pay'));
    expect(h.host.querySelector('[role=dialog]')).toBeNull();
    expect(h.navigate).toHaveBeenCalledWith('/borrowDetail?orderId=5&productId=7', {
      replace: true,
    });
  });

  it('pays a different amount typed on the keypad, within what is owed', async () => {
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: way({ bankCards: [HDFC], partial: true }),
      [COMMIT]: { code: '00', data: { needValid: 0, repayRecordId: 99 } },
    });
    await click(h.$('pay-different'));
    const keypad = h.$('money-keypad');
    const key = (label: string) =>
      [...(keypad?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === label || b.getAttribute('aria-label') === label,
      );
    expect(h.$<HTMLButtonElement>('keypad-confirm')?.disabled).toBe(true);
    for (const k of ['6', '0', '0', '0']) await click(key(k));
    // The market's separators on screen; the value typed stays plain digits.
    expect(h.$('keypad-display')?.textContent).toBe('₹6,000');
    await click(h.$('keypad-confirm'));
    expect(h.host.querySelector('[role=alert]')?.textContent).toBe('You can pay at most ₹5,000');
    await click(key('Delete'));
    await click(key('Delete'));
    for (const k of ['.', '5']) await click(key(k));
    await click(h.$('keypad-confirm'));
    expect(h.$('money-keypad')).toBeNull();
    expect(h.$('amount-custom')?.textContent).toBe('₹60.50');
    expect(h.$('pay')?.textContent).toBe('Pay ₹60.50');
    await click(h.$('pay'));
    expect(h.sent(COMMIT)[0]?.amount).toBe(6050);
  });

  it('keeps the keypad within the payoff while paying off is allowed: the button shows what is charged', async () => {
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: way({
        bankCards: [HDFC],
        partial: true,
        amount: 600_000,
        dueNow: 100_000,
        payoff: { amount: 550_000, allowed: true, opensOn: null, coolingOff: false },
      }),
      [COMMIT]: { code: '00', data: { needValid: 0, repayRecordId: 99 } },
    });
    await click(h.$('pay-different'));
    const keypad = h.$('money-keypad');
    const key = (label: string) =>
      [...(keypad?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label);
    // Everything owed (₹6,000) is more than paying off costs (₹5,500).
    for (const k of ['6', '0', '0', '0']) await click(key(k));
    await click(h.$('keypad-confirm'));
    expect(h.host.querySelector('[role=alert]')?.textContent).toBe('You can pay at most ₹5,500');
    expect(h.$('pay')?.textContent).not.toBe('Pay ₹6,000');
  });

  it('offers the wallet when the server lists it, for the amount chosen (ID, no point key)', async () => {
    h = await renderPage(
      RepayPage,
      '/repay?orderId=5&productId=7&withholdingAmount=300',
      {
        [WAY]: way({
          alipay: 1,
          partial: true,
          amount: 15_000_000,
          dueNow: 5_000_000,
          market: 'ID',
          methods: ['va', 'store', 'wallet', 'card'],
        }),
      },
      'ID',
    );
    expect(h.$$('method-va').length).toBe(1);
    expect(h.$('method-upi')).toBeNull();
    await click(h.$('method-wallet')?.querySelector('input'));
    await click(h.$('wallet-link'));
    const wallet = new URL(String(h.navigate.mock.calls.at(-1)?.[0]), 'http://x');
    expect(wallet.pathname).toBe('/alipayrepayment');
    expect(Object.fromEntries(wallet.searchParams)).toMatchObject({
      orderId: '5',
      productId: '7',
      amount: '5000000',
      from: 'payway',
    });
    await click(h.$('pay-different'));
    const keypad = h.$('money-keypad');
    const labels = [...(keypad?.querySelectorAll('button') ?? [])].map((b) => b.textContent);
    expect(labels).not.toContain('.');
    expect(labels).toContain('Selesai');
    const key = (label: string) =>
      [...(keypad?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label);
    for (const k of ['1', '2', '3', '4', '5', '6', '7']) await click(key(k));
    expect(h.$('keypad-display')?.textContent).toBe('Rp1.234.567');
  });

  it("sends a card to the provider's own page where it takes cards there: no card form, no Pay button", async () => {
    h = await renderPage(RepayPage, '/repay?orderId=5&productId=7', {
      [WAY]: way({ methods: ['upi', 'card', 'netbanking'], cardEntry: 'page', bankCards: [] }),
      '/pay/loan/card-page-start': {
        code: '00',
        data: { url: 'https://rzp.io/i/abc123', reference: 'crd_1' },
      },
    });
    await click(h.$('method-card')?.querySelector('input'));
    expect(h.$('method-card')?.textContent).toContain(
      "On the payment page, with your bank's check",
    );
    expect(h.$('pay')).toBeNull();
    expect(h.host.textContent).toContain('We never see your card number.');
    await click(h.$('card-page-continue'));
    await waitFor(() =>
      expect(h?.sent('/pay/loan/card-page-start')).toEqual([{ orderId: 5, amount: 500_000 }]),
    );
  });

  it('leads with what is due now, offers paying off second, and says when paying off opens', async () => {
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: way({
        partial: true,
        amount: 5_367_717,
        dueNow: 1_933_561,
        dueDate: '2020-01-10',
        payoff: { amount: 5_000_000, allowed: true, opensOn: null, coolingOff: false },
      }),
    });
    expect(h.$('amount-due')?.textContent).toBe('₹19,335.61');
    expect(h.$('choose-due')?.textContent).toContain('Due now (was due 10 Jan 2020)');
    expect(h.$<HTMLInputElement>('choose-due')?.querySelector('input')?.checked).toBe(true);
    expect(h.$('amount-payoff')?.textContent).toBe('₹50,000');
    expect(h.$('pay')?.textContent).toBe('Pay ₹19,335.61');
    await click(h.$('choose-payoff')?.querySelector('input'));
    expect(h.$('pay')?.textContent).toBe('Pay ₹50,000');
    await cleanup(h);

    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: way({
        partial: true,
        amount: 5_367_717,
        dueNow: 1_933_561,
        dueDate: '2999-01-10',
        dueKind: 'next',
        payoff: { amount: 5_000_000, allowed: false, opensOn: '2999-02-01', coolingOff: false },
      }),
    });
    expect(h.$('amount-payoff')).toBeNull();
    expect(h.$('payoff-opens')?.textContent).toBe(
      'You can pay off the whole loan from 1 Feb 2999.',
    );
    expect(h.$('not-due-yet')?.textContent).toContain('Nothing is due yet');
    expect(h.$('choose-due')?.textContent).toContain('Next instalment, due 10 Jan 2999');
  });

  it('says what is due as the server decided it, whatever the date on the phone', async () => {
    // The phone thinks it is long past the due date; the loan's own clock says it is not due yet.
    vi.useFakeTimers({ now: new Date('2031-06-01T12:00:00Z'), toFake: ['Date'] });
    try {
      h = await renderPage(RepayPage, ADDRESS, {
        [WAY]: way({ partial: true, dueNow: 100_000, dueDate: '2026-12-01', dueKind: 'next' }),
      });
      expect(h.$('choose-due')?.textContent).toContain('Next instalment, due 1 Dec 2026');
      expect(h.$('not-due-yet')?.textContent).toContain('Nothing is due yet');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the payoff first where it costs less than what is due, and says so before the tap', async () => {
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: way({
        partial: true,
        amount: 594_841,
        dueNow: 572_594,
        dueKind: 'payoff',
        dueInstead: 594_841,
        payoff: { amount: 572_594, allowed: true, opensOn: null, coolingOff: false },
      }),
    });
    expect(h.$('choose-due')?.textContent).toContain('Pay off the whole loan');
    expect(h.$('choose-due')?.textContent).toContain(
      'Paying off the whole loan today costs less than the ₹5,948.41 due',
    );
    expect(h.$('amount-due')?.textContent).toBe('₹5,725.94');
    // The dearer figure is not offered: it would be charged the payoff anyway.
    expect(h.$('amount-payoff')).toBeNull();
    expect(h.$('pay')?.textContent).toBe('Pay ₹5,725.94');
  });

  const UPI_START = '/pay/loan/upi-start';
  const upiWay = () =>
    way({
      partial: true,
      amount: 5_367_717,
      dueNow: 1_933_561,
      methods: ['upi', 'card', 'netbanking', 'va'],
      payoff: { amount: 5_000_000, allowed: true, opensOn: null, coolingOff: false },
    });
  const upiPayment = (amount: number, reference: string): Reply => ({
    code: '00',
    data: {
      reference,
      link: `upi://pay?pa=t%40sbx&pn=T&am=${(amount / 100).toFixed(2)}&tr=${reference}&tn=L&cu=INR`,
      amount,
      market: 'IN',
      payee: 't@sbx',
      payeeName: 'T',
      expireAt: '2999-01-01T00:00:00.000Z',
      status: 'pending',
      collectTo: null,
    },
  });
  /**
   * Nothing of a code on the screen: no link, no QR code, no reference, nothing to pay. What holds
   * the code's place (its layout, unseen) is hidden from everyone and takes no tap.
   */
  const noCode = () => {
    for (const id of ['upi', 'upi-open', 'upi-qr', 'upi-qr-amount', 'upi-vpa', 'upi-waiting'])
      expect(h?.$(id), id).toBeNull();
    const seen = h?.host.cloneNode(true) as HTMLElement;
    for (const ghost of seen.querySelectorAll('.upi-ghost')) {
      expect(ghost.getAttribute('aria-hidden')).toBe('true');
      expect(ghost.hasAttribute('inert')).toBe(true);
      ghost.remove();
    }
    expect(seen.textContent).not.toMatch(/Reference|Scan to pay|Waiting for your payment/);
  };

  it('pays India by UPI first: the code is made by a tap, then a QR code of the link with its amount, and a collect id checked for form', async () => {
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: upiWay(),
      [UPI_START]: ({ amount }) => upiPayment(Number(amount), 'upi1'),
      '/pay/loan/upi-collect': {
        code: '00',
        data: { reference: 'upi1', collectTo: 'ravi@ybl', status: 'pending' },
      },
    });
    expect(h.$('pay')).toBeNull();
    // The ways to pay are their own chunk; once they show, and all they asked has answered, UPI
    // has asked nothing of the server: the borrower's tap makes the code.
    await waitFor(() => expect(h?.$('method-upi')).not.toBeNull(), { timeout: 5000 });
    await settle();
    expect(h.sent(UPI_START)).toEqual([]);
    noCode();
    expect(h.$('upi-start')?.textContent).toBe('Get UPI code for ₹19,335.61');
    expect(h.$('method-upi')?.textContent).toContain('Your UPI code opens your UPI app');

    await click(h.$('upi-start'));
    expect(h.sent(UPI_START)).toEqual([{ orderId: 5, amount: 1_933_561 }]);
    const link = 'upi://pay?pa=t%40sbx&pn=T&am=19335.61&tr=upi1&tn=L&cu=INR';
    // The QR encoder is its own chunk.
    await waitFor(() => expect(h?.$('upi-qr')?.getAttribute('data-link')).toBe(link), {
      timeout: 5000,
    });
    expect(h.$('upi-start')).toBeNull();
    expect(h.$('upi-qr-amount')?.textContent).toContain('₹19,335.61');
    expect(h.$('upi-qr-amount')?.textContent).toContain('Reference upi1');
    // The tap's next step is paying: it has the focus.
    expect(document.activeElement).toBe(h.$('upi-open'));
    await fill(h.$('upi-vpa'), 'ravi');
    await click(h.$('upi-collect'));
    expect(h.$('upi-vpa-error')?.textContent).toBe(
      'Please enter a UPI ID like name@bank, as shown in your UPI app.',
    );
    expect(h.sent('/pay/loan/upi-collect')).toEqual([]);
    await fill(h.$('upi-vpa'), ' ravi@YBL ');
    await click(h.$('upi-collect'));
    expect(h.sent('/pay/loan/upi-collect')).toEqual([{ reference: 'upi1', vpa: 'ravi@ybl' }]);
    expect(h.$('upi-collect-sent')?.textContent).toContain('ravi@ybl');
    expect(h.host.textContent).not.toMatch(/Alfamart|Indomaret/);
  });

  it('offers no collect request where the provider sends none: the QR code and the UPI app only', async () => {
    const answer = upiPayment(1_933_561, 'upi2') as { code: string; data: Record<string, unknown> };
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: upiWay(),
      [UPI_START]: { ...answer, data: { ...answer.data, collect: false } },
    });
    await waitFor(() => expect(h?.$('upi-start')).not.toBeNull(), { timeout: 5000 });
    await click(h.$('upi-start'));
    await waitFor(() => expect(h?.$('upi-qr')).not.toBeNull(), { timeout: 5000 });
    expect(h.$('upi-vpa')).toBeNull();
    expect(h.$('upi-collect')).toBeNull();
    expect(h.$('upi-open')).not.toBeNull();
  });

  it('asks for a new UPI code only when the borrower taps again after changing the amount', async () => {
    let n = 0;
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: upiWay(),
      [UPI_START]: ({ amount }) => upiPayment(Number(amount), `upi${++n}`),
    });
    await waitFor(() => expect(h?.$('upi-start')).not.toBeNull(), { timeout: 5000 });
    await click(h.$('upi-start'));
    await waitFor(() => expect(h?.$('upi-qr')).not.toBeNull(), { timeout: 5000 });

    // Paying off instead: the code for the old amount goes, and nothing is asked until a tap.
    await click(h.$('choose-payoff')?.querySelector('input'));
    noCode();
    expect(h.sent(UPI_START)).toHaveLength(1);
    expect(h.$('upi-start')?.textContent).toBe('Get UPI code for ₹50,000');
    expect(h.$('method-upi')?.textContent).toContain('You changed the amount.');
    await click(h.$('upi-start'));
    expect(h.sent(UPI_START)).toEqual([
      { orderId: 5, amount: 1_933_561 },
      { orderId: 5, amount: 5_000_000 },
    ]);
    await waitFor(() => expect(h?.$('upi-qr-amount')?.textContent).toContain('₹50,000'));
    expect(h.$('upi-qr-amount')?.textContent).toContain('Reference upi2');

    // A look at the card and back: the same code, asked for nothing again.
    await click(h.$('method-card')?.querySelector('input'));
    expect(h.$('upi-qr-amount')).toBeNull();
    await click(h.$('method-upi')?.querySelector('input'));
    expect(h.$('upi-qr-amount')?.textContent).toContain('Reference upi2');
    expect(h.sent(UPI_START)).toHaveLength(2);
  });

  it('says why a UPI code did not come, offline, refused or broken, with a retry that makes it', async () => {
    let answer: 'offline' | 'refused' | 'broken' | 'ok' = 'offline';
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: upiWay(),
      [UPI_START]: ({ amount }) => {
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        if (answer === 'refused') return { code: '01', message: 'Nothing is owed on this loan.' };
        if (answer === 'broken') return { code: '00', data: { reference: 1 } };
        return upiPayment(Number(amount), 'upi9');
      },
    });
    await waitFor(() => expect(h?.$('upi-start')).not.toBeNull(), { timeout: 5000 });
    await click(h.$('upi-start'));
    expect(h.$('upi-problem')?.textContent).toBe(
      "You're offline, so we could not get your UPI code. Check your connection and try again.",
    );
    expect(h.$('upi-problem')?.getAttribute('role')).toBe('alert');
    expect(h.$('upi-start')?.textContent).toBe('Try again');
    noCode();

    answer = 'refused';
    await click(h.$('upi-start'));
    expect(h.$('upi-problem')?.textContent).toBe('Nothing is owed on this loan.');
    expect(h.$('upi-start')?.textContent).toBe('Try again');
    noCode();

    answer = 'broken';
    await click(h.$('upi-start'));
    expect(h.$('upi-problem')?.textContent).toBe(
      'We could not get your UPI code. Please try again.',
    );
    noCode();

    answer = 'ok';
    await click(h.$('upi-start'));
    await waitFor(() => expect(h?.$('upi-qr')).not.toBeNull(), { timeout: 5000 });
    expect(h.$('upi-problem')).toBeNull();
    expect(h.sent(UPI_START)).toHaveLength(4);
  });

  it('speaks Bahasa Indonesia on the UPI panel too: every word exists in both catalogues', async () => {
    h = await renderPage(
      RepayPage,
      ADDRESS,
      { [WAY]: upiWay(), [UPI_START]: ({ amount }) => upiPayment(Number(amount), 'upi1') },
      'ID',
    );
    await waitFor(() => expect(h?.$('upi-start')).not.toBeNull(), { timeout: 5000 });
    // The answer's market is India's, so the money stays in rupees; the words follow the app.
    expect(h.$('upi-start')?.textContent).toBe('Dapatkan kode UPI untuk ₹19,335.61');
    expect(h.sent(UPI_START)).toEqual([]);
  });

  it('shows the failure with a retry when the payway cannot load', async () => {
    h = await renderPage(RepayPage, ADDRESS, {
      [WAY]: { code: '01', message: 'Order not found' },
    });
    expect(h.host.textContent).toContain('We could not load your repayment details.');
    expect(h.host.textContent).toContain('Order not found');
    expect(toast()).not.toBe('Order not found');
  });
});
