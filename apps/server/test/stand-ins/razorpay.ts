import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { StandInServer, type Answer, type Received } from './http.ts';

/**
 * A published Razorpay example (`razorpay-fixtures/`): each file names the page of Razorpay's
 * documentation (razorpay.com/docs, from its own Markdown repository) it was copied from.
 */
export function razorpayExample(name: string): {
  source: string;
  request?: { body?: Record<string, unknown>; headers?: Record<string, string> };
  response?: { status?: number; body: Record<string, unknown> };
  payload?: Record<string, unknown>;
} {
  return JSON.parse(
    readFileSync(new URL(`./razorpay-fixtures/${name}.json`, import.meta.url), 'utf8'),
  ) as ReturnType<typeof razorpayExample>;
}

const clone = <T>(value: T): T => structuredClone(value);
const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

interface Order {
  id: string;
  amount: number;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  createdAt: number;
}

interface Link {
  entity: Record<string, unknown>;
  orderId: string;
}

interface Payment {
  id: string;
  orderId: string;
  amount: number;
  method: string;
  refunded: number;
  /** When it was captured, in seconds; the stand-in settles it the same day. */
  capturedAt: number;
}

/**
 * Razorpay's REST API and webhooks, played from its published examples: the answers are the
 * documented success bodies with this call's values put in, and the webhooks are the documented
 * samples with the payment's values put in, signed as Razorpay signs them (`X-Razorpay-Signature`,
 * the HMAC-SHA256 hex of the raw body under the webhook secret; `x-razorpay-event-id`). Errors
 * take the documented error shape (`error.code`, `error.description`, …). Only what the adapter
 * calls is played: orders, server-to-server UPI intent, payment links and their cancel, refunds
 * with `X-Refund-Idempotency`.
 */
export class RazorpayStandIn extends StandInServer {
  static readonly KEY_ID = 'rzp_test_StandInKey0001';
  static readonly KEY_SECRET = 'stand-in-key-secret-0001';
  static readonly WEBHOOK_SECRET = 'stand-in-webhook-secret-0001';
  /** The RazorpayX account payouts are paid from, as Razorpay's examples write it. */
  static readonly PAYOUT_ACCOUNT = '7878780080316316';

  /** Every request that got past authentication, in order, its body parsed. */
  readonly calls: {
    method: string;
    path: string;
    headers: Received['headers'];
    body: Record<string, unknown>;
  }[] = [];
  readonly orders = new Map<string, Order>();
  readonly links = new Map<string, Link>();
  readonly payments = new Map<string, Payment>();
  /** Refunds by their idempotency key: the body they were asked with, and the refund. */
  readonly refunds = new Map<string, { body: string; refund: Record<string, unknown> }>();
  /** How a new refund is answered: `processed` at once, or `pending`. */
  refundStatus: 'processed' | 'pending' = 'processed';
  /** Smart Collect's virtual accounts by their id. */
  readonly virtualAccounts = new Map<string, Record<string, unknown>>();
  /** Bank account validations by our reference, as Razorpay keeps them. */
  readonly validations = new Map<string, Record<string, unknown>>();
  /**
   * How a new validation is answered: `completed` at once (the account found, or not when its
   * number ends in 0000), or `created`, finished later by `validationFinished`.
   */
  validationStatus: 'completed' | 'created' = 'completed';
  /** How closely the bank's name for the holder matches the one given (0–100). */
  nameMatchScore = 100;
  /** Payouts by their idempotency key. */
  readonly payouts = new Map<string, Record<string, unknown>>();
  /** How a new payout is answered: `processed` at once, or `processing` until `payoutFinished`. */
  payoutStatus: 'processed' | 'processing' = 'processed';

  /** The time the stand-in's clock reads: the app's test clock, so expiries are compared alike. */
  constructor(private readonly now: () => Date) {
    super();
  }

  static start(now: () => Date): Promise<RazorpayStandIn> {
    return new RazorpayStandIn(now).start();
  }

  /** The settings that send India's payments here (docs/payments.md#razorpay-india). */
  env(): Record<string, string> {
    return {
      PAYMENT_PROVIDER: 'razorpay,sandbox',
      RAZORPAY_API_URL: this.url,
      RAZORPAY_KEY_ID: RazorpayStandIn.KEY_ID,
      RAZORPAY_KEY_SECRET: RazorpayStandIn.KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: RazorpayStandIn.WEBHOOK_SECRET,
      RAZORPAYX_ACCOUNT_NUMBER: RazorpayStandIn.PAYOUT_ACCOUNT,
    };
  }

