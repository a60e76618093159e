import type * as z from 'zod/mini';
import type { Family } from './envelope.ts';

export type Method = 'GET' | 'POST';
/** How the web app sends the body. The server accepts JSON and form bodies on every POST anyway. */
export type BodyEncoding = 'none' | 'form' | 'json' | 'multipart';
/**
 * borrower: needs a session, and every query is scoped to it.
 * public: anonymous visitors (company and landing pages).
 * dev: the non-production support API (docs/product.md#support-api).
 * operator: scripts of the lender's, by the operator token from config (decision 020; the console
 *   uses `staff` instead); a borrower session opens nothing.
 * staff: a signed-in member of the lender's staff (the operator console, decision 060): the
 *   `tenora_staff` cookie, and on every POST the session's CSRF token in `x-csrf-token`. The
 *   endpoint's `roles` say who may call it; a borrower session opens nothing.
 */
export type Access = 'borrower' | 'public' | 'dev' | 'operator' | 'staff';

/**
 * What a staff member may do (decision 061). A member holds one or more; admin is not a superuser:
 * it opens exactly the calls that name it.
 */
export const STAFF_ROLES = ['agent', 'credit', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
> {
  readonly family: Family;
  readonly method: Method;
  readonly path: string;
  readonly body: BodyEncoding;
  readonly access: A;
  /** For GET, the query; for POST, the body merged over the query (old clients put ids in the query). */
  readonly request: Req;
  /** The `data` of a successful envelope; for a file, what the handler hands the server to send. */
  readonly response: Res;
  /**
   * 'file': a download (the response is FileData); 'image': an image shown inline (ImageData).
   * Both are sent as themselves instead of in an envelope.
   */
  readonly produces?: 'envelope' | 'file' | 'image';
  /**
   * Staff calls only: the roles that may call it (any one suffices). Empty: any signed-in staff
   * member (their own session: me, sign-out).
   */
  readonly roles?: readonly StaffRole[];
  /**
   * Answering it changes nothing, whoever asks and however often: no row, reference or code is
   * made. Only such a call is answered while a page is drawn (its loader's calls), because a page is
   * drawn for reloads, prefetches and crawlers as well as for the borrower
   * (docs/decisions/087-a-get-never-writes.md). Many legacy reads are POSTs, so the method cannot
   * say it.
   */
  readonly safe?: true;
}

export type AnyEndpoint = Endpoint<z.ZodMiniType, z.ZodMiniType, Access>;

/** What a caller sends. */
export type RequestOf<E extends AnyEndpoint> = z.input<E['request']>;
/** What the server sees after validation. */
export type ParsedRequestOf<E extends AnyEndpoint> = z.output<E['request']>;
/** The `data` of a successful answer. */
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;

// A bundle that does not use an endpoint drops its definition: the borrower app carries no
// operator or development calls it never makes (decision 078).
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<
  const Req extends z.ZodMiniType,
  const Res extends z.ZodMiniType,
  const A extends Access,
>(endpoint: Endpoint<Req, Res, A>): Endpoint<Req, Res, A> {
  if (endpoint.method === 'GET' && endpoint.body !== 'none') {
    throw new Error(`${endpoint.path}: a GET has no body`);
  }
  return endpoint;
}

/** What a file endpoint's handler returns; the server sends `body` as an attachment. */
export interface FileData {
  filename: string;
  contentType: string;
  /** Text (an HTML document) or bytes (a PDF). */
  body: string | Uint8Array;
}

/** What an image endpoint's handler returns; sent inline, never cached. */
export interface ImageData {
  contentType: string;
  body: Uint8Array;
}
