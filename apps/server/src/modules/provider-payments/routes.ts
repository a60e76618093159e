import { devPaymentsComplete } from '@tenora/contract/dev';
import { providerPaymentStatus, repaymentHuichao } from '@tenora/contract/repayment';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { sendFailure } from '../../platform/error-handler.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { findInvalidText } from '../../platform/input.ts';
import { bind } from '../../platform/register.ts';
import { findProviderPayment } from './repository.ts';
import {
  handleProviderEvent,
  newEventId,
  paymentStatus,
  ProviderEvent,
  startWalletPayment,
} from './service.ts';

export const providerPaymentRoutes = [
  bind(repaymentHuichao, ({ orderId, amount }, { deps, borrower, t }) =>
    startWalletPayment(deps, borrower, { orderId, amount }, t),
  ),
  bind(providerPaymentStatus, async ({ reference }, { deps, borrower, t }) => ({
    ...(await paymentStatus(deps, borrower, reference, t)),
    market: borrower.market,
  })),
  bind(devPaymentsComplete, async ({ reference, outcome }, { deps, t }) => {
    const payment = await findProviderPayment(deps.db, reference);
    if (!payment) throw notFound(t('repay.notFound'));
    await deliverSandboxEvent(deps, {
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

export const SANDBOX_WEBHOOK_PATH = '/pay/webhooks/sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

/**
 * The sandbox plays the provider: it signs the event and hands it to the webhook's own code, as
 * a delivery would. Not through `inject`: Fastify refuses that once close() has begun, and a
 * payment completed while the server drains must still land (decision 026).
 */
export async function deliverSandboxEvent(deps: AppDeps, event: ProviderEvent): Promise<string> {
  const raw = JSON.stringify(event);
  return (await receiveProviderEvent(deps, raw, deps.payments.sign(raw))).outcome;
}

/** What the webhook does with a delivery: the exact body, and the signature it came with. */
async function receiveProviderEvent(deps: AppDeps, raw: string, signature: string | undefined) {
  if (!deps.payments.verifyWebhook(raw, signature)) {
    throw new AppError('unauthenticated', 'invalid signature');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('bad_input');
  }
  // The edge checked the raw text; an escaped NUL (\u0000) only shows once it is parsed.
  const event = findInvalidText(parsed) ? undefined : ProviderEvent.safeParse(parsed);
  if (!event?.success) throw new AppError('bad_input');
  const outcome = await handleProviderEvent(deps, deps.payments.name, event.data);
  return { outcome, type: event.data.type };
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
    scope.post(SANDBOX_WEBHOOK_PATH, { config: { family: 'repayment' } }, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers[SIGNATURE_HEADER];
      const { outcome, type } = await receiveProviderEvent(
        deps,
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      req.log.info({ outcome, type }, 'provider event');
      return reply.send({ code: '00', data: { outcome }, message: '' });
    });
  });

  if (deps.payments.name !== 'sandbox') return;

  app.get('/film/sandbox/wallet', async (req, reply) => {
    const reference = String((req.query as Record<string, unknown>).reference ?? '');
    const payment = await findProviderPayment(deps.db, reference);
    if (!payment || payment.method !== 'wallet')
      return sendFailure(req, reply, new AppError('not_found'));
    const amount = (payment.amount / 100).toFixed(2);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox wallet</title></head>
<body>
<h1>Sandbox wallet</h1>
<p>A test wallet: no real money moves. Payment <code>${escape(reference)}</code> for <strong>${escape(amount)}</strong>.</p>
<form method="post" action="/film/sandbox/wallet"><input type="hidden" name="reference" value="${escape(reference)}"><input type="hidden" name="outcome" value="pay"><button type="submit">Pay</button></form>
<form method="post" action="/film/sandbox/wallet"><input type="hidden" name="reference" value="${escape(reference)}"><input type="hidden" name="outcome" value="cancel"><button type="submit">Cancel</button></form>
</body></html>`);
  });

  app.post('/film/sandbox/wallet', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const reference = String(body.reference ?? '');
    const outcome = body.outcome === 'pay' ? 'pay' : 'cancel';
    const payment = await findProviderPayment(deps.db, reference);
    if (!payment || payment.method !== 'wallet')
      return sendFailure(req, reply, new AppError('not_found'));
    await deliverSandboxEvent(deps, {
      eventId: newEventId(),
      type: outcome === 'pay' ? 'payment.succeeded' : 'payment.cancelled',
      reference,
      amount: payment.amount,
      occurredAt: deps.clock.now().toISOString(),
    });
    // Back to our page, which reads the result; the session lives on in the webview's storage.
    return reply.redirect(
      `/alipayrepayment?reference=${encodeURIComponent(reference)}&result=${outcome}`,
      303,
    );
  });
}
