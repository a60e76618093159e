import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isRecord, text } from '../../src/platform/provider-http.ts';
import { StandInServer, type Answer, type Received } from './http.ts';

/**
 * A published Xendit example (`xendit-fixtures/`): each file names where it was copied from
 * (docs.xendit.co, or Xendit's own SDK repositories and the API specifications they ship).
 */
export function xenditExample(name: string): {
  source: string;
  request?: { body?: Record<string, unknown> };
  response?: { status?: number; body: Record<string, unknown> };
  payload?: Record<string, unknown>;
} {
  return JSON.parse(
    readFileSync(new URL(`./xendit-fixtures/${name}.json`, import.meta.url), 'utf8'),
  ) as ReturnType<typeof xenditExample>;
}

const clone = <T>(value: T): T => structuredClone(value);
/** Xendit's ids are 24 hexadecimal characters. */
const xid = () => randomBytes(12).toString('hex');

interface Issued {
  id: string;
  kind: 'va' | 'store' | 'invoice';
  externalId: string;
  amount: number;
  /** The account number, the store code, or the invoice's page. */
  number: string;
  place: string;
  expiresAt: string;
  status: 'ACTIVE' | 'PAID' | 'EXPIRED';
  paymentId?: string;
  /** What was paid, in rupiah, and when. */
  paid?: number;
  paidAt?: string;
  entity: Record<string, unknown>;
}

/** A linked account token (`lat-…`): BRI's debit card, linked once the code it texted is typed. */
interface LinkToken {
  entity: Record<string, unknown>;
  properties: Record<string, unknown>;
  /** The card's account (`la-…`), once the code was right. */
  account: Record<string, unknown> | null;
  deleted: boolean;
}

/**
 * Test-mode amounts (whole rupiah) that make a direct debit fail, from Xendit's payment scenarios
 * (direct-debit-test-scenarios): 11000 is the channel down, answered 503 at once; the others are
 * made PENDING and end FAILED with the code, which the failure callback and the debit's read bring.
 */
const DEBIT_FAILURES: Readonly<Record<number, string>> = {
  11001: 'MAX_AMOUNT_LIMIT_ERROR',
  11002: 'INSUFFICIENT_BALANCE',
  11003: 'OTP_DELIVERY_ERROR',
  11004: 'ACCOUNT_ACCESS_BLOCKED',
};
/** The test-mode code that links a card (direct-debit-linked-account-token-validate-otp). */
export const LINK_OTP = '333000';

/**
 * Xendit's API and callbacks, played from its published examples: the answers are the documented
 * bodies with this call's values put in; callbacks carry `x-callback-token`, the Dashboard's token.
 * Errors take Xendit's documented shape (`error_code`, `message`). Only what the adapter calls is
 * played: fixed virtual accounts, fixed payment codes, invoices, their updates, refunds, payouts,
 * and direct debit (customers, linked account tokens, payment methods, debits).
 */
export class XenditStandIn extends StandInServer {
  static readonly SECRET_KEY = 'xnd_development_StandInSecretKey0001';
  static readonly CALLBACK_TOKEN = 'stand-in-callback-token-0001';

  readonly calls: {
    method: string;
    path: string;
    body: Record<string, unknown>;
    headers: Received['headers'];
  }[] = [];
  readonly issued = new Map<string, Issued>();
  readonly refunds: Record<string, unknown>[] = [];
  /** How many transactions a page of `GET /transactions` holds at most (tests make it small). */
  transactionsPage = 50;
  /** Payouts by their `Idempotency-key`. */
  readonly payouts = new Map<string, Record<string, unknown>>();
  /** How a new refund is answered: `SUCCEEDED` at once, or `PENDING` until `refundFinished`. */
  refundStatus: 'SUCCEEDED' | 'PENDING' = 'SUCCEEDED';
  /** Direct debit: customers, linked account tokens, payment methods and debits, by their ids. */
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly linkTokens = new Map<string, LinkToken>();
  readonly paymentMethods = new Map<string, Record<string, unknown>>();
  readonly directDebits = new Map<string, Record<string, unknown>>();
  /** The debit each `Idempotency-key` made. */
  private readonly debitKeys = new Map<string, string>();

  constructor(private readonly now: () => Date) {
    super();
  }

  static start(now: () => Date): Promise<XenditStandIn> {
    return new XenditStandIn(now).start();
  }

