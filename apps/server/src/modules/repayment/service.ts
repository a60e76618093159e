import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BankCard } from '@tenora/contract/repayment';
import { REPAY_CODES } from '@tenora/contract/repayment';
import { cardDigits, luhnValid, maskCard } from '@tenora/domain/card';
import { formatMoney } from '@tenora/domain/money';
import { isRepaid } from '@tenora/domain/order-status';
import { largestPayment } from '@tenora/domain/early-repayment';
import { PAYMENT_METHODS } from '@tenora/domain/payment-methods';
import type { AppDeps } from '../../platform/ports.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import { isUniqueViolation, type Queryable } from '../../platform/db.ts';
import { lockName } from '../../platform/locks.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { CODE_RESEND_MS, CODE_SEND_WINDOWS, enforceLimit } from '../../platform/rate-limit.ts';
import { hashOtp, newOtpCode, OTP_MAX_TRIES, OTP_TTL_MS, otpMatches } from '../../platform/otp.ts';
import {
  acceptPayment,
  bookPayment,
  loanAccount,
  repayableAmount,
  type LoanAccount,
} from '../ledger/index.ts';
import { issuePaymentPapers } from '../papers/index.ts';
import {
  attemptById,
  attemptByToken,
  banksOf,
  borrowerCard,
  borrowerCards,
  confirmAttempt,
  createAttempt,
  deleteUnsentAttempt,
  markCodeSent,
  markAttemptReversed,
  pendingAttemptOf,
  recordWrongCode,
  releasePendingAttempts,
  reopenExpiredAttempt,
  saveCard,
  setAttemptCode,
  voidAttempt,
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

/**
 * Whether Repay's card form is how the market's provider takes cards. A provider whose own page
 * takes the number (a real one's checkout, with the issuer's check) is never handed it.
 */
function takesCardForm(deps: AppDeps, borrower: BorrowerScope): boolean {
  const provider = deps.payments.of(borrower.market);
  return provider.methods.includes('card') && provider.cardEntry === 'form';
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
  // A provider that takes no cards from our form (a real one's checkout takes the number) is
  // never handed it.
  if (!takesCardForm(deps, borrower)) throw businessFailure(t('pay.methodNotOffered'));
  const provider = deps.payments.of(borrower.market);
  const tokenised = provider.tokenizeCard(digits);
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

/** The borrower's own disbursed loan and what it owes now. */
async function owedOn(deps: AppDeps, borrower: BorrowerScope, orderId: number, t: Translate) {
  return owedBy(await loanAccount(deps.clock, borrower, orderId), t);
}

function owedBy(account: LoanAccount | null, t: Translate) {
  if (!account) throw notFound(t('order.notFound'));
  if (!account.actions.includes('repay')) throw businessFailure(t('repay.nothingOwed'));
  return {
    account,
    owed: account.balance.owed,
    partial: account.order.partial_repayment,
    due: account.due,
  };
}

export async function repaymentWay(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  t: Translate,
) {
  const loan = await loanAccount(deps.clock, borrower, orderId);
  // A repaid loan is a state to show, not a refusal: nothing to pay, and no way to pay listed.
  if (loan && isRepaid(loan.status)) {
    return {
      alipay: 0,
      state: 'repaid' as const,
      methods: [],
      repayToken: randomBytes(16).toString('base64url'),
      bankCards: [],
      amount: 0,
      dueNow: 0,
      dueDate: null,
      dueKind: 'none' as const,
      dueInstead: null,
      partial: loan.order.partial_repayment,
      largest: 0,
      payoff: null,
    };
  }
  const { account, owed, partial, due } = owedBy(loan, t);
  const payoff = account.payoff;
  const cards = await borrowerCards(borrower);
  const provider = deps.payments.of(borrower.market);
  const methods = PAYMENT_METHODS[borrower.market].filter((m) => provider.methods.includes(m));
  return {
    state: 'open' as const,
    alipay: methods.includes('wallet') ? 1 : 0,
    // The server decides the ways to pay: the methods of the borrower's market that its provider
    // takes, never another market's.
    methods,
    cardEntry: provider.cardEntry,
    repayToken: randomBytes(16).toString('base64url'),
    // Cards kept for the form are not offered where the provider's page takes cards.
    bankCards: provider.cardEntry === 'form' ? cards.map(toCard) : [],
    amount: owed,
    // The loan account's one figure (docs/decisions/092-one-figure-for-what-is-owed.md).
    dueNow: due.amount,
    dueDate: due.date,
    dueKind: due.kind,
    dueInstead: due.instead,
    partial,
    largest: largestPayment({ market: borrower.market, owed, payoff }),
    // Paying off the whole loan today (docs/product.md#early-repayment): interest to today only.
    payoff: payoff && {
      amount: payoff.amount,
      allowed: payoff.allowed,
      opensOn: payoff.opensOn,
      coolingOff: payoff.coolingOff,
    },
    pendingCard: await pendingCard(deps, borrower, orderId, cards),
  };
}

/**
 * A card payment still waiting for a code that works, with one of the borrower's cards: reopening
 * Repay returns to its code step rather than a new payment, which the code limit would hold back
 * for a minute while the valid code sits in the SMS. Read only: the page draws it.
 */
async function pendingCard(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  cards: readonly CardRow[],
) {
  const now = deps.clock.now();
  const attempt = await pendingAttemptOf(borrower, orderId, now);
  if (!attempt || !cards.some((c) => c.id === attempt.card_id)) return null;
  const sentAt = attempt.code_sent_at?.getTime() ?? 0;
  return {
    repayRecordId: attempt.id,
    repayToken: attempt.repay_token,
    cardId: attempt.card_id,
    amount: attempt.amount,
    resendIn: Math.max(0, Math.ceil((sentAt + CODE_RESEND_MS - now.getTime()) / 1000)),
  };
}

/** Takes one of the borrower's code sends, or refuses with how long to wait. */
async function takeCodeSlot(deps: AppDeps, borrower: BorrowerScope, t: Translate) {
  await enforceLimit(deps.limits, codeLimit(borrower, deps.clock.now()), (seconds) =>
    t('otp.wait', seconds),
  );
}

/**
 * A new code for the attempt, which replaces any earlier one; the send slot is already taken. A
 * new attempt whose first code the gateway did not take is removed: nothing waits for a code that
 * never came (docs/decisions/015-card-payments-and-codes.md).
 */
async function sendCode(
  deps: AppDeps,
  borrower: BorrowerScope,
  step: { id: number; amount: number; send: 'new' | 'again' },
  t: Translate,
) {
  const now = deps.clock.now();
  const code = newOtpCode();
  const hash = hashOtp(`repay:${step.id}`, code);
  await setAttemptCode(borrower, step.id, hash, new Date(now.getTime() + OTP_TTL_MS));
  try {
    await deps.sms.send({
      to: borrower.phone,
      text: t('otp.repaymentText', code, formatMoney(step.amount, borrower.market)),
      template: 'otp-repayment',
      purpose: 'repayment',
      code,
    });
  } catch (err) {
    if (step.send === 'new') await deleteUnsentAttempt(borrower, step.id, hash);
    throw err;
  }
}

/** A signed-in borrower's codes are limited per borrower, not per address (docs/decisions/018). */
const codeLimit = (borrower: BorrowerScope, now: Date) => ({
  key: `code:user:${borrower.userId}`,
  windows: CODE_SEND_WINDOWS,
  now,
});

/**
 * A card payment waits for its SMS code. The same repayToken is the same payment (a double tap,
 * a retry, a resend): it answers the same record. A new visit (a new token) replaces a payment
 * still waiting, so a borrower is never locked out by a code they did not use; two new visits at
 * the same instant get one code, and the other is told to wait. Nothing is left waiting without a
 * code: a refused send writes nothing, and an attempt whose code the gateway did not take is
 * removed (docs/decisions/015-card-payments-and-codes.md).
 */
export async function commit(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: CommitInput,
  t: Translate,
): Promise<{ needValid: number; repayRecordId: number }> {
  // A card bound before the market's provider took cards on its own page is not charged here.
  if (!takesCardForm(deps, borrower)) throw businessFailure(t('pay.methodNotOffered'));
  const card = input.cardId === undefined ? null : await borrowerCard(borrower, input.cardId);
  if (!card) throw businessFailure(t('repay.chooseCard'));

  // What a new attempt would ask for, worked out before the visit's turn (its transaction reads
  // nothing but its own). Everything, while paying off is allowed, is the payoff, and a product
  // repaid in full takes nothing less: the code is sent for what will be charged
  // (docs/decisions/029-early-repayment.md). A visit that has its attempt asks nothing new.
  let amount: number | null = null;
  if (!(await attemptByToken(borrower, input.repayToken))) {
    const { account } = await owedOn(deps, borrower, input.orderId, t);
    amount = repayableAmount(account, input.amount, t).amount;
  }
  const now = deps.clock.now();
  const step = await deps.db
    .transaction((tx) =>
      commitStep(deps, borrower.within(tx), tx, { ...input, cardId: card.id, amount, now }, t),
    )
    .catch((err: unknown) => {
      // An expired payment asked to wait again while another visit's payment waits.
      if (isUniqueViolation(err))
        throw businessFailure(t('repay.duplicate'), REPAY_CODES.duplicate);
      throw err;
    });
  // The visit's attempt went away while this waited (its code could not be sent): start afresh.
  if (!step) return commit(deps, borrower, input, t);
  if (step.send) await sendCode(deps, borrower, { ...step, send: step.send }, t);
  return { needValid: 1, repayRecordId: step.id };
}

interface CommitInput {
  orderId: number;
  cardId?: number | undefined;
  amount: number;
  repayToken: string;
  sendMsg?: number | undefined;
}

/**
 * The visit's turn: one visit's commits take turns under its lock
 * (docs/decisions/091-issued-once-under-concurrency.md), so however quick a double tap, the
 * second finds the record the first made. A commit of the visit within the minute its code was
 * sent (or while it is on its way) is the same tap again: the same record, no second code, never
 * a wait the borrower did not ask for. Later, asking for the code again resends it, within the
 * code limits. The send slot comes before anything is written: a refusal leaves nothing behind,
 * and of two new visits at once only the one holding the slot replaces what was waiting.
 */
async function commitStep(
  deps: AppDeps,
  scoped: BorrowerScope,
  tx: Queryable,
  input: { orderId: number; cardId: number; amount: number | null; now: Date } & Pick<
    CommitInput,
    'repayToken' | 'sendMsg'
  >,
  t: Translate,
): Promise<{ id: number; amount: number; send: 'new' | 'again' | null } | null> {
  await lockName(tx, `card-visit:${scoped.userId}:${input.repayToken}`);
  const existing = await attemptByToken(scoped, input.repayToken);
  if (existing) {
    // One the sweep ended when its code expired is still this visit's payment: a new code opens it
    // again (docs/decisions/106-expiry-by-a-sweep.md).
    const expired = existing.status === 'expired';
    if ((existing.status !== 'pending' && !expired) || existing.order_id !== input.orderId) {
      throw businessFailure(t('repay.duplicate'), REPAY_CODES.duplicate);
    }
    const sentLately =
      existing.code_sent_at !== null &&
      existing.code_sent_at.getTime() > input.now.getTime() - CODE_RESEND_MS;
    if (input.sendMsg !== 1 || (sentLately && !expired)) {
      return { id: existing.id, amount: existing.amount, send: null };
    }
    await takeCodeSlot(deps, scoped, t);
    if (expired) await reopenExpiredAttempt(scoped, existing.id);
    await markCodeSent(scoped, existing.id, input.now);
    return { id: existing.id, amount: existing.amount, send: 'again' };
  }
  if (input.amount === null) return null;
  await takeCodeSlot(deps, scoped, t);
  await releasePendingAttempts(scoped, input.orderId, input.repayToken, input.now);
  const id = await createAttempt(scoped, {
    orderId: input.orderId,
    cardId: input.cardId,
    amount: input.amount,
    repayToken: input.repayToken,
    at: input.now,
  });
  // Another visit's payment of this order waits for its code.
  if (id === null) throw businessFailure(t('repay.duplicate'), REPAY_CODES.duplicate);
  return { id, amount: input.amount, send: 'new' };
}

type ConfirmOutcome =
  | { kind: 'paid' }
  | { kind: 'not_found' | 'duplicate' | 'expired' | 'declined' }
  | { kind: 'wrong'; left: number }
  | { kind: 'refused'; reason: string; owed: number; opensOn?: string };

/** Thrown inside the transaction so that it rolls back; the charge is then given back. */
class BookingFailed extends Error {}

/**
 * The code, then the money, in one transaction (docs/decisions/023-payments-in-production.md):
 * the attempt's row is locked, so concurrent codes are counted one at a time and never more than
 * five are tried; then the order's row is locked and the ledger says what it will accept; only
 * then is the card charged, with the attempt as the idempotency key; then the payment is booked.
 * If booking fails after the charge, the charge is reversed and the attempt says so.
 */
export async function confirm(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; verifyCode: string; repaymentRecordId: number },
  t: Translate,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): Promise<null> {
  const now = deps.clock.now();
  const reference = `card-${input.repaymentRecordId}`;
  let charged: { providerReference: string } | undefined;
  let outcome: ConfirmOutcome;
  try {
    outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const scoped = borrower.within(tx);
      const attempt = await attemptById(scoped, input.repaymentRecordId, input.orderId, true);
      if (!attempt) return { kind: 'not_found' };
      if (attempt.status === 'confirmed') return { kind: 'duplicate' };
      if (attempt.status === 'void' && attempt.otp_tries >= OTP_MAX_TRIES)
        return { kind: 'wrong', left: 0 };
      if (attempt.status !== 'pending' || !attempt.otp_expires_at || attempt.otp_expires_at < now) {
        await voidAttempt(scoped, attempt.id);
        return { kind: 'expired' };
      }
      if (!otpMatches(`repay:${attempt.id}`, input.verifyCode, attempt.otp_hash)) {
        const after = await recordWrongCode(scoped, attempt.id, OTP_MAX_TRIES);
        return { kind: 'wrong', left: OTP_MAX_TRIES - (after?.otp_tries ?? OTP_MAX_TRIES) };
      }
      const card = await borrowerCard(scoped, attempt.card_id);
      if (!card) return { kind: 'not_found' };

      const checked = await acceptPayment(tx, deps.clock, {
        orderId: attempt.order_id,
        amount: attempt.amount,
        reference,
        method: 'card',
      });
      if (!('accepted' in checked)) {
        await voidAttempt(scoped, attempt.id);
        if (checked.ok) return { kind: 'duplicate' };
        return {
          kind: 'refused',
          reason: checked.reason,
          owed: checked.owed,
          ...('opensOn' in checked ? { opensOn: checked.opensOn } : {}),
        };
      }
      // What the ledger will book, never more: a payoff may be less than the attempt's amount
      // (docs/decisions/029-early-repayment.md).
      const charge = await deps.payments
        .of(borrower.market)
        .chargeCard(card.token, checked.accepted.payment.amount, reference);
      if (!charge.ok) {
        await voidAttempt(scoped, attempt.id);
        return { kind: 'declined' };
      }
      charged = charge;
      const booked = await bookPayment(tx, deps.clock, checked.accepted);
      if (!booked.ok) throw new BookingFailed(booked.reason);
      await issuePaymentPapers(deps, tx, booked, now);
      await confirmAttempt(scoped, attempt.id, now, charge.providerReference);
      return { kind: 'paid' };
    });
  } catch (err) {
    if (!charged) throw err;
    // Money was taken and the ledger did not keep it: give it back, and say so on the attempt.
    const reversed = await deps.payments.of(borrower.market).reverseCharge(reference);
    await markAttemptReversed(
      borrower,
      input.repaymentRecordId,
      charged.providerReference,
      deps.clock.now(),
    );
    const level = reversed.ok ? 'warn' : 'error';
    log[level](
      { attempt: input.repaymentRecordId, reversed: reversed.ok, err: errorName(err) },
      'card charge not booked; reversed',
    );
    throw businessFailure(t('repay.reversed'));
  }

  switch (outcome.kind) {
    case 'paid':
      // Numbers, codes and pages open for the old amount are withdrawn (decision 093).
      await deps.owedChanges.changed(input.orderId, (err) =>
        log.warn({ order: input.orderId, err: errorName(err) }, 'open payments not withdrawn'),
      );
      return null;
    case 'not_found':
      throw notFound(t('repay.notFound'));
    case 'duplicate':
      throw businessFailure(t('repay.duplicate'), REPAY_CODES.duplicate);
    case 'expired':
      throw businessFailure(t('otp.expired'));
    case 'declined':
      throw businessFailure(t('repay.declined'));
    case 'wrong':
      throw businessFailure(
        outcome.left > 0 ? t('otp.wrong', outcome.left) : t('otp.voided'),
        REPAY_CODES.wrongCode,
      );
    case 'refused':
      if (outcome.opensOn) {
        throw businessFailure(t('repay.payoffOpens', t.date(outcome.opensOn, borrower.market)));
      }
      throw businessFailure(
        outcome.reason === 'overpayment' && outcome.owed > 0
          ? t('repay.amountTooHigh', formatMoney(outcome.owed, borrower.market))
          : t('repay.nothingOwed'),
      );
  }
}

const errorName = (err: unknown) => (err instanceof Error ? err.name : 'unknown');
