import type { Autopay, AutopayDebit } from '@tenora/contract/autopay';
import {
  checkDebitCard,
  DEBIT_AFTER_NOTICE_HOURS,
  debitAmount,
  MANDATE_DAYS_AFTER_LAST_DUE,
  mandateLimit,
  mayTake,
  noticedOn,
  takenOnItsDay,
} from '@tenora/domain/autopay';
import { ID_PAYOUT_BANKS } from '@tenora/domain/bank-account';
import { addDays, localDate, localMidnight } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { formatMoney, MINOR_PER_MAJOR } from '@tenora/domain/money';
import { inContactHours } from '@tenora/domain/reminders';
import { randomBytes } from 'node:crypto';
import { writeAudit } from '../../platform/audit.ts';
import { BorrowerScope, userById, userEmail, userLanguage } from '../../platform/auth.ts';
import { AppError, badInput, businessFailure, notFound } from '../../platform/errors.ts';
import { lockName } from '../../platform/locks.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import type {
  DebitAnswer,
  MandateRef,
  MandateSetUp,
  MandateState,
  PaymentProvider,
} from '../../platform/payments.ts';
import { providerWords } from '../../platform/payments.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { enforceLimit, minutesOf } from '../../platform/rate-limit.ts';
import { loanAccount, type LoanAccount } from '../ledger/index.ts';
import { firstSentAt, notify } from '../notifications/index.ts';
import { holderNameOf } from '../payouts/index.ts';
import { moveMandate } from './autopay-events.ts';
import {
  debitsOf,
  debitsToPresent,
  debitsUnheard,
  hasAutopayWork,
  hasDebitFor,
  insertDebit,
  insertMandate,
  latestMandateOf,
  lockDebit,
  mandateById,
  mandatesWaiting,
  mandatesWithInstalmentDue,
  markAsked,
  setDebitProvider,
  touchMandate,
  markDebit,
  updateMandate,
  type DebitRow,
  type MandateRow,
} from './autopay-repository.ts';
import { createProviderPayment } from './repository.ts';
import { handleProviderEvent, type EventLog } from './service.ts';

/**
 * Autopay (docs/product.md#autopay, docs/payments.md#autopay): a mandate per loan, set up from
 * Repay and approved at the borrower's bank; each instalment told the day before its due date,
 * in the contact hours, and taken 25 hours later as a provider payment of its own, for no more
 * than is due; cancelled at any time from Repay.
 */

const HOUR_MS = 3_600_000;
/** Setting autopay up costs the lender a mandate at its provider: a few tries an hour. */
const SET_UPS = [
  { ms: HOUR_MS, max: 5 },
  { ms: 24 * HOUR_MS, max: 10 },
] as const;
/** A provider's word on a debit may take a day and a half (Razorpay's UPI): asked after 2 hours. */
const ASK_AFTER_MS = 2 * HOUR_MS;
/** A debit with no word this long after its time is given up on: the borrower pays by hand. */
const GIVE_UP_MS = 48 * HOUR_MS;
/** A mandate not approved within a day is given up (Razorpay's authorisation lasts its day). */
const APPROVAL_MS = 24 * HOUR_MS;
/** The RBI's least time between a debit's notice reaching the borrower and the debit. */
const NOTICE_MS = 24 * HOUR_MS;

const refOf = (m: MandateRow): MandateRef => ({
  reference: m.reference,
  market: m.market,
  providerId: m.provider_id,
  customerId: m.provider_customer_id,
  tokenId: m.provider_token_id,
});

/** The provider a mandate was set up with, whichever takes the market's payments now. */
function providerOf(deps: AppDeps, m: MandateRow): PaymentProvider | undefined {
  return deps.payments.named(m.provider);
}

/** Whether the loan can be debited at all: disbursed, and something still owed. */
/**
 * Whether the loan can be debited at all: paid out, something still owed, and repaid by
 * instalments. A product repaid in full only is not: what it asks is the payoff, which changes
 * every day, and a debit told a day ahead could not be for it.
 */
const debitable = (account: LoanAccount) =>
  account.payoff !== null && account.due.kind !== 'none' && account.order.partial_repayment;

