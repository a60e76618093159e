import { randomInt } from 'node:crypto';
import { PAY_TYPE, type VirtualAccount } from '@tenora/contract/virtual-account';
import { localDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import { offersMethod } from '@tenora/domain/payment-methods';
import type { Market } from '@tenora/domain/market';
import type { AppDeps } from '../../platform/ports.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import { AppError, badInput, businessFailure, notFound } from '../../platform/errors.ts';
import type { Issued } from '../../platform/payments.ts';
import { lockName } from '../../platform/locks.ts';
import type { Translate } from '../../platform/messages.ts';
import { loanAccount, repayableAmount } from '../ledger/index.ts';
import { banksOf } from '../repayment/index.ts';
import {
  borrowerPaymentCode,
  issuePaymentCode,
  livePaymentCode,
  paidPaymentCode,
  type PaymentCodeRow,
  seenAt,
  sendWithdrawals,
  withdrawalNotice,
  withdrawOpenPayments,
} from '../provider-payments/index.ts';

/** Stores a borrower can pay a code at (docs/product.md#payments). */
export const MARKETS = ['ALFAMART', 'INDOMARET'] as const;
/** A code is open for a day; past that the borrower asks for a new one. */
const CODE_TTL_MS = 24 * 60 * 60_000;

/**
 * How a borrower reaches a virtual account: Indonesian banks by ATM, mobile or internet banking;
 * Indian transfers are sent from the bank's app or net banking (IMPS, NEFT, RTGS), never an ATM.
 */
const channels = (t: Translate, market: Market) =>
  market === 'IN'
    ? [t('va.mobile'), t('va.internet')]
    : [t('va.atm'), t('va.mobile'), t('va.internet')];

/** The pay types of a market: India has no mini-market codes (docs/product.md#payments). */
const payTypesOf = (market: Market) =>
  offersMethod(market, 'store') ? [PAY_TYPE.bank, PAY_TYPE.market] : [PAY_TYPE.bank];

/** Refuses a pay type the borrower's market does not offer, in the borrower's language. */
function assertPayType(market: Market, payType: number, t: Translate) {
  if (!(payTypesOf(market) as number[]).includes(payType))
    throw businessFailure(t('pay.methodNotOffered'));
}

export async function payTypeOptions(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  payType: number,
  t: Translate,
) {
  // Someone else's order is not found, as on every other call that names an order.
  if (!(await loanAccount(deps.clock, borrower, orderId))) throw notFound(t('order.notFound'));
  assertPayType(borrower.market, payType, t);
  const payTypes = payTypesOf(borrower.market);
  if (payType === PAY_TYPE.market) return { banks: [], markets: [...MARKETS], payTypes };
  const banks = await banksOf(deps.db, borrower.market);
  return {
    banks: banks.map((b) => ({
      bankName: b.bank_name,
      payCode: b.bank_code,
      method: channels(t, borrower.market),
    })),
    markets: [],
    payTypes,
  };
}

function randomDigits(n: number): string {
  return Array.from({ length: n }, () => String(randomInt(0, 10))).join('');
}

export function steps(
  payType: number,
  bankName: string,
  channel: number,
  code: string,
  amount: string,
  t: Translate,
  india?: { ifsc: string; beneficiary: string },
): VirtualAccount['payStep'] {
  if (payType === PAY_TYPE.market) {
    return [
      t('va.step.market.1', bankName),
      t('va.step.market.2', code),
      t('va.step.market.3', amount),
      t('va.step.receipt'),
    ];
  }
  if (india) {
    // An Indian transfer: a payee with the account number and IFSC, sent by IMPS, NEFT or RTGS.
    const list = channels(t, 'IN');
    return [
      {
        name: list[channel - 1] ?? list[0] ?? '',
        step: [
          t('va.step.app.1', bankName),
          t('va.step.in.payee', code, india.ifsc, india.beneficiary),
          t('va.step.in.send', amount),
          t('va.step.receipt'),
        ],
      },
    ];
  }
  const open =
    channel === 1
      ? [t('va.step.atm.1'), t('va.step.atm.2')]
      : [t('va.step.app.1', bankName), t('va.step.app.2')];
  const chosen = channels(t, 'ID')[channel - 1] ?? channels(t, 'ID')[0] ?? '';
  return [
    {
      name: chosen,
      step: [...open, t('va.step.number', code), t('va.step.amount', amount), t('va.step.receipt')],
    },
  ];
}

/**
 * What an Indian banking app asks for to add the payee of a transfer: the IFSC (its banks always
 * carry one, migration 018) and the name the account is held in. Undefined outside India.
 */
function indianPayee(
  borrower: BorrowerScope,
  ifsc: string | null,
  beneficiary: string,
): { ifsc: string; beneficiary: string } | undefined {
  return borrower.market === 'IN' ? { ifsc: ifsc ?? '', beneficiary } : undefined;
}

/**
 * Issues (or shows again) the number to pay to. Nothing is paid here: the sandbox bank or store
 * pays it through the provider webhook, like a real one (docs/product.md#ledger).
 */
export async function generateCode(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: {
    orderId: number;
    amount: number;
    payType: number;
    payCode?: string | undefined;
    specificNum?: number | undefined;
  },
  app: { telephone: string; beneficiary: string },
  t: Translate,
): Promise<VirtualAccount> {
  const account = await loanAccount(deps.clock, borrower, input.orderId);
  if (!account) throw notFound(t('order.notFound'));
  const now = deps.clock.now();
  const order = account.order;

  assertPayType(borrower.market, input.payType, t);
  const market = input.payType === PAY_TYPE.market;
  // Numbers and codes are the sandbox's own until a real adapter issues them (docs/payments.md).
  if (!deps.payments.of(borrower.market).methods.includes(market ? 'store' : 'va'))
    throw businessFailure(t('pay.methodNotOffered'));
  let placeName: string;
  let ifsc: string | null = null;
  let specificNum: number | null = null;
  if (market) {
    const store = MARKETS.find((m) => m === input.payCode);
    if (!store) throw badInput(t('va.chooseMarket'));
    placeName = store;
  } else {
    const bank = (await banksOf(deps.db, borrower.market)).find(
      (b) => b.bank_code === input.payCode,
    );
    if (
      !bank ||
      input.specificNum === undefined ||
      input.specificNum > channels(t, borrower.market).length
    )
      throw badInput(t('va.chooseBank'));
    placeName = bank.bank_name;
    ifsc = bank.ifsc;
    specificNum = input.specificNum;
  }
  const method = market ? 'market' : 'va';
  const payCode = input.payCode ?? '';
  // The number asks for what the ledger will take: everything, while paying off is allowed, is
  // the payoff (docs/decisions/029-early-repayment.md). A refusal waits for the paid check below.
  let amount = input.amount;
  let refusal: unknown = null;
  if (!account.actions.includes('repay')) refusal = businessFailure(t('repay.nothingOwed'));
  else {
    try {
      amount = repayableAmount(account, input.amount, t).amount;
    } catch (err) {
      refusal = err;
    }
  }
  const existing =
    (await livePaymentCode(borrower, { orderId: order.id, method, payCode, amount, now })) ??
    // Nothing owed any more: the number that closed the loan (a payoff may be less than the
    // amount the screen asked for) is the one to show, as paid.
    (account.actions.includes('repay')
      ? null
      : await paidPaymentCode(borrower, { orderId: order.id, now }));
  if (existing?.status === 'paid') amount = existing.amount;
  // A number already paid is shown as paid, even once nothing is owed: a second number for the
  // same amount would invite the same payment twice (docs/product.md#payments).
  if (existing?.status !== 'paid' && refusal !== null) throw refusal;
  const code =
    existing ??
    (await issueOnce(
      deps,
      borrower,
      {
        reference: market ? `TNR${randomDigits(10)}` : `8808${randomDigits(12)}`,
        orderId: order.id,
        method,
        payCode,
        specificNum,
        amount,
        at: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      },
      app.beneficiary,
      t,
    ));
  const { expires_at: expiresAt } = code;
  // What the borrower pays to: the provider's number or code, at its bank when it names one.
  const reference = code.pay_to ?? code.reference;
  ifsc = code.pay_to_ifsc ?? ifsc;
  const amountText = formatMoney(amount, borrower.market);
  const india = indianPayee(borrower, ifsc, app.beneficiary);
  return {
    amount,
    market: borrower.market,
    vcode: reference,
    cardNo: reference,
    payType: input.payType,
    payCode,
    specificNum: specificNum ?? 0,
    telephone: app.telephone,
    payStep: steps(
      input.payType,
      placeName,
      specificNum ?? 1,
      reference,
      amountText,
      t,
      // India's steps by the borrower's market; its banks always carry an IFSC (migration 018).
      india,
    ),
    billNo: String(order.id),
    ifsc,
    beneficiary: india ? india.beneficiary : null,
    expireAt: expiresAt.toISOString(),
    expireDate: localDate(expiresAt, borrower.market),
    status: code.status === 'paid' ? 'paid' : 'open',
  };
}

/**
 * Issues a number unless a request that raced this one did (migration 025): requests for one
 * order take turns, and each looks again for the number the one before it issued, so thirty taps
 * at once get one number. A number for another place or amount withdraws the open ones, here and
 * at the provider, so that one number at a time stands to be paid
 * (docs/decisions/093-a-code-is-for-one-amount.md).
 */
async function issueOnce(
  deps: AppDeps,
  borrower: BorrowerScope,
  c: Omit<Parameters<typeof issuePaymentCode>[1], 'provider' | 'providerId' | 'payTo'>,
  payeeName: string,
  t: Translate,
): Promise<PaymentCodeRow> {
  const code = await deps.db.transaction(async (tx) => {
    await lockName(tx, `payment-code:${c.orderId}`);
    const scoped = borrower.within(tx);
    const raced = await livePaymentCode(scoped, { ...c, now: c.at });
    if (raced) return raced;
    // The order is the borrower's: the loan account was read through their scope.
    await withdrawOpenPayments(tx, {
      orderId: c.orderId,
      reason: 'replaced',
      at: c.at,
      methods: ['va', 'market'],
    });
    // Issued under the order's turn, so thirty taps ask the provider once; a provider that does
    // not issue it leaves nothing stored, and the borrower is told nothing was taken.
    const provider = deps.payments.of(borrower.market);
    const issued = await provider
      .issueCode({
        reference: c.reference,
        amount: c.amount,
        market: borrower.market,
        kind: c.method === 'market' ? 'store' : 'va',
        place: c.payCode,
        payeeName,
        expiresAt: c.expiresAt,
      })
      .catch((): Issued => ({ ok: false }));
    if (!issued.ok) throw new AppError('unavailable', t('pay.providerDown'));
    return issuePaymentCode(scoped, {
      ...c,
      provider: provider.name,
      providerId: issued.providerId,
      payTo: issued.number,
      payToIfsc: issued.ifsc ?? null,
    });
  });
  await sendWithdrawals(deps, c.orderId);
  return code;
}

/** The instructions for a number or code already issued to this borrower. */
export async function instructionsFor(
  deps: AppDeps,
  borrower: BorrowerScope,
  reference: string,
  contact: { phone: string; email: string },
  beneficiary: string,
  t: Translate,
) {
  const stored = await borrowerPaymentCode(borrower, reference);
  if (!stored) throw notFound(t('repay.notFound'));
  // Past its time it reads as expired, whether or not the sweep has reached it.
  const code = seenAt(stored, deps.clock.now());
  const market = code.method === 'market';
  const bank = market
    ? undefined
    : (await banksOf(deps.db, borrower.market)).find((b) => b.bank_code === code.pay_code);
  const place = market ? code.pay_code : (bank?.bank_name ?? code.pay_code);
  const amount = formatMoney(code.amount, borrower.market);
  const ifsc = code.pay_to_ifsc ?? bank?.ifsc ?? null;
  const india = market ? undefined : indianPayee(borrower, ifsc, beneficiary);
  return {
    // The number the borrower pays to, by which the screen asked.
    reference: code.pay_to ?? code.reference,
    amount: code.amount,
    expireAt: code.expires_at.toISOString(),
    place,
    ifsc,
    beneficiary: india ? india.beneficiary : null,
    payStep: steps(
      market ? PAY_TYPE.market : PAY_TYPE.bank,
      place,
      code.specific_num ?? 1,
      code.pay_to ?? code.reference,
      amount,
      t,
      // India's steps by the borrower's market; its banks always carry an IFSC (migration 018).
      india,
    ),
    rules: [t('va.rule.exact', amount), t('va.rule.once'), t('va.rule.expiry')],
    supportPhone: contact.phone,
    supportEmail: contact.email,
    withdrawn: code.withdrawn_reason !== null,
    notice: withdrawalNotice(code, borrower.market, t),
  };
}
