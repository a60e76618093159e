import type { BankAccount, OpsPayout } from '@tenora/contract/payouts';
import { bankLabel, checkBankAccount, maskAccountNumber } from '@tenora/domain/bank-account';
import { formatMoney } from '@tenora/domain/money';
import { randomBytes } from 'node:crypto';
import { writeAudit } from '../../platform/audit.ts';
import { lockName } from '../../platform/locks.ts';
import { enforceLimit, minutesOf } from '../../platform/rate-limit.ts';
import { userById, userLanguage, type BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import type { PayeeAccount, PayoutAnswer, ProviderEvent } from '../../platform/payments.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { lockOrderToMove, userOfOrder } from '../ledger/index.ts';
import { listApplications, moveOrderIn, opsOrdersOf } from '../loans/index.ts';
import { notify } from '../notifications/index.ts';
import {
  accountById,
  deleteAccount,
  restoreAccount,
  accountHasPayoutOnItsWay,
  currentAccountOf,
  currentAccountOfUser,
  currentAccounts,
  insertPayout,
  latestPayouts,
  lockAccountByReference,
  lockLivePayout,
  lockPayout,
  replaceAccount,
  setAccountCheck,
  settlePayout,
  type BankAccountRow,
  type PayoutRow,
} from './repository.ts';

/**
 * The borrower's bank account and the payouts into it (docs/payments.md#payouts): the account is
 * checked by the market's provider before any money goes to it, and a loan is disbursed only
 * when its payout is made.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'payments' | 'limits'>;

/** What the audit log keeps of an account: never the whole number. */
const audited = (a: BankAccountRow | null) =>
  a && {
    bankCode: a.bank_code,
    holderName: a.holder_name,
    account: maskAccountNumber(a.account_number),
    status: a.status,
  };

const borrowerView = (a: BankAccountRow, t: Translate): BankAccount => ({
  bankCode: a.bank_code,
  bankName: bankLabel(a.bank_code, a.market),
  holderName: a.holder_name,
  accountMasked: maskAccountNumber(a.account_number),
  status: a.status,
  // The provider's and the staff's words are for staff; the borrower reads what to do.
  problem: a.status === 'invalid' ? t('bankAccount.notConfirmed') : null,
  updatedAt: a.updated_at.toISOString(),
});

export const opsAccountView = (a: BankAccountRow) => ({
  bankName: bankLabel(a.bank_code, a.market),
  bankCode: a.bank_code,
  holderName: a.holder_name,
  accountMasked: maskAccountNumber(a.account_number),
  status: a.status,
  registeredName: a.registered_name,
  problem: a.problem,
  updatedAt: a.updated_at.toISOString(),
});

const opsPayoutView = (p: PayoutRow): OpsPayout => ({
  reference: p.reference,
  status: p.status,
  amount: p.amount,
  accountMasked: maskAccountNumber(p.account_number),
  reason: p.failure_reason,
  at: (p.settled_at ?? p.created_at).toISOString(),
});

export async function bankAccountOf(deps: Deps, borrower: BorrowerScope, t: Translate) {
  const account = await currentAccountOf(borrower);
  return {
    account: account && borrowerView(account, t),
    changeable: !account || !(await accountHasPayoutOnItsWay(deps.db, account.id)),
  };
}

/** Account checks per borrower: 5 an hour, 10 a day. */
const ACCOUNT_CHECKS = [
  { ms: 3_600_000, max: 5 },
  { ms: 24 * 3_600_000, max: 10 },
] as const;

const payee = (a: BankAccountRow, phone: string): PayeeAccount => ({
  reference: a.reference,
  market: a.market,
  holderName: a.holder_name,
  accountNumber: a.account_number,
  bankCode: a.bank_code,
  phone,
  providerAccountId: a.provider_account_id,
});

/**
 * The borrower gives (or changes) the account their loans are paid into. It replaces the one
 * before at once and is checked by the market's provider: found, still being checked, or held for
 * staff. When the provider does not answer, nothing changes and the borrower is asked to try
 * again. An account cannot change while a payout to it is on its way.
 */
export async function setBankAccount(
  deps: Deps,
  borrower: BorrowerScope,
  input: { holderName: string; accountNumber: string; bankCode: string },
  t: Translate,
) {
  const checked = checkBankAccount(input, borrower.market);
  if (!checked.ok) throw badInput(t(`bankAccount.field.${checked.field}`));
  const { account } = checked;
  // Each check costs the lender a penny drop, and says whether an account exists: a few an hour.
  await enforceLimit(
    deps.limits,
    { key: `bank-account:${borrower.userId}`, windows: ACCOUNT_CHECKS, now: deps.clock.now() },
    (seconds) => t('bankAccount.tooMany', minutesOf(seconds)),
  );
  const provider = deps.payments.of(borrower.market);
  const { before, fresh } = await deps.db.transaction(async (tx) => {
    // One change at a time per borrower, even when they have no account yet to lock.
    await lockName(tx, `bank-account:${borrower.userId}`);
    const mine = borrower.within(tx);
    const current = await currentAccountOf(mine, true);
    if (current && (await accountHasPayoutOnItsWay(tx, current.id)))
      throw businessFailure(t('bankAccount.locked'));
    const inserted = await replaceAccount(mine, {
      market: borrower.market,
      reference: `bnk_${randomBytes(12).toString('hex')}`,
      holderName: account.holderName,
      accountNumber: account.accountNumber,
      bankCode: account.bankCode,
      provider: provider.name,
      at: deps.clock.now(),
    });
    return { before: current, fresh: inserted };
  });

  const check = await provider.validateAccount(payee(fresh, borrower.phone));

  const settled = await deps.db.transaction(async (tx) => {
    await lockName(tx, `bank-account:${borrower.userId}`);
    const row = await accountById(tx, fresh.id, true);
    if (!row) throw new Error(`bank account ${fresh.id} vanished`);
    if (check.status === 'unavailable') {
      // Nothing was checked: the account before stays, as if this one had not been typed, unless
      // the provider's webhook answered meanwhile or another account replaced this one.
      if (row.status !== 'verifying') return row;
      await deleteAccount(tx, fresh.id);
      if (before && (await currentAccountOfUser(tx, borrower.userId)) === null)
        await restoreAccount(tx, before.id);
      return null;
    }
    // The provider's webhook may have come first (the row is locked now): what it said stands.
    let after = row;
    if (row.status === 'verifying' && check.status !== 'verifying') {
      after = await setAccountCheck(tx, row.id, {
        status: check.status,
        registeredName:
          check.status === 'verified' || check.status === 'review'
            ? (check.registeredName ?? null)
            : null,
        providerAccountId: check.status === 'review' ? null : check.providerAccountId,
        problem: check.status === 'invalid' ? check.reason : null,
        at: deps.clock.now(),
      });
    } else if (check.status === 'verifying' && check.providerAccountId) {
      after = await setAccountCheck(tx, row.id, {
        status: row.status,
        registeredName: row.registered_name,
        providerAccountId: check.providerAccountId,
        problem: row.problem,
        at: row.updated_at,
      });
    }
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'bankAccount.set',
      objectType: 'borrower',
      objectId: borrower.userId,
      before: audited(before),
      after: { ...audited(after), by: 'borrower', provider: provider.name },
    });
    // Told on every change, so a change the borrower did not make is seen at once.
    const bt = translator(await borrower.language());
    await notify(deps, tx, {
      userId: borrower.userId,
      market: borrower.market,
      template: 'bankAccount.changed',
      title: bt('notify.bankAccount.title'),
      body: bt('notify.bankAccount.body', maskAccountNumber(after.account_number)),
      collection: false,
      cause: `bankAccount.changed:${after.id}`,
      at: deps.clock.now(),
    });
    return after;
  });
  if (!settled) throw businessFailure(t('bankAccount.unavailable'));
  return { account: borrowerView(settled, t), changeable: true };
}

