import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import { DB_KINDS, disbursedLoan, ID, IN, makeTestApp, type TestApp } from './helper.ts';

const BASE = '/h5-api/v3/user-problem';

interface Entry {
  id: number;
  pid: number;
  title_local: string;
  title_local_alias: string;
  action_type: number;
  question: string;
}

describe.each(DB_KINDS)('the help chatbot on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const list = async (session: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/get-qa-list?${session}${query}`,
    });
    expect(res.json().code, res.body).toBe('00');
    return res.json().data as { question: Entry | null; answerList: Entry[] };
  };
  const record = (session: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${BASE}/qa-record?${session}`, payload });

  it('walks categories, questions and answers in the borrower’s market and language', async () => {
    t = await makeTestApp(kind);
    const top = await list(IN);
    expect(top.question).toBeNull();
    expect(top.answerList.map((e) => e.title_local)).toEqual([
      'Repaying my loan',
      'Virtual accounts and bank transfer',
      'Extensions',
      'Key fact statement',
      'Cooling-off and cancelling',
      'Data and privacy',
      'Complaints',
    ]);
    expect(top.answerList.every((e) => e.action_type === 1 && e.pid === 0)).toBe(true);

    const extensions = await list(IN, '&pid=120');
    expect(extensions.question?.title_local).toBe('Extensions');
    expect(extensions.answerList.map((e) => e.action_type)).toEqual([2, 2, 4]);
    // The cost comes from the products: each product's rate, days and count, in rupees' notation.
    const cost = extensions.answerList[0]?.question ?? '';
    expect(cost).toMatch(/5% for 7 days, at most 2 times per loan/);
    expect(cost).not.toContain('{');

    // With an order, the answer is that loan's own fee.
    const forLoan = await list(IN, '&pid=120&orderNo=1004');
    expect(forLoan.answerList[0]?.question).toMatch(/an extension now costs ₹[\d,.]+ and moves/);

    const coolingOff = await list(IN, '&pid=140');
    expect(coolingOff.answerList[0]?.question).toContain('the 3 days after it');
    const complaints = await list(IN, '&pid=160');
    expect(complaints.answerList[1]?.question).toContain('Priya Raman');

    const indonesia = await list(ID);
    expect(indonesia.answerList[0]?.title_local).toBe('Membayar pinjaman');
    const idCost = (await list(ID, '&pid=220')).answerList[0]?.question ?? '';
    expect(idCost).toMatch(/4% untuk 7 hari/);
    expect(idCost).toContain('batas OJK');
    expect((await list(ID, '&pid=260')).answerList[0]?.question).toContain('10 hari kerja');
    // India's entries are not Indonesia's.
    const foreign = await t.app.inject({ method: 'GET', url: `${BASE}/get-qa-list?${ID}&pid=120` });
    expect(foreign.json()).toMatchObject({
      code: '404',
      message: 'Pertanyaan ini tidak tersedia.',
    });
  });

  it('answers typed text from the closest question, or offers a hand-over', async () => {
    t = await makeTestApp(kind);
    const asked = (await record(IN, { type: 4, value: 'What data do you keep about me?' })).json();
    expect(asked).toMatchObject({
      code: '00',
      data: { matched: { id: 151 }, offerHandOver: false },
    });
    expect(asked.data.text).toContain('What the loan needs');
    const cancel = (await record(ID, { type: 4, value: 'bagaimana membatalkan pinjaman?' })).json();
    expect(cancel.data.matched.id).toBe(241);
    const unknown = (await record(IN, { type: 4, value: 'zebra quantum' })).json().data;
    expect(unknown).toEqual({
      text: 'Sorry, I could not find an answer to that. Would you like to make a complaint so that our team can help?',
      matched: null,
      offerHandOver: true,
    });
    expect((await record(IN, { type: 4, value: '   ' })).json()).toMatchObject({
      code: '400',
      message: 'Please type your question.',
    });
    const rows = await t.db.query<{ type: number; matched_id: number | null }>(
      'select type, matched_id from qa_records order by id',
    );
    expect(rows).toEqual([
      { type: 4, matched_id: 151 },
      { type: 4, matched_id: 241 },
      { type: 4, matched_id: null },
    ]);
  });

  it.for([
    {
      market: 'IN',
      productId: 2,
      amount: 1_000_000,
      due: 'When is my next payment due?',
      howMuch: 'how much do I have to pay?',
      later: 'Can I pay later?',
      documents: 'where is my loan agreement',
      says: (product: string, amount: string) => `Your next payment on ${product} is ${amount}`,
    },
    {
      market: 'ID',
      productId: 5,
      amount: 300_000_000,
      due: 'kapan jatuh tempo pembayaran saya?',
      howMuch: 'berapa yang harus saya bayar?',
      later: 'bisa bayar nanti?',
      documents: 'dokumen perjanjian saya di mana',
      says: (product: string, amount: string) =>
        `Pembayaran berikutnya untuk ${product} sebesar ${amount}`,
    },
  ] as const)(
    '$market: answers the common typed questions from the borrower’s own loan, with buttons that act',
    async (m) => {
      t = await makeTestApp(kind);
      const { b, orderId } = await disbursedLoan(t, m.market, {
        productId: m.productId,
        amount: m.amount,
      });
      const way = (
        await t.app.inject({
          method: 'POST',
          url: `/pay/loan/repayment-way?${b}&orderId=${orderId}`,
        })
      ).json().data;
      const [{ name: product } = { name: '' }] = await t.db.query<{ name: string }>(
        'select name from products where id = $1',
        [m.productId],
      );
      const ask = async (value: string) =>
        (await record(b, { type: 4, value })).json().data as {
          text: string;
          actions?: { kind: string; orderId: number }[];
        };

      // The same figure Repay asks for first, and its date, in the borrower's language.
      const due = await ask(m.due);
      expect(due.text).toContain(formatMoney(way.dueNow, m.market));
      expect(due.text).toContain(formatDate(way.dueDate, m.market));
      expect(due.text).toContain(m.says(product, formatMoney(way.dueNow, m.market)));
      expect(due.actions).toEqual([{ kind: 'repay', orderId }]);
      expect((await ask(m.howMuch)).text).toBe(due.text);

      // Paying later: the extension if there is one now, else Repay, never a dead end.
      const later = await ask(m.later);
      expect(later.actions?.map((a) => a.kind)).toContain('repay');
      expect(later.actions?.every((a) => a.orderId === orderId)).toBe(true);

      expect((await ask(m.documents)).actions).toEqual([{ kind: 'documents', orderId }]);
    },
  );

  it("says what a cooling-off exit keeps: each product's fee, and on a loan the exact amount", async () => {
    t = await makeTestApp(kind);
    const general = (await list(IN, '&pid=140')).answerList[0]?.question ?? '';
    expect(general).not.toMatch(/waive/i);
    expect(general).toContain('are one-time and are not refunded if you cancel');
    expect(general).toContain('Tenora Flexi: a fee of 3% of the loan amount, plus 18% GST on it.');
    expect(general).not.toContain('{');

    for (const market of ['IN', 'ID'] as const) {
      const { b, orderId } = await disbursedLoan(t, market);
      const pid = market === 'IN' ? 140 : 240;
      const answer =
        (await list(b, `&pid=${pid}&orderNo=${orderId}`)).answerList[0]?.question ?? '';
      const details = (
        await t.app.inject({
          method: 'POST',
          url: `/v3/loan-details/loan-details?${b}`,
          payload: { orderId },
        })
      ).json().data;
      // The loan's own exit, word for word as loan details offer it.
      expect(details.cancel.text).toMatch(market === 'IN' ? /not refunded/ : /tidak dikembalikan/);
      expect(answer).toContain(details.cancel.text);
      expect(answer).not.toMatch(/waive|dihapuskan/i);
    }
  });

  it('records solved or not, stars and hand-overs', async () => {
    t = await makeTestApp(kind);
    expect((await record(IN, { type: 2, value: 1, qaId: 101 })).json().data).toMatchObject({
      text: 'Glad that helped. How would you rate this answer?',
      offerHandOver: false,
    });
    const notSolved = (await record(IN, { type: 2, value: 2, qaId: 101 })).json().data;
    expect(notSolved.offerHandOver).toBe(true);
    expect(notSolved.text).toContain('+91 80 4719 2200');
    expect((await record(ID, { type: 3, value: 0, qaId: 201 })).json()).toMatchObject({
      code: '400',
      message: 'Silakan pilih',
    });
    expect((await record(ID, { type: 3, value: 5, qaId: 201 })).json().data.text).toBe(
      'Terima kasih atas penilaian Anda.',
    );
    const handOver = await record(IN, { type: 1, qaId: 109, orderNo: 1004 });
    expect(handOver.json()).toMatchObject({ code: '00', data: { offerHandOver: false } });
    // Another borrower's order, and another market's entry, are not found.
    expect((await record(ID, { type: 1, orderNo: 1004 })).statusCode).toBe(404);
    expect((await record(ID, { type: 2, value: 1, qaId: 101 })).statusCode).toBe(404);
    const rows = await t.db.query<{ type: number; order_id: number | null }>(
      'select type, order_id from qa_records order by id',
    );
    expect(rows).toEqual([
      { type: 2, order_id: null },
      { type: 2, order_id: null },
      { type: 3, order_id: null },
      { type: 1, order_id: 1004 },
    ]);
  });
});
