import type { ProviderPurpose } from '@tenora/contract/repayment';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { offersMethod, PAYMENT_METHODS, type PaymentMethod } from '@tenora/domain/payment-methods';
import { localDate } from '@tenora/domain/dates';
import { isUpiId, normaliseUpiId, upiPayeeOf } from '@tenora/domain/upi';
import type { AppDeps } from '../../platform/ports.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type OpenPayment,
  type Opened,
  type ProviderEvent,
  providerWords,
  sandboxPayUrl,
} from '../../platform/payments.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import { isUniqueViolation, type Queryable } from '../../platform/db.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import { lockName } from '../../platform/locks.ts';
import type { Translate } from '../../platform/messages.ts';
import {
  applyExtension,
  applyPayment,
  loanAccount,
  productOfOrder,
  repayableAmount,
} from '../ledger/index.ts';
import { issuePaymentPapers } from '../papers/index.ts';
import { handlePayoutEvent, isPayoutEvent } from '../payouts/index.ts';
import {
  borrowerProviderPayment,
  claimWebhookEvent,
  createProviderPayment,
  liveUpiPayment,
  lockProviderPayment,
  openHostedPayment,
  setCollectVpa,
  setProviderPaymentId,
  settleProviderPayment,
  type ProviderPayment,
  withdrawOpenPayments,
} from './repository.ts';
import { debitFailed, handleMandateEvent, isMandateEvent } from './autopay-events.ts';
import { refundOf } from './refund-repository.ts';
import { settleRefundByProvider } from './refunds.ts';
import { seenAt, sendWithdrawals, withdrawalNotice } from './withdrawals.ts';

/**
 * A UPI payment request lives half an hour, as UPI apps show them; then a new one is issued. An
 * extension fee's page is kept open as long.
 */
const OPEN_TTL_MS = 30 * 60_000;

/**
 * What a payment of `method` will ask for, once the method is one of the borrower's market
 * (docs/product.md#payments) and the loan owes something: the amount chosen, except that
 * everything, while paying off is allowed, is the payoff (docs/decisions/029-early-repayment.md).
 */
async function repayableBy(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; amount: number },
  method: PaymentMethod,
  t: Translate,
): Promise<number> {
  if (
    !offersMethod(borrower.market, method) ||
    !deps.payments.of(borrower.market).methods.includes(method)
  )
    throw businessFailure(t('pay.methodNotOffered'));
  const account = await loanAccount(deps.clock, borrower, input.orderId);
  if (!account) throw notFound(t('order.notFound'));
  if (!account.actions.includes('repay')) throw businessFailure(t('repay.nothingOwed'));
  return repayableAmount(account, input.amount, t).amount;
}

/** The wallet asks for exactly the amount the borrower chose on Repay. */
export async function startWalletPayment(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; amount: number },
  t: Translate,
): Promise<{ url: string; reference: string }> {
  const amount = await repayableBy(deps, borrower, input, 'wallet', t);
  return startProviderPayment(deps, borrower, { orderId: input.orderId, amount }, t);
}

/** Net banking: the bank's page, for exactly the amount chosen; the result by webhook. */
export async function startNetBanking(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; amount: number },
  t: Translate,
): Promise<{ url: string; reference: string }> {
  return startPageOf(deps, borrower, input, 'netbanking', t);
}

/**
 * A card on the provider's own page, for exactly the amount chosen, where the provider takes
 * cards there (`cardEntry: 'page'`): its checkout takes the number and runs the issuer's check, and
 * the number never reaches us. The result by webhook.
 */
export async function startCardPage(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; amount: number },
  t: Translate,
): Promise<{ url: string; reference: string }> {
  if (deps.payments.of(borrower.market).cardEntry !== 'page')
    throw businessFailure(t('pay.methodNotOffered'));
  return startPageOf(deps, borrower, input, 'card', t);
}

/** A provider's page for one way to pay: one page per amount while it lives (`hostedPageOnce`). */
async function startPageOf(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; amount: number },
  method: 'netbanking' | 'card',
  t: Translate,
): Promise<{ url: string; reference: string }> {
  const amount = await repayableBy(deps, borrower, input, method, t);
  const prefix = method === 'card' ? 'crd' : 'nb';
  const opened = await hostedPageOnce(
    deps,
    borrower,
    {
      reference: `${prefix}_${randomBytes(12).toString('hex')}`,
      orderId: input.orderId,
      method,
      amount,
      at: deps.clock.now(),
    },
    t,
  );
  await sendWithdrawals(deps, input.orderId);
  return opened;
}