/** Credit staff check an account no provider could (decision on Indonesia), audited. */
export async function reviewBankAccount(
  deps: Deps,
  staffId: number,
  input: { userId: number; decision: 'verify' | 'refuse'; reason: string },
) {
  return deps.db.transaction(async (tx) => {
    const current = await currentAccountOfUser(tx, input.userId, true);
    if (!current) throw notFound('This borrower has given no bank account.');
    if (current.status !== 'review')
      throw businessFailure('Only an account held for review can be verified or refused here.');
    const after = await setAccountCheck(tx, current.id, {
      status: input.decision === 'verify' ? 'verified' : 'invalid',
      problem: input.decision === 'verify' ? null : input.reason,
      at: deps.clock.now(),
    });
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'bankAccount.review',
      objectType: 'borrower',
      objectId: input.userId,
      before: audited(current),
      after: { ...audited(after), reason: input.reason },
    });
    return { account: opsAccountView(after) };
  });
}

/** The credit desk's lists, with each borrower's account and each loan's latest payout. */
export async function applicationsWithPayouts(
  deps: Deps,
  f: Parameters<typeof listApplications>[1],
) {
  const page = await listApplications(deps, f);
  const accounts = await currentAccounts(
    deps.db,
    page.rows.map((r) => r.userId),
  );
  const payouts = await latestPayouts(
    deps.db,
    page.rows.map((r) => r.order.orderId),
  );
  return {
    ...page,
    rows: page.rows.map((r) => {
      const account = accounts.get(r.userId);
      const payout = payouts.get(r.order.orderId);
      return {
        ...r,
        bankAccount: account ? opsAccountView(account) : null,
        payout: payout ? opsPayoutView(payout) : null,
      };
    }),
  };
}

