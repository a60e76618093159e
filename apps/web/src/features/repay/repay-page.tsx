import {
  REPAY_CODES,
  repaymentCommit,
  repaymentConfirm,
  repaymentWay,
  type BankCard,
} from '@tenora/contract/repayment';
import type { ResponseOf } from '@tenora/contract/endpoint';
import { maskCard } from '@tenora/domain/card';
import { formatMoney } from '@tenora/domain/money';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { withSession } from '../../platform/session.ts';
import { Button } from '../../ui/button.tsx';
import { useCountdown } from '../../ui/countdown.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { MoneyKeypad } from '../../ui/money-keypad.tsx';
import { showToast } from '../../platform/toast.ts';
import {
  carriedParams,
  checkKeypadAmount,
  couponIdParam,
  KEYPAD_DECIMALS,
  KEYPAD_MAX_LENGTH,
  pathWithParams,
  repayTarget,
  RESEND_SECONDS,
} from './repay-rules.ts';
import { PageSkeleton, PageLoadFailed, PageNotFound } from '../../ui/loaded.tsx';
import './repay.css';

/** The repayToken in it is one per visit: every commit of this visit, resends too, carries it. */
type Way = ResponseOf<typeof repaymentWay>;

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean; message: string }
  | { kind: 'ready'; way: Way };

/** The SMS-code step: what was committed, so a resend sends the very same payment again. */
interface CodeStep {
  recordId: number;
  amount: number;
  card: BankCard;
  code: string;
  /** Shown under the input: a wrong code, or the server's message. */
  error: string;
}

const CODE_LENGTH = 6;
const CURRENCY_SIGN = { IN: '₹', ID: 'Rp' } as const;

/**
 * `/repay?orderId=&productId=` (the "payway"): what is owed, the borrower's cards, and paying
 * by card with an SMS code when the provider asks for one (docs/product.md#payments).
 */
