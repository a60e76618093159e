import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, pipeline, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, createGzip, constants } from 'node:zlib';
import type { AnyEndpoint } from '@tenora/contract/endpoint';
import { callKey, PAGE_STATE_ID, type EmbeddedAnswer } from '@tenora/contract/embedded-answers';
import { FAMILY_SUCCESS } from '@tenora/contract/envelope';
import type { Locale } from '@tenora/domain/market';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failureOf } from './error-handler.ts';
import { scrubText } from './logging.ts';
import { pickLocale } from './locale.ts';
import { translator } from './messages.ts';
import type { AppDeps } from './ports.ts';
import { appMarket, callInProcess, requestLocale } from './register.ts';
import { contentSecurityPolicy } from './security-headers.ts';

interface Files {
  js: string[];
  css: string[];
}

interface RouteFiles {
  path: string;
  files: Files;
  words: Record<Locale, string[]>;
}

interface WebFiles {
  entry: { js: string; css: string[]; imports: string[]; boot: string[] };
  routes: RouteFiles[];
  notFound: RouteFiles;
}

interface DrawnPage {
  found: boolean;
  textOnly: boolean;
  locale: Locale;
  config: { theme: { gradientFrom: string } } | null;
  theme: string;
  personal: boolean;
  pipe: (destination: NodeJS.WritableStream) => void;
  state: unknown;
}

const NO_FILES: WebFiles = {
  entry: { js: '', css: [], imports: [], boot: [] },
  routes: [],
  notFound: {
    path: '',
    files: { js: [], css: [] },
    words: { 'en-IN': [], 'hi-IN': [], 'id-ID': [] },
  },
};

/** What the web app's server bundle offers (apps/web/src/server.tsx). */
interface WebServer {
  ROUTE_PATHS: string[];
  routeFiles(manifest: unknown): WebFiles;
  routeKey(path: string): string;
  PAGE_SCRIPT: string;
  drawPage(request: {
    nonce: string;
    deadlineMs: number;
    onError: (error: unknown) => void;
    path: string;
    search: string;
    fallbackLocale: Locale;
    call: (endpoint: AnyEndpoint, input: Record<string, unknown>) => Promise<EmbeddedAnswer>;
  }): Promise<DrawnPage>;
}

const MINUTE = 60_000;
/** A page not drawn by then is sent with what has come; the browser draws the rest. */
const DRAW_DEADLINE_MS = 10_000;

/** A page the server could not draw: the app draws it in the browser. */
const UNDRAWN = { textOnly: false, config: null, theme: '' } as const;

/** An error as the logs may keep it: its kind, and its message and stack without personal data. */
const scrubbed = (err: unknown) => {
  const e = err instanceof Error ? err : new Error(String(err));
  return {
    err: { type: e.name, message: scrubText(e.message), stack: e.stack && scrubText(e.stack) },
  };
};

/** HTML inside an attribute or an element, from values that are ours but not literals. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
// JSON inside <script> must not be able to close it.
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * One call of a screen's loader, answered in process by the endpoint's own handler under the page
 * request's session (register.ts), and shaped as the app's client would have read it.
 */
async function answerInProcess(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  endpoint: AnyEndpoint,
  input: Record<string, unknown>,
): Promise<EmbeddedAnswer> {
  const key = callKey(endpoint.path, input);
  try {
    const data = await callInProcess(deps, req, reply, endpoint, input);
    return {
      key,
      status: 200,
      envelope: { code: FAMILY_SUCCESS[endpoint.family], data, message: '' },
    };
  } catch (err) {
    const failure = failureOf(req, err as Error, endpoint.family);
    if (failure.status >= 500)
      req.log.warn({ ...scrubbed(err), path: endpoint.path }, 'a page call failed');
    return { key, ...failure };
  }
}

/**
 * The head and the end of a drawn page around its screen. The app's files come from Vite's
 * manifest by the route's module ids; the one inline script, and the theme, carry the request's
 * nonce. A text-only page is sent without the app.
 */
function documentParts(
  drawn: Pick<DrawnPage, 'locale' | 'config' | 'theme' | 'textOnly'> & { state?: unknown },
  files: WebFiles & { pageScript: string },
  nonce: string,
  key: string,
) {
  const route = files.routes.find((r) => r.path.toLowerCase() === key) ?? files.notFound;
  const css = [...files.entry.css, ...route.files.css];
  const js = [
    ...new Set([
      ...files.entry.imports,
      ...files.entry.boot,
      ...route.files.js,
      ...route.words[drawn.locale],
    ]),
  ];
  const color = drawn.config?.theme.gradientFrom ?? '#0b5f59';
  const head = [
    `<!doctype html><html lang="${drawn.locale}"><head><meta charset="UTF-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<meta name="theme-color" content="${escapeHtml(color)}">`,
    '<meta name="referrer" content="no-referrer">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Tenora</title>',
    ...css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    drawn.theme ? `<style nonce="${nonce}">${drawn.theme}</style>` : '',
    ...(drawn.textOnly
      ? []
      : [
          // The app's files are asked for once the page has painted (page-script.ts).
          `<script nonce="${nonce}" data-app="${files.entry.js}" data-preload="${js.join(' ')}">${files.pageScript}</script>`,
        ]),
    '</head><body><div id="root">',
  ].join('');
  const tail =
    drawn.textOnly || drawn.state === undefined
      ? '</div></body></html>'
      : `</div><script type="application/json" id="${PAGE_STATE_ID}">${scriptSafe(drawn.state)}</script></body></html>`;
  return { head, tail };
}

type Encoding = 'br' | 'gzip' | 'identity';

function encodingFor(req: FastifyRequest): Encoding {
  const accept = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
}

