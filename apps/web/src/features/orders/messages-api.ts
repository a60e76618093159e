import { messageList, messagesRead } from '@tenora/contract/messages';
import { call } from '../../platform/api-client.ts';

/** The borrower's messages, newest first: the first page, or the one older than `before`. */
export function fetchMessages(before: number | undefined, signal?: AbortSignal) {
  return call(messageList, before === undefined ? {} : { before }, {
    signal,
    // The first page is the screen's own load, which shows its failure; an older one toasts it.
    quiet: before === undefined,
    loading: false,
  });
}

/** Everything the borrower was told is read: they opened their messages. */
export function markAllRead() {
  return call(messagesRead, {}, { loading: false, quiet: true });
}
