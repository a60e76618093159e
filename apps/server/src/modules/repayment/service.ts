import { randomBytes } from 'node:crypto';
import type { BankCard } from '@tenora/contract/repayment';
import { REPAY_CODES } from '@tenora/contract/repayment';
import { cardDigits, luhnValid, maskCard } from '@tenora/domain/card';
import { localDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import type { AppDeps } from '../../app.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { CODE_SEND_WINDOWS, enforceLimit } from '../../platform/rate-limit.ts';
import { hashOtp, newOtpCode, OTP_MAX_TRIES, OTP_TTL_MS, otpMatches } from '../../platform/otp.ts';
import { findLedgerOrder } from '../ledger/repository.ts';
import { applyPayment, orderBalance } from '../ledger/service.ts';
import {
  attemptById,
  attemptByToken,
  banksOf,
  borrowerCard,
  borrowerCards,
  confirmAttempt,
  createAttempt,
  recordWrongCode,
  saveCard,
  setAttemptCode,
  allowsPartialRepayment,
  voidStaleAttempts,
  type CardRow,
} from './repository.ts';

const toCard = (c: CardRow): BankCard => ({
  id: c.id,
  bankName: c.bank_name,
  cardNo: maskCard(c.last4),
  bankCode: c.bank_code,
});

export async function bankList(deps: AppDeps, borrower: BorrowerScope) {
  return (await banksOf(deps.db, borrower.market)).map((b) => ({
    bankCode: b.bank_code,
    bankName: b.bank_name,
  }));
}

/** The number goes to the provider and is dropped: we keep its token, last four and bank. */
export async function bind(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { bankCode: string; cardNo: string; holderName: string },
  t: Translate,
): Promise<BankCard> {
  const digits = cardDigits(input.cardNo);
  if (!/^[\d\s-]+$/.test(input.cardNo) || !luhnValid(digits))
    throw businessFailure(t('card.invalid'));
  const bank = (await banksOf(deps.db, borrower.market)).find(
    (b) => b.bank_code === input.bankCode,
  );
  if (!bank) throw badInput(t('card.bankUnknown'));
  const tokenised = deps.payments.tokenizeCard(digits);
  const card = await saveCard(borrower, {
    bankCode: bank.bank_code,
    bankName: bank.bank_name,
    last4: tokenised.last4,
    token: tokenised.token,
    fingerprint: tokenised.fingerprint,
    holderName: input.holderName,
    at: deps.clock.now(),
  });
  return toCard(card);
}

/** The borrower's own disbursed order and what it owes now. */
async function owedOn(deps: AppDeps, borrower: BorrowerScope, orderId: number, t: Translate) {
  const order = await findLedgerOrder(deps.db, orderId);
  if (!order || order.user_id !== borrower.userId) throw notFound(t('order.notFound'));
  const balance = await orderBalance(deps.db, order, localDate(deps.clock.now(), borrower.market));
  if (!order.disbursed_at || balance.owed <= 0) throw businessFailure(t('repay.nothingOwed'));
  return { owed: balance.owed, partial: await allowsPartialRepayment(deps.db, orderId) };
}

export async function repaymentWay(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  t: Translate,
) {
  const { owed, partial } = await owedOn(deps, borrower, orderId, t);
  return {
    alipay: 1,
    repayToken: randomBytes(16).toString('base64url'),
    bankCards: (await borrowerCards(borrower)).map(toCard),
    amount: owed,
    partial,
  };
}

async function sendCode(
  deps: AppDeps,
  borrower: BorrowerScope,
  attemptId: number,
  amount: number,
  t: Translate,
) {
  const now = deps.clock.now();
  // DECISIONS §9: a signed-in borrower's codes are limited per borrower.
  await enforceLimit(
    deps.limits,
    { key: `code:user:${borrower.userId}`, windows: CODE_SEND_WINDOWS, now },
    (seconds) => t('otp.wait', seconds),
  );
  const code = newOtpCode();
  await setAttemptCode(
    borrower,
    attemptId,
    hashOtp(`repay:${attemptId}`, code),
    new Date(now.getTime() + OTP_TTL_MS),
  );
  await deps.sms.send({
    to: borrower.phone,
    text: t('otp.repaymentText', code, formatMoney(amount, borrower.market)),
    purpose: 'repayment',
    code,
  });
}

/**
 * A card payment waits for its SMS code. The same repayToken is the same payment (a double tap,
 * a retry, a resend); another payment while one is waiting is a duplicate (SPEC 800005).
 */
export async function commit(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: {
    orderId: number;
    cardId?: number | undefined;
    amount: number;
    repayToken: string;
    sendMsg?: number | undefined;
  },
  t: Translate,
): Promise<{ needValid: number; repayRecordId: number }> {
  const card = input.cardId === undefined ? null : await borrowerCard(borrower, input.cardId);
  if (!card) throw businessFailure(t('repay.chooseCard'));

  const existing = await attemptByToken(borrower, input.repayToken);
  if (existing) {
    if (existing.status !== 'pending' || existing.order_id !== input.orderId) {
      throw businessFailure(t('repay.duplicate'), REPAY_CODES.duplicate);
    }
    if (input.sendMsg === 1) await sendCode(deps, borrower, existing.id, existing.amount, t);
    return { needValid: 1, repayRecordId: existing.id };
  }

  const { owed, partial } = await owedOn(deps, borrower, input.orderId, t);
  const money = (n: number) => formatMoney(n, borrower.market);
  if (input.amount > owed) throw businessFailure(t('repay.amountTooHigh', money(owed)));
  if (input.amount < owed && !partial) throw businessFailure(t('repay.fullOnly', money(owed)));

  const now = deps.clock.now();
  await voidStaleAttempts(borrower, input.orderId, now);
  const id = await createAttempt(borrower, {
    orderId: input.orderId,
    cardId: card.id,
    amount: input.amount,
    repayToken: input.repayToken,
    at: now,
  });
  if (id === null) throw businessFailure(t('repay.duplicate'), REPAY_CODES.duplicate);
  await sendCode(deps, borrower, id, input.amount, t);
  return { needValid: 1, repayRecordId: id };
}

/**
 * The code, then the charge and the ledger in one transaction: the attempt moves from pending
 * to confirmed once, so a second confirm (or a race) is told it is a duplicate.
 */
export async function confirm(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; verifyCode: string; repaymentRecordId: number },
  t: Translate,
): Promise<null> {
  const attempt = await attemptById(borrower, input.repaymentRecordId, input.orderId);
  if (!attempt) throw notFound(t('repay.notFound'));
  if (attempt.status === 'confirmed')
    throw businessFailure(t('repay.duplicate'), REPAY_CODES.duplicate);
  const now = deps.clock.now();
  if (attempt.status === 'void' || !attempt.otp_expires_at || attempt.otp_expires_at < now) {
    throw businessFailure(t('otp.expired'));
  }
  if (!otpMatches(`repay:${attempt.id}`, input.verifyCode, attempt.otp_hash)) {
    const after = await recordWrongCode(borrower, attempt.id, OTP_MAX_TRIES);
    const left = OTP_MAX_TRIES - (after?.otp_tries ?? OTP_MAX_TRIES);
    throw businessFailure(left > 0 ? t('otp.wrong', left) : t('otp.voided'), REPAY_CODES.wrongCode);
  }

  const card = await borrowerCard(borrower, attempt.card_id);
  if (!card) throw notFound(t('repay.notFound'));
  const reference = `card-${attempt.id}`;
  await deps.db.transaction(async (tx) => {
    const scoped = borrower.within(tx);
    if (!(await confirmAttempt(scoped, attempt.id, now)))
      throw businessFailure(t('repay.duplicate'), REPAY_CODES.duplicate);
    const charged = await deps.payments.chargeCard(card.token, attempt.amount, reference);
    if (!charged.ok) throw businessFailure(t('repay.declined'));
    const applied = await applyPayment(tx, deps.clock, {
      orderId: attempt.order_id,
      amount: attempt.amount,
      reference,
      method: 'card',
    });
    if (!applied.ok) {
      throw businessFailure(
        applied.reason === 'overpayment'
          ? t('repay.amountTooHigh', formatMoney(applied.owed, borrower.market))
          : t('repay.nothingOwed'),
      );
    }
  });
  return null;
}
