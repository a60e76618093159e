import { formatMoney } from '@tenora/domain/money';
import { offeredAmounts as offeredAmountsOf } from '@tenora/domain/payment-methods';
import { useCallback, useRef, useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { showToast } from '../../platform/toast.ts';
import {
  commitCardPayment,
  confirmCardPayment,
  type CardPayment,
  type Payway,
  type SavedCard,
} from './repay-api.ts';
import { checkKeypadAmount, pathWithParams, RESEND_SECONDS } from './repay-rules.ts';

export const CODE_LENGTH = 6;

/** The SMS-code step: what was committed, so a resend sends the very same payment again. */
interface CodeStep {
  recordId: number;
  amount: number;
  card: SavedCard;
  /** The visit the payment was committed in: a resend carries it, so it is the same payment. */
  visitToken: string;
  code: string;
  /** Shown under the input: a wrong code, or the server's message. */
  error: string;
  /**
   * When another code may be asked for (epoch ms). A deadline, not a count: the code sheet ticks
   * it down, and a webview that slept while the borrower read the SMS still shows the true wait.
   */
  resendAt: number;
}

/** The moment a code sent now may be sent again, or after `seconds` when fewer are left. */
const resendAfter = (seconds = RESEND_SECONDS) => Date.now() + seconds * 1000;

export interface RepayTarget {
  orderId: number;
  productId: number | undefined;
  couponId: string | undefined;
  /** An amount chosen on another screen (the instalments), minor units: paid by any method. */
  amount?: number | undefined;
}

export type RepayFlow = ReturnType<typeof useRepayFlow>;

/** Which amount the borrower pays: what is due now (the default), the payoff, or one typed. */
export type AmountChoice = 'due' | 'payoff' | 'custom';

/** The amounts Repay offers for this payway (the rule: `offeredAmounts` in the domain). */
export function offeredAmounts(way: Payway): ReturnType<typeof offeredAmountsOf> {
  return offeredAmountsOf({
    dueNow: way.dueNow,
    owed: way.amountDue,
    partial: way.partialAllowed,
    payoff: way.payoff,
  });
}

/** The code step of a card payment the server says waits for its code, if its card is listed. */
function pendingStep(way: Payway): CodeStep | null {
  const pending = way.pendingCard;
  const card = pending && way.cards.find((c) => c.id === pending.cardId);
  if (!pending || !card) return null;
  const { recordId, amount, visitToken } = pending;
  return {
    recordId,
    amount,
    card,
    visitToken,
    code: '',
    error: '',
    resendAt: resendAfter(pending.resendIn),
  };
}

/**
 * The amount chosen first: one brought from another screen when it is one Repay would take (what
 * is due now, the payoff, or a part payment no larger than what is taken today), else what is due
 * now.
 */
function firstChoice(
  way: Payway,
  brought: number | undefined,
): { choice: AmountChoice; custom: number } {
  const offered = offeredAmounts(way);
  if (brought === undefined || brought === offered.due) return { choice: 'due', custom: 0 };
  if (brought === offered.payoff) return { choice: 'payoff', custom: 0 };
  return way.partialAllowed && brought > 0 && brought <= way.largest
    ? { choice: 'custom', custom: brought }
    : { choice: 'due', custom: 0 };
}

/**
 * Paying by card on the payway (docs/product.md#payments): the card and the amount chosen, the
 * keypad for a part payment, and the SMS-code step with its resend countdown. The payway's views
 * only show what this returns and call its actions.
 */
export function useRepayFlow(way: Payway, target: RepayTarget) {
  const { t } = useApp();
  const { orderId, productId, couponId } = target;
  // None chosen unless there is only one (docs/product.md#screen-rules).
  const onlyCard = way.cards.length === 1 ? way.cards[0]?.id : undefined;
  const [shown, setShown] = useState(way);
  const [cardId, setCardId] = useState<number | undefined>(onlyCard);
  const first = firstChoice(way, target.amount);
  const [choice, setChoice] = useState<AmountChoice>(first.choice);
  const [customAmount, setCustomAmount] = useState(first.custom);
  // Repay opened again while a card payment waits for its code (a reload, the webview back from
  // the SMS): its code step, from the server's record, with what is left of the resend wait.
  const [step, setStep] = useState<CodeStep | null>(() => pendingStep(way));
  // A payway loaded again starts over: its one card, the amount first chosen.
  if (shown !== way) {
    setShown(way);
    setCardId(onlyCard);
    setChoice(first.choice);
    setCustomAmount(first.custom);
    setStep(pendingStep(way));
  }
  const [keypadOpen, setKeypadOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState('');
  // Which code step is showing; a late answer for a cancelled step must not touch the next one.
  const stepSerial = useRef(0);

  const closeKeypad = useCallback(() => setKeypadOpen(false), []);
  const cancelStep = useCallback(() => {
    stepSerial.current += 1;
    setStep(null);
  }, []);

  const money = (minor: number) => formatMoney(minor, way.market);
  const offered = offeredAmounts(way);
  const amount =
    choice === 'custom'
      ? customAmount
      : choice === 'payoff' && offered.payoff !== null
        ? offered.payoff
        : offered.dueToday
          ? offered.due
          : 0;
  const card = way.cards.find((c) => c.id === cardId);

  const goToDetails = () =>
    openServerUrl(pathWithParams('/borrowDetail', { orderId, productId }), { replace: true });

  const commit = (payment: { amount: number; card: SavedCard; visitToken: string }) => {
    const full: CardPayment = { ...payment, orderId, couponId };
    return commitCardPayment(full);
  };

  const pay = () => {
    if (!card) {
      showToast(t.repay.chooseCard);
      return;
    }
    return (async () => {
      const visitToken = way.visitToken;
      const result = await commit({ amount, card, visitToken });
      if (!result.ok) return;
      if (!result.data.needsCode) {
        goToDetails();
        return;
      }
      stepSerial.current += 1;
      const recordId = result.data.recordId;
      setStep({ recordId, amount, card, visitToken, code: '', error: '', resendAt: resendAfter() });
    })();
  };

  const resend = async () => {
    if (!step) return;
    const serial = stepSerial.current;
    const result = await commit(step);
    if (!result.ok || serial !== stepSerial.current) return;
    const recordId = result.data.recordId;
    setStep((s) => s && { ...s, recordId, error: '', resendAt: resendAfter() });
  };

  const finish = (message: string) => {
    cancelStep();
    showToast(message);
    goToDetails();
  };

  const confirmCode = async () => {
    if (!step) return;
    const code = step.code;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      showToast(t.payMethods.codeInvalid);
      return;
    }
    const serial = stepSerial.current;
    setStep((s) => s && { ...s, error: '' });
    const outcome = await confirmCardPayment({ orderId, code, recordId: step.recordId });
    if (outcome.kind === 'paid') return finish(t.payMethods.paid);
    if (outcome.kind === 'duplicate') return finish(t.payMethods.duplicate);
    if (outcome.kind === 'told' || serial !== stepSerial.current) return;
    if (outcome.kind === 'wrongCode') {
      // The server's words say how many tries are left.
      const error = outcome.message || t.payMethods.wrongCode;
      setStep((s) => s && { ...s, code: '', error });
      return;
    }
    const error = outcome.message || t.payMethods.failed;
    setStep((s) => s && { ...s, error, resendAt: resendAfter() });
  };

  // While paying off is allowed the server charges the payoff for everything owed, so the keypad
  // stops there: the amount on the button is always the amount charged. Before it opens, settling
  // everything is refused, so the keypad stops short of it.
  const keypadMax = way.largest;
  const confirmKeypad = () => {
    const checked = checkKeypadAmount(draft, way.market, keypadMax);
    if (checked.ok) {
      setCustomAmount(checked.minor);
      setChoice('custom');
      setKeypadOpen(false);
    } else {
      setDraftError(
        checked.reason === 'tooHigh'
          ? t.payMethods.amountTooHigh(money(keypadMax))
          : t.payMethods.amountInvalid,
      );
    }
  };

  return {
    money,
    /** What every method pays: what is due now, the payoff, or the amount typed on the keypad. */
    amount,
    offered,
    choice,
    choose: setChoice,
    cardId,
    chooseCard: setCardId,
    pay,
    keypad: {
      open: keypadOpen,
      draft,
      error: draftError,
      show: () => {
        setDraft('');
        setDraftError('');
        setKeypadOpen(true);
      },
      type: (next: string) => {
        setDraft(next);
        setDraftError('');
      },
      confirm: confirmKeypad,
      close: closeKeypad,
    },
    code: {
      open: step !== null,
      value: step?.code ?? '',
      error: step?.error ?? '',
      resendAt: step?.resendAt ?? 0,
      type: (code: string) => setStep((s) => s && { ...s, code, error: '' }),
      resend,
      confirm: confirmCode,
      cancel: cancelStep,
    },
  };
}