  /** The settings that send Indonesia's payments here (docs/payments.md#xendit-indonesia). */
  env(): Record<string, string> {
    return {
      PAYMENT_PROVIDER: 'sandbox,xendit',
      XENDIT_API_URL: this.url,
      XENDIT_SECRET_KEY: XenditStandIn.SECRET_KEY,
      XENDIT_CALLBACK_TOKEN: XenditStandIn.CALLBACK_TOKEN,
    };
  }

  callsTo(pathPrefix: string) {
    return this.calls.filter((c) => c.path.startsWith(pathPrefix));
  }

  /** What was issued for our reference. */
  of(reference: string): Issued {
    const found = [...this.issued.values()].find((i) => i.externalId === reference);
    if (!found) throw new Error(`nothing issued for ${reference}`);
    return found;
  }

  answerNext(answer: Answer): void {
    this.next.push(answer);
  }

  /** The next call of this HTTP method is answered so, whatever it asks. */
  answerNextOf(method: string, answer: Answer): void {
    this.nextOf.push({ method, answer });
  }

  private readonly nextOf: { method: string; answer: Answer }[] = [];

  /**
   * The borrower pays what was issued for our reference, and the callback Xendit sends for it
   * comes back: a virtual account's payment (the documented payment object), a store code's
   * payment, or an invoice paid by `channel`.
   */
  pay(reference: string, channel = 'OVO', amount?: number): Callback {
    const item = this.of(reference);
    const paid = amount ?? item.amount;
    item.status = 'PAID';
    item.paymentId = xid();
    item.paid = paid;
    const at = this.now().toISOString();
    item.paidAt = at;
    if (item.kind === 'va') {
      const sample = clone(xenditExample('va-paid-callback').payload ?? {});
      return this.callback({
        ...sample,
        id: xid(),
        payment_id: item.paymentId,
        callback_virtual_account_id: item.id,
        external_id: item.externalId,
        account_number: item.number,
        bank_code: item.place,
        amount: paid,
        transaction_timestamp: at,
      });
    }
    if (item.kind === 'store') {
      // No example of this callback could be reached; its fields are the ones Xendit's retail
      // outlet callback reference names, with the code's own from the documented create answer.
      return this.callback({
        id: xid(),
        external_id: item.externalId,
        prefix: item.entity.prefix,
        payment_code: item.number,
        retail_outlet_name: item.place,
        name: item.entity.name,
        amount: paid,
        status: 'COMPLETED',
        transaction_timestamp: at,
        payment_id: item.paymentId,
        fixed_payment_code_payment_id: xid(),
        fixed_payment_code_id: item.id,
        owner_id: item.entity.owner_id,
      });
    }
    const sample = clone(xenditExample('invoice-paid-callback').payload ?? {});
    return this.callback({
      ...sample,
      id: item.id,
      external_id: item.externalId,
      amount: item.amount,
      paid_amount: paid,
      paid_at: at,
      status: 'PAID',
      payment_method: 'EWALLET',
      payment_channel: channel,
      payment_destination: channel,
    });
  }

  /** The callback of an invoice that expired unpaid. */
  invoiceExpired(reference: string): Callback {
    const item = this.of(reference);
    item.status = 'EXPIRED';
    const sample = clone(xenditExample('invoice-paid-callback').payload ?? {});
    // An expired invoice was never paid: the sample's payment fields are not in its callback.
    const paidOnly = new Set([
      'paid_amount',
      'paid_at',
      'payment_method',
      'payment_channel',
      'payment_destination',
    ]);
    const rest = Object.fromEntries(Object.entries(sample).filter(([k]) => !paidOnly.has(k)));
    return this.callback({
      ...rest,
      id: item.id,
      external_id: item.externalId,
      amount: item.amount,
      status: 'EXPIRED',
    });
  }

  /** A refund left pending finished: Xendit's `refund.succeeded` or `refund.failed` callback. */
  refundFinished(refundId: string, outcome: 'SUCCEEDED' | 'FAILED'): Callback {
    const refund = this.refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = outcome;
    const sample = clone(xenditExample('refund-callback').payload ?? {});
    const data = isRecord(sample.data) ? sample.data : {};
    return this.callback({
      ...sample,
      event: outcome === 'SUCCEEDED' ? 'refund.succeeded' : 'refund.failed',
      data: {
        ...data,
        ...refund,
        // Xendit's sample writes the amount as text.
        amount: String(refund.amount),
        updated: this.now().toISOString(),
        failure_code: outcome === 'FAILED' ? 'REFUND_FAILED' : null,
      },
    });
  }

