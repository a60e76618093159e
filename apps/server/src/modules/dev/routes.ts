import {
  CATCH_UP_DAYS,
  devClockGet,
  devClockSet,
  devCreateSession,
  devEmailOutbox,
  devSmsOutbox,
} from '@tenora/contract/dev';

const DAY_MS = 86_400_000;
import { devOrderState } from '@tenora/contract/loan-details';
import { parsePhone } from '@tenora/domain/phone';
import { createSession } from '../../platform/auth.ts';
import { AppError, badInput, businessFailure, notFound } from '../../platform/errors.ts';
import { bind, type HandlerContext } from '../../platform/register.ts';
import { moveOrder } from '../loans/index.ts';
import { createBorrower, emailOutbox, smsOutbox } from './service.ts';

function clockOf({ deps }: HandlerContext) {
  if (!deps.devClock) throw new AppError('not_found');
  return deps.devClock;
}

const clockData = (ctx: HandlerContext) => {
  const clock = clockOf(ctx);
  return { now: clock.now().toISOString(), offsetMinutes: clock.offsetMinutes };
};

/**
 * The outside world's part (phones, time), never a way around a rule (docs/product.md#support-api).
 */
export const devRoutes = [
  bind(devCreateSession, async ({ market, phone, creditLimit }, ctx) => {
    const { deps, t } = ctx;
    let e164: string | undefined;
    if (phone !== undefined) {
      const parsed = parsePhone(phone, market);
      if (!parsed.ok) throw badInput(t('phone.invalid'));
      e164 = parsed.e164;
    }
    return deps.db.transaction(async (tx) => {
      const user = await createBorrower(tx, deps.clock, market, e164, creditLimit);
      // The number is already another market's borrower.
      if (!user) throw badInput(t('phone.invalid'));
      const { sessionId } = await createSession(
        tx,
        deps.clock,
        user.id,
        deps.config.sessionTtlHours,
      );
      return { userId: user.id, sessionId, market, phone: user.phone };
    });
  }),

  bind(devSmsOutbox, async ({ phone }, { deps }) => {
    // Either market's spelling finds the number; the outbox is keyed by E.164.
    const parsed = [parsePhone(phone, 'IN'), parsePhone(phone, 'ID')].find((p) => p.ok);
    const to = parsed?.ok ? parsed.e164 : phone;
    return smsOutbox(deps.db, to);
  }),

  bind(devEmailOutbox, async ({ to }, { deps }) => emailOutbox(deps.db, to)),

  bind(devClockGet, async (_input, ctx) => clockData(ctx)),

  bind(devClockSet, async ({ advanceMinutes, now, schedules }, ctx) => {
    const clock = clockOf(ctx);
    const from = clock.now();
    let to = from;
    if (now !== undefined) {
      to = new Date(now);
      if (Number.isNaN(to.getTime())) throw badInput(ctx.t('field.format', 'now'));
    }
    if (advanceMinutes !== undefined) to = new Date(to.getTime() + advanceMinutes * 60_000);
    // Forward, the schedules of the days skipped run in order, so the demo sees their messages.
    const since = new Date(Math.max(from.getTime(), to.getTime() - CATCH_UP_DAYS * DAY_MS));
    if (to > from && schedules !== false) {
      clock.set(since);
      await ctx.deps.jobs.catchUp(since, to, (at) => clock.set(at));
    } else clock.set(to);
    return clockData(ctx);
  }),

  bind(devOrderState, async ({ orderId, action }, { deps, t }) => {
    const moved = await moveOrder(deps, orderId, action);
    if (moved === null) throw notFound(t('order.notFound'));
    if (moved === false) throw businessFailure(t('dev.orderState', orderId, action));
    return moved;
  }),
];
