import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, disbursedLoan, makeTestApp, type TestApp } from './helper.ts';

/**
 * Loan accounts are kept per process and served only while the database says they are current
 * (docs/decisions/074-loan-accounts-cached-by-version.md). These writes go straight to the
 * database, as another process, a migration or an operator's SQL would make them: none passes
 * through this app's code, so only the database's own triggers can tell the app.
 */
describe.each(DB_KINDS)('loan accounts kept between reads, on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const details = async (b: string, orderId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v3/loan-details/loan-details?${b}`,
      payload: { orderId },
    });
    return res.json();
  };
  const row = (
    data: { userOrderDetail: { detail: { text: string; value: string }[] } },
    text: string,
  ) => data.userOrderDetail.detail.find((r) => r.text === text)?.value;

  it('shows a payment, a moved due date and a renamed product on the next read, whoever wrote them', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await disbursedLoan(t, 'IN');
    const before = (await details(b, orderId)).data;
    const owed = (data: typeof before) => Number(row(data, 'Outstanding')?.replace(/[^\d.]/g, ''));
    expect(owed(before)).toBeGreaterThan(10_000);
    // Read twice: the second answer is the kept one.
    expect((await details(b, orderId)).data).toEqual(before);

    const [payment] = await t.db.query<{ id: number }>(
      `insert into payments (order_id, amount, paid_at, reference, method, kind)
       values ($1, 250000, now(), 'sql-written', 'seed', 'repayment') returning id`,
      [orderId],
    );
    await t.db.query(
      `insert into payment_allocations (payment_id, order_id, period_no, penalty, fee, interest, principal, kind)
       values ($1, $2, 1, 0, 0, 0, 250000, 'paid')`,
      [payment?.id, orderId],
    );
    expect(owed((await details(b, orderId)).data)).toBeCloseTo(owed(before) - 2_500, 2);

    await t.db.query('update instalments set due_date = due_date + 3 where order_id = $1', [
      orderId,
    ]);
    const moved = (await details(b, orderId)).data;
    expect(row(moved, 'Next due date')).not.toBe(row(before, 'Next due date'));

    await t.db.query("update products set name = 'Tenora Renamed' where id = 2");
    expect((await details(b, orderId)).data.productName).toBe('Tenora Renamed');
  });

  it('keeps one borrower’s kept account from another, who is told it is not theirs', async () => {
    t = await makeTestApp(kind);
    const owner = await disbursedLoan(t, 'IN');
    const other = await disbursedLoan(t, 'IN');
    expect((await details(owner.b, owner.orderId)).data.orderId).toBe(owner.orderId);
    const refused = await details(other.b, owner.orderId);
    expect(refused).toMatchObject({ data: null, message: 'We could not find that loan.' });
    expect(JSON.stringify(refused)).not.toContain('Outstanding');
  });
});
