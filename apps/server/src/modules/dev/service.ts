import { randomInt } from 'node:crypto';
import type { Market } from '@tenora/domain/market';
import { createUser, userByPhone } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { emailOutboxOf } from '../../platform/email.ts';
import { outboxOf } from '../../platform/sms.ts';

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
    const id = await createUser(db, { market, phone: candidate, at: clock.now(), creditLimit });
    if (id !== null) return { id, phone: candidate };
    if (phone) {
      // A named phone that already exists is that borrower: a fresh session for them.
      const existing = await userByPhone(db, phone);
      return existing && existing.market === market ? existing : null;
    }
  }
  throw new Error('could not allocate a test phone number');
}

export async function smsOutbox(db: Queryable, to: string) {
  const rows = await outboxOf(db, to);
  return rows.map((r) => ({
    to: r.to_phone,
    text: r.body,
    ...(r.code ? { code: r.code } : {}),
    sentAt: r.sent_at.toISOString(),
  }));
}

export async function emailOutbox(db: Queryable, to: string) {
  const rows = await emailOutboxOf(db, to);
  return rows.map((r) => ({
    to: r.to_address,
    subject: r.subject,
    text: r.body_text,
    ...(r.body_html !== null ? { html: r.body_html } : {}),
    reference: r.reference,
    locale: r.locale,
    sentAt: r.sent_at.toISOString(),
  }));
}
