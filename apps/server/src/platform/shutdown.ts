import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from './error-handler.ts';
import { AppError, RETRY_AFTER_SECONDS } from './errors.ts';

interface Drain {
  draining: boolean;
  /** Requests not yet answered, with their replies. */
  inFlight: Set<FastifyReply>;
  /** Requests not yet answered per connection: more than one when a client pipelines. */
  perConnection: WeakMap<object, number>;
}

const drains = new WeakMap<FastifyInstance, Drain>();

function drainOf(app: FastifyInstance): Drain {
  let drain = drains.get(app);
  if (!drain) {
    drain = { draining: false, inFlight: new Set(), perConnection: new WeakMap() };
    drains.set(app, drain);
  }
  return drain;
}

/**
 * Reads and drops what is left of a request's body. Closing a connection on bytes the client is
 * still sending resets it, and the client may lose the answer it was sent.
 */
async function discardBody(req: FastifyRequest): Promise<void> {
  const raw = req.raw;
  if (raw.complete || raw.destroyed) return;
  await new Promise<void>((resolve) => {
    raw.once('end', resolve).once('close', resolve);
    raw.resume();
  });
}

/** The family's 503 envelope, saying the connection closes with it. */
function refuse(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header('connection', 'close');
  // Health checks read a status, not an envelope.
  if (req.url.split('?')[0] === '/healthz') {
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ status: 'unavailable' });
  }
  return sendFailure(req, reply, new AppError('unavailable'));
}

/**
 * Once draining starts, a request that still reaches us gets the family's 503 envelope with
 * Retry-After instead of Fastify's bare 503, once its body is read, while requests already in
 * flight run to the end; every answer then closes its connection, so no kept-alive connection
 * outlives the drain (docs/decisions/026-security-headers-and-shutdown.md, 089-timeouts-and-drain.md).
 * Register it before the not-found handler, so unknown paths are refused the same way.
 */
export function registerDrain(app: FastifyInstance): void {
  const drain = drainOf(app);
  app.addHook('preClose', async () => {
    drain.draining = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    const connection = req.raw.socket;
    drain.inFlight.add(reply);
    drain.perConnection.set(connection, (drain.perConnection.get(connection) ?? 0) + 1);
    reply.raw.once('close', () => {
      drain.inFlight.delete(reply);
      drain.perConnection.set(connection, (drain.perConnection.get(connection) ?? 1) - 1);
    });
    if (!drain.draining) return;
    await discardBody(req);
    // The drain's deadline may have answered it meanwhile.
    if (reply.sent) return reply;
    return refuse(req, reply);
  });
  // A request the client sent behind this one on its connection is answered (503) before it
  // closes; otherwise the connection closes with this answer.
  app.addHook('onSend', async (req, reply) => {
    if (drain.draining && (drain.perConnection.get(req.raw.socket) ?? 0) <= 1) {
      reply.header('connection', 'close');
    }
  });
}

/** What is left for answers sent at the deadline to reach their clients before the rest closes. */
const FLUSH_MS = 300;

/**
 * Stops serving without dropping anything a client already sent, and within `drainMs` whatever
 * the clients do. close() shuts the listener and resets connections that look idle, which
 * includes one whose request is still unread in a buffer or in the accept queue while the event
 * loop is busy. So first refuse politely for a moment, letting those be read and answered 503,
 * then close, which waits for requests in flight. At the deadline, a request whose body is still
 * arriving (a slow upload) is answered 503, since nothing was done with it yet; one whose handler
 * is still running keeps its outcome to itself, and every connection left is closed.
 */
export async function drainAndClose(
  app: FastifyInstance,
  drainMs: number,
  graceMs = Math.min(500, drainMs / 4),
): Promise<void> {
  const drain = drainOf(app);
  drain.draining = true;
  await sleep(graceMs);
  const closed = app.close();
  const late = await Promise.race([
    closed.then(() => false),
    sleep(drainMs - graceMs - FLUSH_MS, true, { ref: false }),
  ]);
  if (!late) return;
  for (const reply of drain.inFlight) {
    if (!reply.sent && !reply.request.raw.complete) refuse(reply.request, reply);
  }
  await sleep(FLUSH_MS);
  app.server.closeAllConnections();
  await closed;
}