  /**
   * A payout's callback: `payout.succeeded` (its documented sample), or `payout.failed` and
   * `payout.reversed` (the same shape with that event and status; no failed sample is published),
   * with this payout's values put in.
   */
  payoutFinished(payoutId: string, outcome: 'SUCCEEDED' | 'FAILED' | 'REVERSED'): Callback {
    const payout = [...this.payouts.values()].find((p) => p.id === payoutId);
    if (!payout) throw new Error(`no payout ${payoutId}`);
    payout.status = outcome;
    payout.updated = this.now().toISOString();
    if (outcome !== 'SUCCEEDED') payout.failure_code = 'INVALID_DESTINATION';
    const sample = clone(xenditExample('payout-callback').payload ?? {});
    return this.callback({
      ...sample,
      event: `payout.${outcome.toLowerCase()}`,
      created: this.now().toISOString(),
      data: clone(payout),
    });
  }

  /** The direct debit made for our reference. */
  debitOf(reference: string): Record<string, unknown> {
    const found = [...this.directDebits.values()].find((d) => d.reference_id === reference);
    if (!found) throw new Error(`no direct debit for ${reference}`);
    return found;
  }

  /**
   * BRI ends a debit left PENDING: `COMPLETED` (the money taken) or `FAILED` with a code (a test
   * amount's, or `INSUFFICIENT_BALANCE`); its callback comes back (`debitCallback`).
   */
  finishDebit(id: string, outcome: 'COMPLETED' | 'FAILED', failureCode?: string): Callback {
    const debit = this.directDebits.get(id);
    if (!debit) throw new Error(`no direct debit ${id}`);
    debit.status = outcome;
    debit.failure_code =
      outcome === 'FAILED'
        ? (failureCode ?? text(debit.failure_code) ?? 'INSUFFICIENT_BALANCE')
        : null;
    debit.updated = this.now().toISOString();
    return this.debitCallback(id);
  }

  /**
   * The callback of a direct debit as it now stands. Xendit publishes no example of it
   * (direct-debit-callback): this is the shape integrations that receive it read, the debit
   * object's own fields with `event: 'direct_debit.payment'` and `timestamp`. `changes` forge it.
   */
  debitCallback(
    id: string,
    changes: Record<string, unknown> = {},
    token = XenditStandIn.CALLBACK_TOKEN,
  ): Callback {
    const debit = this.directDebits.get(id);
    if (!debit) throw new Error(`no direct debit ${id}`);
    return this.callback(
      {
        event: 'direct_debit.payment',
        timestamp: debit.updated,
        id: debit.id,
        reference_id: debit.reference_id,
        channel_code: debit.channel_code,
        payment_method_id: debit.payment_method_id,
        currency: debit.currency,
        amount: debit.amount,
        description: debit.description,
        status: debit.status,
        failure_code: debit.failure_code,
        metadata: debit.metadata,
        ...changes,
      },
      token,
    );
  }

  /** A body as Xendit posts it, with the token it carries. */
  callback(body: Record<string, unknown>, token = XenditStandIn.CALLBACK_TOKEN): Callback {
    return {
      raw: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-callback-token': token },
    };
  }

