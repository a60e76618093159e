import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { Locale } from '@tenora/domain/market';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadDataPages } from './data-pages.ts';
import { loadRouteAssets, pageHead } from './page-answers.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Hashed files under /assets never change, so they are cached for a
 * year and served pre-compressed (the build writes .br and .gz beside them). index.html is
 * revalidated every time so a new release is picked up at once; every app route gets it, with
 * its route's preloads and first answers in its head (decision 044).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  /** A pre-rendered page is sent in the language an API answer to this request would speak. */
  chooseLocale: (req: FastifyRequest) => Promise<Locale>,
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
          : rel.endsWith('.html') || rel === 'route-assets.json'
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  const indexHtml = await readFile(indexPath, 'utf8');
  const index = compressed(Buffer.from(indexHtml));
  const prerendered = await loadPrerendered(webDist);
  const routeAssets = await loadRouteAssets(webDist);
  const dataPages = await loadDataPages(webDist, app.log);

  return async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const page = prerendered?.pages.get(path);
    const query = (req.query ?? {}) as Record<string, unknown>;
    const variant = prerendered?.dynamicQuery[path]?.some((key) => key in query);
    if (page && prerendered && !variant) {
      const locale = await chooseLocale(req);
      // The page carries its styles inline (the app's and its theme); the policy lets exactly those in.
      reply.header(
        'content-security-policy',
        contentSecurityPolicy({
          styleHashes: prerendered.styleHashes[locale],
          scriptHashes: prerendered.scriptHashes,
        }),
      );
      return sendHtml(req, reply, page[locale]);
    }
    if (req.method !== 'GET') return sendHtml(req, reply, index);
    const head = await pageHead(app, req, routeAssets);
    const drawn = dataPages && (await dataPages.render(req, path, head));
    if (drawn) {
      reply.header(
        'content-security-policy',
        contentSecurityPolicy({ styleHashes: drawn.styleHashes, scriptHashes: drawn.scriptHashes }),
      );
      const html = Buffer.from(drawn.html);
      return sendHtml(req, reply, (encoding) => compressFor(encoding, html), 'no-store');
    }
    // A page with the borrower's own answers in it is theirs alone and is not kept anywhere.
    // The page says its language from the start, not once the app has booted (screen readers).
    const html = Buffer.from(
      indexHtml
        .replace('<html lang="en">', `<html lang="${head.locale ?? 'en'}">`)
        .replace('</head>', `${head.preloads}${head.answersScript}</head>`),
    );
    return sendHtml(
      req,
      reply,
      (encoding) => compressFor(encoding, html),
      head.personal ? 'no-store' : 'no-cache',
    );
  };
}

type Variants = Record<'br' | 'gzip' | 'identity', Buffer>;

function compressed(identity: Buffer): Variants {
  return { br: brotliCompressSync(identity), gzip: gzipSync(identity), identity };
}

type Encoding = keyof Variants;

function encodingFor(req: FastifyRequest): Encoding {
  const accept = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
}

/** Made for one request, so compressed for it alone, at a quick setting. */
function compressFor(encoding: Encoding, identity: Buffer): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  return encoding === 'gzip' ? gzipSync(identity, { level: 6 }) : identity;
}

function sendHtml(
  req: FastifyRequest,
  reply: FastifyReply,
  body: Variants | ((encoding: Encoding) => Buffer),
  cacheControl: 'no-cache' | 'no-store' = 'no-cache',
) {
  const encoding = encodingFor(req);
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding, accept-language')
    .type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(typeof body === 'function' ? body(encoding) : body[encoding]);
}

interface Prerendered {
  pages: Map<string, Record<Locale, Variants>>;
  /** Query keys that make a page say something else than its pre-rendered HTML. */
  dynamicQuery: Record<string, string[] | undefined>;
  styleHashes: Record<Locale, string[]>;
  /** The script the pages carry inline (the app's loader), for their content security policy. */
  scriptHashes: string[];
}

/** The public pages the build rendered to HTML (scripts/prerender.mjs), per language. */
async function loadPrerendered(webDist: string): Promise<Prerendered | null> {
  const dir = path.join(webDist, 'prerendered');
  const manifestPath = path.join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    pages: Record<string, string>;
    dynamicQuery?: Record<string, string[]>;
    styleHashes: Record<Locale, string[]>;
    scriptHashes?: string[];
  };
  const pages = new Map<string, Record<Locale, Variants>>();
  for (const [page, file] of Object.entries(manifest.pages)) {
    const variants = {} as Record<Locale, Variants>;
    for (const locale of ['en-IN', 'id-ID'] as const) {
      variants[locale] = compressed(await readFile(path.join(dir, locale, file)));
    }
    pages.set(page, variants);
  }
  return {
    pages,
    dynamicQuery: manifest.dynamicQuery ?? {},
    styleHashes: manifest.styleHashes,
    scriptHashes: manifest.scriptHashes ?? [],
  };
}
