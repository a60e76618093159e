import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './db.ts';

/** DECISIONS §9: six digits from a CSPRNG, five minutes, single use, void after five wrong tries. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_TRIES = 5;

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to what it unlocks (`scope`: an attempt, a phone and purpose), so it cannot be reused elsewhere. */
export function hashOtp(scope: string, code: string): string {
  return createHash('sha256').update(`${scope}:${code}`).digest('hex');
}

export function otpMatches(scope: string, code: string, hash: string | null): boolean {
  if (!hash || !/^\d{6}$/.test(code)) return false;
  return timingSafeEqual(Buffer.from(hashOtp(scope, code), 'hex'), Buffer.from(hash, 'hex'));
}

/** DECISIONS §9 resend limits, per phone, or per borrower for a signed-in borrower's codes. */
const LIMITS = { cooldownMs: 60_000, perTenMinutes: 3, perDay: 10 };

export type SendVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export async function mayReceiveCode(
  db: Queryable,
  who: { userId: number } | { phone: string },
  now: Date,
): Promise<SendVerdict> {
  const [column, value] = 'userId' in who ? ['user_id', who.userId] : ['phone', who.phone];
  const rows = await db.query<{ sent_at: Date }>(
    `select sent_at from otp_sends where ${column} = $1 and sent_at > $2 order by sent_at desc`,
    [value, new Date(now.getTime() - 86_400_000)],
  );
  const t = now.getTime();
  const last = rows[0]?.sent_at.getTime();
  if (last !== undefined && t - last < LIMITS.cooldownMs) {
    return { ok: false, retryAfterSeconds: Math.ceil((LIMITS.cooldownMs - (t - last)) / 1000) };
  }
  const recent = rows.filter((r) => t - r.sent_at.getTime() < 10 * 60_000);
  if (recent.length >= LIMITS.perTenMinutes) {
    const oldest = recent.at(-1)?.sent_at.getTime() ?? t;
    return { ok: false, retryAfterSeconds: Math.ceil((oldest + 10 * 60_000 - t) / 1000) };
  }
  if (rows.length >= LIMITS.perDay) {
    const oldest = rows.at(-1)?.sent_at.getTime() ?? t;
    return { ok: false, retryAfterSeconds: Math.ceil((oldest + 86_400_000 - t) / 1000) };
  }
  return { ok: true };
}

export async function recordCodeSent(
  db: Queryable,
  sent: { userId?: number; phone: string; purpose: string; at: Date },
): Promise<void> {
  await db.query(
    'insert into otp_sends (user_id, phone, purpose, sent_at) values ($1, $2, $3, $4)',
    [sent.userId ?? null, sent.phone, sent.purpose, sent.at],
  );
}
