import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './error-handler.ts';
import { AppError, RETRY_AFTER_SECONDS } from './errors.ts';

const draining = new WeakSet<FastifyInstance>();

/**
 * Once draining starts, a request that still reaches us gets the family's 503 envelope with
 * Retry-After instead of Fastify's bare 503, while requests already in flight run to the end
 * (docs/decisions/026-security-headers-and-shutdown.md). Register it before the not-found
 * handler, so unknown paths are refused the same way.
 */
export function registerDrain(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    draining.add(app);
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!draining.has(app)) return;
    reply.header('connection', 'close');
    // Health checks read a status, not an envelope.
    if (req.url.split('?')[0] === '/healthz') {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' });
    }
    return sendFailure(req, reply, new AppError('unavailable'));
  });
}

/**
 * Stops serving without dropping anything a client already sent. close() shuts the listener and
 * resets connections that look idle, which includes one whose request is still unread in a
 * buffer or in the accept queue while the event loop is busy. So first refuse politely for a
 * moment, letting those be read and answered 503, then close, which waits for requests in flight.
 */
export async function drainAndClose(app: FastifyInstance, graceMs: number): Promise<void> {
  draining.add(app);
  await sleep(graceMs);
  await app.close();
}