const owedInstalments = (account: LoanAccount) =>
  account.schedule.map((r) => ({
    periodNo: r.period_no,
    dueDate: r.due_date,
    owed: r.fee + r.interest + r.principal,
  }));

/** The first instalment still owed that falls due on or after `today`, to plan its debit. */
function nextInstalment(account: LoanAccount, today: string) {
  return account.schedule.find((r) => r.fee + r.interest + r.principal > 0 && r.due_date >= today);
}

function debitView(d: DebitRow, market: Market): AutopayDebit {
  const status =
    d.status !== 'presented'
      ? d.status
      : d.payment_status === 'paid'
        ? 'paid'
        : d.payment_status === 'failed' || d.payment_status === 'cancelled'
          ? 'failed'
          : d.payment_status === 'refund_due'
            ? 'paid'
            : 'presented';
  return {
    amount: d.amount,
    on: localDate(d.debit_after, market),
    debitAfter: d.debit_after.toISOString(),
    noticedAt: d.noticed_at.toISOString(),
    status,
  };
}

/** The borrower's own loan, read through their scope: another's is not found. */
async function ownLoan(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  t: Translate,
): Promise<LoanAccount> {
  const account = await loanAccount(deps.clock, borrower, orderId);
  if (!account) throw notFound(t('request.notFound'));
  return account;
}

/** Where autopay stands on the borrower's loan, in their language. */
export async function autopayOf(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  t: Translate,
): Promise<Autopay> {
  const account = await ownLoan(deps, borrower, orderId, t);
  return viewOf(deps, borrower, account, await latestMandateOf(borrower, orderId), t);
}

async function viewOf(
  deps: AppDeps,
  borrower: BorrowerScope,
  account: LoanAccount,
  mandate: MandateRow | null,
  t: Translate,
): Promise<Autopay> {
  const market = borrower.market;
  const provider = deps.payments.of(market);
  const kind = provider.autopay[market] ?? null;
  const banks =
    market === 'ID'
      ? (provider.autopayBanks ?? []).map((code) => ({
          code,
          name: ID_PAYOUT_BANKS.find((b) => b.code === code)?.name ?? code,
        }))
      : [];
  const debits = mandate ? await debitsOf(deps.db, mandate.id, 5) : [];
  const live = debits.find(
    (d) => d.status === 'noticed' || (d.status === 'presented' && d.payment_status === 'pending'),
  );
  const newest = debits.find((d) => d.status !== 'withdrawn');
  const lastFailed =
    newest && debitView(newest, market).status === 'failed' ? debitView(newest, market) : null;
  const today = localDate(deps.clock.now(), market);
  let nextDebit: AutopayDebit | null = live ? debitView(live, market) : null;
  if (!nextDebit && mandate?.status === 'active' && debitable(account)) {
    const next = nextInstalment(account, today);
    const amount = next
      ? debitAmount({
          debitDay: next.due_date,
          instalments: owedInstalments(account),
          lateCharges: account.balance.penaltyOwed,
          maxAmount: mandate.max_amount,
        })
      : 0;
    // Told only once: a planned debit of an instalment already debited is not shown again.
    const done =
      next && debits.some((d) => d.period_no === next.period_no && d.status !== 'withdrawn');
    if (next && amount > 0 && !done)
      nextDebit = {
        amount,
        on: next.due_date,
        debitAfter: null,
        noticedAt: null,
        status: 'planned',
      };
  }
  return {
    available: kind !== null && debitable(account),
    kind,
    banks,
    mandate: mandate
      ? {
          reference: mandate.reference,
          status: mandate.status,
          maxAmount: mandate.max_amount,
          account: mandate.account_label,
          bank: mandate.bank,
          approveUrl: mandate.status === 'approving' ? mandate.approve_url : null,
          awaitsCode:
            mandate.status === 'approving' &&
            mandate.approve_url === null &&
            mandate.provider_id !== null,
          problem:
            mandate.status === 'refused'
              ? t('autopay.problem.refused')
              : mandate.status === 'cancelled' && mandate.problem !== null
                ? t('autopay.problem.ended')
                : null,
          updatedAt: mandate.updated_at.toISOString(),
        }
      : null,
    nextDebit,
    lastFailed,
    market,
  };
}