/**
 * Every page of the app, found or not, is drawn here (docs/architecture.md#pages): one route for
 * the app's paths, and the not-found handler for the rest, which answers the not-found page with
 * HTTP 404. Both are limited per address: drawing a page runs its screen's queries.
 */
export async function loadPages(
  app: FastifyInstance,
  deps: AppDeps,
  webDist: string,
): Promise<{
  /** The not-found handler's answer to a GET: the not-found page. */
  notFound: (req: FastifyRequest, reply: FastifyReply) => unknown;
  /** Adds the route of the app's pages, once the error handler is in place. */
  register: () => void;
}> {
  const bundle = path.join(webDist, '..', 'dist-ssr', 'server.js');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const given = deps.pageRenderer as WebServer | undefined;
  if (!given && (!existsSync(bundle) || !existsSync(manifestPath))) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return {
      notFound: (_req, reply) =>
        reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built. Run `npm start`.'),
      register: () => undefined,
    };
  }
  const web = given ?? ((await import(pathToFileURL(bundle).href)) as WebServer);
  const files = {
    ...(existsSync(manifestPath)
      ? web.routeFiles(JSON.parse(await readFile(manifestPath, 'utf8')))
      : // The renderer without a build (integration tests): pages name no files.
        NO_FILES),
    pageScript: web.PAGE_SCRIPT,
  };
  const known = new Set(web.ROUTE_PATHS.map((p) => web.routeKey(p).toLowerCase()));
  const pageKey = (url: string) => web.routeKey(url.split('?')[0] ?? '/').toLowerCase();

  // What each route loads besides the entry, for the app's prefetch of the screens a link opens.
  const routeAssets = JSON.stringify({
    routes: Object.fromEntries(files.routes.map((r) => [r.path, { ...r.files, words: r.words }])),
  });

  async function sendPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const verdict = await deps.limits.take(
      `page:${req.ip}`,
      [{ ms: MINUTE, max: deps.config.pagesPerIpMinute }],
      deps.clock.now(),
    );
    if (!verdict.ok) {
      // No session is looked up for a request refused: the address's language is enough here.
      const fallbackLocale = pickLocale(req, { appMarket: await appMarket(deps, req) });
      const text = escapeHtml(translator(fallbackLocale)('request.tooMany'));
      return reply
        .status(429)
        .header('retry-after', String(verdict.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${fallbackLocale}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tenora</title></head><body><p>${text}</p></body></html>`,
        );
    }
    const url = new URL(req.url, 'http://page');
    // The old app's address: its hash, which the browser keeps, names the screen (hash-redirect.ts).
    if (url.pathname === '/index.html') return reply.redirect(`/${url.search}`, 301);
    const status = known.has(pageKey(req.url)) ? 200 : 404;
    // A HEAD asks whether the page is there, not for it: nothing is drawn.
    if (req.method === 'HEAD') {
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send();
    }
    // The borrower's language when the address carries their session, as their calls answer in
    // (docs/product.md#markets): the page falls back to it when its config cannot be had.
    const fallbackLocale = await requestLocale(deps, req);
    const nonce = randomBytes(16).toString('base64');
    let drawn: DrawnPage;
    try {
      drawn = await web.drawPage({
        nonce,
        deadlineMs: DRAW_DEADLINE_MS,
        onError: (err) => req.log.warn(scrubbed(err), 'a part of the page could not be drawn'),
        path: url.pathname,
        search: url.search,
        fallbackLocale,
        call: (endpoint, input) => answerInProcess(deps, req, reply, endpoint, input),
      });
    } catch (err) {
      // The app draws it in the browser instead, with the message it shows for a failure of ours.
      req.log.error(scrubbed(err), 'could not draw a page');
      const { head, tail } = documentParts(
        { ...UNDRAWN, locale: fallbackLocale },
        files,
        nonce,
        pageKey(req.url),
      );
      return reply
        .status(500)
        .header('content-security-policy', contentSecurityPolicy({ nonce }))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(`${head}${tail}`);
    }
    const { head, tail } = documentParts(drawn, files, nonce, pageKey(req.url));
    const encoding = encodingFor(req);
    reply
      .status(drawn.found ? status : 404)
      .header('content-security-policy', contentSecurityPolicy({ nonce }))
      // A page with the borrower's own answers in it is theirs alone and is not kept anywhere;
      // any other carries its request's nonce, which no shared cache may hand to another.
      .header('cache-control', drawn.personal ? 'no-store' : 'private, no-cache')
      .header('vary', 'accept-encoding, accept-language')
      .type('text/html; charset=utf-8');
    const out = new PassThrough();
    out.write(head);
    drawn.pipe(
      new Writable({
        write: (chunk, _encoding, done) => void out.write(chunk, done),
        final: (done) => {
          out.end(tail);
          done();
        },
      }),
    );
    if (encoding === 'identity') return reply.send(out);
    reply.header('content-encoding', encoding);
    // Made for one request, so compressed for it alone, at a quick setting.
    const compress =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : createGzip({ level: 6 });
    // A connection dropped halfway ends both streams, and the error is logged, not thrown.
    pipeline(out, compress, (err) => {
      if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        req.log.warn(scrubbed(err), 'a page could not be sent whole');
      }
    });
    return reply.send(compress);
  }

  return {
    notFound: (req, reply) => sendPage(req, reply),
    register: () => {
      app.get('/route-assets.json', (_req, reply) =>
        reply.header('cache-control', 'no-cache').type('application/json').send(routeAssets),
      );
      app.route({
        method: 'GET',
        url: '/:page?',
        handler: async (req, reply) => {
          // A path of no screen is the not-found page's, from the not-found handler.
          if (!known.has(pageKey(req.url))) return reply.callNotFound();
          return sendPage(req, reply);
        },
      });
    },
  };
}
