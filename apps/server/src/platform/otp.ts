import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Six digits from a CSPRNG, five minutes, single use, void after five wrong tries
 * (docs/product.md#otp-and-captcha).
 */
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