/**
 * Where the borrower pays a payment already opened: the address its provider gave, or, for one
 * opened by the sandbox before the address was kept (migration 046), the sandbox's own.
 */
function payToOf(
  p: Pick<ProviderPayment, 'reference' | 'amount' | 'method' | 'pay_to' | 'order_id'>,
  market: BorrowerScope['market'],
): string {
  if (p.pay_to !== null) return p.pay_to;
  const kind =
    p.method === 'upi' ||
    p.method === 'netbanking' ||
    p.method === 'checkout' ||
    p.method === 'card'
      ? p.method
      : 'wallet';
  return sandboxPayUrl({
    reference: p.reference,
    amount: p.amount,
    kind,
    methods: PAYMENT_METHODS[market],
    description: providerWords(market)('upi.note', p.order_id),
  });
}

/**
 * Opens the payment at the market's provider. A provider that does not answer leaves nothing
 * asked: the borrower is told that nothing was taken, and tries again.
 */
async function openAtProvider(
  deps: AppDeps,
  market: BorrowerScope['market'],
  input: Omit<OpenPayment, 'market' | 'methods' | 'returnUrl'>,
  t: Translate,
): Promise<Opened & { ok: true; provider: string }> {
  const provider = deps.payments.of(market);
  // The result screen asks us how the payment went; the provider's redirect only brings them back.
  const returnUrl = `${deps.config.publicUrl}/alipayrepayment?reference=${encodeURIComponent(input.reference)}`;
  const opened = await provider
    .openPayment({ ...input, market, methods: PAYMENT_METHODS[market], returnUrl })
    .catch((): Opened => ({ ok: false }));
  if (!opened.ok) throw new AppError('unavailable', t('pay.providerDown'));
  return { ...opened, provider: provider.name };
}

const upiAnswer = (deps: AppDeps, borrower: BorrowerScope, p: ProviderPayment) => {
  const link = payToOf(p, borrower.market);
  // The screen offers a collect request only where its provider sends one.
  const collect = deps.payments.named(p.provider)?.upiCollect ?? false;
  const payee = upiPayeeOf(link);
  return {
    reference: p.reference,
    link,
    amount: p.amount,
    market: borrower.market,
    payee: payee.vpa,
    payeeName: payee.name,
    expireAt: (p.expires_at ?? new Date(0)).toISOString(),
    status: p.status,
    collectTo: p.collect_vpa,
    collect,
  };
};

/**
 * A UPI payment of the amount chosen: one reference per order and amount, answered again until
 * it is paid or expires, so the intent link, the QR code and a collect request are one payment.
 * Once paid, it is answered as paid and nothing new is issued for that amount while it would have
 * been open (docs/product.md#payments).
 */
