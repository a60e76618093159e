import { randomInt } from 'node:crypto';
import type { Market } from '@tenora/domain/market';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';

// Fresh test borrowers get numbers from ranges no real subscriber is issued in the demos.
function randomPhone(market: Market): string {
  const tail = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return market === 'IN' ? `+9170${tail}` : `+62899${tail}`;
}

export async function createBorrower(
  db: Queryable,
  clock: Clock,
  market: Market,
  phone?: string,
  creditLimit?: number,
): Promise<{ id: number; phone: string } | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = phone ?? randomPhone(market);
    const rows = await db.query<{ id: number; phone: string }>(
      `insert into users (market, phone, created_at, credit_limit) values ($1, $2, $3, $4)
       on conflict (phone) do nothing returning id, phone`,
      [market, candidate, clock.now(), creditLimit ?? null],
    );
    if (rows[0]) return rows[0];
    if (phone) {
      // A named phone that already exists is that borrower: a fresh session for them.
      const existing = await db.query<{ id: number; phone: string; market: Market }>(
        'select id, phone, market from users where phone = $1',
        [phone],
      );
      return existing[0] && existing[0].market === market ? existing[0] : null;
    }
  }
  throw new Error('could not allocate a test phone number');
}

export async function smsOutbox(db: Queryable, to: string) {
  const rows = await db.query<{
    to_phone: string;
    body: string;
    code: string | null;
    sent_at: Date;
  }>(
    'select to_phone, body, code, sent_at from sms_outbox where to_phone = $1 order by sent_at desc, id desc limit 50',
    [to],
  );
  return rows.map((r) => ({
    to: r.to_phone,
    text: r.body,
    ...(r.code ? { code: r.code } : {}),
    sentAt: r.sent_at.toISOString(),
  }));
}