  protected answer(req: Received): Answer {
    if (
      req.headers.authorization !==
      `Basic ${Buffer.from(`${XenditStandIn.SECRET_KEY}:`).toString('base64')}`
    )
      return { status: 401, body: xenditExample('error-invalid-api-key').response?.body };
    let body: Record<string, unknown> = {};
    try {
      body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    } catch {
      return invalid('the body is not JSON');
    }
    this.calls.push({ method: req.method, path: req.path, body, headers: req.headers });
    const scripted = this.next.shift();
    if (scripted) return scripted;
    const ofMethod = this.nextOf.findIndex((n) => n.method === req.method);
    if (ofMethod >= 0)
      return this.nextOf.splice(ofMethod, 1)[0]?.answer ?? { status: 500, body: {} };
    const path = req.path.split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/callback_virtual_accounts')
      return this.issue('va', body);
    if (req.method === 'POST' && path === '/fixed_payment_code') return this.issue('store', body);
    if (req.method === 'POST' && path === '/v2/invoices') return this.invoice(body);
    const update = /^\/(callback_virtual_accounts|fixed_payment_code)\/([0-9a-f]{24})$/.exec(path);
    if (req.method === 'PATCH' && update) return this.update(update[2] ?? '', body);
    const expire = /^\/invoices\/([0-9a-f]{24})\/expire!$/.exec(path);
    if (req.method === 'POST' && expire) return this.expire(expire[1] ?? '');
    if (req.method === 'POST' && path === '/refunds') return this.refund(body);
    if (req.method === 'POST' && path === '/v2/payouts') return this.payout(req, body);
    if (req.method === 'GET' && path === '/transactions') return this.transactions(req.path);
    const directDebit = this.answerDirectDebit(req, path, body);
    if (directDebit) return directDebit;
    const payoutRead = /^\/v2\/payouts\/(disb-[0-9a-f-]+)$/.exec(path);
    if (req.method === 'GET' && payoutRead) {
      const payout = [...this.payouts.values()].find((p) => p.id === payoutRead[1]);
      return payout
        ? { status: 200, body: clone(payout) }
        : { status: 404, body: { error_code: 'DATA_NOT_FOUND', message: 'Payout not found' } };
    }
    const read =
      /^\/(callback_virtual_accounts|fixed_payment_code|v2\/invoices)\/([0-9a-f]{24})$/.exec(path);
    if (req.method === 'GET' && read) {
      const item = this.issued.get(read[2] ?? '');
      if (!item)
        return {
          status: 404,
          body: xenditExample('error-callback-virtual-account-not-found').response?.body,
        };
      // As issued, with what became of it: paid, expired, or as it was.
      const status =
        item.status === 'ACTIVE' ? item.entity.status : item.status === 'PAID' ? 'PAID' : 'EXPIRED';
      return {
        status: 200,
        body: {
          ...item.entity,
          status,
          ...(item.kind === 'invoice' ? { paid_amount: item.paid } : {}),
        },
      };
    }
    // A virtual account's payment, by its id: the documented payment object.
    const payment = /^\/callback_virtual_account_payments\/payment_id=([0-9a-f]{24})$/.exec(path);
    if (req.method === 'GET' && payment) {
      const item = [...this.issued.values()].find((i) => i.paymentId === payment[1]);
      if (!item)
        return {
          status: 404,
          body: {
            error_code: 'CALLBACK_VIRTUAL_ACCOUNT_PAYMENT_NOT_FOUND_ERROR',
            message: 'Payment not found',
          },
        };
      return {
        status: 200,
        body: {
          ...clone(xenditExample('va-paid-callback').payload ?? {}),
          payment_id: item.paymentId,
          callback_virtual_account_id: item.id,
          external_id: item.externalId,
          account_number: item.number,
          bank_code: item.place,
          amount: item.paid,
        },
      };
    }
    return { status: 404, body: { error_code: 'NOT_FOUND', message: 'Not found' } };
  }

  /**
   * Direct debit's calls, as the legacy Direct Debit API answers them (the `direct-debit-*`
   * fixtures), or undefined for a call that is not one of them.
   */
  private answerDirectDebit(
    req: Received,
    path: string,
    body: Record<string, unknown>,
  ): Answer | undefined {
    const query = new URLSearchParams(req.path.split('?')[1] ?? '');
    if (req.method === 'POST' && path === '/customers') return this.customer(body);
    if (req.method === 'GET' && path === '/customers')
      return {
        status: 200,
        body: [...this.customers.values()].filter(
          (c) => c.reference_id === query.get('reference_id'),
        ),
      };
    if (req.method === 'POST' && path === '/linked_account_tokens/auth') return this.link(body);
    const token = /^\/linked_account_tokens\/(lat-[0-9a-f-]+)(\/validate_otp|\/accounts)?\/?$/.exec(
      path,
    );
    if (token) {
      const link = this.linkTokens.get(token[1] ?? '');
      if (!link || link.deleted) return notFound('Linked account token not found');
      if (req.method === 'POST' && token[2] === '/validate_otp')
        return this.validateOtp(link, body);
      if (req.method === 'GET' && token[2] === '/accounts')
        return { status: 200, body: link.account ? [clone(link.account)] : [] };
      if (req.method === 'DELETE' && token[2] === undefined) return this.unbind(link);
    }
    if (req.method === 'POST' && path === '/payment_methods') return this.paymentMethod(body);
    if (req.method === 'GET' && path === '/payment_methods')
      return {
        status: 200,
        body: [...this.paymentMethods.values()]
          .filter((m) => m.customer_id === query.get('customer_id'))
          .map(clone),
      };
    if (req.method === 'POST' && path === '/direct_debits') return this.directDebit(req, body);
    if (req.method === 'GET' && path === '/direct_debits')
      return {
        status: 200,
        body: [...this.directDebits.values()]
          .filter((d) => d.reference_id === query.get('reference_id'))
          .map(clone),
      };
    const debit = /^\/direct_debits\/(ddpy-[0-9a-f-]+)\/?$/.exec(path);
    if (req.method === 'GET' && debit) {
      const found = this.directDebits.get(debit[1] ?? '');
      return found ? { status: 200, body: clone(found) } : notFound('Direct debit not found');
    }
    return undefined;
  }