const WRONG_STATE = 'Only an approved loan not yet disbursed can be disbursed.';

/**
 * Credit staff disburse an approved loan: its net amount (the key facts' "net disbursed") is paid
 * to the borrower's verified account through the market's provider, under a key of the try. The
 * loan is disbursed in the transaction that records the payout made, now or when the provider's
 * webhook says so. A payout still on its way is asked again under its own key, never doubled.
 */
export async function disburse(deps: Deps, staffId: number, orderId: number) {
  const ask = await deps.db.transaction(async (tx) => {
    const order = await lockOrderToMove(tx, orderId);
    if (!order) throw notFound('This order was not found.');
    if (order.decision !== 'approved' || order.disbursed_at) throw businessFailure(WRONG_STATE);
    const user = await userById(tx, order.user_id);
    if (!user) throw notFound('This order was not found.');
    const live = await lockLivePayout(tx, orderId);
    if (live) {
      const account = await accountById(tx, live.bank_account_id);
      if (!account) throw new Error(`bank account ${live.bank_account_id} vanished`);
      return { payout: live, account, phone: user.phone, market: order.market, again: true };
    }
    const account = await currentAccountOfUser(tx, order.user_id, true);
    if (!account)
      throw businessFailure(
        'The borrower has not given a bank account yet: they add it in the app, on the loan.',
      );
    if (account.status !== 'verified')
      throw businessFailure(
        account.status === 'review'
          ? 'The borrower’s bank account waits for review: verify it here (Pays into) first.'
          : account.status === 'verifying'
            ? 'The borrower’s bank account is still being checked by the provider: try again shortly.'
            : 'The borrower’s bank account could not be confirmed: they must give another in the app.',
      );
    const provider = deps.payments.of(order.market);
    // An account checked by another provider (the sandbox on staging) is not this one's to pay.
    if (account.provider !== provider.name)
      throw businessFailure(
        'The borrower’s bank account was checked by another provider: they must give it again in the app.',
      );
    const reference = `pout_${randomBytes(12).toString('hex')}`;
    // What the borrower was told they would receive: the key facts' net disbursal.
    const net = order.key_facts?.netDisbursed ?? order.net_disbursed;
    if (net === null || net === undefined || Number(net) <= 0)
      throw businessFailure('This loan has no net amount to pay out in its terms.');
    const amount = Number(net);
    const now = deps.clock.now();
    await insertPayout(tx, {
      reference,
      orderId,
      bankAccountId: account.id,
      provider: provider.name,
      amount,
      staffId,
      at: now,
    });
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'order.disburse',
      objectType: 'order',
      objectId: orderId,
      before: { decision: order.decision, disbursedAt: null },
      after: { payout: reference, amount, account: maskAccountNumber(account.account_number) },
    });
    const payout = await lockPayout(tx, reference);
    if (!payout) throw new Error(`payout ${reference} vanished`);
    return { payout, account, phone: user.phone, market: order.market, again: false };
  });

  const provider = deps.payments.named(ask.payout.provider);
  const answer: PayoutAnswer = provider
    ? await provider.sendPayout({
        reference: ask.payout.reference,
        market: ask.market,
        amount: ask.payout.amount,
        account: payee(ask.account, ask.phone),
        narration: `Tenora loan ${orderId}`,
        idempotencyKey: `payout-${ask.payout.reference}`,
      })
    : { status: 'sending', providerPayoutId: null };
  // Asked again under its key, a refusal is about the asking (the key, the rate), not the money:
  // only the provider's own word that the payout failed ends it, so it is never sent twice.
  const settled: PayoutAnswer =
    ask.again && answer.status === 'failed'
      ? { status: 'sending', providerPayoutId: null }
      : answer;

  await deps.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, ask.payout.reference);
    // The webhook may have settled it meanwhile; what it said stands.
    if (payout?.status !== 'sending') return;
    await settleFromProvider(deps, tx, payout, settled);
  });
  return orderAndPayout(deps, orderId);
}

