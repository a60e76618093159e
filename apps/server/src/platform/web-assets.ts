import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Hashed files under /assets never change, so they are cached for a
 * year and served pre-compressed (the build writes .br and .gz beside them). index.html is
 * revalidated every time so a new release is picked up at once; every app route gets it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<(req: FastifyRequest, reply: FastifyReply) => unknown> {
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return (_req, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm start`.');
  }

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(webDist, filePath).split(path.sep).join('/');
      res.setHeader(
        'cache-control',
        rel.startsWith('assets/')
          ? IMMUTABLE
          : rel.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  const identity = await readFile(indexPath);
  const variants = { br: brotliCompressSync(identity), gzip: gzipSync(identity), identity };

  return (req, reply) => {
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(variants[encoding]);
  };
}
