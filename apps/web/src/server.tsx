import { AsyncLocalStorage } from 'node:async_hooks';
import type { AnyEndpoint } from '@tenora/contract/endpoint';
import { callKey, type EmbeddedAnswer, type PageState } from '@tenora/contract/embedded-answers';
import { appConfig, AppConfigData, type AppConfig } from '@tenora/contract/film';
import {
  SESSION_PARAM_MAX_LENGTH,
  SESSION_PARAM_NAMES,
  type SessionParams,
} from '@tenora/contract/session-params';
import { localeFromLangFlag, marketOfLocale, type Locale } from '@tenora/domain/market';
import { renderToPipeableStream } from 'react-dom/server';
import { App, primeRoute } from './app/app.tsx';
import { fetchAppConfig } from './app/boot.ts';
import { ROUTES, type PageModule, type RouteDef } from './app/routes.ts';
import type { AppState } from './platform/app-context.tsx';
import { answerFrom } from './platform/embedded-answers.ts';
import { beginFirstLoads } from './platform/first-loads.ts';
import { ALL_MESSAGES } from './platform/i18n/all-messages.ts';
import { routeKey, StaticLocation } from './platform/router.tsx';
import { scopesFrom, type Scope } from './platform/scope.ts';
import { keepAppName } from './platform/session.ts';
import { PAGE_SCRIPT } from './platform/page-script.ts';
import { speakingLocale } from './platform/speaking-locale.ts';
import { themeCss } from './platform/theme.ts';

/**
 * The server's side of the web app (docs/architecture.md#pages): built by `vite build --ssr` into
 * dist-ssr/server.js, which the API server imports. It draws any screen for one request: it runs
 * the screen's loader, whose calls the API answers in process, then renders the screen with those
 * answers into a stream, and says what the page's head needs (its files, from Vite's manifest).
 */

// Each request's session, answers and first loads: renders run side by side, never sharing one.
const scopes = new AsyncLocalStorage<Scope>();
scopesFrom(() => scopes.getStore());

export const LOCALES: Locale[] = ['en-IN', 'hi-IN', 'id-ID'];

/** What Vite's manifest says of one module. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The files a page loads besides the entry's own, by module id. */
interface Files {
  js: string[];
  css: string[];
}

function closure(manifest: Manifest, key: string, seen: Set<string>, lazy = false): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen, lazy);
  if (lazy) for (const dep of manifest[key].dynamicImports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** `payMethods` is the module pay-methods-en-IN.ts (platform/i18n/catalogues.ts). */
const sectionModule = (name: string, locale: Locale) =>
  `src/platform/i18n/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${locale}.ts`;

export interface RouteFiles {
  path: string;
  /** Its page and what that imports, less the entry's. */
  files: Files;
  /** Its catalogue and sections, per language. */
  words: Record<Locale, string[]>;
}

// A route imports its page (app/routes.ts). Its module id, by which Vite's manifest names its
// files, is found here by the screen the page exports. The developers' pages stay out of a
// production build, as their routes do (decision 058).
const PAGES =
  import.meta.env.MODE === 'production'
    ? import.meta.glob<PageModule>(['./features/*/*-page.tsx', '!./features/preview/**'])
    : import.meta.glob<PageModule>('./features/*/*-page.tsx');
const idOfScreen = new Map(
  await Promise.all(
    Object.entries(PAGES).map(
      async ([file, load]) => [(await load()).default, `src/${file.slice(2)}`] as const,
    ),
  ),
);
const pageIds = new Map(
  await Promise.all(
    ROUTES.map(async (r) => [r, idOfScreen.get((await r.page()).default)] as const),
  ),
);

function pageId(route: RouteDef): string {
  const id = pageIds.get(route);
  if (!id) throw new Error(`the page of ${route.path} is not a src/features/*/*-page.tsx module`);
  return id;
}

/** What a built app's pages load, from Vite's manifest, by each route's module ids. */
export function routeFiles(manifest: Manifest) {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('the Vite manifest has no index.html entry');
  const inEntry = closure(manifest, 'index.html', new Set());
  const files = (keys: string[], lazy = false): Files => {
    const chunks = (withLazy: boolean) => {
      const seen = new Set(inEntry);
      for (const key of keys) {
        if (!manifest[key]) throw new Error(`the Vite manifest has no ${key}`);
        closure(manifest, key, seen, withLazy);
      }
      return [...seen].filter((k) => !inEntry.has(k));
    };
    return {
      js: chunks(false).map((k) => `/${manifest[k]?.file}`),
      // What a screen draws later (Repay's ways to pay) is styled from the start.
      css: [...new Set(chunks(lazy).flatMap((k) => manifest[k]?.css ?? []))].map((f) => `/${f}`),
    };
  };
  const filmKey = Object.keys(manifest).find((k) => k.endsWith('packages/contract/src/film.ts'));
  const words = (sections: readonly string[]) =>
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        files([`src/platform/i18n/${locale}.ts`, ...sections.map((s) => sectionModule(s, locale))])
          .js,
      ]),
    ) as Record<Locale, string[]>;
  const routes = ROUTES.map((route): RouteFiles => ({
    path: route.path,
    files: files([pageId(route)], true),
    words: words(route.words),
  }));
  return {
    entry: {
      js: `/${entry.file}`,
      css: (entry.css ?? []).map((f) => `/${f}`),
      // What the entry imports, fetched beside it rather than after it.
      imports: [...inEntry].filter((k) => k !== 'index.html').map((k) => `/${manifest[k]?.file}`),
      // What it imports first on a drawn page (boot, the config's schema): likewise.
      boot: files(['src/app/boot.ts', ...(filmKey ? [filmKey] : [])]).js,
    },
    routes,
    notFound: { path: '', files: files(['src/features/error/error-page.tsx']), words: words([]) },
  };
}