export default function RepayPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const { orderId, productId } = repayTarget(search);
  const carried = carriedParams(search);
  const couponId = couponIdParam(search);

  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [cardId, setCardId] = useState<number | undefined>(undefined);
  const [customAmount, setCustomAmount] = useState<number | undefined>(undefined);
  const [keypadOpen, setKeypadOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState('');
  const [step, setStep] = useState<CodeStep | null>(null);
  const {
    remaining,
    running,
    start: startCountdown,
    reset: resetCountdown,
  } = useCountdown(RESEND_SECONDS);
  // Which code step is showing; a late answer for a cancelled step must not touch the next one.
  const stepSerial = useRef(0);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const closeKeypad = useCallback(() => setKeypadOpen(false), []);
  const cancelStep = useCallback(() => {
    stepSerial.current += 1;
    setStep(null);
    resetCountdown();
  }, [resetCountdown]);

  useEffect(() => {
    if (orderId === undefined) return;
    const abort = new AbortController();
    void call(repaymentWay, { orderId }, { signal: abort.signal, quiet: true }).then((result) => {
      if (abort.signal.aborted || (!result.ok && result.kind === 'unauthenticated')) return;
      if (!result.ok) {
        setState({ kind: 'failed', offline: result.kind === 'network', message: result.message });
        return;
      }
      const cards = result.data.bankCards;
      setCardId(cards.length === 1 ? cards[0]?.id : undefined);
      setCustomAmount(undefined);
      setState({ kind: 'ready', way: result.data });
    });
    return () => abort.abort();
  }, [orderId, attempt]);

  if (orderId === undefined) {
    return <PageNotFound />;
  }
  if (state.kind === 'loading') {
    return <PageSkeleton title={t.repay.title} />;
  }
  if (state.kind === 'failed') {
    return <PageLoadFailed failure={state} title={t.repay.loadFailed} onRetry={retry} />;
  }

  const { way } = state;
  // The loan's currency, not the app's: the address may name another market's app (decision 027).
  const market = way.market;
  const money = (minor: number) => formatMoney(minor, market);
  const amount = customAmount ?? way.amount;
  const card = way.bankCards.find((c) => c.id === cardId);

  const goToDetails = () =>
    openServerUrl(pathWithParams('/borrowDetail', { orderId, productId }), { replace: true });

  const commit = (payment: { amount: number; card: BankCard }) =>
    call(repaymentCommit, {
      amount: payment.amount,
      cardId: payment.card.id,
      orderId,
      repayToken: way.repayToken,
      bankName: payment.card.bankName,
      bankCode: payment.card.bankCode,
      // Only ever the masked number, whatever the server sent.
      cardNo: maskCard(payment.card.cardNo),
      ...(couponId ? { couponId } : {}),
      sendMsg: 1,
    });

  const pay = () => {
    if (!card) {
      showToast(t.repay.chooseCard);
      return;
    }
    return (async () => {
      const result = await commit({ amount, card });
      if (!result.ok) return;
      if (result.data.needValid !== 1) {
        goToDetails();
        return;
      }
      stepSerial.current += 1;
      setStep({ recordId: result.data.repayRecordId, amount, card, code: '', error: '' });
      startCountdown();
    })();
  };

  const resend = async () => {
    if (!step) return;
    const serial = stepSerial.current;
    const result = await commit(step);
    if (!result.ok || serial !== stepSerial.current) return;
    const recordId = result.data.repayRecordId;
    setStep((s) => s && { ...s, recordId, error: '' });
    startCountdown();
  };

  const finish = (message: string) => {
    cancelStep();
    showToast(message);
    goToDetails();
  };

  const confirm = async () => {
    if (!step) return;
    const code = step.code;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      showToast(t.repay.codeInvalid);
      return;
    }
    const serial = stepSerial.current;
    setStep((s) => s && { ...s, error: '' });
    const result = await call(
      repaymentConfirm,
      { orderId, verifyCode: code, repaymentRecordId: step.recordId },
      { quiet: true },
    );
    if (result.ok) {
      finish(t.repay.paid);
      return;
    }
    if (result.kind === 'business' && String(result.code) === REPAY_CODES.duplicate) {
      finish(t.repay.duplicate);
      return;
    }
    // Network and protocol failures were toasted by the client; 401 went to the sign-in screen.
    if (result.kind !== 'business' || serial !== stepSerial.current) return;
    if (String(result.code) === REPAY_CODES.wrongCode) {
      // The server's words say how many tries are left.
      setStep((s) => s && { ...s, code: '', error: result.message || t.repay.wrongCode });
      return;
    }
    const message = result.message || t.repay.failed;
    setStep((s) => s && { ...s, error: message });
    startCountdown();
  };

  const typeCode = (code: string) => setStep((s) => s && { ...s, code, error: '' });
  const openKeypad = () => {
    setDraft('');
    setDraftError('');
    setKeypadOpen(true);
  };
  const confirmKeypad = () => {
    const checked = checkKeypadAmount(draft, market, way.amount);
    if (checked.ok) {
      setCustomAmount(checked.minor === way.amount ? undefined : checked.minor);
      setKeypadOpen(false);
    } else {
      setDraftError(
        checked.reason === 'tooHigh'
          ? t.repay.amountTooHigh(money(way.amount))
          : t.repay.amountInvalid,
      );
    }
  };

  return (
    <main className="page repay-page">
      <header className="page-header repay-header">
        <h1>{t.repay.title}</h1>
        <p className="confirm-sub repay-due-label">{t.repay.amountDue}</p>
        <p className="confirm-amount" data-testid="amount-due">
          {money(way.amount)}
        </p>
      </header>

      {way.partial && (
        <section className="card" data-testid="partial">
          <dl className="rows">
            <div className="row">
              <dt>{t.repay.amountToPay}</dt>
              <dd data-testid="amount-to-pay">{money(amount)}</dd>
            </div>
          </dl>
          <button type="button" className="link choice-link" onClick={openKeypad}>
            {t.repay.payDifferent}
          </button>
          {customAmount !== undefined && (
            <button
              type="button"
              className="link choice-link"
              onClick={() => setCustomAmount(undefined)}
            >
              {t.repay.payFull}
            </button>
          )}
        </section>
      )}

      <CardList
        cards={way.bankCards}
        selected={cardId}
        onSelect={setCardId}
        addCardHref={withSession('/addnormalcard', {
          orderId,
          productId,
          from: 'payway',
          ...carried,
        })}
      />

      {way.alipay === 1 && (
        <section className="card">
          <Link
            className="choice choice-link"
            data-testid="wallet-link"
            href={withSession('/alipayrepayment', {
              orderId,
              productId,
              withholdingAmount: carried.withholdingAmount,
              from: 'payway',
            })}
          >
            {t.repay.wallet}
          </Link>
        </section>
      )}

      <div className="confirm-bar">
        <Button onClick={pay} disabled={amount <= 0} data-testid="pay">
          {t.repay.pay(money(amount))}
        </Button>
      </div>

      <Dialog open={keypadOpen} title={t.repay.enterAmount} onClose={closeKeypad}>
        <p className="keypad-display" aria-live="polite" data-testid="keypad-display">
          <span className="keypad-sign">{CURRENCY_SIGN[market]}</span>
          {draft || '0'}
        </p>
        <p className="field-error keypad-error" role="alert">
          {draftError}
        </p>
        <MoneyKeypad
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setDraftError('');
          }}
          onConfirm={confirmKeypad}
          onHide={closeKeypad}
          maxLength={KEYPAD_MAX_LENGTH}
          decimals={KEYPAD_DECIMALS[market]}
          labels={t.keypad}
        />
      </Dialog>

      <Dialog open={step !== null} title={t.repay.codeTitle} onClose={cancelStep}>
        <p className="dialog-body">{t.repay.codeBody}</p>
        <CodeField
          value={step?.code ?? ''}
          error={step?.error ?? ''}
          label={t.repay.code}
          onChange={typeCode}
        />
        <Button
          variant="secondary"
          className="resend"
          disabled={running}
          onClick={resend}
          data-testid="resend"
        >
          {running ? t.repay.resendIn(remaining) : t.repay.resend}
        </Button>
        <div className="dialog-actions">
          <Button onClick={confirm} data-testid="confirm-code">
            {t.repay.confirm}
          </Button>
          <Button variant="secondary" onClick={cancelStep}>
            {t.repay.cancel}
          </Button>
        </div>
      </Dialog>
    </main>
  );
}