export async function startUpiPayment(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; amount: number },
  t: Translate,
  /** The address and browser the borrower asked from, which the provider's risk checks read. */
  device: { ip?: string; userAgent?: string } = {},
) {
  const now = deps.clock.now();
  if (offersMethod(borrower.market, 'upi')) {
    // A payment already made shows as paid, even once nothing is owed any more.
    const paid = await liveUpiPayment(borrower, { ...input, now });
    if (paid?.status === 'paid') return upiAnswer(deps, borrower, paid);
  }
  const amount = await repayableBy(deps, borrower, input, 'upi', t);
  const live = await liveUpiPayment(borrower, { orderId: input.orderId, amount, now });
  if (live) return upiAnswer(deps, borrower, live);
  // A request for another amount is withdrawn, here and at the provider: one UPI request stands
  // (docs/decisions/093-a-code-is-for-one-amount.md). The order is the borrower's: its account
  // was read through their scope.
  await withdrawOpenPayments(deps.db, {
    orderId: input.orderId,
    reason: 'replaced',
    at: now,
    methods: ['upi'],
    otherAmountThan: amount,
  });
  await sendWithdrawals(deps, input.orderId);
  const reference = `upi${randomBytes(10).toString('hex')}`;
  const expiresAt = new Date(now.getTime() + OPEN_TTL_MS);
  // Opened at the provider first: a start that loses the race below leaves an order there that
  // nobody is shown, which takes no money.
  const opened = await openAtProvider(
    deps,
    borrower.market,
    {
      reference,
      amount,
      kind: 'upi',
      description: providerWords(borrower.market)('upi.note', input.orderId),
      expiresAt,
      payer: { phone: borrower.phone, ...device },
    },
    t,
  );
  try {
    await createProviderPayment(borrower, {
      reference,
      orderId: input.orderId,
      method: 'upi',
      amount,
      at: now,
      expiresAt,
      provider: opened.provider,
      providerId: opened.providerId,
      payTo: opened.url,
    });
  } catch (err) {
    // Another start for this order won the race (migration 018): answer its payment.
    if (!isUniqueViolation(err)) throw err;
    const winner = await liveUpiPayment(borrower, { orderId: input.orderId, amount, now });
    if (!winner) throw err;
    return upiAnswer(deps, borrower, winner);
  }
  const created = await borrowerProviderPayment(borrower, reference);
  if (!created) throw notFound(t('repay.notFound'));
  return upiAnswer(deps, borrower, created);
}

/** A collect request for an open UPI payment, to a UPI id checked for form first. */
export async function collectUpi(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { reference: string; vpa: string },
  t: Translate,
) {
  const vpa = normaliseUpiId(input.vpa);
  if (!isUpiId(vpa)) throw badInput(t('upi.invalidId'));
  const payment = await borrowerProviderPayment(borrower, input.reference);
  if (!payment || payment.method !== 'upi') throw notFound(t('repay.notFound'));
  if (payment.status === 'paid')
    return { reference: payment.reference, collectTo: vpa, status: payment.status };
  if (payment.status !== 'pending' || !payment.expires_at || payment.expires_at <= deps.clock.now())
    throw businessFailure(t('upi.closed'));
  const provider = deps.payments.named(payment.provider);
  const sent = provider
    ? await provider
        .requestUpiCollect({
          reference: payment.reference,
          providerId: payment.provider_id,
          vpa,
          amount: payment.amount,
        })
        .catch(() => ({ ok: false }))
    : { ok: false };
  if (!sent.ok) throw businessFailure(t('upi.collectRefused'));
  await setCollectVpa(borrower, payment.reference, vpa);
  return { reference: payment.reference, collectTo: vpa, status: payment.status };
}

/**
 * A payment the borrower completes at the provider (its hosted page): pending until its signed
 * webhook arrives. The caller has checked what it is for.
 */
export async function startProviderPayment(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; amount: number; purpose?: ProviderPurpose },
  t: Translate,
): Promise<{ url: string; reference: string }> {
  const purpose = input.purpose ?? 'repayment';
  const fresh: NewHostedPayment = {
    reference: `${purpose === 'extension' ? 'ext' : 'wal'}_${randomBytes(12).toString('hex')}`,
    orderId: input.orderId,
    // An extension fee is paid on the provider's checkout, by any way to pay of the market
    // (docs/decisions/094-no-offer-that-cannot-be-taken.md). A repayment here is the
    // hosted page of the borrower's own market: India has no e-wallet, so its page is net
    // banking's.
    method:
      purpose === 'extension' ? 'checkout' : borrower.market === 'IN' ? 'netbanking' : 'wallet',
    amount: input.amount,
    at: deps.clock.now(),
    purpose,
  };
  const opened = await hostedPageOnce(deps, borrower, fresh, t);
  // A page it replaced is withdrawn at the provider too, after the commit.
  await sendWithdrawals(deps, fresh.orderId);
  return opened;
}

type NewHostedPayment = Omit<
  Parameters<typeof createProviderPayment>[1],
  'provider' | 'providerId' | 'payTo' | 'expiresAt'
>;

/**
 * A hosted page (an extension fee's checkout, a repayment's wallet or net banking page) is one
 * payment until it is paid, fails or its half hour is over, however often, or however many at
 * once, it is started (migration 025 for the fee). Starts of one order's page take turns, and each
 * finds the payment the one before it made; a page for another amount (the fee or what is owed
 * changed) is withdrawn, so two pages never both take the same money. Money that still reaches a
 * withdrawn one is applied or refunded by the webhook.
 */
