import * as z from 'zod/mini';
import { instant } from './date-fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { id } from './fields.ts';

/**
 * The borrower's messages (docs/product.md#messages): everything the lender told them, by SMS,
 * e-mail or only in the app, newest first, each leading to its loan or complaint. Family `film`.
 */

export const MESSAGES_PAGE = 30;

export const MessageData = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  sentAt: instant(),
  read: z.boolean(),
  /**
   * What it is about, for a link: the loan (`/loanDetails?orderId=`), the complaint, or a paper
   * issued to the borrower (its PDF, `/film/paper/file?id=`).
   */
  link: z.nullable(z.object({ kind: z.enum(['loan', 'complaint', 'paper']), id: z.int() })),
});
export type Message = z.output<typeof MessageData>;

export const messageList = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/messages/list',
  body: 'form',
  safe: true,
  access: 'borrower',
  /** The next page: messages older than this one. */
  request: z.object({ before: z.optional(id()) }),
  response: z.object({
    messages: z.array(MessageData),
    /** Whether older messages remain. */
    more: z.boolean(),
    unread: z.int(),
  }),
});

/** Marks one message read, or every message when none is named; answers what stays unread. */
export const messagesRead = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/messages/read',
  body: 'form',
  access: 'borrower',
  request: z.object({ id: z.optional(id()) }),
  response: z.object({ unread: z.int() }),
});
