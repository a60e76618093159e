import type { EnvelopeCode, FailureKind } from '@tenora/contract/envelope';
import type { MessageKey } from './messages.ts';

/** What each failure says when the code raising it has nothing more specific. */
export const DEFAULT_MESSAGE: Record<FailureKind, MessageKey> = {
  bad_input: 'request.unreadable',
  unauthenticated: 'request.unauthenticated',
  forbidden: 'request.forbidden',
  not_found: 'request.notFound',
  too_large: 'request.tooLarge',
  too_slow: 'request.tooSlow',
  too_many: 'request.tooMany',
  headers_too_large: 'request.headersTooLarge',
  server: 'request.server',
  unavailable: 'request.unavailable',
  business: 'request.server',
};

/**
 * A failure meant for the client: the central error handler turns it into the family's envelope.
 * `message` is already in the borrower's language; without one, the kind's default is used.
 */
export class AppError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly userMessage?: string,
    /** A business code of the family's own (e.g. '800006'), instead of the generic one. */
    readonly code?: EnvelopeCode,
  ) {
    super(userMessage ?? kind);
    this.name = 'AppError';
  }
}

export const notFound = (message?: string) => new AppError('not_found', message);
export const badInput = (message: string) => new AppError('bad_input', message);
export const businessFailure = (message: string, code?: EnvelopeCode) =>
  new AppError('business', message, code);

/**
 * Long enough for a restart, a balancer's next health check, or a lock held elsewhere to pass;
 * sent with every 503 (docs/decisions/089-timeouts-and-drain.md).
 */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The database did not answer in time: a statement ran past its limit, a lock another transaction
 * held was not granted, or no connection came free. Whatever the call was doing is undone (the
 * statement was cancelled, its transaction rolled back), so it answers 503 with Retry-After.
 */
export class DatabaseBusy extends Error {
  constructor(
    readonly reason: 'statement' | 'lock' | 'wait',
    options?: { cause: unknown },
  ) {
    super(`the database did not answer in time (${reason})`, options);
    this.name = 'DatabaseBusy';
  }
}