/** What the provider said of a payout on its way, in the caller's transaction. */
async function settleFromProvider(
  deps: Deps,
  tx: Queryable,
  payout: PayoutRow,
  answer: PayoutAnswer,
): Promise<void> {
  const now = deps.clock.now();
  if (answer.status === 'sending') {
    if (answer.providerPayoutId)
      await settlePayout(tx, payout.reference, {
        status: 'sending',
        providerPayoutId: answer.providerPayoutId,
        at: now,
      });
    return;
  }
  if (answer.status === 'sent') {
    await settlePayout(tx, payout.reference, {
      status: 'sent',
      providerPayoutId: answer.providerPayoutId,
      at: now,
    });
    const moved = await moveOrderIn(deps, tx, payout.order_id, 'disburse');
    // Money out for a loan that cannot be disbursed is not recorded as made: the transaction is
    // undone, the payout stays on its way, and the reconciliation and staff see it.
    if (!moved) throw new Error(`order ${payout.order_id}: paid out but not disbursable`);
    // The borrower hears it from us, in the transaction that disbursed the loan.
    const t = translator(await userLanguage(tx, payout.user_id, payout.market));
    await notify(deps, tx, {
      userId: payout.user_id,
      market: payout.market,
      template: 'loan.disbursed',
      title: t('notify.disbursed.title'),
      body: t(
        'notify.disbursed.body',
        formatMoney(payout.amount, payout.market),
        payout.order_id,
        maskAccountNumber(payout.account_number),
      ),
      orderId: payout.order_id,
      collection: false,
      cause: `loan.disbursed:${payout.order_id}`,
      at: now,
    });
  } else {
    await settlePayout(tx, payout.reference, {
      status: 'failed',
      failureCode: answer.failureCode,
      failureReason: answer.failureMessage,
      at: now,
    });
  }
  await writeAudit(tx, deps.clock, {
    staffId: null,
    action: answer.status === 'sent' ? 'payout.sent' : 'payout.failed',
    objectType: 'order',
    objectId: payout.order_id,
    before: { payout: payout.reference, status: 'sending' },
    after: {
      payout: payout.reference,
      status: answer.status,
      provider: payout.provider,
      ...(answer.status === 'failed'
        ? { code: answer.failureCode, reason: answer.failureMessage }
        : {}),
    },
  });
}

