import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** What the console's host serves: the console, its calls, and the health check. */
const CONSOLE_PATHS = /^\/(console(\/|$)|film\/ops\/|healthz$)/;

/**
 * Whether the console and its calls (`/film/ops/`) are served to this request (decision 073): on
 * `CONSOLE_HOST` only when it is set, so no script of the borrower app or of a landing page ever
 * runs on the console's origin; on the one host outside production; nowhere in production without
 * it.
 */
export function consoleServedHere(config: Config, req: FastifyRequest): boolean {
  if (config.consoleHost) return req.hostname.toLowerCase() === config.consoleHost;
  return config.env !== 'production';
}

/**
 * On the console's host, everything but the console answers 404: a borrower page or a landing
 * template opened there would share the console's origin, and with it the staff's session.
 */
export function registerConsoleHost(app: FastifyInstance, config: Config): void {
  const consoleHost = config.consoleHost;
  if (!consoleHost) return;
  app.addHook('onRequest', async (req, reply) => {
    if (req.hostname.toLowerCase() !== consoleHost) return;
    const urlPath = req.url.split('?')[0] ?? '';
    if (!CONSOLE_PATHS.test(urlPath)) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
  });
}
