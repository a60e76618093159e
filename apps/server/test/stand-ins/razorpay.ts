import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isRecord } from '../../src/platform/provider-http.ts';
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
  notes?: unknown;
  /** A mandate's authorisation order: its customer and the `token` it was asked with. */
  customerId?: string;
  mandate?: { max_amount: number; expire_at: number; frequency: string };
  /**
   * A debit's order: the `notification` it was asked with, its id, and (once Razorpay told) its
   * `status` and `delivered_at`.
   */
  notification?: Record<string, unknown>;
}

/** A UPI AutoPay token, as the customer's token list shows it, and whose customer it is. */
interface Token {
  entity: Record<string, unknown> & {
    id: string;
    recurring_details: { status: string; failure_reason: string | null };
  };
  customerId: string;
  /** Razorpay leaves expired and unused tokens out of the customer's list. */
  listed: boolean;
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
 * with `X-Refund-Idempotency`; and UPI AutoPay (`autopay-*` examples): customers, a mandate's
 * authorisation order and its `upi://mandate` payment, a customer's tokens and their cancel, a
 * debit's order with its `notification`, an order and its payments read, and the charge on a
 * token. The borrower's UPI app, NPCI and the bank are played by `approveMandate`,
 * `declineMandate`, `mandateChanged`, `notice` and `debitFinished`, each answering the webhook
 * Razorpay sends for it. Where Razorpay publishes no words for a refusal, the stand-in's are its
 * own, and say so.
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
  /** UPI AutoPay's customers by their id. */
  readonly customers = new Map<string, Record<string, unknown>>();
  /** UPI AutoPay's tokens (mandates) by their id. */
  readonly tokens = new Map<string, Token>();
  /**
   * UPI AutoPay's payments (a mandate's authorisation payment, a debit) by their id, as whole
   * entities: they go through states (created, failed, captured) other payments here do not.
   * A debit captured is also in `payments`, for the day's books and its refunds.
   */
  readonly autopayPayments = new Map<string, Record<string, unknown>>();

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
   * The next call to a path starting with `pathPrefix` is answered so, or (`lost`) done and its
   * answer lost, whatever calls come before it: a debit's charge after the reads that precede it.
   */
  answerNextTo(pathPrefix: string, answer: Answer | 'lost'): void {
    this.nextTo.push({ pathPrefix, answer });
  }

  private readonly nextTo: { pathPrefix: string; answer: Answer | 'lost' }[] = [];

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

  /**
   * The borrower approves, in their UPI app, the mandate asked for our `reference`: its token is
   * made `confirmed` with their UPI id, and the authorisation payment comes back as Razorpay's
   * dummy failure carrying it (`upi_dummy_payment`: nothing taken). Answers the token's id and
   * both webhooks, `token.confirmed` and the payment's `payment.failed`, from their samples.
   */
  approveMandate(reference: string, vpa = 'gaurav.kumar@upi'): MandateAnswered {
    return this.mandateAnswered(reference, vpa, null);
  }

  /**
   * The borrower declines the mandate in their UPI app (or their bank refuses it): its token is
   * `rejected` with `reason`, and the authorisation payment failed for real (the general
   * `payment.failed` sample's error). Answers `token.rejected` and `payment.failed`.
   */
  declineMandate(
    reference: string,
    reason = 'Rejected by bank',
    vpa = 'gaurav.kumar@upi',
  ): MandateAnswered {
    return this.mandateAnswered(reference, vpa, reason);
  }