async function orderAndPayout(deps: Deps, orderId: number) {
  const payouts = await latestPayouts(deps.db, [orderId]);
  const payout = payouts.get(orderId);
  const owner = await userOfOrder(deps.db, orderId);
  const user = owner === null ? null : await userById(deps.db, owner);
  const summary =
    user && (await opsOrdersOf(deps.db, deps.clock, user)).find((o) => o.orderId === orderId);
  if (!payout || !summary) throw notFound('This order was not found.');
  return { order: summary, payout: opsPayoutView(payout) };
}

export type PayoutEventOutcome = 'unknown' | 'applied' | 'ignored' | 'closed';

export type EventLog = { error: (obj: object, msg: string) => void };

/**
 * A provider's word on a payout or an account check, in the transaction that claimed its event:
 * a provider speaks only for what it was asked; a payout made disburses its loan once; a failure
 * ends only a payout still on its way, so a late "failed" never undoes money that went out.
 */
export async function handlePayoutEvent(
  deps: Deps,
  log: EventLog,
  tx: Queryable,
  provider: string,
  event: ProviderEvent,
): Promise<PayoutEventOutcome> {
  const now = deps.clock.now();
  if (
    event.type === 'account.verified' ||
    event.type === 'account.review' ||
    event.type === 'account.invalid'
  ) {
    const account = await lockAccountByReference(tx, event.reference);
    if (account?.provider !== provider) return 'unknown';
    if (account.status !== 'verifying') return 'ignored';
    const after = await setAccountCheck(tx, account.id, {
      status:
        event.type === 'account.verified'
          ? 'verified'
          : event.type === 'account.review'
            ? 'review'
            : 'invalid',
      registeredName: event.registeredName ?? null,
      providerAccountId: event.providerObjectId ?? null,
      problem: event.type === 'account.invalid' ? (event.reason ?? 'Not confirmed') : null,
      at: now,
    });
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'bankAccount.checked',
      objectType: 'borrower',
      objectId: account.user_id,
      before: audited(account),
      after: { ...audited(after), by: provider },
    });
    return 'applied';
  }
  const payout = await lockPayout(tx, event.reference);
  if (payout?.provider !== provider) return 'unknown';
  if (event.type === 'payout.sent') {
    if (payout.status !== 'sending') {
      if (payout.status === 'failed')
        log.error(
          { provider, reference: payout.reference, orderId: payout.order_id },
          'payout made after it was told failed',
        );
      return 'ignored';
    }
    if (event.amount !== payout.amount) {
      log.error(
        { provider, orderId: payout.order_id, amount: event.amount, asked: payout.amount },
        'payout amount differs',
      );
      return 'ignored';
    }
    await settleFromProvider(deps, tx, payout, {
      status: 'sent',
      providerPayoutId: event.providerObjectId ?? payout.provider_payout_id ?? '',
    });
    return 'applied';
  }
  if (event.type === 'payout.failed') {
    if (payout.status === 'sent') {
      // The bank gave back money already paid out: the loan stands disbursed, so staff act on it.
      log.error(
        { provider, reference: payout.reference, orderId: payout.order_id, reason: event.reason },
        'payout reversed after the loan was disbursed',
      );
      return 'ignored';
    }
    if (payout.status !== 'sending') return 'ignored';
    await settleFromProvider(deps, tx, payout, {
      status: 'failed',
      failureCode: 'PROVIDER',
      failureMessage: event.reason ?? 'The provider could not make the payout.',
    });
    return 'closed';
  }
  return 'ignored';
}

export const isPayoutEvent = (event: ProviderEvent) =>
  event.type.startsWith('payout.') || event.type.startsWith('account.');

/**
 * The name on the borrower's bank account in force, as the bank has it when it said, else as they
 * typed it: autopay's mandate names the payer by it. Null without an account.
 */
export async function holderNameOf(db: Queryable, userId: number): Promise<string | null> {
  const account = await currentAccountOfUser(db, userId);
  return account ? (account.registered_name ?? account.holder_name) : null;
}
