import {
  autopayCancel,
  autopayCode,
  autopayStart,
  autopayView,
  devMandate,
  devMandateAnswer,
} from '@tenora/contract/autopay';
import { notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';
import { autopayOf, cancelAutopay, confirmAutopayCode, startAutopay } from './autopay.ts';
import { mandateByReference } from './autopay-repository.ts';
import { deliverSandboxEvent } from './routes.ts';

/** Autopay on the borrower's own loans, through their scope only. */
export const autopayRoutes = [
  bind(autopayView, ({ orderId }, { deps, borrower, t }) => autopayOf(deps, borrower, orderId, t)),
  bind(autopayStart, (input, { deps, borrower, t, request }) =>
    startAutopay(
      deps,
      borrower,
      {
        orderId: input.orderId,
        ...(input.bank !== undefined ? { bank: input.bank } : {}),
        ...(input.cardLastFour !== undefined ? { cardLastFour: input.cardLastFour } : {}),
        ...(input.cardExpiry !== undefined ? { cardExpiry: input.cardExpiry } : {}),
      },
      t,
      {
        ip: request.ip,
        ...(typeof request.headers['user-agent'] === 'string'
          ? { userAgent: request.headers['user-agent'] }
          : {}),
      },
    ),
  ),
  bind(autopayCode, (input, { deps, borrower, t }) => confirmAutopayCode(deps, borrower, input, t)),
  bind(autopayCancel, ({ orderId }, { deps, borrower, t }) =>
    cancelAutopay(deps, borrower, orderId, t),
  ),
  // The sandbox's UPI app: what a mandate asks, and the borrower's answer to it there.
  bind(devMandate, async ({ reference }, { deps, t }) => {
    const shown = deps.payments.sandbox()?.mandateShown(reference);
    const mandate = await mandateByReference(deps.db, reference);
    if (!shown || !mandate || mandate.provider !== 'sandbox') throw notFound(t('request.notFound'));
    return {
      reference,
      status: shown.status,
      maxAmount: shown.maxAmount,
      kind: mandate.kind,
      market: shown.market,
    };
  }),
  bind(devMandateAnswer, async ({ reference, outcome }, { deps, t, request }) => {
    const mandate = await mandateByReference(deps.db, reference);
    const event =
      mandate?.provider === 'sandbox'
        ? deps.payments.sandbox()?.answerMandate(reference, outcome, deps.clock.now())
        : null;
    if (!event) throw notFound(t('request.notFound'));
    await deliverSandboxEvent(deps, request.log, event);
    const after = await mandateByReference(deps.db, reference);
    return { reference, status: after?.status ?? 'unknown' };
  }),
];