export type WebFiles = ReturnType<typeof routeFiles>;

/** One request for a page. */
export interface DrawRequest {
  path: string;
  /** The address's query, with its `?`, or empty. */
  search: string;
  /** The language of the request, for a page whose app does not decide it. */
  fallbackLocale: Locale;
  /** The request's nonce, which React's own inline scripts carry if it writes any. */
  nonce: string;
  /** How long the page may take to draw; what is not drawn by then, the browser draws. */
  deadlineMs: number;
  /** Told of an error in the render; the browser then draws that part itself. */
  onError: (error: unknown) => void;
  /** Answers one call in process, as the endpoint's route would have answered it. */
  call: (endpoint: AnyEndpoint, input: Record<string, unknown>) => Promise<EmbeddedAnswer>;
}

export interface DrawnPage {
  /** Whether the path is a screen of the app; the page of an unknown one says it is not found. */
  found: boolean;
  /** Sent without the app: it shows text and nothing moves (a legal page). */
  textOnly: boolean;
  locale: Locale;
  config: AppConfig | null;
  /** The theme as CSS, for the head. */
  theme: string;
  /** Whether the page holds a borrower's session and data. */
  personal: boolean;
  /** Writes the screen's HTML, for inside `#root`. */
  pipe: (destination: NodeJS.WritableStream) => void;
  /** The page's state, for the browser to hydrate from. */
  state: PageState;
}

const routesByKey = new Map<string, RouteDef>(ROUTES.map((r) => [routeKey(r.path), r]));

/** The paths of the app's screens: the page route serves these. */
export const ROUTE_PATHS = ROUTES.map((r) => r.path);

/** The routes whose pages only show text (`textOnly` in the route table): sent without the app. */
export const TEXT_ONLY_PATHS = ROUTES.filter((r) => r.textOnly).map((r) => r.path);

function sessionOf(query: URLSearchParams): SessionParams {
  const out: SessionParams = {};
  for (const name of SESSION_PARAM_NAMES) {
    const value = query.get(name);
    if (value && value.length <= SESSION_PARAM_MAX_LENGTH) out[name] = value;
  }
  return out;
}

/**
 * Draws one page: the app's config and the screen's loader first, answered in process, then the
 * screen, rendered once all it shows is there, so the HTML reads whole without any script.
 */