  /** `POST /customers` (the 2020-05-19 version): the documented answer, once per `reference_id`. */
  private customer(body: Record<string, unknown>): Answer {
    if (typeof body.reference_id !== 'string' || body.reference_id === '')
      return invalid('reference_id');
    if (typeof body.given_names !== 'string' || body.given_names === '')
      return invalid('given_names');
    if (typeof body.mobile_number !== 'string' && typeof body.email !== 'string')
      return invalid('mobile_number');
    if ([...this.customers.values()].some((c) => c.reference_id === body.reference_id))
      // Not from a published example: the Customer API's own duplicate code was not captured;
      // this is the payouts' documented duplicate shape.
      return {
        status: 409,
        body: {
          error_code: 'DUPLICATE_ERROR',
          message: 'A customer with this reference_id already exists.',
        },
      };
    const customer = {
      ...clone(xenditExample('direct-debit-customer-create').response?.body ?? {}),
      id: randomUUID(),
      reference_id: body.reference_id,
      given_names: body.given_names,
      email: body.email ?? null,
      mobile_number: body.mobile_number ?? null,
    };
    this.customers.set(customer.id, customer);
    return { status: 200, body: clone(customer) };
  }

  /**
   * `POST /linked_account_tokens/auth` for a BRI debit card: PENDING, BRI texting its code. The
   * test card ending 0011 is BRI failing to text it (400 `OTP_DELIVERY_ERROR`, Xendit's account
   * linking scenarios).
   */
  private link(body: Record<string, unknown>): Answer {
    if (!this.customers.has(String(body.customer_id))) return invalid('customer_id');
    if (body.channel_code !== 'DC_BRI') return invalid('channel_code');
    const properties = isRecord(body.properties) ? body.properties : {};
    if (!/^\+628\d{7,12}$/.test(String(properties.account_mobile_number)))
      return invalid('account_mobile_number');
    if (!/^\d{4}$/.test(String(properties.card_last_four))) return invalid('card_last_four');
    if (!/^\d{2}\/\d{2}$/.test(String(properties.card_expiry))) return invalid('card_expiry');
    if (properties.card_last_four === '0011')
      return {
        status: 400,
        body: { error_code: 'OTP_DELIVERY_ERROR', message: 'The bank could not send the OTP.' },
      };
    const entity = {
      ...clone(xenditExample('direct-debit-linked-account-token-auth').response?.body ?? {}),
      id: `lat-${randomUUID()}`,
      customer_id: body.customer_id,
      channel_code: 'DC_BRI',
      status: 'PENDING',
    };
    this.linkTokens.set(entity.id, { entity, properties, account: null, deleted: false });
    return { status: 200, body: clone(entity) };
  }

  /**
   * `…/validate_otp`: the test code 333000 links the card (SUCCESS, and its account `la-…` is
   * listed); another is refused as a wrong code (400 `INVALID_OTP_ERROR`, the code Xendit's payment
   * scenarios give a wrong one; the message is ours). An expired code or too many tries are
   * played by `answerNextOf`.
   */
  private validateOtp(link: LinkToken, body: Record<string, unknown>): Answer {
    if (body.otp_code !== LINK_OTP)
      return {
        status: 400,
        body: { error_code: 'INVALID_OTP_ERROR', message: 'The OTP provided is invalid.' },
      };
    link.entity.status = 'SUCCESS';
    link.account ??= {
      ...clone(
        (
          xenditExample('direct-debit-linked-accounts-list').response?.body as unknown as
            Record<string, unknown>[] | undefined
        )?.[0] ?? {},
      ),
      id: `la-${randomUUID()}`,
      channel_code: 'DC_BRI',
      type: 'DEBIT_CARD',
      properties: {
        card_expiry: link.properties.card_expiry,
        card_last_four: link.properties.card_last_four,
        currency: 'IDR',
        description: '',
      },
    };
    const answer = clone(
      xenditExample('direct-debit-linked-account-token-validate-otp').response?.body ?? {},
    );
    return {
      status: 200,
      body: {
        ...answer,
        id: link.entity.id,
        customer_id: link.entity.customer_id,
        status: 'SUCCESS',
      },
    };
  }