/**
 * Sets autopay up on a loan that owes money: the mandate is written approving, then asked of the
 * market's provider, which answers where the borrower approves it. Asked again while one is
 * approving, it answers that one; while one stands, it says autopay is on already.
 */
export async function startAutopay(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; bank?: string; cardLastFour?: string; cardExpiry?: string },
  t: Translate,
  client: { ip?: string; userAgent?: string },
): Promise<Autopay> {
  const market = borrower.market;
  const account = await ownLoan(deps, borrower, input.orderId, t);
  const provider = deps.payments.of(market);
  const kind = provider.autopay[market];
  if (!kind) throw businessFailure(t('autopay.notOffered'));
  if (!debitable(account)) throw businessFailure(t('autopay.nothingOwed'));
  const now = deps.clock.now();
  let card: { lastFour: string; expiry: string } | null = null;
  let bank: string | null = null;
  if (market === 'ID') {
    bank = input.bank?.trim().toUpperCase() ?? '';
    if (!(provider.autopayBanks ?? []).includes(bank)) throw badInput(t('autopay.field.bank'));
    const checked = checkDebitCard(
      { lastFour: input.cardLastFour ?? '', expiry: input.cardExpiry ?? '' },
      localDate(now, market),
    );
    if (!checked.ok) throw badInput(t(`autopay.field.${checked.fields[0] ?? 'lastFour'}`));
    card = { lastFour: checked.lastFour, expiry: checked.expiry };
  }
  const lastDue = account.schedule.at(-1)?.due_date ?? localDate(now, market);
  const stillOwed =
    owedInstalments(account).reduce((n, i) => n + i.owed, 0) + account.balance.penaltyOwed;
  // One tap at a time per loan: a second tap, or a double tap, finds the first one's mandate.
  const { mandate, fresh } = await deps.db.transaction(async (tx) => {
    const scope = borrower.within(tx);
    await lockName(tx, `autopay:${input.orderId}`);
    const current = await latestMandateOf(scope, input.orderId);
    if (current?.status === 'approving') return { mandate: current, fresh: false };
    if (
      current &&
      (current.status === 'active' ||
        current.status === 'paused' ||
        current.status === 'cancelling')
    )
      throw businessFailure(t('autopay.alreadyOn'));
    await enforceLimit(
      deps.limits,
      { key: `autopay:${borrower.userId}`, windows: SET_UPS, now },
      (seconds) => t('autopay.tooMany', minutesOf(seconds)),
    );
    const written = await insertMandate(scope, {
      reference: `mnd_${randomBytes(10).toString('hex')}`,
      orderId: input.orderId,
      provider: provider.name,
      kind,
      maxAmount: mandateLimit(stillOwed, MINOR_PER_MAJOR[market]),
      endsAt: localMidnight(addDays(lastDue, MANDATE_DAYS_AFTER_LAST_DUE), market),
      bank,
      at: now,
    });
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'autopay.asked',
      objectType: 'order',
      objectId: input.orderId,
      before: null,
      after: {
        mandate: written.reference,
        by: 'borrower',
        provider: provider.name,
        kind,
        maxAmount: written.max_amount,
        bank,
      },
    });
    return { mandate: written, fresh: true };
  });
  if (!fresh) return viewOf(deps, borrower, account, mandate, t);
  const email = await userEmail(deps.db, borrower.userId);
  const setUp = await provider
    .setUpMandate({
      reference: mandate.reference,
      market,
      maxAmount: mandate.max_amount,
      endsAt: mandate.ends_at,
      bank,
      card,
      description: providerWords(market)('autopay.description', input.orderId),
      returnUrl: `${deps.config.publicUrl}/repay?orderId=${input.orderId}&productId=${account.order.product_id}`,
      payer: {
        name:
          (await holderNameOf(deps.db, borrower.userId)) ??
          providerWords(market)('autopay.payerName'),
        phone: borrower.phone,
        ...(email ? { email } : {}),
        ...(client.ip ? { ip: client.ip } : {}),
        ...(client.userAgent ? { userAgent: client.userAgent } : {}),
      },
    })
    .catch((): MandateSetUp => ({ ok: false }));
  const after = await deps.db.transaction(async (tx) => {
    if (!setUp.ok) {
      // Nothing was approved: the mandate is closed at once (audited), and the borrower may ask
      // again. Whatever the provider made before its answer was lost lapses unapproved.
      const locked = await mandateById(tx, mandate.id, true);
      if (locked)
        await moveMandate(deps, tx, locked, {
          status: 'cancelled',
          by: provider.name,
          reason: 'provider did not answer',
        });
      return (await mandateById(tx, mandate.id)) ?? mandate;
    }
    return updateMandate(tx, mandate.id, {
      approveUrl: setUp.next.kind === 'url' ? setUp.next.url : null,
      providerId: setUp.providerId,
      customerId: setUp.customerId,
      tokenId: setUp.tokenId,
      ...(card && bank ? { account: `${bank} •••• ${card.lastFour}` } : {}),
      at: deps.clock.now(),
    });
  });
  if (!setUp.ok) throw new AppError('unavailable', t('autopay.providerDown'));
  return viewOf(deps, borrower, account, after, t);
}

