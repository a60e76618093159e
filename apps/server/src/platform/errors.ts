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
