import type { BorrowerEmail, BorrowerPhone } from '@tenora/contract/borrower-contact';
import { maskEmail } from '@tenora/domain/email';
import { maskPhone, parsePhone } from '@tenora/domain/phone';
import { writeAudit } from '../../platform/audit.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import { EmailDeliveryError } from '../../platform/email.ts';
import { AppError, badInput, businessFailure } from '../../platform/errors.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import { hashOtp, newOtpCode, OTP_MAX_TRIES, OTP_TTL_MS, otpMatches } from '../../platform/otp.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { CODE_SEND_WINDOWS, enforceLimit } from '../../platform/rate-limit.ts';
import { SmsDeliveryError } from '../../platform/sms.ts';
import { notify } from '../notifications/index.ts';
import {
  finishChange,
  recordWrongTry,
  startChange,
  voidChanges,
  waitingChange,
  type ContactChangeRow,
  type ContactKind,
} from './repository.ts';

/**
 * The borrower's phone number and e-mail address, changed by the borrower
 * (docs/product.md#my-details). A new one is theirs only once the code sent to it comes back; a
 * new number needs a code to the number they have now as well, so a stolen session cannot move
 * their codes elsewhere. Each change is audited, masked, and told to the borrower.
 */

interface Ctx {
  deps: AppDeps;
  borrower: BorrowerScope;
  t: Translate;
}

/** What a code is bound to: this borrower, this kind, the number or address it goes to. */
const codeScope = (userId: number, side: 'current' | 'new', kind: ContactKind, to: string) =>
  `contact:${userId}:${kind}:${side}:${to}`;

/** The value a change waits to confirm while its codes work; null when none does. */
async function pendingOf(ctx: Ctx, kind: ContactKind): Promise<string | null> {
  const change = await waitingChange(ctx.borrower, kind);
  return change && change.expires_at > ctx.deps.clock.now() ? change.new_value : null;
}

export async function emailView(ctx: Ctx): Promise<BorrowerEmail> {
  return { email: await ctx.borrower.email(), pending: await pendingOf(ctx, 'email') };
}

export async function phoneView(ctx: Ctx): Promise<BorrowerPhone> {
  // The session's number is read afresh: the scope was made before a change of this request.
  const account = await ctx.borrower.account();
  return { phone: account?.phone ?? ctx.borrower.phone, pending: await pendingOf(ctx, 'phone') };
}

/** Codes per borrower and channel for their contact details, apart from their payment codes. */
async function takeCodeSlot(ctx: Ctx, key: string): Promise<void> {
  await enforceLimit(
    ctx.deps.limits,
    { key, windows: CODE_SEND_WINDOWS, now: ctx.deps.clock.now() },
    (seconds) => ctx.t('otp.wait', seconds),
  );
}