  /** The calls to one path, oldest first. */
  callsTo(pathPrefix: string) {
    return this.calls.filter((c) => c.path.startsWith(pathPrefix));
  }

  /** The next call is answered so, whatever it asks. */
  answerNext(answer: Answer): void {
    this.next.push(answer);
  }

  /** The next call is never answered: the adapter's own timeout ends it. */
  stallNext(): void {
    this.next.push({ status: 0, body: null, stall: true });
  }

  /**
   * The next call is done, and its answer lost on the way back: Razorpay took it (a refund made,
   * a link cancelled), and the adapter's timeout ends the wait.
   */
  loseNextAnswer(): void {
    this.losing = true;
  }

  private losing = false;

  /**
   * The borrower pays what was opened for our `reference` (a UPI order, or a payment link), by
   * `method`: the payment is captured, and the webhooks Razorpay sends for it come back, signed.
   * A payment link's payment sends `payment_link.paid` and its order's `order.paid`; a UPI
   * order's, `order.paid`.
   */
  pay(reference: string, method = 'upi', amount?: number): Delivery[] {
    const link = [...this.links.values()].find((l) => l.entity.reference_id === reference);
    const order = link
      ? this.orders.get(link.orderId)
      : [...this.orders.values()].find((o) => o.receipt === reference);
    if (!order) throw new Error(`nothing opened for ${reference}`);
    const paid = amount ?? order.amount;
    const payment: Payment = {
      id: id('pay'),
      orderId: order.id,
      amount: paid,
      method,
      refunded: 0,
      capturedAt: this.seconds(),
    };
    this.payments.set(payment.id, payment);
    order.status = 'paid';
    const paymentEntity = this.paymentEntity(payment);
    const orderEntity = {
      ...clone(
        razorpayExample('webhook-order-paid').payload?.payload as Record<
          string,
          { entity: Record<string, unknown> }
        >,
      ).order?.entity,
      id: order.id,
      amount: order.amount,
      amount_paid: paid,
      amount_due: order.amount - paid,
      receipt: order.receipt,
      status: 'paid',
    };
    const deliveries: Delivery[] = [];
    if (link) {
      link.entity.status = 'paid';
      link.entity.amount_paid = paid;
      const sample = clone(razorpayExample('webhook-payment-link-paid').payload) as Record<
        string,
        unknown
      >;
      sample.payload = {
        payment_link: { entity: clone(link.entity) },
        order: { entity: orderEntity },
        payment: { entity: paymentEntity },
      };
      deliveries.push(this.signed(sample));
    }
    const sample = clone(razorpayExample('webhook-order-paid').payload) as Record<string, unknown>;
    sample.payload = { payment: { entity: paymentEntity }, order: { entity: orderEntity } };
    deliveries.push(this.signed(sample));
    return deliveries;
  }

  /**
   * The borrower sends a bank transfer to the virtual account opened for our `reference`: the
   * payment is captured, and `virtual_account.credited` (its documented sample, this transfer's
   * values put in) comes back, signed. A closed account takes nothing.
   */
  transfer(reference: string, amount?: number): Delivery {
    const account = [...this.virtualAccounts.values()].find(
      (a) => (a.notes as { reference?: string }).reference === reference,
    );
    if (!account) throw new Error(`no virtual account for ${reference}`);
    if (account.status !== 'active')
      throw new Error(`the virtual account of ${reference} is closed`);
    const paid = amount ?? Number(account.amount_expected);
    const payment: Payment = {
      id: id('pay'),
      orderId: '',
      amount: paid,
      method: 'bank_transfer',
      refunded: 0,
      capturedAt: this.seconds(),
    };
    this.payments.set(payment.id, payment);
    account.amount_paid = Number(account.amount_paid) + paid;
    const sample = clone(razorpayExample('webhook-virtual-account-credited').payload) as Record<
      string,
      unknown
    >;
    const entities = sample.payload as Record<string, { entity: Record<string, unknown> }>;
    sample.payload = {
      payment: {
        entity: {
          ...entities.payment?.entity,
          ...this.paymentEntity(payment),
          order_id: null,
          method: 'bank_transfer',
        },
      },
      virtual_account: { entity: clone(account) },
      bank_transfer: {
        entity: {
          ...entities.bank_transfer?.entity,
          id: id('bt'),
          payment_id: payment.id,
          amount: paid,
          virtual_account_id: account.id,
        },
      },
    };
    return this.signed(sample);
  }