/**
 * The code the borrower's bank texted to link their account (Indonesia). A wrong code leaves the
 * mandate approving, to type it again; the bank's refusal ends it.
 */
export async function confirmAutopayCode(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; code: string },
  t: Translate,
): Promise<Autopay> {
  const account = await ownLoan(deps, borrower, input.orderId, t);
  const mandate = await latestMandateOf(borrower, input.orderId);
  if (!mandate || mandate.status !== 'approving') throw businessFailure(t('autopay.noCodeAsked'));
  const code = input.code.trim();
  if (!/^\d{4,8}$/.test(code)) throw badInput(t('autopay.field.code'));
  await enforceLimit(
    deps.limits,
    {
      key: `autopay-code:${mandate.reference}`,
      windows: [{ ms: HOUR_MS, max: 5 }],
      now: deps.clock.now(),
    },
    (seconds) => t('autopay.tooMany', minutesOf(seconds)),
  );
  const provider = providerOf(deps, mandate);
  const state = provider
    ? await provider.confirmMandate(refOf(mandate), code).catch(() => 'unknown' as const)
    : 'unknown';
  if (state === 'unknown') throw new AppError('unavailable', t('autopay.providerDown'));
  if (state.status === 'approving') throw badInput(t('autopay.codeRefused'));
  const after = await settleState(deps, mandate.id, state);
  return viewOf(deps, borrower, account, after, t);
}

/** Moves a mandate to what its provider answered, in a transaction of its own. */
async function settleState(
  deps: AppDeps,
  mandateId: number,
  state: MandateState,
): Promise<MandateRow | null> {
  return deps.db.transaction(async (tx) => {
    const locked = await mandateById(tx, mandateId, true);
    if (!locked) return null;
    if (state.status !== 'approving')
      await moveMandate(deps, tx, locked, {
        status: state.status,
        tokenId: state.tokenId ?? null,
        account: state.account ?? null,
        reason: state.reason ?? null,
        by: locked.provider,
      });
    return mandateById(tx, mandateId);
  });
}

/**
 * Ends autopay on a loan, whenever the borrower asks: no debit is taken after this, and one told
 * but not yet taken is withdrawn at once. The provider is asked to end the mandate at the bank;
 * until it has, the mandate is `cancelling`, and the hourly run asks again.
 */
export async function cancelAutopay(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  t: Translate,
): Promise<Autopay> {
  const account = await ownLoan(deps, borrower, orderId, t);
  const mandate = await deps.db.transaction(async (tx) => {
    const locked = await latestMandateOf(borrower.within(tx), orderId, true);
    if (!locked || locked.status === 'refused' || locked.status === 'cancelled') return locked;
    if (locked.status === 'cancelling') return locked;
    await moveMandate(deps, tx, locked, { status: 'cancelling', by: 'borrower' });
    return mandateById(tx, locked.id);
  });
  if (!mandate || mandate.status === 'refused' || mandate.status === 'cancelled')
    return viewOf(deps, borrower, account, mandate, t);
  const after = await askCancel(deps, mandate);
  return viewOf(deps, borrower, account, after, t);
}