/** Sends a code to the address, which then waits to be confirmed; their own again is no change. */
export async function startEmailChange(ctx: Ctx, email: string): Promise<BorrowerEmail> {
  const { deps, borrower, t } = ctx;
  const now = deps.clock.now();
  if (email === (await borrower.email())) {
    await voidChanges(borrower, 'email', now);
    return emailView(ctx);
  }
  await takeCodeSlot(ctx, `contact-code:email:user:${borrower.userId}`);
  const code = newOtpCode();
  await startChange(borrower, {
    kind: 'email',
    value: email,
    currentHash: null,
    newHash: hashOtp(codeScope(borrower.userId, 'new', 'email', email), code),
    now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  const locale = await borrower.language();
  const bt = translator(locale);
  try {
    await deps.email.send({
      to: email,
      subject: bt('contact.emailCodeSubject'),
      text: bt('contact.emailCodeText', code),
      reference: `contact-${borrower.userId}-${now.getTime()}`,
      locale,
    });
  } catch (err) {
    // Nothing waits for a code that never left.
    await voidChanges(borrower, 'email', now);
    if (!(err instanceof EmailDeliveryError)) throw err;
    if (err.retryable) throw new AppError('unavailable', t('contact.emailNotSentNow'));
    throw badInput(t('contact.emailUndeliverable'));
  }
  return emailView(ctx);
}

/**
 * Checks the codes of the change waiting. A wrong one counts a try, and the last voids the
 * change; an expired change, or none, asks to start again.
 */
async function checkCodes(
  ctx: Ctx,
  kind: ContactKind,
  codes: { current?: string; new: string },
): Promise<ContactChangeRow> {
  const { deps, borrower, t } = ctx;
  const now = deps.clock.now();
  const change = await waitingChange(borrower, kind);
  if (!change || change.expires_at <= now) throw businessFailure(t('contact.nothingWaiting'));
  const currentOk =
    kind === 'email' ||
    otpMatches(
      codeScope(borrower.userId, 'current', kind, change.new_value),
      codes.current ?? '',
      change.current_hash,
    );
  const newOk = otpMatches(
    codeScope(borrower.userId, 'new', kind, change.new_value),
    codes.new,
    change.new_hash,
  );
  if (!currentOk || !newOk) {
    const tries = await recordWrongTry(borrower, change.id, OTP_MAX_TRIES, now);
    throw businessFailure(
      tries >= OTP_MAX_TRIES ? t('otp.voided') : t('otp.wrong', OTP_MAX_TRIES - tries),
    );
  }
  return change;
}

/** The e-mail's code: its address becomes the borrower's, audited and told. */
export async function confirmEmailChange(ctx: Ctx, code: string): Promise<BorrowerEmail> {
  const { deps, borrower } = ctx;
  const change = await checkCodes(ctx, 'email', { new: code });
  await deps.db.transaction(async (tx) => {
    const b = borrower.within(tx);
    await b.lock();
    const now = deps.clock.now();
    // A double tap's second finds the change done: the first told everything.
    if (!(await finishChange(b, change.id, now))) return;
    const before = await b.email();
    await b.setEmail(change.new_value);
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'borrower.email.set',
      objectType: 'borrower',
      objectId: borrower.userId,
      before: { email: before === null ? null : maskEmail(before) },
      after: { email: maskEmail(change.new_value), by: 'borrower', verified: 'code' },
    });
    const bt = translator(await b.language());
    await notify(deps, tx, {
      userId: borrower.userId,
      market: borrower.market,
      template: 'email.changed',
      title: bt('notify.email.title'),
      body: bt('notify.email.body', maskEmail(change.new_value)),
      collection: false,
      cause: `email.changed:${change.id}`,
      at: now,
    });
  });
  return emailView(ctx);
}

/** Removes the address and what waits; told by SMS when there was one. */
export async function removeEmail(ctx: Ctx): Promise<BorrowerEmail> {
  const { deps, borrower } = ctx;
  await deps.db.transaction(async (tx) => {
    const b = borrower.within(tx);
    await b.lock();
    const now = deps.clock.now();
    await voidChanges(b, 'email', now);
    const before = await b.email();
    if (before === null) return;
    await b.setEmail(null);
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'borrower.email.remove',
      objectType: 'borrower',
      objectId: borrower.userId,
      before: { email: maskEmail(before) },
      after: { email: null, by: 'borrower' },
    });
    const bt = translator(await b.language());
    await notify(deps, tx, {
      userId: borrower.userId,
      market: borrower.market,
      template: 'email.removed',
      title: bt('notify.emailRemoved.title'),
      body: bt('notify.emailRemoved.body'),
      collection: false,
      cause: `email.removed:${borrower.userId}:${now.getTime()}`,
      at: now,
    });
  });
  return emailView(ctx);
}

/**
 * Sends a code to the number the borrower has and another to the new one. The new number's
 * codes are limited as a landing page's are, so no one can flood a stranger's phone from here.
 */