  /** A link's `payment_link.cancelled` or `payment_link.expired` webhook, as Razorpay sends it. */
  linkClosed(reference: string, event: 'cancelled' | 'expired'): Delivery {
    const link = [...this.links.values()].find((l) => l.entity.reference_id === reference);
    if (!link) throw new Error(`no link for ${reference}`);
    link.entity.status = event;
    const sample = clone(razorpayExample(`webhook-payment-link-${event}`).payload) as Record<
      string,
      unknown
    >;
    sample.payload = { payment_link: { entity: clone(link.entity) } };
    return this.signed(sample);
  }

  /**
   * A refund left `pending` finished: Razorpay's `refund.processed` (its documented sample), or
   * `refund.failed` (the same entity with that event and status: no sample of it is published).
   */
  refundFinished(refundId: string, outcome: 'processed' | 'failed'): Delivery {
    const refund = [...this.refunds.values()].find((r) => r.refund.id === refundId)?.refund;
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = outcome;
    const sample = clone(razorpayExample('webhook-refund-processed').payload) as Record<
      string,
      unknown
    >;
    const payment = this.payments.get(String(refund.payment_id));
    sample.event = `refund.${outcome}`;
    sample.payload = {
      refund: { entity: clone(refund) },
      ...(payment ? { payment: { entity: this.paymentEntity(payment) } } : {}),
    };
    return this.signed(sample);
  }

  /**
   * A validation left `created` finished: `fund_account.validation.completed` (its documented
   * sample), the account found or not, with this validation's values put in.
   */
  validationFinished(reference: string, found: boolean): Delivery {
    const validation = this.validations.get(reference);
    if (!validation) throw new Error(`no validation for ${reference}`);
    Object.assign(validation, validationOutcome(validation, found));
    const sample = clone(
      razorpayExample('webhook-fund-account-validation-completed').payload,
    ) as Record<string, unknown>;
    // An account not found is a validation completed, its result `invalid`.
    sample.event = 'fund_account.validation.completed';
    sample.payload = { 'fund_account.validation': { entity: clone(validation) } };
    return this.signed(sample);
  }

  /** A payout's webhook (`payout.processed`, `payout.failed`, `payout.reversed`): the samples. */
  payoutFinished(payoutId: string, outcome: 'processed' | 'failed' | 'reversed'): Delivery {
    const payout = [...this.payouts.values()].find((p) => p.id === payoutId);
    if (!payout) throw new Error(`no payout ${payoutId}`);
    const sample = clone(razorpayExample(`webhook-payout-${outcome}`).payload) as Record<
      string,
      unknown
    >;
    const entity = (sample.payload as { payout: { entity: Record<string, unknown> } }).payout
      .entity;
    payout.status = outcome;
    payout.status_details = entity.status_details;
    sample.payload = { payout: { entity: clone(payout) } };
    return this.signed(sample);
  }

