import type { AnyEndpoint, FileData, ImageData, ParsedRequestOf } from '@tenora/contract/endpoint';
import { FAMILY_SUCCESS, type Family } from '@tenora/contract/envelope';
import type { AppConfig } from '@tenora/contract/film';
import { SESSION_PARAM_NAMES } from '@tenora/contract/session-params';
import { marketOfLocale, type Locale, type Market } from '@tenora/domain/market';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { AppDeps } from './ports.ts';
import { authenticate, authenticateOperator, type BorrowerScope } from './auth.ts';
import { AppError } from './errors.ts';
import { withoutEmptyOptionals } from './input.ts';
import { readMultipart } from './multipart.ts';
import { pickLocale } from './locale.ts';
import { translator, type Translate } from './messages.ts';
import { describeIssue } from './validation.ts';
import { authenticateStaff, type StaffPrincipal } from './staff-auth.ts';
import { consoleServedHere } from './console-host.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    family?: Family;
  }
  interface FastifyRequest {
    /** Set once the request's language is known, so errors answer in it too. */
    tenoraLocale?: Locale;
  }
}

export interface HandlerContext {
  deps: AppDeps;
  request: FastifyRequest;
  /** For the few calls that set headers of their own (the staff cookie). */
  reply: FastifyReply;
  locale: Locale;
  t: Translate;
  /**
   * The app the request speaks for, looked up once from `appName` here and nowhere else: for a
   * borrower, the named app when it is of their market, else their market's app; for anyone
   * else, the named app, else the app of the request's language (decision 027).
   */
  app: () => Promise<AppConfig | null>;
}

/**
 * The public scope: an anonymous visitor, known by address only. Every call that is not a
 * borrower's runs under it (docs/architecture.md#scopes-and-ownership).
 */
export interface Visitor {
  readonly ip: string;
  /** Answers this call, errors included, in the language of a market's app. */
  speak(market: Market): Translate;
}

export interface PublicContext extends HandlerContext {
  visitor: Visitor;
}

export interface BorrowerContext extends HandlerContext {
  borrower: BorrowerScope;
}

/** A staff call's context: the signed-in member, whose roles register.ts has checked. */
export interface StaffContext extends PublicContext {
  staff: StaffPrincipal;
}

type ContextFor<E extends AnyEndpoint> = E['access'] extends 'borrower'
  ? BorrowerContext
  : E['access'] extends 'staff'
    ? StaffContext
    : PublicContext;

export type Handler<E extends AnyEndpoint> = (
  input: ParsedRequestOf<E>,
  ctx: ContextFor<E>,
) => Promise<z.input<E['response']>>;

export interface RouteBinding {
  endpoint: AnyEndpoint;
  handler: Handler<AnyEndpoint>;
}

/** Pairs a contract endpoint with its handler; the types of both sides come from the contract. */
export function bind<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): RouteBinding {
  return { endpoint, handler: handler as unknown as Handler<AnyEndpoint> };
}

/**
 * No image is kept by any cache; a borrower's (complaint evidence) also says it is for one
 * person only, so no proxy ever treats it as shareable.
 */
const IMAGE_CACHE: Record<AnyEndpoint['access'], string> = {
  public: 'no-store',
  dev: 'no-store',
  operator: 'private, no-store',
  staff: 'private, no-store',
  borrower: 'private, no-store',
};

function requestInput(req: FastifyRequest): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (req.method === 'GET' || req.method === 'HEAD') return query;
  const body = req.body;
  if (body === undefined || body === null || body === '') return { ...query };
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('bad_input');
  // Old clients put ids in the query of a POST (repayment-way); the body wins on a clash.
  return { ...query, ...(body as Record<string, unknown>) };
}

/**
 * The console's JSON calls take their input from a JSON body only (decision 072): a password in
 * a query would reach access logs and history, and a form body is what a cross-site page can send.
 */
function requireJsonOnly(req: FastifyRequest): void {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
  const hasBody = req.body !== undefined && req.body !== null && req.body !== '';
  if (Object.keys(query).length > 0 || (hasBody && !contentType.startsWith('application/json')))
    throw new AppError('bad_input', 'This call takes a JSON body and no query parameters.');
}

/** The market of the app the request names (`appName`), if it names a known one. */
export async function appMarket(deps: AppDeps, req: FastifyRequest): Promise<Market | undefined> {
  const appName = (req.query as Record<string, unknown> | undefined)?.appName;
  return typeof appName === 'string' ? deps.apps.marketOf(appName) : undefined;
}

/**
 * The borrower whose session the address carries, if it is a valid one. Anything else leaves the
 * call public: a page's borrower calls show the sign-in-again screen themselves.
 */
