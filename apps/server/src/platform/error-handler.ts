import {
  FAILURE_HTTP_STATUS,
  failureCode,
  familyForPath,
  isApiPath,
  type EnvelopeCode,
  type Family,
  type FailureKind,
} from '@tenora/contract/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, DEFAULT_MESSAGE } from './errors.ts';
import { pickLocale } from './locale.ts';
import { translator } from './messages.ts';
import { scrubText } from './logging.ts';

function kindOf(err: FastifyError | AppError | Error): FailureKind {
  if (err instanceof AppError) return err.kind;
  const status = (err as FastifyError).statusCode;
  if (status === 413) return 'too_large';
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
      message: appError?.userMessage ?? t(DEFAULT_MESSAGE[kind]),
    },
  };
}

export function sendFailure(req: FastifyRequest, reply: FastifyReply, err: Error): FastifyReply {
  const { status, envelope } = failureOf(req, err);
  return reply.status(status).send(envelope);
}

/** One place turns every failure into the family's envelope; no stack trace leaves the server. */
export function registerErrorHandling(
  app: FastifyInstance,
  onNotFound: (req: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
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