  /** A body signed as Razorpay signs webhooks, with its own event id. */
  signed(body: Record<string, unknown>, secret = RazorpayStandIn.WEBHOOK_SECRET): Delivery {
    const raw = JSON.stringify({ ...body, created_at: Math.floor(this.now().getTime() / 1000) });
    return {
      raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex'),
        'x-razorpay-event-id': id('evt').replace('evt_', ''),
      },
    };
  }

  private paymentEntity(p: Payment) {
    const sample = razorpayExample('webhook-order-paid').payload?.payload as Record<
      string,
      { entity: Record<string, unknown> }
    >;
    return {
      ...clone(sample.payment?.entity),
      id: p.id,
      amount: p.amount,
      order_id: p.orderId,
      method: p.method,
      created_at: Math.floor(this.now().getTime() / 1000),
    };
  }

  protected answer(req: Received): Answer {
    const answer = this.answerNow(req);
    if (!this.losing) return answer;
    this.losing = false;
    return { ...answer, stall: true };
  }

  private answerNow(req: Received): Answer {
    const basic = Buffer.from(`${RazorpayStandIn.KEY_ID}:${RazorpayStandIn.KEY_SECRET}`);
    if (req.headers.authorization !== `Basic ${basic.toString('base64')}`)
      return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    let body: Record<string, unknown> = {};
    try {
      body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    } catch {
      return error(400, 'BAD_REQUEST_ERROR', 'The request body is not JSON');
    }
    this.calls.push({ method: req.method, path: req.path, headers: req.headers, body });
    const scripted = this.next.shift();
    if (scripted) return scripted;

    const path = req.path.split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/v1/orders') return this.createOrder(body);
    if (req.method === 'POST' && path === '/v1/payments/create/upi') return this.createUpi(body);
    if (req.method === 'POST' && path === '/v1/payment_links') return this.createLink(body);
    const link = /^\/v1\/payment_links\/(plink_[A-Za-z0-9]+)(\/cancel)?$/.exec(path);
    if (link) return this.linkCall(req.method, link[1] ?? '', link[2] !== undefined);
    const refund = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) return this.refund(refund[1] ?? '', req, body);
    if (req.method === 'POST' && path === '/v1/virtual_accounts') return this.openAccount(body);
    const va = /^\/v1\/virtual_accounts\/(va_[A-Za-z0-9]+)(\/close)?$/.exec(path);
    if (va) return this.accountCall(req.method, va[1] ?? '', va[2] !== undefined);
    if (req.method === 'POST' && path === '/v1/fund_accounts/validations')
      return this.validate(body);
    if (req.method === 'POST' && path === '/v1/payouts') return this.payout(req, body);
    if (req.method === 'GET' && path === '/v1/settlements/recon/combined')
      return this.recon(req.path);
    if (req.method === 'GET' && path === '/v1/payouts') return this.listPayouts(req.path);
    return error(404, 'NOT_FOUND', 'The requested URL was not found on the server.');
  }

  private createOrder(body: Record<string, unknown>): Answer {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      // The documented error for an amount under INR 1.00 (api/orders/create).
      return { status: 400, body: razorpayExample('error-bad-request').response?.body };
    const receipt = typeof body.receipt === 'string' ? body.receipt : '';
    if (receipt.length > 40)
      return error(
        400,
        'BAD_REQUEST_ERROR',
        'receipt: The receipt may not be greater than 40 characters.',
      );
    const order: Order = {
      id: id('order'),
      amount,
      receipt,
      status: 'created',
      createdAt: this.seconds(),
    };
    this.orders.set(order.id, order);
    const example = razorpayExample('order-create').response?.body ?? {};
    return {
      status: 200,
      body: {
        ...clone(example),
        id: order.id,
        amount,
        amount_due: amount,
        amount_paid: 0,
        receipt,
        notes: body.notes ?? [],
        created_at: order.createdAt,
        attempts: 0,
        status: 'created',
      },
    };
  }

  private createUpi(body: Record<string, unknown>): Answer {
    const order = this.orders.get(String(body.order_id));
    if (!order) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (body.amount !== order.amount)
      return error(400, 'BAD_REQUEST_ERROR', 'Order amount does not match with the payment amount');
    if (typeof body.contact !== 'string' || body.method !== 'upi')
      return error(400, 'BAD_REQUEST_ERROR', 'The contact field is required.');
    const upi = body.upi as { flow?: string } | undefined;
    if (upi?.flow !== 'intent')
      return error(400, 'BAD_REQUEST_ERROR', 'Only the intent flow is played here.');
    order.status = 'attempted';
    const rupees = `${Math.floor(order.amount / 100)}.${String(order.amount % 100).padStart(2, '0')}`;
    const paymentId = id('pay');
    // The documented link's form (`pa`, `pn`, `tr`, `tn`, `am`, `cu`, `mc`), with this order's values.
    const link = `upi://pay?pa=tenora.lender@razorpay&pn=Tenora%20Lender&tr=${paymentId.slice(4)}&tn=${encodeURIComponent(String(body.description ?? ''))}&am=${rupees}&cu=INR&mc=6012`;
    return { status: 200, body: { razorpay_payment_id: paymentId, link } };
  }

  private createLink(body: Record<string, unknown>): Answer {
    const reference = typeof body.reference_id === 'string' ? body.reference_id : '';
    if (reference.length > 40)
      return error(
        400,
        'BAD_REQUEST_ERROR',
        'reference_id: The reference id may not be greater than 40 characters.',
      );
    if ([...this.links.values()].some((l) => l.entity.reference_id === reference && reference))
      // Documented on api/payments/payment-links/create-standard.
      return error(
        400,
        'BAD_REQUEST_ERROR',
        'payment link creation with reference ID already attempted',
      );
    const expireBy = body.expire_by;
    if (typeof expireBy === 'number' && expireBy < this.seconds() + 15 * 60)
      return error(400, 'BAD_REQUEST_ERROR', 'timestamp must be atleast 15 minutes in future');
    const amount = body.amount;
    if (typeof amount !== 'number' || amount < 100)
      return { status: 400, body: razorpayExample('error-bad-request').response?.body };
    const linkId = id('plink');
    const order: Order = {
      id: id('order'),
      amount,
      receipt: reference,
      status: 'created',
      createdAt: this.seconds(),
    };
    this.orders.set(order.id, order);
    const entity = {
      ...clone(razorpayExample('payment-link-create').response?.body ?? {}),
      id: linkId,
      amount,
      amount_paid: 0,
      accept_partial: body.accept_partial ?? false,
      reference_id: reference,
      description: body.description,
      expire_by: expireBy ?? 0,
      notes: body.notes ?? null,
      short_url: `https://rzp.io/i/${linkId.slice(6, 13)}`,
      status: 'created',
      created_at: this.seconds(),
    };
    this.links.set(linkId, { entity, orderId: order.id });
    return { status: 200, body: entity };
  }

  private linkCall(method: string, linkId: string, cancel: boolean): Answer {
    const link = this.links.get(linkId);
    if (!link) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (!cancel) return { status: 200, body: link.entity };
    if (method !== 'POST') return error(405, 'BAD_REQUEST_ERROR', 'Method not allowed');
    if (link.entity.status !== 'created')
      return error(
        400,
        'BAD_REQUEST_ERROR',
        `Payment link cannot be cancelled in ${String(link.entity.status)} state`,
      );
    link.entity.status = 'cancelled';
    link.entity.cancelled_at = this.seconds();
    return { status: 200, body: link.entity };
  }

  private refund(paymentId: string, req: Received, body: Record<string, unknown>): Answer {
    const key = req.headers['x-refund-idempotency'];
    const earlier = typeof key === 'string' ? this.refunds.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== req.body)
        return { status: 400, body: razorpayExample('refund-error-same-key').response?.body };
      return { status: 200, body: earlier.refund };
    }
    const payment = this.payments.get(paymentId);
    if (!payment) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    const amount =
      typeof body.amount === 'number' ? body.amount : payment.amount - payment.refunded;
    if (amount > payment.amount - payment.refunded)
      return error(
        400,
        'BAD_REQUEST_ERROR',
        'The refund amount provided is greater than amount captured',
      );
    payment.refunded += amount;
    const refund = {
      ...clone(razorpayExample('refund-create').response?.body ?? {}),
      id: id('rfnd'),
      amount,
      payment_id: paymentId,
      notes: body.notes ?? {},
      receipt: null,
      created_at: this.seconds(),
      status: this.refundStatus,
    };
    if (typeof key === 'string') this.refunds.set(key, { body: req.body, refund });
    return { status: 200, body: refund };
  }

  /** A Smart Collect account: the documented entity, at RBL Bank, with this call's values. */
  private openAccount(body: Record<string, unknown>): Answer {
    const types = (body.receivers as { types?: unknown } | undefined)?.types;
    if (!Array.isArray(types) || !types.includes('bank_account'))
      return error(400, 'BAD_REQUEST_ERROR', 'The receivers field is required.');
    if (typeof body.close_by === 'number' && body.close_by < this.seconds() + 15 * 60)
      return error(
        400,
        'BAD_REQUEST_ERROR',
        'close_by should be at least 15 minutes after current time',
      );
    const sample = clone(razorpayExample('virtual-account-create').response?.body ?? {});
    const receiver = (sample.receivers as Record<string, unknown>[])[0];
    const account = {
      ...sample,
      id: id('va'),
      description: body.description,
      amount_expected: body.amount_expected ?? null,
      notes: body.notes ?? [],
      amount_paid: 0,
      customer_id: null,
      receivers: [
        {
          ...receiver,
          id: id('ba'),
          account_number: `2223333${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        },
      ],
      close_by: body.close_by ?? null,
      closed_at: null,
      created_at: this.seconds(),
    };
    this.virtualAccounts.set(account.id, account);
    return { status: 200, body: clone(account) };
  }

  private accountCall(method: string, accountId: string, close: boolean): Answer {
    const account = this.virtualAccounts.get(accountId);
    if (!account) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (!close) return { status: 200, body: clone(account) };
    if (method !== 'POST') return error(405, 'BAD_REQUEST_ERROR', 'Method not allowed');
    if (account.status === 'closed')
      return error(400, 'BAD_REQUEST_ERROR', 'Virtual account is already closed');
    account.status = 'closed';
    account.closed_at = this.seconds();
    return { status: 200, body: clone(account) };
  }

  /**
   * Settlement recon of a day (India's day, IST): the documented payment item for each payment
   * captured that day (the stand-in settles the same day), `count` a page after `skip`.
   */
  private recon(pathAndQuery: string): Answer {
    const query = new URLSearchParams(pathAndQuery.split('?')[1] ?? '');
    const day = `${query.get('year')}-${query.get('month')}-${query.get('day')}`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
      return error(400, 'BAD_REQUEST_ERROR', 'The year, month and day are required.');
    const istDay = (seconds: number) =>
      new Date(seconds * 1000 + 330 * 60_000).toISOString().slice(0, 10);
    const sample = (
      razorpayExample('settlement-recon').response?.body.items as unknown[]
    )[0] as Record<string, unknown>;
    const items = [...this.payments.values()]
      .filter((p) => istDay(p.capturedAt) === day)
      .map((p) => ({
        ...clone(sample),
        entity_id: p.id,
        type: 'payment',
        amount: p.amount,
        credit: p.amount - 2 * Math.round(p.amount / 100),
        fee: 2 * Math.round(p.amount / 100),
        created_at: p.capturedAt,
        settled_at: p.capturedAt,
        order_id: p.orderId,
        order_receipt: this.orders.get(p.orderId)?.receipt ?? null,
        method: p.method,
      }));
    const skip = Number(query.get('skip') ?? 0);
    const count = Number(query.get('count') ?? 10);
    const page = items.slice(skip, skip + count);
    return { status: 200, body: { entity: 'collection', count: page.length, items: page } };
  }

  /** Payouts made from the account in `from`..`to` (seconds), `count` a page after `skip`. */
  private listPayouts(pathAndQuery: string): Answer {
    const query = new URLSearchParams(pathAndQuery.split('?')[1] ?? '');
    if (query.get('account_number') !== RazorpayStandIn.PAYOUT_ACCOUNT)
      return error(400, 'BAD_REQUEST_ERROR', 'The account number is invalid.');
    const from = Number(query.get('from'));
    const to = Number(query.get('to'));
    const items = [...this.payouts.values()].filter((p) => {
      const at = Number(p.created_at);
      return at >= from && at <= to;
    });
    const skip = Number(query.get('skip') ?? 0);
    const count = Number(query.get('count') ?? 10);
    const page = items.slice(skip, skip + count).map(clone);
    return { status: 200, body: { entity: 'collection', count: page.length, items: page } };
  }

  /** Composite validation: the documented entity with this account's values put in. */
  private validate(body: Record<string, unknown>): Answer {
    const fundAccount = (body.fund_account ?? {}) as {
      bank_account?: { name?: unknown; ifsc?: unknown; account_number?: unknown };
      contact?: { name?: unknown; contact?: unknown };
    };
    const bank = fundAccount.bank_account ?? {};
    const reference = typeof body.reference_id === 'string' ? body.reference_id : '';
    if (body.source_account_number !== RazorpayStandIn.PAYOUT_ACCOUNT)
      return error(400, 'BAD_REQUEST_ERROR', 'The source account number is invalid.');
    if (typeof bank.ifsc !== 'string' || !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(bank.ifsc))
      return error(400, 'BAD_REQUEST_ERROR', 'Invalid IFSC Code in Bank Account');
    if (typeof bank.account_number !== 'string' || typeof bank.name !== 'string')
      return error(400, 'BAD_REQUEST_ERROR', 'The account number field is required.');
    if (typeof fundAccount.contact?.name !== 'string')
      return error(400, 'BAD_REQUEST_ERROR', 'The contact name field is required.');
    const sample = clone(razorpayExample('fund-account-validation-composite').response?.body ?? {});
    const sampleAccount = sample.fund_account as Record<string, unknown>;
    const validation: Record<string, unknown> = {
      ...sample,
      id: id('fav'),
      reference_id: reference,
      notes: body.notes ?? {},
      fund_account: {
        ...sampleAccount,
        id: id('fa'),
        bank_account: { ...bank, bank_name: bank.ifsc.slice(0, 4) },
        contact: {
          ...(sampleAccount.contact as Record<string, unknown>),
          id: id('cont'),
          name: fundAccount.contact.name,
          contact: fundAccount.contact.contact,
          type: 'customer',
          reference_id: reference,
        },
      },
      status: 'created',
      validation_results: {
        account_status: null,
        registered_name: null,
        details: null,
        name_match_score: null,
      },
      status_details: {
        description: 'Validation request is created',
        source: 'internal',
        reason: 'validation_created',
      },
    };
    if (this.validationStatus === 'completed')
      Object.assign(
        validation,
        validationOutcome(validation, !/0000$/.test(bank.account_number), this.nameMatchScore),
      );
    this.validations.set(reference, validation);
    return { status: 200, body: clone(validation) };
  }

  /** A payout to a validated fund account, once per `X-Payout-Idempotency`. */
  private payout(req: Received, body: Record<string, unknown>): Answer {
    const key = req.headers['x-payout-idempotency'];
    if (typeof key !== 'string' || key === '')
      return {
        status: 400,
        body: razorpayExample('payout-error-missing-idempotency').response?.body,
      };
    const earlier = this.payouts.get(key);
    if (earlier) return { status: 200, body: clone(earlier) };
    if (body.account_number !== RazorpayStandIn.PAYOUT_ACCOUNT)
      return error(400, 'BAD_REQUEST_ERROR', 'The account number is invalid.');
    const known = [...this.validations.values()].some(
      (v) => (v.fund_account as { id?: unknown }).id === body.fund_account_id,
    );
    if (!known) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (typeof body.amount !== 'number' || body.amount < 100)
      return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
    const sample = clone(razorpayExample('payout-create-composite').response?.body ?? {});
    // The composite example answers the fund account inline; a payout to an id names only the id.
    delete sample.fund_account;
    const payout = {
      ...sample,
      id: id('pout'),
      fund_account_id: body.fund_account_id,
      amount: body.amount,
      status: this.payoutStatus,
      purpose: body.purpose,
      mode: body.mode,
      reference_id: body.reference_id,
      narration: body.narration,
      notes: body.notes ?? {},
      created_at: this.seconds(),
    };
    this.payouts.set(key, payout);
    return { status: 200, body: clone(payout) };
  }

  private seconds() {
    return Math.floor(this.now().getTime() / 1000);
  }
}

/** A validation completed: the account found (its holder as the bank writes it), or not. */
function validationOutcome(
  validation: Record<string, unknown>,
  found: boolean,
  nameMatchScore = 100,
) {
  const bank = (validation.fund_account as { bank_account: { name: string } }).bank_account;
  return found
    ? {
        status: 'completed',
        validation_results: {
          account_status: 'valid',
          registered_name: bank.name.toUpperCase(),
          details: 'The beneficiary account is valid.',
          name_match_score: nameMatchScore,
        },
        status_details: {
          description: 'Validation request is completed',
          source: 'beneficiary_bank',
          reason: 'validation_completed',
        },
        utr: '123456789012',
      }
    : {
        status: 'completed',
        validation_results: {
          account_status: 'invalid',
          registered_name: null,
          details: 'The beneficiary account is invalid.',
          name_match_score: 0,
        },
        status_details: {
          description: 'Validation request is completed',
          source: 'beneficiary_bank',
          reason: 'validation_completed',
        },
      };
}

/** A webhook as Razorpay delivers it: the exact body, and its headers. */
export interface Delivery {
  raw: string;
  headers: Record<string, string>;
}

/** Razorpay's documented error shape (docs/errors): `error.code`, `description`, `source`, … */
function error(status: number, code: string, description: string): Answer {
  return {
    status,
    body: {
      error: {
        code,
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field: null,
      },
    },
  };
}