/**
 * Asks the provider to end a mandate being cancelled, then where it stands: ended at the bank
 * (Xendit's unbinding ends it at once; a UPI mandate once NPCI has it, `token.cancelled`), it is
 * cancelled. A mandate never approved has nothing at the bank to end. Until the bank's word, the
 * hourly run asks again.
 */
async function askCancel(deps: AppDeps, mandate: MandateRow): Promise<MandateRow> {
  const provider = providerOf(deps, mandate);
  const nothingAtBank = mandate.provider_token_id === null || !provider;
  const taken =
    provider && !nothingAtBank
      ? await provider.cancelMandate(refOf(mandate)).catch(() => ({ ok: false }))
      : { ok: true };
  const state =
    taken.ok && provider && !nothingAtBank
      ? await provider.mandateStatus(refOf(mandate)).catch(() => 'unknown' as const)
      : 'unknown';
  return deps.db.transaction(async (tx) => {
    const locked = await mandateById(tx, mandate.id, true);
    if (!locked || locked.status !== 'cancelling') return locked ?? mandate;
    if (nothingAtBank || (state !== 'unknown' && state.status === 'cancelled')) {
      await moveMandate(deps, tx, locked, { status: 'cancelled', by: locked.provider });
      return (await mandateById(tx, locked.id)) ?? locked;
    }
    return updateMandate(tx, locked.id, {
      ...(taken.ok ? { cancelAskedAt: deps.clock.now() } : {}),
      at: deps.clock.now(),
    });
  });
}

/**
 * Each hour in the market's contact hours (docs/product.md#autopay): debits whose notice is old
 * enough are taken, or withdrawn when the loan owes less than they said; instalments falling due
 * tomorrow or today are told; debits presented with no word since are asked of the provider; and
 * mandates waiting on their provider are asked where they stand.
 */
export async function runAutopay(
  deps: AppDeps,
  log: EventLog,
  market: Market,
  at: Date,
): Promise<void> {
  if (!inContactHours(at, market) || !(await hasAutopayWork(deps.db, market))) return;
  for (const debit of await debitsToPresent(deps.db, market, at)) {
    await presentOne(deps, log, debit).catch((err: unknown) =>
      log.error({ err, debit: debit.reference }, 'autopay debit not presented'),
    );
  }
  for (const debit of await debitsUnheard(deps.db, market, new Date(at.getTime() - ASK_AFTER_MS))) {
    await askDebit(deps, log, debit).catch((err: unknown) =>
      log.error({ err, debit: debit.reference }, 'autopay debit not asked'),
    );
  }
  for (const mandate of await mandatesWaiting(
    deps.db,
    market,
    new Date(at.getTime() - 10 * 60_000),
  )) {
    await askMandate(deps, mandate, at).catch((err: unknown) =>
      log.error({ err, mandate: mandate.reference }, 'autopay mandate not asked'),
    );
  }
  const today = localDate(at, market);
  // An instalment is told from the day before its due date until the due date (`noticedOn`).
  const dates = [today, addDays(today, 1)];
  for (const mandate of await mandatesWithInstalmentDue(deps.db, market, dates)) {
    await noticeNext(deps, mandate, at).catch((err: unknown) =>
      log.error({ err, mandate: mandate.reference }, 'autopay notice not written'),
    );
  }
}

/**
 * Tells the instalment falling due of an active mandate, once: the provider's notice (Razorpay's
 * order with its pre-debit notification) and our own message, in one go; the debit is taken 25
 * hours later.
 */