export async function startPhoneChange(ctx: Ctx, typed: string): Promise<BorrowerPhone> {
  const { deps, borrower, t } = ctx;
  const parsed = parsePhone(typed, borrower.market);
  if (!parsed.ok) throw badInput(t('phone.invalidFor', borrower.market));
  const phone = parsed.e164;
  const now = deps.clock.now();
  const { phone: current } = await phoneView(ctx);
  if (phone === current) throw badInput(t('contact.samePhone'));

  await takeCodeSlot(ctx, `contact-code:phone:user:${borrower.userId}`);
  await takeCodeSlot(ctx, `code:phone:${phone}`);
  const currentCode = newOtpCode();
  const newCode = newOtpCode();
  await startChange(borrower, {
    kind: 'phone',
    value: phone,
    currentHash: hashOtp(codeScope(borrower.userId, 'current', 'phone', phone), currentCode),
    newHash: hashOtp(codeScope(borrower.userId, 'new', 'phone', phone), newCode),
    now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  const bt = translator(await borrower.language());
  try {
    await deps.sms.send({
      to: current,
      text: bt('contact.codeCurrent', currentCode, maskPhone(phone, borrower.market)),
      template: 'otp-phone-current',
      purpose: 'phone-change',
      code: currentCode,
    });
    await deps.sms.send({
      to: phone,
      text: bt('contact.codeNew', newCode),
      template: 'otp-phone-new',
      purpose: 'phone-change',
      code: newCode,
    });
  } catch (err) {
    await voidChanges(borrower, 'phone', now);
    // A number the operators refuse is not one a borrower can be reached at.
    if (err instanceof SmsDeliveryError && !err.retryable) {
      throw badInput(t('phone.invalidFor', borrower.market));
    }
    throw err;
  }
  return phoneView(ctx);
}

/**
 * Both codes: the number becomes the borrower's. Told to the new number (and their e-mail), and
 * to the number they left, which a thief holding the session does not hold.
 */
export async function confirmPhoneChange(
  ctx: Ctx,
  codes: { currentCode: string; newCode: string },
): Promise<BorrowerPhone> {
  const { deps, borrower, t } = ctx;
  const change = await checkCodes(ctx, 'phone', {
    current: codes.currentCode,
    new: codes.newCode,
  });
  try {
    await deps.db.transaction(async (tx) => {
      const b = borrower.within(tx);
      await b.lock();
      const now = deps.clock.now();
      if (!(await finishChange(b, change.id, now))) return;
      const before = (await b.account())?.phone ?? borrower.phone;
      if (!(await b.setPhone(change.new_value))) throw businessFailure(t('contact.phoneTaken'));
      const masked = maskPhone(change.new_value, borrower.market);
      await writeAudit(tx, deps.clock, {
        staffId: null,
        action: 'borrower.phone.set',
        objectType: 'borrower',
        objectId: borrower.userId,
        before: { phone: maskPhone(before, borrower.market) },
        after: { phone: masked, by: 'borrower', verified: 'codes to both numbers' },
      });
      const bt = translator(await b.language());
      const told = { userId: borrower.userId, market: borrower.market, collection: false, at: now };
      await notify(deps, tx, {
        ...told,
        template: 'phone.changed',
        title: bt('notify.phone.title'),
        body: bt('notify.phone.body', masked),
        cause: `phone.changed:${change.id}`,
      });
      await notify(deps, tx, {
        ...told,
        template: 'phone.left',
        title: bt('notify.phone.title'),
        body: bt('notify.phoneLeft.body', masked),
        smsTo: before,
        cause: `phone.left:${change.id}`,
      });
    });
  } catch (err) {
    // Another borrower took the number between the check and the write.
    if (isUniqueViolation(err)) throw businessFailure(t('contact.phoneTaken'));
    throw err;
  }
  // This process's sessions read the new number from the next call; the others' within seconds.
  deps.sessions.dropUser(borrower.userId);
  return phoneView(ctx);
}
