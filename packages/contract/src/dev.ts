import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { oneOf, text, wholeNumber } from './fields.ts';
import { instant } from './date-fields.ts';

/**
 * The non-production support API (docs/product.md#support-api): it plays the outside world's part
 * (time, phones, operators, banks) and never bypasses a rule. 404 in production.
 */

export const devCreateSession = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/dev/sessions',
  body: 'json',
  access: 'dev',
  request: z.object({
    market: oneOf(['IN', 'ID']),
    phone: z.optional(text(24, 1)),
    /**
     * The borrower's credit limit, minor units, as the lender's staff would set it; without it a
     * new borrower has the products' first-loan limits (docs/product.md#credit-limit).
     */
    creditLimit: z.optional(wholeNumber({ min: 0, max: 1_000_000_000_000 })),
  }),
  response: z.object({
    userId: z.int(),
    sessionId: z.string(),
    market: z.enum(['IN', 'ID']),
    phone: z.string(),
  }),
});

export const SmsMessageData = z.object({
  to: z.string(),
  text: z.string(),
  code: z.optional(z.string()),
  sentAt: instant(),
});

export const devSmsOutbox = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/dev/sms-outbox',
  body: 'none',
  access: 'dev',
  request: z.object({ phone: text(24, 1) }),
  /** Newest first. */
  response: z.array(SmsMessageData),
});

export const EmailMessageData = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.optional(z.string()),
  /** Our id for the message, the same on each try: a message sent twice shows twice with it. */
  reference: z.string(),
  locale: z.enum(['en-IN', 'hi-IN', 'id-ID']),
  sentAt: instant(),
});

/** The mailbox of an address, whatever its letters' case (docs/decisions/105-email-over-smtp.md). */
export const devEmailOutbox = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/dev/email-outbox',
  body: 'none',
  access: 'dev',
  request: z.object({ to: text(254, 1) }),
  /** Newest first, at most 50. */
  response: z.array(EmailMessageData),
});

const ClockData = z.object({ now: instant(), offsetMinutes: z.number() });

export const devClockGet = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/dev/clock',
  body: 'none',
  access: 'dev',
  request: z.object({}),
  response: ClockData,
});

/** The most days of schedules one move of the support API's clock runs: the last of them. */
export const CATCH_UP_DAYS = 62;

export const devClockSet = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/dev/clock',
  body: 'json',
  access: 'dev',
  request: z.object({
    advanceMinutes: z.optional(wholeNumber({ min: -525_600, max: 5_256_000 })),
    now: z.optional(instant()),
    /**
     * Moving forward runs the schedules of the days skipped, in order (their last
     * CATCH_UP_DAYS at most), so their reminders arrive; `false` skips them, as if no worker had
     * run meanwhile.
     */
    schedules: z.optional(z.boolean()),
  }),
  response: ClockData,
});

/**
 * What the sandbox bank, wallet or mini-market does; it arrives by webhook. A withdrawn number or
 * code is refused, as a bank or till refuses it, unless `late`: money taken before the withdrawal
 * reached the bank or the till, which still arrives.
 */
export const devPaymentsComplete = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/dev/payments/complete',
  body: 'json',
  access: 'dev',
  request: z.object({
    reference: text(64, 1),
    outcome: oneOf(['paid', 'failed']),
    late: z.optional(z.boolean()),
  }),
  response: z.object({ reference: z.string(), status: z.string() }),
});

/**
 * What the lender's staff do until the operator console lands: answer a complaint (the Process
 * Result), which moves it to Resolved. Images are base64 JPEG, PNG or WebP, checked and
 * re-encoded like a borrower's.
 */
export const devComplaintAnswer = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/dev/complaints/answer',
  body: 'json',
  access: 'dev',
  request: z.object({
    problemId: wholeNumber({ min: 1 }),
    text: text(2000, 1),
    images: z.optional(z.array(text(60_000, 1)).check(z.maxLength(9))),
  }),
  response: z.object({ problemId: z.int(), status: z.int(), images: z.array(z.string()) }),
});

/** Indonesia only, once: the staff move the answer's due date by 10 working days, saying why. */
export const devComplaintExtend = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/dev/complaints/extend',
  body: 'json',
  access: 'dev',
  request: z.object({ problemId: wholeNumber({ min: 1 }), reason: text(500, 1) }),
  response: z.object({ problemId: z.int(), dueDate: z.string() }),
});

/**
 * The answer of a captcha, so tests solve it as a person would; never a bypass
 * (docs/product.md#support-api). Here, not beside the landing page's calls, so no page carries it.
 */
export const devCaptcha = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/dev/captcha',
  body: 'none',
  access: 'dev',
  request: z.object({ sid: text(64, 1) }),
  response: z.object({ answer: z.string() }),
});
