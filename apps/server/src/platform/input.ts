import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { AppError } from './errors.ts';
import { pickLocale } from './locale.ts';
import { translator } from './messages.ts';

// C0 controls but tab, LF and CR (free text such as a contact message has lines), and UTF-16
// halves without their partner: PostgreSQL refuses NUL in text, and the rest is never meant.
const INVALID_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isInvalidText(value: string): boolean {
  return INVALID_TEXT.test(value);
}

// A field is named in the answer only when it is a plain name; anything else is "request".
const NAMEABLE = /^[\w.-]{1,64}$/;

/**
 * The first place in a parsed query, body or header set holding text we refuse, if any. A loop,
 * not recursion: a body of 64 KB can nest thousands of levels deep.
 */
export function findInvalidText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (isInvalidText(item)) return NAMEABLE.test(path) ? path : 'request';
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    for (const [key, inner] of Object.entries(item as Record<string, unknown>)) {
      if (isInvalidText(key)) return 'request';
      pending.push([inner, Array.isArray(item) ? path : path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

function refuse(req: FastifyRequest, field: string): never {
  // The message may not consult the database (the bad text could be the app name itself).
  const t = translator(req.tenoraLocale ?? pickLocale(req));
  throw new AppError('bad_input', t('field.invalidText', field));
}

/** A request line and headers we read: Node's own default, and what balancers commonly allow. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * What Node's parser takes before refusing a request itself. It is above ours so that a request
 * past our limit is still read whole and refused below with its path known, hence in its family;
 * Node reads headers sent in several pieces without keeping the first, and past this limit only
 * `answerClientError` (error-handler.ts) is left to answer.
 */
export const PARSER_MAX_HEADER_BYTES = 4 * MAX_HEADER_BYTES;

/** The request line and headers as they came, counted as Node's parser counts them. */
function headerBytes(req: FastifyRequest): number {
  const { rawHeaders, method = '', url = '' } = req.raw;
  let bytes = method.length + url.length + 'HTTP/1.1'.length + 4;
  for (const field of rawHeaders) bytes += field.length + 2;
  return bytes;
}

/**
 * Every request's query, headers and body are checked once, here, before any route sees them
 * (docs/decisions/025-input-checked-at-the-edge.md): bad bytes answer the family's 400 envelope
 * instead of reaching the database as a 500, and headers past our limit its 431.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (headerBytes(req) > MAX_HEADER_BYTES) throw new AppError('headers_too_large');
  });
  app.addHook('preValidation', async (req) => {
    const inQuery = findInvalidText(req.query);
    if (inQuery) refuse(req, inQuery);
    for (const [name, value] of Object.entries(req.headers)) {
      if (findInvalidText(value)) refuse(req, NAMEABLE.test(name) ? name : 'request');
    }
    const inBody = findInvalidText(req.body);
    if (inBody) refuse(req, inBody);
  });
}

/**
 * Forms send an untouched optional input as `name=`; an empty or blank value of an optional
 * field therefore means "not given", whatever the endpoint (decision 025).
 */
export function withoutEmptyOptionals(
  schema: z.ZodMiniType,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const shape = (schema._zod.def as { shape?: Record<string, z.ZodMiniType> }).shape;
  if (!shape) return input;
  const blank = (key: string) => {
    const value = input[key];
    if (typeof value !== 'string' || value.trim() !== '' || !Object.hasOwn(shape, key))
      return false;
    return shape[key]?._zod.optin === 'optional';
  };
  return Object.fromEntries(Object.entries(input).filter(([key]) => !blank(key)));
}