async function noticeNext(
  deps: AppDeps,
  mandate: MandateRow & { phone: string },
  at: Date,
): Promise<void> {
  const borrower = BorrowerScope.forMessages(
    mandate.user_id,
    mandate.market,
    mandate.phone,
    deps.db,
  );
  const account = await loanAccount(deps.clock, borrower, mandate.order_id);
  if (!account || !debitable(account) || account.payoff?.coolingOff) return;
  const today = localDate(at, mandate.market);
  const row = account.schedule.find(
    (r) => r.fee + r.interest + r.principal > 0 && noticedOn(r.due_date, today),
  );
  if (!row) return;
  const debitAfter = new Date(at.getTime() + DEBIT_AFTER_NOTICE_HOURS * HOUR_MS);
  // The day the notice names is the day it is taken: a debit no run would take that day is told
  // at the next day's first run instead.
  if (!takenOnItsDay(debitAfter, mandate.market)) return;
  const amount = debitAmount({
    debitDay: localDate(debitAfter, mandate.market),
    instalments: owedInstalments(account),
    lateCharges: account.balance.penaltyOwed,
    maxAmount: mandate.max_amount,
  });
  if (amount <= 0) return;
  const provider = providerOf(deps, mandate);
  if (!provider) return;
  const reference = `dbt_${randomBytes(10).toString('hex')}`;
  // The debit is claimed first, under the mandate's lock: two runs at once, or a mandate
  // cancelled a moment ago, never make the provider tell the borrower twice, or at all.
  const claimed = await deps.db.transaction(async (tx) => {
    const locked = await mandateById(tx, mandate.id, true);
    if (locked?.status !== 'active') return false;
    if (await hasDebitFor(tx, mandate.order_id, row.period_no, row.due_date)) return false;
    return insertDebit(tx, {
      reference,
      mandateId: mandate.id,
      orderId: mandate.order_id,
      periodNo: row.period_no,
      dueDate: row.due_date,
      amount,
      providerId: null,
      noticedAt: at,
      debitAfter,
    });
  });
  if (!claimed) return;
  const email = await userEmail(deps.db, mandate.user_id);
  const t = translator(await userLanguage(deps.db, mandate.user_id, mandate.market));
  const noticed = await provider
    .noticeDebit({
      reference,
      market: mandate.market,
      amount,
      mandate: refOf(mandate),
      debitAt: debitAfter,
      description: providerWords(mandate.market)('autopay.description', mandate.order_id),
      idempotencyKey: reference,
      payer: { phone: mandate.phone, ...(email ? { email } : {}) },
    })
    .catch(() => ({ ok: false as const }));
  await deps.db.transaction(async (tx) => {
    const debit = await lockDebit(tx, reference);
    if (debit?.status !== 'noticed') return;
    // Without the provider's notice there is no debit; the next hour tells it again.
    if (!noticed.ok) {
      await markDebit(tx, reference, { status: 'withdrawn', reason: 'notice not taken', at });
      return;
    }
    await setDebitProvider(tx, reference, noticed.providerId);
    await notify(deps, tx, {
      userId: mandate.user_id,
      market: mandate.market,
      orderId: mandate.order_id,
      template: 'autopay.notice',
      title: t('notify.autopay.notice.title'),
      body: t(
        'notify.autopay.notice.body',
        formatMoney(amount, mandate.market),
        mandate.order_id,
        account.order.product_name,
        t.date(localDate(debitAfter, mandate.market), mandate.market),
        mandate.account_label ??
          t(mandate.kind === 'upi_autopay' ? 'autopay.yourUpi' : 'autopay.yourBank'),
      ),
      // The notice the law asks for: never held back by the limit on messages about money owed.
      collection: false,
      cause: noticeCause(reference),
      at,
    });
  });
}

/** The cause of a debit's notice message, by which its delivery is looked for. */
const noticeCause = (reference: string) => `autopay.notice:${reference}`;

/**
 * Takes one noticed debit: once our notice has reached the borrower at least 24 hours before
 * (one never sent within a day of its time is withdrawn), and while what has fallen due still
 * covers it, it becomes a provider payment and is asked of the bank; owed less (paid meanwhile),
 * it is withdrawn, and the next run tells the new amount.
 */
