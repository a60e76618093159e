import {
  FAILURE_HTTP_STATUS,
  failureCode,
  familyForPath,
  isApiPath,
  type EnvelopeCode,
  type Family,
  type FailureKind,
} from '@tenora/contract/envelope';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, DatabaseBusy, DEFAULT_MESSAGE, RETRY_AFTER_SECONDS } from './errors.ts';
import { SmsDeliveryError } from './sms.ts';
import { pickLocale } from './locale.ts';
import { translator } from './messages.ts';
import { scrubText } from './logging.ts';

function kindOf(err: FastifyError | AppError | Error): FailureKind {
  if (err instanceof AppError) return err.kind;
  if (err instanceof DatabaseBusy) return 'unavailable';
  // A provider busy or down: the borrower can ask for the code again in a moment (decision 104).
  if (err instanceof SmsDeliveryError && err.retryable) return 'unavailable';
  const status = (err as FastifyError).statusCode;
  if (status === 413) return 'too_large';
  if (status === 431) return 'headers_too_large';
  if (status === 429) return 'too_many';
  if (status === 404) return 'not_found';
  if (status !== undefined && status >= 400 && status < 500) return 'bad_input';
  return 'server';
}

/** A failure as the app receives it: the family's envelope and its HTTP status. */
export function failureOf(
  req: FastifyRequest,
  err: Error,
  /** The family of the call that failed, when it is not the request's own (a page's call). */
  callFamily?: Family,
): { status: number; envelope: { code: EnvelopeCode; data: null; message: string } } {
  const kind = kindOf(err);
  const family = callFamily ?? req.routeOptions.config?.family ?? familyForPath(req.url);
  const t = translator(req.tenoraLocale ?? pickLocale(req));
  const appError = err instanceof AppError ? err : undefined;
  return {
    status: FAILURE_HTTP_STATUS[kind],
    envelope: {
      code: appError?.code ?? failureCode(family, kind),
      data: null,
      message:
        appError?.userMessage ??
        t(
          err instanceof DatabaseBusy
            ? 'request.busy'
            : err instanceof SmsDeliveryError && err.retryable
              ? 'sms.notSentNow'
              : DEFAULT_MESSAGE[kind],
        ),
    },
  };
}

export function sendFailure(req: FastifyRequest, reply: FastifyReply, err: Error): FastifyReply {
  const { status, envelope } = failureOf(req, err);
  // Every 503 is temporary: a restart, or a database that did not answer in time.
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.status(status).send(envelope);
}

/** One place turns every failure into the family's envelope; no stack trace leaves the server. */
export function registerErrorHandling(
  app: FastifyInstance,
  onNotFound: (req: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Operators need to see the database falling behind; the statement's values are not logged.
    if (err instanceof DatabaseBusy) req.log.warn({ reason: err.reason }, 'database busy');
    if (err instanceof SmsDeliveryError && err.retryable) {
      req.log.warn(
        { provider: err.provider, detail: err.message },
        'sms provider did not take a text',
      );
    }
    if (kindOf(err) === 'server') {
      req.log.error(
        {
          err: {
            type: err.name,
            message: scrubText(err.message),
            stack: err.stack && scrubText(err.stack),
          },
        },
        'request failed',
      );
    }
    return sendFailure(req, reply, err);
  });
  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return sendFailure(req, reply, new AppError('not_found'));
    }
    return onNotFound(req, reply);
  });
}

/** How long a refused connection is still read, so that its client reads the answer first. */
const LINGER_MS = 2000;

/** What Node's parser refuses with, by its error code; anything else is bytes that are not HTTP. */
const CLIENT_ERROR_KIND: Partial<Record<string, FailureKind>> = {
  HPE_HEADER_OVERFLOW: 'headers_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'too_slow',
};

/**
 * A request Node's HTTP server refuses before Fastify sees it (headers past `PARSER_MAX_HEADER_BYTES`,
 * headers that never finish arriving, bytes that are not HTTP) is answered in the family's
 * envelope too, in place of Fastify's own JSON. Its family and language are read from the request
 * line and headers when the bytes Node hands over still begin with them; headers sent in several
 * pieces leave only the last, and then the generic family answers in English.
 */
export function answerClientError(err: ConnectionError, socket: Socket): void {
  // A connection the client reset has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const kind = CLIENT_ERROR_KIND[err.code ?? ''] ?? 'bad_input';
  // Node hands over the bytes it was parsing as a Buffer (Fastify's type says otherwise).
  const head = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString('latin1') : '';
  const target = /^[A-Z]+ (\/\S*) HTTP\/1\.[01]\r\n/.exec(head)?.[1] ?? '/';
  const url = URL.parse(target, 'http://localhost') ?? new URL('http://localhost/');
  const language = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1];
  const locale = pickLocale({
    query: Object.fromEntries(url.searchParams),
    headers: language ? { 'accept-language': language } : {},
  });
  const status = FAILURE_HTTP_STATUS[kind];
  const body = JSON.stringify({
    code: failureCode(familyForPath(url.pathname), kind),
    data: null,
    message: translator(locale)(DEFAULT_MESSAGE[kind]),
  });
  if (socket.writable) {
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'x-content-type-options: nosniff',
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  // Closing on bytes still unread would reset the connection, and the client could lose the answer.
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
