import { devPaymentsComplete } from '@tenora/contract/dev';
import {
  cardPageStart,
  netBankingStart,
  providerPaymentStatus,
  repaymentHuichao,
  upiCollect,
  upiStart,
} from '@tenora/contract/repayment';
import { banksOf } from '../repayment/index.ts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { sendFailure } from '../../platform/error-handler.ts';
import { AppError, businessFailure, notFound } from '../../platform/errors.ts';
import {
  type PaymentProvider,
  type ProviderEvent,
  SANDBOX_SIGNATURE_HEADER,
  type WebhookHeaders,
} from '../../platform/payments.ts';
import { findInvalidText } from '../../platform/input.ts';
import { bind } from '../../platform/register.ts';
import { findProviderPayment, type ProviderPayment } from './repository.ts';
import {
  collectUpi,
  handleProviderEvent,
  newEventId,
  type EventLog,
  type EventOutcome,
  paymentStatus,
  startCardPage,
  startNetBanking,
  startUpiPayment,
  startWalletPayment,
} from './service.ts';

export const providerPaymentRoutes = [
  bind(repaymentHuichao, ({ orderId, amount }, { deps, borrower, t }) =>
    startWalletPayment(deps, borrower, { orderId, amount }, t),
  ),
  bind(netBankingStart, (input, { deps, borrower, t }) =>
    startNetBanking(deps, borrower, input, t),
  ),
  bind(cardPageStart, (input, { deps, borrower, t }) => startCardPage(deps, borrower, input, t)),
  bind(upiStart, (input, { deps, borrower, t, request }) =>
    startUpiPayment(deps, borrower, input, t, {
      ip: request.ip,
      ...(typeof request.headers['user-agent'] === 'string'
        ? { userAgent: request.headers['user-agent'] }
        : {}),
    }),
  ),
  bind(upiCollect, (input, { deps, borrower, t }) => collectUpi(deps, borrower, input, t)),
  bind(providerPaymentStatus, async ({ reference }, { deps, borrower, t }) => ({
    ...(await paymentStatus(deps, borrower, reference, t)),
    market: borrower.market,
  })),
  bind(devPaymentsComplete, async ({ reference, outcome, late }, { deps, t, request }) => {
    const payment = await findProviderPayment(deps.db, reference);
    // Only the sandbox's own payments are the sandbox's to play.
    if (!payment || payment.provider !== 'sandbox') throw notFound(t('repay.notFound'));
    if (!late && withdrawnAtSandbox(deps, reference)) throw businessFailure(t('sandbox.withdrawn'));
    await deliverSandboxEvent(deps, request.log, {
      eventId: newEventId(),
      type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
      reference,
      amount: payment.amount,
      occurredAt: deps.clock.now().toISOString(),
    });
    const after = await findProviderPayment(deps.db, reference);
    return { reference, status: after?.status ?? payment.status };
  }),
];

/** True when the sandbox took this payment's withdrawal: its bank, till and pages refuse it. */
const withdrawnAtSandbox = (deps: AppDeps, reference: string) =>
  deps.payments.sandbox()?.isWithdrawn(reference) === true;

/** Each provider's webhook is `/pay/webhooks/<its name>` (docs/payments.md). */
export const WEBHOOKS_PATH = '/pay/webhooks';
export const SANDBOX_WEBHOOK_PATH = `${WEBHOOKS_PATH}/sandbox`;
export const SIGNATURE_HEADER = SANDBOX_SIGNATURE_HEADER;

/**
 * The sandbox plays the provider: it signs the event and hands it to the webhook's own code, as
 * a delivery would. Not through `inject`: Fastify refuses that once close() has begun, and a
 * payment completed while the server drains must still land (decision 026).
 */