  private mandateAnswered(reference: string, vpa: string, refusal: string | null) {
    const order = [...this.orders.values()].find((o) => o.receipt === reference && o.mandate);
    if (!order?.mandate || !order.customerId) throw new Error(`no mandate asked for ${reference}`);
    const payment = [...this.autopayPayments.values()].find(
      (p) => p.order_id === order.id && p.status === 'created',
    );
    if (!payment) throw new Error(`no authorisation payment waits for ${reference}`);
    const [username, handle] = vpa.split('@');
    const status = refusal === null ? 'confirmed' : 'rejected';
    const sample = (
      razorpayExample('autopay-upi-fetch-tokens-by-customer').response?.body.items as unknown[]
    )[0] as Record<string, unknown>;
    const entity = {
      ...clone(sample),
      id: id('token'),
      token: randomBytes(7).toString('hex'),
      vpa: { username, handle, name: null },
      recurring_details: { status, failure_reason: refusal },
      auth_type: refusal === null ? null : 'upi',
      used_at: this.seconds(),
      created_at: this.seconds(),
      start_time: this.seconds(),
      max_amount: order.mandate.max_amount,
      expired_at: order.mandate.expire_at,
    };
    this.tokens.set(entity.id, { entity, customerId: order.customerId, listed: true });
    const failure =
      refusal === null
        ? razorpayExample('autopay-upi-fetch-auth-payment-dummy').response?.body
        : entityIn(razorpayExample('webhook-payment-failed').payload, 'payment');
    Object.assign(payment, {
      status: 'failed',
      token_id: entity.id,
      vpa,
      upi: { vpa },
      error_code: failure?.error_code,
      error_description: failure?.error_description,
      error_source: failure?.error_source,
      error_step: failure?.error_step,
      error_reason: failure?.error_reason,
    });
    return {
      tokenId: entity.id,
      token: this.withEntity(`autopay-webhook-token-${status}-upi`, 'token', entity),
      payment: this.withEntity('autopay-webhook-payment-failed-upi', 'payment', payment),
    };
  }

  /**
   * The borrower pauses or cancels the mandate in their UPI app, or NPCI ends it after our cancel
   * (`cancelled`): `token.paused` or `token.cancelled`, from their samples.
   */
  mandateChanged(tokenId: string, status: 'paused' | 'cancelled'): Delivery {
    const token = this.tokens.get(tokenId);
    if (!token) throw new Error(`no token ${tokenId}`);
    token.entity.recurring_details = { status, failure_reason: null };
    this.cancelsAsked.delete(tokenId);
    return this.withEntity(`autopay-webhook-token-${status}-upi`, 'token', token.entity);
  }

  /** Razorpay stops listing the token (it expired, or was never used), as its docs warn. */
  unlistToken(tokenId: string): void {
    const token = this.tokens.get(tokenId);
    if (!token) throw new Error(`no token ${tokenId}`);
    token.listed = false;
  }

  /**
   * The pre-debit notice of the debit's order reached the borrower's UPI app, or could not:
   * the order's `notification` says so from now on, and `order.notification.delivered` or
   * `.failed` (their samples, `created_at` inside the payload as published) comes back.
   */
  notice(orderId: string, outcome: 'delivered' | 'failed'): Delivery {
    const order = this.orders.get(orderId);
    if (!order?.notification) throw new Error(`no notification on ${orderId}`);
    Object.assign(order.notification, {
      status: outcome,
      delivered_at: outcome === 'delivered' ? this.seconds() : null,
    });
    const sample = clone(razorpayExample(`autopay-webhook-notification-${outcome}`).payload ?? {});
    const payload = sample.payload as Record<string, unknown>;
    sample.payload = {
      ...payload,
      notification: {
        entity: {
          ...entityIn(sample, 'notification'),
          ...clone(order.notification),
          order_id: order.id,
        },
      },
    };
    return this.signed(sample);
  }

  /**
   * The debit presented on the order is taken (`order.paid`, the sample's order and this payment;
   * it goes into the day's books), or fails with `reason` (`payment.failed`, the UPI AutoPay
   * sample).
   */
  debitFinished(
    orderId: string,
    outcome: 'captured' | 'failed',
    failure = { reason: 'insufficient_funds', description: 'Payment failed' },
  ): Delivery {
    const order = this.orders.get(orderId);
    const payment = [...this.autopayPayments.values()].find(
      (p) => p.order_id === orderId && p.status === 'created' && p.token_id,
    );
    if (!order || !payment) throw new Error(`no debit on its way on ${orderId}`);
    if (outcome === 'failed') {
      Object.assign(payment, {
        status: 'failed',
        error_code: 'BAD_REQUEST_ERROR',
        error_description: failure.description,
        error_source: 'customer',
        error_step: 'payment_authorization',
        error_reason: failure.reason,
      });
      return this.withEntity('autopay-webhook-payment-failed-upi', 'payment', payment);
    }
    Object.assign(payment, {
      status: 'captured',
      captured: true,
      fee: 2 * Math.round(order.amount / 100),
      tax: 0,
      acquirer_data: { rrn: '854977234911' },
    });
    order.status = 'paid';
    this.payments.set(String(payment.id), {
      id: String(payment.id),
      orderId,
      amount: order.amount,
      method: 'upi',
      refunded: 0,
      capturedAt: this.seconds(),
    });
    const sample = clone(razorpayExample('webhook-order-paid').payload ?? {});
    sample.payload = {
      payment: { entity: clone(payment) },
      order: { entity: { ...entityIn(sample, 'order'), ...this.orderEntity(order) } },
    };
    return this.signed(sample);
  }