  /**
   * `DELETE /linked_account_tokens/:id`: `{id, is_deleted: true}` (direct-debit-unbind); the
   * payment method made on its account is INACTIVE from then on (assumed: Xendit documents no
   * read of it after an unbinding).
   */
  private unbind(link: LinkToken): Answer {
    link.deleted = true;
    for (const method of this.paymentMethods.values())
      if (isRecord(method.properties) && method.properties.id === link.account?.id)
        method.status = 'INACTIVE';
    return {
      status: 200,
      body: {
        ...clone(xenditExample('direct-debit-unbind').response?.body ?? {}),
        id: link.entity.id,
        is_deleted: true,
      },
    };
  }

  /** `POST /payment_methods` on a linked card's account: the documented answer, ACTIVE. */
  private paymentMethod(body: Record<string, unknown>): Answer {
    const accountId = isRecord(body.properties) ? body.properties.id : undefined;
    const link = [...this.linkTokens.values()].find(
      (l) => !l.deleted && l.account?.id === accountId,
    );
    if (!link || link.entity.customer_id !== body.customer_id) return invalid('properties.id');
    if (body.type !== 'DEBIT_CARD') return invalid('type');
    const account = link.account ?? {};
    const method = {
      ...clone(xenditExample('direct-debit-payment-method-create').response?.body ?? {}),
      id: `pm-${randomUUID()}`,
      customer_id: body.customer_id,
      type: 'DEBIT_CARD',
      properties: {
        ...(isRecord(account.properties) ? account.properties : {}),
        id: account.id,
        channel_code: account.channel_code,
      },
      status: 'ACTIVE',
      created: this.now().toISOString(),
      updated: this.now().toISOString(),
    };
    this.paymentMethods.set(method.id, method);
    return { status: 200, body: clone(method) };
  }

  /**
   * `POST /direct_debits` under `Idempotency-key`: a key sent again answers the debit it made, as
   * it now stands, whatever the body. A payment method not active is refused; the test amounts
   * force the documented failures (`DEBIT_FAILURES`; 11000 the channel down, 503). The error
   * bodies' messages are ours, and two codes are not Xendit's published words: the scenarios page
   * writes 11000's as “503 CHANNEL AVAILABLE” (played as `CHANNEL_UNAVAILABLE`), and an inactive
   * payment method's code (`INVALID_PAYMENT_METHOD_ERROR`) is the one integrations handle.
   */
  private directDebit(req: Received, body: Record<string, unknown>): Answer {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return invalid('Idempotency-key');
    const earlier = this.directDebits.get(this.debitKeys.get(key) ?? '');
    if (earlier) return { status: 200, body: clone(earlier) };
    if (typeof body.reference_id !== 'string' || body.reference_id === '')
      return invalid('reference_id');
    if (body.currency !== 'IDR') return invalid('currency');
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
      return invalid('amount');
    const method = this.paymentMethods.get(String(body.payment_method_id));
    if (method?.status !== 'ACTIVE')
      return {
        status: 400,
        body: {
          error_code: 'INVALID_PAYMENT_METHOD_ERROR',
          message: 'The payment method is not active.',
        },
      };
    if (amount === 11000)
      return {
        status: 503,
        body: {
          error_code: 'CHANNEL_UNAVAILABLE',
          message: 'The channel is experiencing downtime.',
        },
      };
    const at = this.now().toISOString();
    const debit: Record<string, unknown> = {
      ...clone(xenditExample('direct-debit-payment-create').response?.body ?? {}),
      id: `ddpy-${randomUUID()}`,
      reference_id: body.reference_id,
      payment_method_id: method.id,
      channel_code: 'DC_BRI',
      currency: 'IDR',
      amount,
      is_otp_required: body.enable_otp === true,
      description: body.description ?? '',
      status: 'PENDING',
      failure_code: null,
      created: at,
      updated: at,
    };
    const id = String(debit.id);
    this.directDebits.set(id, debit);
    this.debitKeys.set(key, id);
    const answer = clone(debit);
    // The bank refuses it after the answer: Xendit's read, and its failure callback, say so.
    const failure = DEBIT_FAILURES[amount];
    if (failure) Object.assign(debit, { status: 'FAILED', failure_code: failure });
    return { status: 200, body: answer };
  }