async function presentOne(deps: AppDeps, log: EventLog, due: DebitRow): Promise<void> {
  const mandate = await mandateById(deps.db, due.mandate_id);
  if (!mandate) return;
  const provider = providerOf(deps, mandate);
  if (!provider) return;
  const now = deps.clock.now();
  const sentAt = await firstSentAt(deps.db, noticeCause(due.reference));
  if (!sentAt || sentAt.getTime() + NOTICE_MS > now.getTime()) {
    if (now.getTime() - due.debit_after.getTime() > NOTICE_MS)
      await deps.db.transaction(async (tx) => {
        await mandateById(tx, mandate.id, true);
        const debit = await lockDebit(tx, due.reference);
        if (debit?.status === 'noticed')
          await markDebit(tx, due.reference, {
            status: 'withdrawn',
            reason: 'notice not delivered',
            at: now,
          });
      });
    return;
  }
  const borrowerPhone = await phoneOf(deps, mandate);
  const borrower = BorrowerScope.forMessages(
    mandate.user_id,
    mandate.market,
    borrowerPhone,
    deps.db,
  );
  const presented = await deps.db.transaction(async (tx) => {
    // The mandate first, then the debit: the order cancelling and the webhook lock them in.
    const locked = await mandateById(tx, mandate.id, true);
    const debit = await lockDebit(tx, due.reference);
    if (debit?.status !== 'noticed') return null;
    if (locked?.status !== 'active') {
      await markDebit(tx, debit.reference, {
        status: 'withdrawn',
        reason: 'mandate not active',
        at: now,
      });
      return null;
    }
    const account = await loanAccount(deps.clock, borrower.within(tx), mandate.order_id);
    // What has fallen due by now: an instalment paid by hand meanwhile leaves only the next,
    // which is not the debit's to take early.
    const dueByNow = account
      ? debitAmount({
          debitDay: localDate(now, mandate.market),
          instalments: owedInstalments(account),
          lateCharges: account.balance.penaltyOwed,
          maxAmount: Number.MAX_SAFE_INTEGER,
        })
      : 0;
    if (!account || !mayTake(debit.amount, { dueAmount: dueByNow, payoff: account.payoff })) {
      await markDebit(tx, debit.reference, {
        status: 'withdrawn',
        reason: 'owed changed',
        at: now,
      });
      return null;
    }
    await createProviderPayment(borrower.within(tx), {
      reference: debit.reference,
      orderId: mandate.order_id,
      method: 'autopay',
      amount: debit.amount,
      at: now,
      provider: provider.name,
      providerId: debit.provider_id,
    });
    await markDebit(tx, debit.reference, { status: 'presented', at: now });
    return debit;
  });
  if (!presented) return;
  await takeAtProvider(deps, log, provider, mandate, presented, now);
}

/**
 * Asks the provider to take a presented debit, under its key: the first time, and again while no
 * word has come (a lost answer, a notice not yet delivered), since each adapter answers a debit
 * asked twice as the one debit. A mandate that stopped standing meanwhile is only asked about.
 */
async function takeAtProvider(
  deps: AppDeps,
  log: EventLog,
  provider: PaymentProvider,
  mandate: MandateRow,
  debit: DebitRow,
  now: Date,
): Promise<void> {
  const current = await mandateById(deps.db, mandate.id);
  const email = await userEmail(deps.db, mandate.user_id);
  const answer =
    current?.status === 'active'
      ? await provider
          .presentDebit({
            reference: debit.reference,
            market: mandate.market,
            amount: debit.amount,
            mandate: refOf(current),
            debitAt: now,
            description: providerWords(mandate.market)('autopay.description', mandate.order_id),
            idempotencyKey: `debit-${debit.reference}`,
            payer: { phone: await phoneOf(deps, mandate), ...(email ? { email } : {}) },
            providerId: debit.provider_id,
          })
          // No answer: it is asked again at the next run, under the same key.
          .catch((): DebitAnswer => ({ status: 'pending', providerPaymentId: null }))
      : await statusAt(provider, mandate, debit);
  await markAsked(deps.db, debit.reference, now);
  if (answer !== 'unknown') await bookAnswer(deps, log, provider, debit, answer);
}