  /** A published webhook sample with this entity in place of its own, signed. */
  private withEntity(sample: string, key: string, entity: Record<string, unknown>): Delivery {
    const body = clone(razorpayExample(sample).payload ?? {});
    body.payload = { [key]: { entity: clone(entity) } };
    return this.signed(body);
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
    const aimed = this.nextTo.findIndex((n) => req.path.startsWith(n.pathPrefix));
    if (aimed >= 0) {
      const answer = this.nextTo.splice(aimed, 1)[0]?.answer;
      if (answer && answer !== 'lost') return answer;
      this.losing = true;
    }

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
    if (req.method === 'POST' && path === '/v1/customers') return this.createCustomer(body);
    const orderRead = /^\/v1\/orders\/(order_[A-Za-z0-9]+)(\/payments)?$/.exec(path);
    if (req.method === 'GET' && orderRead)
      return orderRead[2]
        ? this.orderPayments(orderRead[1] ?? '')
        : this.readOrder(orderRead[1] ?? '');
    const tokens =
      /^\/v1\/customers\/(cust_[A-Za-z0-9]+)\/tokens(?:\/(token_[A-Za-z0-9]+)\/cancel)?$/.exec(
        path,
      );
    if (tokens && req.method === 'GET' && !tokens[2]) return this.listTokens(tokens[1] ?? '');
    if (tokens && req.method === 'PUT' && tokens[2])
      return this.cancelToken(tokens[1] ?? '', tokens[2]);
    if (req.method === 'POST' && path === '/v1/payments/create/recurring')
      return this.chargeToken(body);
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
    const token = body.token === undefined ? undefined : this.mandateAsked(body, amount);
    if (token && 'refused' in token) return token.refused;
    const mandate = token?.mandate;
    const asked =
      body.notification === undefined ? undefined : this.notificationAsked(body.notification);
    if (asked && 'refused' in asked) return asked.refused;
    const notification = asked?.notification;
    const order: Order = {
      id: id('order'),
      amount,
      receipt,
      status: 'created',
      createdAt: this.seconds(),
      notes: body.notes ?? [],
      ...(mandate ? { customerId: String(body.customer_id), mandate } : {}),
      ...(notification ? { notification: { ...notification, id: id('notification') } } : {}),
    };
    this.orders.set(order.id, order);
    // Each answer as its page shows it: the mandate's order echoes no token, the debit's echoes
    // its notification with an id.
    return {
      status: 200,
      body: this.orderEntity(
        order,
        mandate
          ? 'autopay-upi-order-create-auth'
          : notification
            ? 'autopay-upi-order-create-subsequent'
            : 'order-create',
      ),
    };
  }

  /** An order as Razorpay answers it (`example`'s shape), with its notification when it has one. */
  private orderEntity(order: Order, example = 'order-create'): Record<string, unknown> {
    const paid = order.status === 'paid' ? order.amount : 0;
    const entity: Record<string, unknown> = {
      ...clone(razorpayExample(example).response?.body ?? {}),
      id: order.id,
      amount: order.amount,
      amount_due: order.amount - paid,
      amount_paid: paid,
      receipt: order.receipt,
      offer_id: null,
      notes: order.notes ?? [],
      created_at: order.createdAt,
      attempts: this.paymentsOf(order.id).length,
      status: order.status,
    };
    delete entity.offers;
    delete entity.notification;
    if (order.notification) entity.notification = clone(order.notification);
    return entity;
  }