async function hostedPageOnce(
  deps: AppDeps,
  borrower: BorrowerScope,
  fresh: NewHostedPayment,
  t: Translate,
): Promise<{ url: string; reference: string }> {
  const { orderId, purpose = 'repayment', method, amount, at } = fresh;
  return deps.db.transaction(async (tx) => {
    await lockName(tx, `${purpose === 'extension' ? 'extension-fee' : 'hosted-page'}:${orderId}`);
    const scoped = borrower.within(tx);
    const open = await openHostedPayment(scoped, { orderId, purpose, method, amount, now: at });
    if (open) return { reference: open.reference, url: payToOf(open, borrower.market) };
    // Another amount, or one past its half hour, is replaced: withdrawn here, and at the provider
    // once this commits (docs/decisions/093-a-code-is-for-one-amount.md).
    await withdrawOpenPayments(tx, {
      orderId,
      reason: 'replaced',
      at,
      purpose,
      methods: [method],
      otherAmountThan: amount,
    });
    const expiresAt = new Date(fresh.at.getTime() + OPEN_TTL_MS);
    // Asked under the order's turn, so that two starts never open two pages for one amount.
    const opened = await openAtProvider(
      deps,
      borrower.market,
      {
        reference: fresh.reference,
        amount,
        kind:
          method === 'checkout' || method === 'netbanking' || method === 'card' ? method : 'wallet',
        description: providerWords(borrower.market)('upi.note', orderId),
        expiresAt,
        payer: { phone: borrower.phone },
      },
      t,
    );
    await createProviderPayment(scoped, {
      ...fresh,
      expiresAt,
      provider: opened.provider,
      providerId: opened.providerId,
      payTo: opened.url,
    });
    return { reference: fresh.reference, url: opened.url };
  });
}

export async function paymentStatus(
  deps: AppDeps,
  borrower: BorrowerScope,
  reference: string,
  t: Translate,
) {
  const stored = await borrowerProviderPayment(borrower, reference);
  const productId = stored && (await productOfOrder(borrower, stored.order_id));
  if (!stored || productId === null) throw notFound(t('repay.notFound'));
  // Past its time it reads as expired, whether or not the sweep has reached it.
  const p = seenAt(stored, deps.clock.now());
  // The payment is the borrower's (read through their scope): its refund, if there is one.
  const refund = p.status === 'refund_due' ? await refundOf(deps.db, p.reference) : null;
  return {
    status: p.status,
    method: p.method,
    purpose: p.purpose,
    orderId: p.order_id,
    productId,
    amount: p.amount,
    withdrawn: p.withdrawn_reason !== null,
    notice: withdrawalNotice(p, borrower.market, t),
    refundedOn:
      refund?.status === 'refunded' && refund.settled_at
        ? localDate(refund.settled_at, borrower.market)
        : null,
  };
}

/** Where a webhook's handling says what it could not book. */
export type EventLog = Pick<FastifyBaseLogger, 'error'>;

export type EventOutcome =
  'duplicate' | 'unknown' | 'applied' | 'ignored' | 'refund_due' | 'closed';

/**
 * One provider event (docs/product.md#ledger): each event id once; a success moves money through
 * the ledger exactly once whatever order events arrive in; a failure only closes a payment still
 * pending, so a late "failed" never undoes a payment that went through.
 */