export function drawPage(request: DrawRequest): Promise<DrawnPage> {
  const query = new URLSearchParams(request.search);
  const session = sessionOf(query);
  const answers: EmbeddedAnswer[] = [];
  const scope: Scope = {
    server: true,
    session: { ...session },
    answers: {
      answers: new Map(),
      sessionId: session.sessionId,
      lang: session.lang,
      since: performance.now(),
    },
    firstLoads: null,
    inProcess: async (endpoint, input) => {
      const answer = await request.call(endpoint, input as Record<string, unknown>);
      // A failure of ours is left for the app to meet, and retry, itself.
      if (answer.status >= 500) return answer;
      answers.push(answer);
      // Kept for the render, whose own call of the same takes it.
      scope.answers?.answers.set(answer.key, answer);
      return answer;
    },
  };
  return scopes.run(scope, async () => {
    const key = routeKey(request.path);
    const route = routesByKey.get(key);
    const flagged = localeFromLangFlag(session.lang);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), request.deadlineMs);
    // A loader that outlasts the deadline is left behind: the page is drawn with what has come,
    // and the browser asks the rest.
    const inTime = <T,>(work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<undefined>((resolve) =>
          deadline.signal.addEventListener('abort', () => resolve(undefined)),
        ),
      ]);
    await inTime(fetchAppConfig(session.appName, flagged));
    const page = route ? ((await route.load()) as PageModule) : undefined;
    await inTime(Promise.resolve(page?.load?.(query, deadline.signal)));
    await primeRoute(request.path);
    scope.inProcess = undefined;

    // The app the screen ends up speaking: a landing page adopts its template's app. Only an
    // answer that succeeded is a config.
    const configs = answers.filter(
      (a) => a.key.startsWith(`${appConfig.path} `) && a.status === 200,
    );
    const adopted = configs
      .map((a) => ({ answer: a, parsed: AppConfigData.safeParse(a.envelope.data) }))
      .filter((c) => c.parsed.success)
      .at(-1);
    const config = adopted?.parsed.success ? adopted.parsed.data : null;
    // The rule boot follows in the browser, so the app hydrates in the page's language.
    const locale = speakingLocale(config, flagged, request.fallbackLocale);
    if (config && adopted) {
      keepAppName(config.appName);
      // The app then asks its config by that name (boot.ts): the same answer answers it.
      const byName = callKey(appConfig.path, { appName: config.appName });
      if (!answers.some((a) => a.key === byName)) answers.push({ ...adopted.answer, key: byName });
    }
    answerFrom({ sessionId: session.sessionId, lang: session.lang, answers });
    const loads = beginFirstLoads();
    const state: AppState = {
      config,
      locale,
      market: config?.market ?? marketOfLocale(locale),
      t: ALL_MESSAGES[locale],
    };
    const html = await new Promise<{ pipe: DrawnPage['pipe'] }>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <StaticLocation value={{ path: request.path, search: request.search }}>
          <App initial={state} />
        </StaticLocation>,
        {
          // Written once all is ready, every part is in place: the page reads without script.
          onAllReady: () => resolve({ pipe: (w) => scopes.run(scope, () => stream.pipe(w)) }),
          onShellError: reject,
          onError: request.onError,
          nonce: request.nonce,
        },
      );
      // Past the deadline, what is not drawn yet is left for the browser to draw.
      if (deadline.signal.aborted) stream.abort();
      else deadline.signal.addEventListener('abort', () => stream.abort(), { once: true });
    });
    clearTimeout(timer);
    const settled = await Promise.all(
      [...loads].map(async ([k, load]) => [k, await inTime(load)] as const),
    );
    return {
      found: route !== undefined,
      textOnly: route?.textOnly === true,
      locale,
      config,
      theme: config ? themeCss(config.theme) : '',
      personal: Boolean(session.sessionId),
      pipe: html.pipe,
      state: {
        path: request.path,
        ...(config ? { configKey: callKey(appConfig.path, { appName: config.appName }) } : {}),
        locale,
        ...(session.sessionId ? { sessionId: session.sessionId } : {}),
        ...(session.lang ? { lang: session.lang } : {}),
        drawn: settled.filter(([, r]) => r?.ok).map(([k]) => k),
        pending: settled.filter(([, r]) => !r?.ok).map(([k]) => k),
        answers,
      },
    };
  });
}

/** Every route, whether it is for visitors and whether it is drawn with data (its page's `load`). */
export async function routeKinds(): Promise<
  { path: string; visitors: boolean; withData: boolean }[]
> {
  return Promise.all(
    ROUTES.map(async (route) => ({
      path: route.path,
      visitors: route.visitors === true,
      withData: typeof (await route.load()).load === 'function',
    })),
  );
}

/** The script a page carries inline, allowed by the request's nonce. */
export { PAGE_SCRIPT };

/** What each family answers on success: the bench tells an answer from a failure by it. */
export { FAMILY_SUCCESS } from '@tenora/contract/envelope';

/** The key of one call's answer, as the app's client looks it up. */
export { callKey, routeKey };