export async function signedInBorrower(
  deps: AppDeps,
  req: FastifyRequest,
): Promise<BorrowerScope | undefined> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (query.sessionId === undefined) return undefined;
  try {
    return await authenticate(deps.db, deps.clock, query, deps.sessions);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/**
 * The language a request speaks before any endpoint has decided it (a drawn page): the signed-in
 * borrower's (`pickLocale`), else the visitor's.
 */
export async function requestLocale(deps: AppDeps, req: FastifyRequest): Promise<Locale> {
  const borrower = await signedInBorrower(deps, req);
  return borrower
    ? pickLocale(req, {
        borrowerMarket: borrower.market,
        chosenLocale: await borrower.chosenLocale(),
      })
    : pickLocale(req, { appMarket: await appMarket(deps, req) });
}

/**
 * Runs one endpoint for a request: who may call it, the language, the input checked against the
 * contract, then the handler. Both doors use it: the endpoint's own HTTP route, and a drawn page
 * that answers its screen's first calls in process (`callInProcess`).
 */
async function run(
  deps: AppDeps,
  { endpoint, handler }: RouteBinding,
  req: FastifyRequest,
  reply: FastifyReply,
  readInput: (t: Translate) => Promise<Record<string, unknown>>,
): Promise<unknown> {
  if (endpoint.access === 'dev' && !deps.config.devApi) throw new AppError('not_found');
  if (endpoint.access === 'operator') authenticateOperator(deps.config, req);
  // The console's calls exist only where the console is served (decision 073).
  if (endpoint.family === 'ops' && !consoleServedHere(deps.config, req)) {
    throw new AppError('not_found');
  }
  // The console is English only (decision 062), its errors included.
  if (endpoint.family === 'ops') req.tenoraLocale = 'en-IN';
  const staff =
    endpoint.access === 'staff'
      ? await authenticateStaff(deps.db, deps.clock, req, endpoint.roles ?? [])
      : undefined;

  let borrower: BorrowerScope | undefined;
  if (endpoint.access === 'borrower') {
    req.tenoraLocale = pickLocale(req, { appMarket: await appMarket(deps, req) });
    borrower = await authenticate(
      deps.db,
      deps.clock,
      req.query as Record<string, unknown>,
      deps.sessions,
    );
  }
  const locale =
    endpoint.family === 'ops'
      ? 'en-IN'
      : pickLocale(req, {
          borrowerMarket: borrower?.market,
          chosenLocale: await borrower?.chosenLocale(),
          appMarket: borrower ? undefined : await appMarket(deps, req),
        });
  req.tenoraLocale = locale;
  const t = translator(locale);

  const raw = await readInput(t);
  const input = withoutEmptyOptionals(endpoint.request, raw);
  const parsed = endpoint.request.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError('bad_input', first ? describeIssue(first, input, t) : undefined);
  }

  const appName = (req.query as Record<string, unknown> | undefined)?.appName;
  let app: Promise<AppConfig | null> | undefined;
  const appOf = () =>
    (app ??= borrower
      ? deps.apps.forBorrower(appName, borrower.market)
      : deps.apps.forPublicPage(appName, marketOfLocale(locale)));
  const ctx = {
    deps,
    request: req,
    reply,
    locale,
    t,
    app: appOf,
    ...(staff ? { staff } : {}),
    ...(borrower
      ? { borrower }
      : {
          visitor: {
            ip: req.ip,
            speak: (market: Market) => {
              req.tenoraLocale = pickLocale(req, { appMarket: market });
              return translator(req.tenoraLocale);
            },
          } satisfies Visitor,
        }),
  };
  const data = await handler(parsed.data, ctx as BorrowerContext & PublicContext & StaffContext);
  // Tests hold every answer to the contract; a mismatch there is our bug, caught early.
  return deps.validateResponses ? endpoint.response.parse(data) : data;
}

const bindingKey = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * Answers a borrower's or a visitor's call inside the server, for the request of a page that
 * shows its answer: the same checks and handler as its HTTP route, under the page request's
 * session and language, without a second trip through HTTP (docs/architecture.md#pages).
 * Throws as the route would; the caller turns a failure into the answer the app would have got.
 */
export async function callInProcess(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  endpoint: AnyEndpoint,
  input: Record<string, unknown>,
): Promise<unknown> {
  const binding = deps.bindings.get(bindingKey(endpoint));
  if (!binding || (endpoint.access !== 'public' && endpoint.access !== 'borrower')) {
    throw new AppError('not_found');
  }
  // A page is drawn for reloads, prefetches and crawlers too: drawing one never writes
  // (docs/decisions/087-a-get-never-writes.md). A loader that asks anything else is our bug.
  if (!endpoint.safe) {
    throw new Error(`${endpoint.path} is not marked safe: a page's loader may not call it`);
  }
  // The app sends the session's parameters with every call (docs/product.md#session).
  const query = (req.query ?? {}) as Record<string, unknown>;
  const session = Object.fromEntries(
    SESSION_PARAM_NAMES.filter((name) => typeof query[name] === 'string').map((name) => [
      name,
      query[name],
    ]),
  );
  return run(deps, binding, req, reply, async () => ({ ...session, ...input }));
}

export function registerRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  bindings: RouteBinding[],
): void {
  for (const binding of bindings) {
    const { endpoint } = binding;
    deps.bindings.set(bindingKey(endpoint), binding);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { family: endpoint.family },
      handler: async (req, reply) => {
        const out = await run(deps, binding, req, reply, async (t) => {
          if (endpoint.family === 'ops' && endpoint.body === 'json') requireJsonOnly(req);
          return endpoint.body === 'multipart' && req.isMultipart()
            ? { ...(req.query as Record<string, unknown>), ...(await readMultipart(req, t)) }
            : requestInput(req);
        });
        if (endpoint.produces === 'image') {
          const image = out as ImageData;
          return reply
            .type(image.contentType)
            .header('cache-control', IMAGE_CACHE[endpoint.access])
            .send(Buffer.from(image.body));
        }
        if (endpoint.produces === 'file') {
          const file = out as FileData;
          return (
            reply
              .type(file.contentType)
              .header(
                'content-disposition',
                `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
              )
              // A saved document runs nothing and loads nothing; its only styles are its own.
              .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
              .send(
                typeof file.body === 'string'
                  ? file.body
                  : Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength),
              )
          );
        }
        return reply.send({ code: FAMILY_SUCCESS[endpoint.family], data: out, message: '' });
      },
    });
  }
}

/**
 * A module's plugin when routes are all it registers (docs/architecture.md#modules): the module's
 * `index.ts` exports it, and `app.ts` registers it with the ports.
 */
export function routesModule(bindings: RouteBinding[]) {
  return async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
    registerRoutes(app, deps, bindings);
  };
}