  private issue(kind: 'va' | 'store', body: Record<string, unknown>): Answer {
    const amount = body.expected_amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
      return invalid('expected_amount');
    if (typeof body.name !== 'string' || !/^[A-Za-z ]+$/.test(body.name)) return invalid('name');
    const place = String(kind === 'va' ? body.bank_code : body.retail_outlet_name);
    const banks = [
      'BCA',
      'BNI',
      'BRI',
      'BJB',
      'BSI',
      'CIMB',
      'DBS',
      'MANDIRI',
      'PERMATA',
      'SAHABAT_SAMPOERNA',
    ];
    if (kind === 'va' ? !banks.includes(place) : !['ALFAMART', 'INDOMARET'].includes(place))
      return invalid('bank_code');
    const id = xid();
    const example = clone(
      xenditExample(kind === 'va' ? 'va-create' : 'retail-create').response?.body ?? {},
    );
    const number =
      kind === 'va'
        ? `${String(example.merchant_code)}${String(randomInt(1e9, 1e10))}`
        : `${String(example.prefix)}${String(randomInt(1e5, 1e6))}`;
    const entity = {
      ...example,
      id,
      external_id: body.external_id,
      name: body.name,
      expected_amount: amount,
      is_single_use: body.is_single_use,
      expiration_date: body.expiration_date,
      ...(kind === 'va'
        ? { bank_code: place, account_number: number, is_closed: body.is_closed, status: 'PENDING' }
        : { retail_outlet_name: place, payment_code: number, status: 'ACTIVE' }),
    };
    this.issued.set(id, {
      id,
      kind,
      externalId: String(body.external_id),
      amount,
      number,
      place,
      expiresAt: String(body.expiration_date),
      status: 'ACTIVE',
      entity,
    });
    return { status: 200, body: entity };
  }

  private invoice(body: Record<string, unknown>): Answer {
    const amount = body.amount;
    if (typeof amount !== 'number' || amount < 1) return invalid('amount');
    if (!Array.isArray(body.payment_methods) || body.payment_methods.length === 0)
      return {
        status: 400,
        body: { error_code: 'NO_COLLECTION_METHODS_ERROR', message: 'No collection methods' },
      };
    const id = xid();
    const example = clone(xenditExample('invoice-create').response?.body ?? {});
    const seconds = typeof body.invoice_duration === 'number' ? body.invoice_duration : 86_400;
    const entity = {
      ...example,
      id,
      external_id: body.external_id,
      amount,
      description: body.description,
      status: 'PENDING',
      expiry_date: new Date(this.now().getTime() + seconds * 1000).toISOString(),
      invoice_url: `https://checkout-staging.xendit.co/v2/${id}`,
    };
    this.issued.set(id, {
      id,
      kind: 'invoice',
      externalId: String(body.external_id),
      amount,
      number: entity.invoice_url,
      place: '',
      expiresAt: entity.expiry_date,
      status: 'ACTIVE',
      entity,
    });
    return { status: 200, body: entity };
  }

  private update(id: string, body: Record<string, unknown>): Answer {
    const item = this.issued.get(id);
    if (!item)
      return {
        status: 404,
        body: xenditExample('error-callback-virtual-account-not-found').response?.body,
      };
    if (typeof body.expiration_date === 'string') {
      item.expiresAt = body.expiration_date;
      if (new Date(body.expiration_date) <= this.now() && item.status === 'ACTIVE')
        item.status = 'EXPIRED';
    }
    return { status: 200, body: { ...item.entity, expiration_date: item.expiresAt } };
  }

  private expire(id: string): Answer {
    const item = this.issued.get(id);
    if (!item || item.kind !== 'invoice')
      return { status: 404, body: xenditExample('error-invoice-not-found').response?.body };
    if (item.status === 'ACTIVE') item.status = 'EXPIRED';
    return {
      status: 200,
      body: {
        ...clone(xenditExample('invoice-expire').response?.body ?? {}),
        id,
        external_id: item.externalId,
        amount: item.amount,
        status: item.status === 'PAID' ? 'PAID' : 'EXPIRED',
      },
    };
  }

