import { afterEach, describe, expect, it } from 'vitest';
import { listApplications } from '../src/modules/loans/staff.ts';
import type { Db } from '../src/platform/db.ts';
import { DB_KINDS, disbursedLoan, makeTestApp, type TestApp } from './helper.ts';
import { ops, staffSession, type StaffSession } from './ops-helper.ts';

/** The console's long lists as a grown book needs them (decision 109). */
describe.each(DB_KINDS)('the console’s long lists on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  async function page(admin: StaffSession, query: string) {
    const res = await ops(t, admin, 'GET', `/film/ops/audit?${query}`);
    expect(res.json().code, res.body).toBe(0);
    const data = res.json().data as { rows: unknown[]; total: number; totalCapped: boolean };
    return { rows: data.rows.length, total: data.total, totalCapped: data.totalCapped };
  }

  it('counts the audit log up to 10,000 entries, says when more match, and pages on past them', async () => {
    t = await makeTestApp(kind);
    const admin = await staffSession(t, ['admin']);
    // 10,000 entries of one object type and one more of another, all of one action.
    await t.db.query(
      `insert into audit_log (at, staff_id, action, object_type, object_id)
       select $1::timestamptz - g * interval '1 second', null, 'bulk.write',
              case when g <= 10000 then 'bulk' else 'bulk-extra' end, g::text
         from generate_series(1, 10001) g`,
      [t.clock.now()],
    );

    // Exactly the cap: an exact count.
    expect(await page(admin, 'objectType=bulk')).toEqual({
      rows: 50,
      total: 10_000,
      totalCapped: false,
    });
    // Fewer: exact.
    expect(await page(admin, 'objectType=bulk-extra')).toEqual({
      rows: 1,
      total: 1,
      totalCapped: false,
    });
    // One more than the cap: 10,000 and more.
    expect(await page(admin, 'action=bulk.write')).toEqual({
      rows: 50,
      total: 10_000,
      totalCapped: true,
    });
    // The unfiltered log holds the sign-in too.
    expect(await page(admin, '')).toEqual({ rows: 50, total: 10_000, totalCapped: true });
    // The last page within the cap still says more follow; the page after it has them, counted.
    expect(await page(admin, 'action=bulk.write&page=200')).toEqual({
      rows: 50,
      total: 10_000,
      totalCapped: true,
    });
    const res = await ops(t, admin, 'GET', '/film/ops/audit?action=bulk.write&page=201');
    expect(res.json().data).toMatchObject({
      total: 10_001,
      totalCapped: false,
      rows: [{ objectType: 'bulk-extra', objectId: '10001' }],
    });
    expect(await page(admin, 'objectType=bulk&page=201')).toEqual({
      rows: 0,
      total: 10_000,
      totalCapped: false,
    });
  });

  it('lists applications with the summaries a borrower’s lookup shows, in queries that do not grow with the page', async () => {
    t = await makeTestApp(kind);
    const credit = await staffSession(t, ['credit']);
    const review = [
      await disbursedLoan(t, 'IN', undefined, { disburse: false }),
      await disbursedLoan(t, 'ID', undefined, { disburse: false }),
      await disbursedLoan(t, 'ID', undefined, { disburse: false }),
    ];
    const approved = await disbursedLoan(t, 'IN', undefined, { disburse: false });
    await ops(t, credit, 'POST', '/film/ops/loans/approve', { orderId: approved.orderId });

    interface Application {
      order: { orderId: number; market: string };
      userId: number;
      phone: string;
      bankAccount: { accountMasked: string } | null;
    }
    const list = async (query: string) => {
      const res = await ops(t, credit, 'GET', `/film/ops/loans/applications?${query}`);
      expect(res.json().code, res.body).toBe(0);
      return res.json().data as { rows: Application[]; total: number };
    };
    // Each row as the borrower's own lookup tells the order, consent and status words included.
    const asLookedUp = async (rows: Application[]) => {
      for (const row of rows) {
        const res = await ops(
          t,
          credit,
          'GET',
          `/film/ops/borrowers/lookup?orderId=${row.order.orderId}`,
        );
        const borrower = res.json().data.borrower;
        expect(row).toEqual({
          order: borrower.orders.find((o: { orderId: number }) => o.orderId === row.order.orderId),
          userId: borrower.userId,
          phone: borrower.phone,
          // Where the loan would be paid: masked, whatever the borrower gave.
          bankAccount:
            row.bankAccount &&
            expect.objectContaining({ accountMasked: expect.stringMatching(/^•••• \d{4}$/) }),
          payout: null,
        });
      }
    };

    const all = await list('state=review');
    expect(all.rows.map((r) => r.order.orderId)).toEqual(
      expect.arrayContaining(review.map((r) => r.orderId)),
    );
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.find((r) => r.order.orderId === review[1]?.orderId)?.order).toMatchObject({
      decision: 'pending',
      statusText: 'Under review',
      consent: expect.objectContaining({ documentsId: expect.any(String) }),
    });
    await asLookedUp(all.rows);

    const indonesia = await list('state=review&market=ID');
    expect(indonesia.rows.every((r) => r.order.market === 'ID')).toBe(true);
    expect(indonesia.rows.map((r) => r.order.orderId)).toEqual(
      expect.arrayContaining([review[1]?.orderId, review[2]?.orderId]),
    );
    expect(indonesia.rows.map((r) => r.order.orderId)).not.toContain(review[0]?.orderId);
    expect(indonesia.total).toBe(indonesia.rows.length);
    expect((await list('state=review&market=IN')).total).toBe(all.total - indonesia.total);

    const waiting = await list('state=approved');
    expect(waiting.rows.map((r) => r.order.orderId)).toContain(approved.orderId);
    expect(waiting.rows.find((r) => r.order.orderId === approved.orderId)?.order).toMatchObject({
      decision: 'approved',
      disbursedAt: null,
    });
    await asLookedUp(waiting.rows);
    const paged = await list('state=review&pageSize=1&page=2');
    expect(paged).toMatchObject({ total: all.total, rows: [all.rows[1]] });

    // The same few queries for a page of one and for the whole queue.
    let queries = 0;
    const counted: Db = {
      ...t.db,
      query: (sql, params) => (queries++, t.db.query(sql, params)),
    };
    const deps = { db: counted, clock: t.clock };
    await listApplications(deps, { state: 'review', page: 1, pageSize: 1 });
    const forOne = queries;
    queries = 0;
    const whole = await listApplications(deps, { state: 'review', page: 1, pageSize: 50 });
    expect(whole.rows.length).toBeGreaterThan(2);
    expect(queries).toBe(forOne);
    expect(queries).toBeLessThanOrEqual(3);
  });
});