export async function handleProviderEvent(
  deps: AppDeps,
  log: EventLog,
  provider: string,
  event: ProviderEvent,
): Promise<EventOutcome> {
  let changed: number | null = null;
  const notBooked: { why: string; event: ProviderEvent }[] = [];
  const outcome = await deps.db.transaction(async (tx): Promise<EventOutcome> => {
    const now = deps.clock.now();
    const fresh = await claimWebhookEvent(tx, {
      eventId: event.eventId,
      provider,
      type: event.type,
      reference: event.reference,
      at: now,
    });
    if (!fresh) return 'duplicate';
    // Money paid out, and the checks of the accounts it goes to, are the payouts module's.
    if (isPayoutEvent(event)) return handlePayoutEvent(deps, log, tx, provider, event);
    if (isMandateEvent(event)) return handleMandateEvent(deps, tx, provider, event);
    const found = await lockProviderPayment(tx, event.reference);
    // A provider speaks only for the payments it opened.
    const payment = found?.provider === provider ? found : null;
    if (!payment) return 'unknown';
    if (event.type === 'refund.succeeded' || event.type === 'refund.failed')
      return settleRefundByProvider(
        deps,
        log,
        tx,
        payment.reference,
        { type: event.type, providerRefundId: event.providerRefundId },
        now,
      );
    if (event.type !== 'payment.succeeded') {
      if (payment.status !== 'pending') return 'ignored';
      await settleProviderPayment(
        tx,
        payment.reference,
        event.type === 'payment.failed' ? 'failed' : 'cancelled',
        now,
      );
      // A debit the bank refused goes back to the reminders, and the borrower is told.
      if (payment.method === 'autopay') await debitFailed(deps, tx, payment);
      return 'closed';
    }
    if (payment.status === 'paid' || payment.status === 'refund_due') {
      // The same money told twice (Razorpay's order and link events for one payment) is nothing
      // new; a second payment of its own is money not booked, which the log must say.
      if (
        event.providerPaymentId !== undefined &&
        event.providerPaymentId !== payment.provider_payment_id
      )
        notBooked.push({ why: 'second payment', event });
      return 'ignored';
    }
    if (event.amount !== payment.amount) {
      notBooked.push({ why: 'amount differs', event });
      return 'ignored';
    }
    // Kept only for money booked or set aside here: a refund names this payment of the provider.
    if (event.providerPaymentId !== undefined)
      await setProviderPaymentId(tx, payment.reference, event.providerPaymentId);
    if (payment.purpose === 'extension') {
      // A checkout is booked as the way the borrower chose there.
      const method =
        payment.method === 'checkout' ? (event.method ?? payment.method) : payment.method;
      const extended = await applyExtension(tx, deps.clock, {
        orderId: payment.order_id,
        fee: payment.amount,
        reference: `${payment.method}-${payment.reference}`,
        method,
      });
      await settleProviderPayment(
        tx,
        payment.reference,
        extended.ok ? 'paid' : 'refund_due',
        now,
        method,
      );
      if (!extended.ok) return 'refund_due';
      await issuePaymentPapers(deps, tx, extended, now);
      changed = payment.order_id;
      await withdrawForChange(tx, payment, now);
      return 'applied';
    }
    const applied = await applyPayment(tx, deps.clock, {
      orderId: payment.order_id,
      amount: payment.amount,
      reference: `${payment.method}-${payment.reference}`,
      method: payment.method,
    });
    if (applied.ok) {
      await issuePaymentPapers(deps, tx, applied, now);
      await settleProviderPayment(tx, payment.reference, 'paid', now);
      changed = payment.order_id;
      await withdrawForChange(tx, payment, now);
      return 'applied';
    }
    // The money arrived but the order no longer owes it (paid meanwhile by card, or on a number
    // withdrawn since): it is set aside, the loan's details and the number's screen say so, and
    // an operator refunds it.
    await settleProviderPayment(tx, payment.reference, 'refund_due', now);
    return 'refund_due';
  });
  if (changed !== null) await sendWithdrawals(deps, changed);
  for (const { why, event: e } of notBooked) {
    // Money the provider took that no loan holds: staff refund or book it from this line.
    log.error(
      {
        provider,
        reference: e.reference,
        providerPaymentId: e.providerPaymentId,
        amount: e.amount,
        why,
      },
      'provider money not booked',
    );
  }
  return outcome;
}

/**
 * What the loan owes changed with this payment: every other open payment of the order asked for
 * the old amount, and is withdrawn in the same transaction; the provider is told after it.
 */
const withdrawForChange = (tx: Queryable, payment: ProviderPayment, at: Date) =>
  withdrawOpenPayments(tx, {
    orderId: payment.order_id,
    reason: 'owed_changed',
    at,
    except: payment.reference,
  });

export function newEventId(): string {
  return `evt_${randomBytes(12).toString('hex')}`;
}