  /**
   * A mandate's authorisation order (api/payments/recurring-payments/upi/create-authorization-transaction):
   * its customer, UPI, rupees, and a `token` within the page's bounds (a lender's category:
   * ₹1 to ₹2,00,000 a debit; at most 30 years; `recurring_value` not with `as_presented`). The
   * errors are the page's where it words them, the stand-in's own otherwise.
   */
  private mandateAsked(
    body: Record<string, unknown>,
    amount: number,
  ): { refused: Answer } | { mandate: NonNullable<Order['mandate']> } {
    const token = isRecord(body.token) ? body.token : {};
    if (!this.customers.has(String(body.customer_id)))
      return refusal(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (body.method !== 'upi')
      return refusal(400, 'BAD_REQUEST_ERROR', 'Only UPI mandates are played here.');
    if (body.currency !== 'INR')
      return refusal(400, 'BAD_REQUEST_ERROR', 'The currency should be INR when method is upi');
    const max = token.max_amount;
    if (typeof max !== 'number' || !Number.isInteger(max) || max < 100 || max > 20_000_000)
      return refusal(
        400,
        'BAD_REQUEST_ERROR',
        'token.max_amount must be between 100 and 20000000.',
      );
    if (amount > max)
      return refusal(
        400,
        'BAD_REQUEST_ERROR',
        'The order amount cannot be greater than the token max amount for upi recurring.',
      );
    const frequency = String(token.frequency);
    if (!FREQUENCIES.includes(frequency))
      return refusal(400, 'BAD_REQUEST_ERROR', 'token.frequency is invalid.');
    if (frequency === 'as_presented' && token.recurring_value !== undefined)
      return refusal(400, 'BAD_REQUEST_ERROR', 'recurring_value is not taken with as_presented.');
    const expireAt = token.expire_at;
    if (
      typeof expireAt !== 'number' ||
      expireAt <= this.seconds() ||
      expireAt > this.seconds() + 30 * 366 * 86_400
    )
      return refusal(400, 'BAD_REQUEST_ERROR', 'token.expire_at must be within 30 years.');
    return { mandate: { max_amount: max, expire_at: expireAt, frequency } };
  }

  /** A debit's order `notification`: a token of a mandate in force, and when it may be debited. */
  private notificationAsked(
    asked: unknown,
  ): { refused: Answer } | { notification: Record<string, unknown> } {
    const notification = isRecord(asked) ? asked : {};
    const token = this.tokens.get(String(notification.token_id));
    if (!token) return refusal(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    const status = token.entity.recurring_details.status;
    if (status !== 'confirmed' && status !== 'paused')
      return refusal(400, 'BAD_REQUEST_ERROR', `The token is ${status}.`);
    if (typeof notification.payment_after !== 'number')
      return refusal(400, 'BAD_REQUEST_ERROR', 'notification.payment_after must be a timestamp.');
    return {
      notification: { token_id: token.entity.id, payment_after: notification.payment_after },
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
    if (order.mandate || body.recurring !== undefined) return this.askMandate(order, body);
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

  /** A customer (`POST /v1/customers`); `fail_existing: "0"` answers the one with these details. */
  private createCustomer(body: Record<string, unknown>): Answer {
    if (typeof body.name !== 'string' || typeof body.contact !== 'string')
      return error(400, 'BAD_REQUEST_ERROR', 'The name and contact fields are required.');
    const existing = [...this.customers.values()].find(
      (c) => c.contact === body.contact && c.email === (body.email ?? null),
    );
    if (existing) {
      if (body.fail_existing !== '0')
        return error(400, 'BAD_REQUEST_ERROR', 'Customer already exists for the merchant');
      return { status: 200, body: clone(existing) };
    }
    const customer = {
      // The published sample's `created_at ` (with its space) is kept, as the page has it.
      ...clone(razorpayExample('autopay-upi-customer-create').response?.body ?? {}),
      id: id('cust'),
      name: body.name,
      email: body.email ?? null,
      contact: body.contact,
      notes: body.notes ?? [],
      'created_at ': this.seconds(),
    };
    this.customers.set(customer.id, customer);
    return { status: 200, body: clone(customer) };
  }

  /**
   * A mandate's authorisation payment (`recurring: "1"`, intent) on its order: the payment waits
   * for the borrower's UPI app, and the answer is the documented `upi://mandate` link with this
   * mandate's values put in (`am` the most a debit may take, as `amrule=MAX` reads, `fam` the
   * authorisation's amount, its validity from today to the token's end).
   */
  private askMandate(order: Order, body: Record<string, unknown>): Answer {
    if (!order.mandate || (body.recurring !== '1' && body.recurring !== 'preferred'))
      return error(
        400,
        'BAD_REQUEST_ERROR',
        'A mandate is asked by a recurring payment on an order with a token.',
      );
    if (body.customer_id !== order.customerId)
      return error(400, 'BAD_REQUEST_ERROR', 'The customer id does not match the order.');
    if (this.paymentsOf(order.id).length > 0)
      return error(400, 'BAD_REQUEST_ERROR', 'A payment on this order is already on its way.');
    order.status = 'attempted';
    const payment: Record<string, unknown> = {
      ...clone(razorpayExample('autopay-upi-fetch-auth-payment-dummy').response?.body ?? {}),
      id: id('pay'),
      amount: order.amount,
      status: 'created',
      order_id: order.id,
      customer_id: order.customerId,
      token_id: null,
      vpa: null,
      upi: { vpa: null },
      email: body.email ?? null,
      contact: body.contact,
      description: body.description ?? null,
      notes: body.notes ?? [],
      ...NO_ERROR,
      acquirer_data: { rrn: null },
      created_at: this.seconds(),
    };
    this.autopayPayments.set(String(payment.id), payment);
    const sample = razorpayExample('autopay-upi-auth-payment-s2s-intent').response?.body ?? {};
    const link = new URL(String(sample.link));
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const day = (seconds: number) => {
      const ist = new Date(seconds * 1000 + 330 * 60_000).toISOString();
      return `${ist.slice(8, 10)}${ist.slice(5, 7)}${ist.slice(0, 4)}`;
    };
    for (const [key, value] of Object.entries({
      pa: 'tenora.lender@razorpay',
      pn: 'Tenora Lender',
      tr: String(payment.id).slice(4),
      tn: String(body.description ?? ''),
      am: rupees(order.mandate.max_amount),
      fam: rupees(order.amount),
      validitystart: day(this.seconds()),
      validityend: day(order.mandate.expire_at),
    }))
      link.searchParams.set(key, value);
    return {
      status: 200,
      body: { razorpay_payment_id: payment.id, link: link.toString() },
    };
  }

  /** An order's payments (mandate authorisations and debits whole, others as captured). */
  private paymentsOf(orderId: string): Record<string, unknown>[] {
    const autopay = [...this.autopayPayments.values()].filter((p) => p.order_id === orderId);
    const others = [...this.payments.values()]
      .filter((p) => p.orderId === orderId && !this.autopayPayments.has(p.id))
      .map((p) => this.paymentEntity(p));
    return [...autopay, ...others].map(clone);
  }

  private orderPayments(orderId: string): Answer {
    if (!this.orders.has(orderId))
      return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    const items = this.paymentsOf(orderId);
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  /** An order as `GET /v1/orders/:id` answers it: with its `notification` when it has one. */
  private readOrder(orderId: string): Answer {
    const order = this.orders.get(orderId);
    if (!order) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    const entity = this.orderEntity(order, 'autopay-upi-order-fetch-notification');
    return { status: 200, body: entity };
  }

  /** A customer's tokens, leaving out those Razorpay does not list (expired, unused). */
  private listTokens(customerId: string): Answer {
    if (!this.customers.has(customerId))
      return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    const items = [...this.tokens.values()]
      .filter((t) => t.customerId === customerId && t.listed)
      .map((t) => clone(t.entity));
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  /**
   * The token cancel: `cancellation_initiated`, NPCI's end coming later (`mandateChanged`). Razorpay
   * publishes no refusal of it; the stand-in's words for a token already ended are its own.
   */
  private cancelToken(customerId: string, tokenId: string): Answer {
    const token = this.tokens.get(tokenId);
    if (!token || token.customerId !== customerId)
      return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    const status = token.entity.recurring_details.status;
    if (status === 'cancelled')
      return error(400, 'BAD_REQUEST_ERROR', 'The token is already cancelled.');
    if (status !== 'confirmed' && status !== 'paused')
      return error(400, 'BAD_REQUEST_ERROR', `The token cannot be cancelled in ${status} state.`);
    this.cancelsAsked.add(tokenId);
    return { status: 200, body: clone(razorpayExample('autopay-token-cancel').response?.body) };
  }

  /** Tokens whose cancel was asked, which NPCI has not yet ended. */
  readonly cancelsAsked = new Set<string>();

  /**
   * A debit on a token (`POST /v1/payments/create/recurring`): the order's amount, the customer's
   * token, confirmed, and at most its `max_amount` (the page's failure response). The payment is
   * `created`, its end to come (`debitFinished`). A second payment while one is on its way is
   * refused in the stand-in's words: Razorpay only asks that none be made.
   */
  private chargeToken(body: Record<string, unknown>): Answer {
    const order = this.orders.get(String(body.order_id));
    if (!order) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (body.amount !== order.amount)
      return error(400, 'BAD_REQUEST_ERROR', 'Order amount does not match with the payment amount');
    if (body.currency !== 'INR' || body.recurring !== true || typeof body.contact !== 'string')
      return error(
        400,
        'BAD_REQUEST_ERROR',
        'The currency, recurring and contact fields are required.',
      );
    const token = this.tokens.get(String(body.token));
    if (!token || token.customerId !== body.customer_id)
      return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    const status = token.entity.recurring_details.status;
    if (status !== 'confirmed')
      return {
        status: 400,
        body: {
          error: {
            ...(razorpayExample('autopay-upi-payment-create-recurring-error').response?.body
              .error as Record<string, unknown>),
            description: `The mandate is ${status}.`,
            reason: `mandate_${status}`,
          },
        },
      };
    if (order.amount > Number(token.entity.max_amount))
      return {
        status: 400,
        body: clone(razorpayExample('autopay-upi-payment-create-recurring-error').response?.body),
      };
    if (this.paymentsOf(order.id).some((p) => p.status !== 'failed'))
      return error(400, 'BAD_REQUEST_ERROR', 'A payment on this order is already on its way.');
    const vpa = token.entity.vpa as { username: string; handle: string };
    const payment: Record<string, unknown> = {
      ...clone(razorpayExample('autopay-upi-fetch-payment').response?.body ?? {}),
      id: id('pay'),
      amount: order.amount,
      status: 'created',
      captured: false,
      order_id: order.id,
      customer_id: body.customer_id,
      token_id: token.entity.id,
      vpa: `${vpa.username}@${vpa.handle}`,
      email: body.email ?? null,
      contact: body.contact,
      description: body.description ?? null,
      notes: body.notes ?? [],
      fee: null,
      tax: null,
      ...NO_ERROR,
      acquirer_data: { rrn: null },
      created_at: this.seconds(),
    };
    this.autopayPayments.set(String(payment.id), payment);
    order.status = 'attempted';
    return {
      status: 200,
      body: {
        ...clone(razorpayExample('autopay-upi-payment-create-recurring').response?.body),
        razorpay_payment_id: payment.id,
      },
    };
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

/** What the borrower's answer to a mandate brings: its token, and Razorpay's two webhooks. */
export interface MandateAnswered {
  tokenId: string;
  /** `token.confirmed` or `token.rejected`. */
  token: Delivery;
  /** The authorisation payment's `payment.failed`: the dummy of a registration, or a refusal. */
  payment: Delivery;
}

/** The frequencies a UPI mandate's token may have (create-authorization-transaction). */
const FREQUENCIES = [
  'daily',
  'weekly',
  'fortnightly',
  'bimonthly',
  'monthly',
  'quarterly',
  'half_yearly',
  'yearly',
  'as_presented',
];

const refusal = (...args: Parameters<typeof error>) => ({ refused: error(...args) });

/** A payment's error fields while it has none. */
const NO_ERROR = {
  error_code: null,
  error_description: null,
  error_source: null,
  error_step: null,
  error_reason: null,
};

/** A webhook sample's entity under `key` (`payload.<key>.entity`), copied. */
function entityIn(
  sample: Record<string, unknown> | undefined,
  key: string,
): Record<string, unknown> {
  const holder = (sample?.payload as Record<string, unknown> | undefined)?.[key];
  return isRecord(holder) && isRecord(holder.entity) ? clone(holder.entity) : {};
}