  /**
   * `GET /transactions`: the documented transaction object for each payment made and payout
   * succeeded, made in `created[gte]`..`created[lte]`, oldest first, a page at a time after
   * `after_id`, with `has_more`.
   */
  private transactions(pathAndQuery: string): Answer {
    const query = new URLSearchParams(pathAndQuery.split('?')[1] ?? '');
    const from = Date.parse(query.get('created[gte]') ?? '');
    const to = Date.parse(query.get('created[lte]') ?? '');
    if (Number.isNaN(from) || Number.isNaN(to)) return invalid('created');
    const limit = Math.min(Number(query.get('limit') ?? 10), this.transactionsPage);
    const sample = (
      xenditExample('transactions-list').response?.body.data as unknown[]
    )[0] as Record<string, unknown>;
    const all = [
      ...[...this.issued.values()]
        .filter((i) => i.status === 'PAID' && i.paidAt)
        .map((i) => ({
          ...clone(sample),
          id: `txn_${i.paymentId ?? i.id}`,
          reference_id: i.externalId,
          amount: i.paid,
          currency: 'IDR',
          type: 'PAYMENT',
          cashflow: 'MONEY_IN',
          status: 'SUCCESS',
          channel_code: i.place,
          product_id: i.paymentId ?? i.id,
          created: i.paidAt,
          updated: i.paidAt,
        })),
      ...[...this.payouts.values()]
        .filter((p) => p.status === 'SUCCEEDED')
        .map((p) => ({
          ...clone(sample),
          id: `txn_${String(p.id)}`,
          reference_id: p.reference_id,
          amount: p.amount,
          currency: 'IDR',
          type: 'DISBURSEMENT',
          cashflow: 'MONEY_OUT',
          status: 'SUCCESS',
          channel_code: p.channel_code,
          product_id: p.id,
          created: p.updated,
          updated: p.updated,
        })),
    ]
      .filter((t) => {
        const at = Date.parse(String(t.created));
        return at >= from && at <= to;
      })
      .sort((a, b) => String(a.created).localeCompare(String(b.created)));
    const after = query.get('after_id');
    const start = after ? all.findIndex((t) => t.id === after) + 1 : 0;
    const data = all.slice(start, start + limit);
    return { status: 200, body: { data, has_more: start + limit < all.length, links: [] } };
  }

  /** `POST /v2/payouts`: the documented answer with this payout's values, once per key. */
  private payout(req: Received, body: Record<string, unknown>): Answer {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return invalid('Idempotency-key');
    if (this.payouts.has(key))
      return {
        status: 409,
        body: {
          error_code: 'DUPLICATE_ERROR',
          message:
            'A payout with this idempotency key already exists. If you meant to execute a different request, please use another idempotency key.',
        },
      };
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 1)
      return invalid('amount');
    if (typeof body.channel_code !== 'string' || !/^ID_[A-Z]+$/.test(body.channel_code))
      return {
        status: 400,
        body: {
          error_code: 'CHANNEL_CODE_NOT_SUPPORTED',
          message: 'Channel code is not supported',
        },
      };
    const properties = isRecord(body.channel_properties) ? body.channel_properties : {};
    if (typeof properties.account_number !== 'string') return invalid('account_number');
    if (typeof properties.account_holder_name !== 'string') return invalid('account_holder_name');
    const payout = {
      ...clone(xenditExample('payout-create').response?.body ?? {}),
      id: `disb-${randomBytes(16)
        .toString('hex')
        .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')}`,
      reference_id: body.reference_id,
      channel_code: body.channel_code,
      channel_properties: properties,
      description: body.description,
      currency: body.currency,
      amount: body.amount,
      created: this.now().toISOString(),
      updated: this.now().toISOString(),
      status: 'ACCEPTED',
    };
    this.payouts.set(key, payout);
    return { status: 200, body: clone(payout) };
  }

  private refund(body: Record<string, unknown>): Answer {
    const item = this.issued.get(String(body.invoice_id));
    if (!item || item.status !== 'PAID')
      return { status: 404, body: { error_code: 'DATA_NOT_FOUND', message: 'Payment not found' } };
    const earlier = this.refunds.find((r) => r.reference_id === body.reference_id);
    if (earlier)
      return { status: 409, body: xenditExample('error-duplicate-idempotency').response?.body };
    const refund = {
      ...clone(xenditExample('refund-create').response?.body ?? {}),
      id: `rfd-${xid()}`,
      invoice_id: item.id,
      reference_id: body.reference_id,
      amount: body.amount,
      currency: 'IDR',
      country: 'ID',
      status: this.refundStatus,
      failure_code: null,
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }
}

export interface Callback {
  raw: string;
  headers: Record<string, string>;
}

function notFound(message: string): Answer {
  return { status: 404, body: { error_code: 'DATA_NOT_FOUND_ERROR', message } };
}

function invalid(field: string): Answer {
  return {
    status: 400,
    body: {
      error_code: 'API_VALIDATION_ERROR',
      message: `Should have required property "${field}"`,
    },
  };
}