/** Where a presented debit stands at its provider, only asked; `unknown` when no answer came. */
const statusAt = (provider: PaymentProvider, mandate: MandateRow, debit: DebitRow) =>
  provider
    .debitStatus({
      reference: debit.reference,
      market: mandate.market,
      providerId: debit.provider_id,
      providerPaymentId: debit.provider_payment_id,
    })
    .catch(() => 'unknown' as const);

/**
 * A presented debit with no word: asked again, and given up 48 hours after its time (Razorpay
 * takes up to a day and a half): the payment is closed, the borrower told to pay by hand, and
 * money that still arrives is booked, or set aside to refund, by its webhook.
 */
async function askDebit(deps: AppDeps, log: EventLog, debit: DebitRow): Promise<void> {
  const mandate = await mandateById(deps.db, debit.mandate_id);
  const provider = mandate ? providerOf(deps, mandate) : undefined;
  if (!mandate || !provider) return;
  const now = deps.clock.now();
  if (now.getTime() - debit.debit_after.getTime() < GIVE_UP_MS) {
    await takeAtProvider(deps, log, provider, mandate, debit, now);
    return;
  }
  const last = await statusAt(provider, mandate, debit);
  if (last !== 'unknown' && last.status !== 'pending') {
    await bookAnswer(deps, log, provider, debit, last);
    return;
  }
  await handleProviderEvent(deps, log, provider.name, {
    eventId: `autopay:${debit.reference}:given-up`,
    type: 'payment.cancelled',
    reference: debit.reference,
    amount: debit.amount,
    occurredAt: now.toISOString(),
  });
}

/**
 * A debit's end as the provider answered it directly is booked as its webhook would be: through
 * the same handling, once (its event id is the debit's), whichever of the two comes first.
 */
async function bookAnswer(
  deps: AppDeps,
  log: EventLog,
  provider: PaymentProvider,
  debit: Pick<DebitRow, 'reference' | 'amount'>,
  answer: DebitAnswer,
): Promise<void> {
  if (answer.status === 'pending') return;
  await handleProviderEvent(deps, log, provider.name, {
    eventId: `autopay:${debit.reference}:${answer.status}`,
    type: answer.status === 'taken' ? 'payment.succeeded' : 'payment.failed',
    reference: debit.reference,
    amount: debit.amount,
    occurredAt: deps.clock.now().toISOString(),
    ...(answer.status === 'taken' ? { providerPaymentId: answer.providerPaymentId } : {}),
    ...(answer.status === 'failed'
      ? { reason: `${answer.failureCode}: ${answer.failureMessage}`.slice(0, 500) }
      : {}),
  });
}

/**
 * A mandate waiting on its provider: being cancelled (asked again, or its end looked for), or
 * approving (a lost webhook). One not approved within a day is given up, and ended at the bank
 * too, since a UPI app's link may still be approved later.
 */
async function askMandate(deps: AppDeps, mandate: MandateRow, at: Date): Promise<void> {
  if (mandate.status === 'cancelling') {
    await askCancel(deps, mandate);
    return;
  }
  const provider = providerOf(deps, mandate);
  if (!provider || mandate.provider_id === null) return;
  const state = await provider.mandateStatus(refOf(mandate)).catch(() => 'unknown' as const);
  if (state !== 'unknown' && state.status !== 'approving') {
    await settleState(deps, mandate.id, state);
    return;
  }
  if (at.getTime() - mandate.created_at.getTime() < APPROVAL_MS) {
    await touchMandate(deps.db, mandate.id, at);
    return;
  }
  const cancelling = await deps.db.transaction(async (tx) => {
    const locked = await mandateById(tx, mandate.id, true);
    if (locked?.status !== 'approving') return null;
    await moveMandate(deps, tx, locked, { status: 'cancelling', by: 'not approved in time' });
    return mandateById(tx, locked.id);
  });
  if (cancelling) await askCancel(deps, cancelling);
}

async function phoneOf(deps: AppDeps, mandate: MandateRow): Promise<string> {
  return (await userById(deps.db, mandate.user_id))?.phone ?? '';
}
