import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app's files. Hashed files under /assets never change, so they are cached
 * for a year and served pre-compressed (the build writes .br and .gz beside them). The pages
 * themselves are drawn per request (pages.ts).
 */
export async function registerWebAssets(app: FastifyInstance, webDist: string): Promise<void> {
  // Browsers ask for it on a page that names no icon (the payment stand-in's pages, old shells).
  app.get('/favicon.ico', (_req, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );
  if (!existsSync(webDist)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // The build's index.html is Vite's, for its dev server; pages are drawn (pages.ts).
    allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      const rel = path.relative(webDist, filePath).split(path.sep).join('/');
      res.setHeader(
        'cache-control',
        rel.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600',
      );
    },
  });
}