export async function deliverSandboxEvent(
  deps: AppDeps,
  log: EventLog,
  event: ProviderEvent,
): Promise<string> {
  const sandbox = deps.payments.sandbox();
  if (!sandbox) throw new AppError('not_found');
  const raw = JSON.stringify(event);
  const [result] = await receiveProviderEvents(deps, log, sandbox, raw, {
    [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(raw),
  });
  return result?.outcome ?? 'unknown';
}

/**
 * What a provider's webhook does with a delivery: its proof checked over the exact body, then
 * each event it brings handled once. A delivery without the proof is refused, and the log says so
 * without its body (what a forger sent is not ours to keep).
 */
async function receiveProviderEvents(
  deps: AppDeps,
  log: EventLog,
  provider: PaymentProvider,
  raw: string,
  headers: WebhookHeaders,
) {
  const reading = provider.readWebhook(raw, headers);
  if (!reading.verified) throw new AppError('unauthenticated', 'invalid signature');
  if (reading.events === null) throw new AppError('bad_input');
  if (reading.unread !== undefined)
    log.error({ provider: provider.name, event: reading.unread }, 'provider event unreadable');
  const results: { outcome: EventOutcome; type: string }[] = [];
  for (const event of reading.events) {
    // The edge checked the raw text; an escaped NUL (\u0000) only shows once it is parsed.
    if (findInvalidText(event)) throw new AppError('bad_input');
    // A payout made disburses a loan, and a failed one may be sent again: as much proof as a
    // payment.
    if (
      (event.type === 'payment.succeeded' ||
        event.type === 'payment.failed' ||
        event.type === 'payout.sent' ||
        event.type === 'payout.failed') &&
      provider.confirmPayment
    ) {
      const confirmed = await provider.confirmPayment(event);
      if (confirmed === 'unknown') throw new AppError('unavailable');
      if (confirmed === 'no') {
        log.error(
          { provider: provider.name, reference: event.reference, eventId: event.eventId },
          'provider event not confirmed by its API',
        );
        results.push({ outcome: 'unknown', type: event.type });
        continue;
      }
    }
    results.push({
      outcome: await handleProviderEvent(deps, log, provider.name, event),
      type: event.type,
    });
  }
  return results;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The webhook (signature over the exact body, so it keeps the raw text) and the sandbox wallet's
 * hosted page, which exists only while the sandbox is the provider.
 */
export async function registerProviderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    for (const provider of deps.payments.providers) {
      scope.post(
        `${WEBHOOKS_PATH}/${provider.webhookPath}`,
        { config: { family: 'repayment' } },
        async (req, reply) => {
          const raw = typeof req.body === 'string' ? req.body : '';
          let results;
          try {
            results = await receiveProviderEvents(deps, req.log, provider, raw, req.headers);
          } catch (err) {
            if (err instanceof AppError && err.kind === 'unauthenticated')
              req.log.warn(
                { provider: provider.name, bytes: raw.length },
                "webhook refused: not the provider's",
              );
            throw err;
          }
          for (const { outcome, type } of results)
            req.log.info({ provider: provider.name, outcome, type }, 'provider event');
          const outcome = results[0]?.outcome ?? 'ignored';
          return reply.send({ code: '00', data: { outcome }, message: '' });
        },
      );
    }
  });

  if (!deps.payments.sandbox()) return;

  for (const page of Object.values(SANDBOX_PAGES)) {
    app.get(page.path, async (req, reply) => {
      const reference = String((req.query as Record<string, unknown>).reference ?? '');
      const payment = await findProviderPayment(deps.db, reference);
      if (!payment || payment.method !== page.method)
        return sendFailure(req, reply, new AppError('not_found'));
      const query = req.query as Record<string, unknown>;
      const extra =
        page.method === 'netbanking'
          ? await bankChoice(deps)
          : page.method === 'checkout'
            ? methodChoice(String(query.methods ?? ''))
            : '';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          withdrawnAtSandbox(deps, reference)
            ? sandboxShell(page.title, WITHDRAWN_PAGE)
            : sandboxPage(page, payment, extra),
        );
    });

    app.post(page.path, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const reference = String(body.reference ?? '');
      const outcome = body.outcome === 'pay' ? 'pay' : 'cancel';
      const payment = await findProviderPayment(deps.db, reference);
      if (!payment || payment.method !== page.method)
        return sendFailure(req, reply, new AppError('not_found'));
      if (withdrawnAtSandbox(deps, reference))
        return reply
          .status(409)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(sandboxShell(page.title, WITHDRAWN_PAGE));
      const chosen = page.method === 'checkout' ? CHECKOUT_METHODS[String(body.method)] : undefined;
      await deliverSandboxEvent(deps, req.log, {
        eventId: newEventId(),
        type: outcome === 'pay' ? 'payment.succeeded' : 'payment.cancelled',
        reference,
        amount: payment.amount,
        occurredAt: deps.clock.now().toISOString(),
        ...(outcome === 'pay' && chosen ? { method: chosen } : {}),
      });
      // The UPI app is another app (or another phone): it says what happened and stays. The
      // wallet and the bank send the borrower back to our page, which reads the result; the
      // session lives on in the webview's storage.
      if (page.method === 'upi') {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            sandboxShell(
              page.title,
              `<p>${outcome === 'pay' ? 'Payment approved' : 'Payment declined'}. You can go back to Tenora.</p>`,
            ),
          );
      }
      return reply.redirect(
        `/alipayrepayment?reference=${encodeURIComponent(reference)}&result=${outcome}`,
        303,
      );
    });
  }
}

