import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { isoOf, type HeldRecord } from '../../platform/held-data.ts';

// The borrower's registration on a landing page, for the privacy centre
// (docs/product.md#privacy): registering was accepting the privacy notice, so it is a consent
// of the ledger too.

export interface RegistrationHeld {
  registered_at: Date;
  app_name: string;
  device_id: string | null;
  user_name: string | null;
  invite_code: string | null;
  user_from: string | null;
  app_from: string | null;
  utm_tag: string | null;
}

export async function registrationOf(borrower: BorrowerScope): Promise<RegistrationHeld | null> {
  const rows = await borrower.query<RegistrationHeld>(
    `select registered_at, app_name, device_id, user_name, invite_code, user_from, app_from,
            utm_tag
       from registrations where user_id = $1`,
  );
  return rows[0] ?? null;
}

export function registrationRecord(r: RegistrationHeld): HeldRecord {
  return {
    kind: 'registration',
    registeredAt: isoOf(r.registered_at),
    app: r.app_name,
    deviceId: r.device_id,
    name: r.user_name,
    inviteCode: r.invite_code,
    from: r.user_from,
    appFrom: r.app_from,
    campaign: r.utm_tag,
  };
}

/**
 * Deletes the borrower's registration, the one-time codes sent to their number and the captchas
 * solved for it (an erasure,
 * docs/product.md#privacy). The funnel's counts name no one and stay.
 */
export async function eraseRegistration(
  tx: Queryable,
  userId: number,
  phone: string,
): Promise<{ registration: number; phoneCodes: number }> {
  const registration = await tx.query('delete from registrations where user_id = $1 returning 1', [
    userId,
  ]);
  const codes = await tx.query('delete from phone_codes where phone = $1 returning id', [phone]);
  // A captcha solved for the number keeps it, as the one number its code went to.
  await tx.query('delete from captchas where phone = $1', [phone]);
  return { registration: registration.length, phoneCodes: codes.length };
}