/**
 * The borrower's cards as radio rows; none chosen unless there is only one
 * (docs/product.md#screen-rules).
 */
function CardList(props: {
  cards: BankCard[];
  selected: number | undefined;
  onSelect: (id: number) => void;
  addCardHref: string;
}) {
  const { t } = useApp();
  const titleId = useId();
  return (
    <section className="card">
      <h2 className="section-title" id={titleId}>
        {t.repay.cards}
      </h2>
      {props.cards.length === 0 ? (
        <p className="confirm-note">{t.repay.noCards}</p>
      ) : (
        <div className="choices" role="radiogroup" aria-labelledby={titleId}>
          {props.cards.map((c) => (
            <label key={c.id} className="choice" data-testid="bank-card">
              <input
                type="radio"
                name="bank-card"
                value={c.id}
                checked={props.selected === c.id}
                onChange={() => props.onSelect(c.id)}
              />
              <span className="choice-text">
                {c.bankName} <span className="card-mask">{maskCard(c.cardNo)}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      <Link className="choice choice-link" href={props.addCardHref} data-testid="add-card">
        {t.repay.addCard}
      </Link>
    </section>
  );
}

/** The SMS code: six digits, nothing else, with the one-time-code hint for autofill. */
function CodeField(props: {
  value: string;
  error: string;
  label: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {props.label}
      </label>
      <input
        id={inputId}
        className="field-input code-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) =>
          props.onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH))
        }
        data-testid="code-input"
      />
      {props.error && (
        <p className="field-error" id={errorId} role="alert" data-testid="code-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