/**
 * The sandbox's hosted pages, one per method paid away from us: the wallet, the bank's net
 * banking page and a UPI app. Each shows the payment and plays the provider: its buttons come
 * back through the signed webhook (docs/payments.md#the-sandbox).
 */
const SANDBOX_PAGES = {
  wallet: {
    path: '/film/sandbox/wallet',
    method: 'wallet',
    title: 'Sandbox wallet',
    intro: 'A test wallet: no real money moves.',
    pay: 'Pay',
    cancel: 'Cancel',
  },
  netbanking: {
    path: '/film/sandbox/netbanking',
    method: 'netbanking',
    title: 'Sandbox net banking',
    intro: 'A test bank: no real money moves. Choose your bank and approve the payment.',
    pay: 'Approve',
    cancel: 'Cancel',
  },
  checkout: {
    path: '/film/sandbox/checkout',
    method: 'checkout',
    title: 'Sandbox checkout',
    intro: 'A test checkout: no real money moves. Choose how to pay, then pay.',
    pay: 'Pay',
    cancel: 'Cancel',
  },
  upi: {
    path: '/film/sandbox/upi',
    method: 'upi',
    title: 'Sandbox UPI app',
    intro:
      'A test UPI app: no real money moves. It stands for the app the intent link opens, the app that scans the QR code, and the app a collect request reaches.',
    pay: 'Approve',
    cancel: 'Decline',
  },
} as const satisfies Record<
  string,
  {
    path: string;
    method: ProviderPayment['method'];
    title: string;
    intro: string;
    pay: string;
    cancel: string;
  }
>;

type SandboxPage = (typeof SANDBOX_PAGES)[keyof typeof SANDBOX_PAGES];

const WITHDRAWN_PAGE =
  '<p>This payment was withdrawn and can no longer be paid. Go back to Tenora for a new one.</p>';

const sandboxShell = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title></head>
<body>
<h1>${escape(title)}</h1>
${body}
</body></html>`;

function sandboxPage(page: SandboxPage, payment: ProviderPayment, extra: string): string {
  const reference = escape(payment.reference);
  const amount = escape((payment.amount / 100).toFixed(2));
  const to = payment.collect_vpa
    ? `<p>Collect request to <code>${escape(payment.collect_vpa)}</code>.</p>`
    : '';
  const form = (outcome: 'pay' | 'cancel', label: string, fields = '') =>
    `<form method="post" action="${page.path}">${fields}<input type="hidden" name="reference" value="${reference}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
  return sandboxShell(
    page.title,
    `<p>${escape(page.intro)} Payment <code>${reference}</code> for <strong>${amount}</strong>.</p>
${to}${form('pay', page.pay, extra)}
${form('cancel', page.cancel)}`,
  );
}

/** The checkout's ways to pay, as its address names them, and how its event names each. */
const CHECKOUT_METHODS: Record<string, ProviderEvent['method']> = {
  upi: 'upi',
  card: 'card',
  netbanking: 'netbanking',
  va: 'va',
  store: 'market',
  wallet: 'wallet',
};

/** The checkout page's choice of the ways to pay it was opened with, the first chosen. */
function methodChoice(methods: string): string {
  const offered = methods.split(',').filter((m) => m in CHECKOUT_METHODS);
  return offered
    .map(
      (m, i) =>
        `<label><input type="radio" name="method" value="${escape(m)}"${i === 0 ? ' checked' : ''}> ${escape(m)}</label> `,
    )
    .join('');
}

/** The net banking page's bank list: India's banks, as the sandbox bank switch would show. */
async function bankChoice(deps: AppDeps): Promise<string> {
  const banks = await banksOf(deps.db, 'IN');
  const options = banks
    .map((b) => `<option value="${escape(b.bank_code)}">${escape(b.bank_name)}</option>`)
    .join('');
  return `<label>Your bank <select name="bank">${options}</select></label> `;
}
