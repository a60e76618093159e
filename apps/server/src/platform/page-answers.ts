import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  callKey,
  EMBEDDED_ANSWERS_ID,
  type EmbeddedAnswer,
  type EmbeddedAnswers,
} from '@tenora/contract/embedded-answers';
import { appConfig } from '@tenora/contract/film';
import { appConfigCall, PAGE_DATA, type PageCall } from '@tenora/contract/page-data';
import {
  SESSION_PARAM_MAX_LENGTH,
  SESSION_PARAM_NAMES,
  type SessionParams,
} from '@tenora/contract/session-params';
import { isLocale, localeFromLangFlag, type Locale } from '@tenora/domain/market';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the build says each route loads after the entry (scripts/route-assets.mjs). */
export interface RouteAssets {
  catalogues: Record<Locale, string[]>;
  routes: Record<string, { js: string[]; css: string[]; words: Record<Locale, string[]> }>;
}

export async function loadRouteAssets(webDist: string): Promise<RouteAssets | null> {
  const file = path.join(webDist, 'route-assets.json');
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as RouteAssets) : null;
}

/** What goes into a screen's `<head>`, and whether it holds a session and the borrower's data. */
export interface PageHead {
  /** The preloads of the route's files, for a screen the browser draws. */
  preloads: string;
  /** The route's scripts and its words in a language, which a drawn screen fetches after its paint. */
  scripts: (locale: Locale) => string[];
  /** The answers, as the page carries them. */
  answersScript: string;
  answers: EmbeddedAnswers;
  personal: boolean;
  /** The language the screen will speak, when the answers tell it. */
  locale: Locale | undefined;
}

/**
 * Decision 044: a screen of the app is sent with what it would otherwise fetch one step at a time.
 * - Its route's chunk, sheets, catalogue and sections are named as preloads, so they arrive beside
 *   the entry rather than after it.
 * - Its first calls (the app config, then the screen's data, `PAGE_DATA`) are answered here, by
 *   the same routes the app would call, with the same session, and carried in the page; only the
 *   calls that write nothing (decision 087).
 */
export async function pageHead(
  app: FastifyInstance,
  req: FastifyRequest,
  assets: RouteAssets | null,
): Promise<PageHead> {
  const url = new URL(req.url, 'http://page');
  const query = url.searchParams;
  const session = sessionOf(query);
  // A page is drawn for reloads, prefetches and crawlers too, none of them the borrower's act: a
  // call that could write is left for the screen to make (decision 087).
  const answerable = (call: PageCall | undefined): call is PageCall => {
    if (!call) return false;
    if (call.endpoint.safe !== true) {
      req.log.error({ path: call.endpoint.path }, 'a page asked a call that is not safe; not made');
      return false;
    }
    return (
      call.endpoint.access === 'public' ||
      (call.endpoint.access === 'borrower' && Boolean(session.sessionId))
    );
  };
  const calls: PageCall[] = [
    appConfigCall(query),
    ...(PAGE_DATA[url.pathname]?.(query) ?? []),
  ].filter(answerable);
  const answers = (
    await Promise.all(
      calls.map(async (call) => {
        const first = await answer(app, req, session, call);
        const next = first && call.then?.(dataOf(first));
        return [first, answerable(next) ? await answer(app, req, session, next) : undefined];
      }),
    )
  )
    .flat()
    .filter((a): a is EmbeddedAnswer => a !== undefined);
  const embedded: EmbeddedAnswers = {
    ...(session.sessionId ? { sessionId: session.sessionId } : {}),
    ...(session.lang ? { lang: session.lang } : {}),
    answers,
  };
  // The app the screen ends up speaking: a landing page adopts its template's app.
  const configs = answers.filter((a) => a.key.startsWith(`${appConfig.path} `));
  const locale = localeFromLangFlag(session.lang) ?? configLocale(configs.at(-1));
  const route = assets?.routes[url.pathname];
  const scriptsFor = (lang: Locale | undefined) => [
    ...(route?.js ?? []),
    ...(lang && assets ? [...assets.catalogues[lang], ...(route?.words[lang] ?? [])] : []),
  ];
  const links = [
    ...scriptsFor(locale).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...(route?.css ?? []).map(
      (href) => `<link rel="preload" as="style" crossorigin href="${href}">`,
    ),
  ];
  const json = JSON.stringify(embedded).replace(/</g, '\\u003c');
  return {
    preloads: links.join(''),
    scripts: scriptsFor,
    answersScript: `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${json}</script>`,
    answers: embedded,
    // The session itself is in the page: a page opened with one is nobody else's to keep.
    personal: Boolean(session.sessionId),
    locale,
  };
}

/** The session parameters of the address, as the app keeps them (apps/web/src/platform/session.ts). */
function sessionOf(query: URLSearchParams): SessionParams {
  const out: SessionParams = {};
  for (const name of SESSION_PARAM_NAMES) {
    const value = query.get(name);
    if (value && value.length <= SESSION_PARAM_MAX_LENGTH) out[name] = value;
  }
  return out;
}

/** One call, made through the server's own routes as the app's client would make it. */
async function answer(
  app: FastifyInstance,
  req: FastifyRequest,
  session: SessionParams,
  { endpoint, input }: PageCall,
): Promise<EmbeddedAnswer | undefined> {
  const query = new URLSearchParams(Object.entries(session) as [string, string][]);
  if (endpoint.method === 'GET') {
    for (const [k, v] of Object.entries(input)) {
      if (v !== undefined && v !== null)
        query.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  const qs = query.toString();
  try {
    const res = await app.inject({
      method: endpoint.method,
      url: qs ? `${endpoint.path}?${qs}` : endpoint.path,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...pick(req.headers, ['accept-language', 'user-agent', 'x-forwarded-for']),
      },
      ...(endpoint.method === 'POST' ? { payload: JSON.stringify(input) } : {}),
      remoteAddress: req.ip,
    });
    // A failure of ours is left for the app to meet, and retry, itself.
    if (res.statusCode >= 500) return undefined;
    return { key: callKey(endpoint.path, input), status: res.statusCode, body: res.body };
  } catch (err) {
    req.log.warn({ err, path: endpoint.path }, 'could not answer a page call in advance');
    return undefined;
  }
}

function pick(headers: FastifyRequest['headers'], names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** The `data` of a successful answer, else undefined. */
function dataOf(answer: EmbeddedAnswer): unknown {
  if (answer.status !== 200) return undefined;
  try {
    return (JSON.parse(answer.body) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

function configLocale(config: EmbeddedAnswer | undefined): Locale | undefined {
  const locale = config && (dataOf(config) as { locale?: unknown } | undefined)?.locale;
  return isLocale(locale) ? locale : undefined;
}
