import { localDate } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { useDates, type Dates } from '../../platform/use-dates.ts';
import { openServerUrl } from '../../platform/bridge.ts';
import { openUpiMandate } from '../../platform/open-upi-mandate.ts';
import { showToast } from '../../platform/toast.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import {
  cancelAutopay,
  fetchAutopay,
  sendAutopayCode,
  startAutopay,
  type Autopay,
  type AutopayDebit,
} from './autopay-api.ts';
import {
  autopayPhase,
  checkDebitCardForm,
  codeInput,
  expiryInput,
  fieldNamed,
  isCode,
  lastFourInput,
  type DebitCardField,
} from './autopay-rules.ts';
import './autopay.css';

/** The QR encoder, as the UPI panel has it: its own chunk, fetched only to draw a mandate link. */
const UpiQr = lazy(() => import('./upi-qr.tsx'));

/**
 * While a mandate waits for the borrower's UPI app or bank, or for the bank to end it, it is read
 * again this often while the page is in front (and at once when it comes back to the front).
 */
const RECHECK_MS = 5000;
/** How long a UPI app has to take over the screen before the card says none did (as UPI's). */
const NO_APP_MS = 2500;

/**
 * Autopay on Repay (docs/product.md#autopay): India's UPI AutoPay, approved in the borrower's UPI
 * app, or Indonesia's auto-debit from the bank account of a BRI debit card, linked with the code
 * the bank texts. What it does and how to set it up; the approval awaited; then what it takes and
 * when, and Cancel. A debit that failed is said first. Under the ways to pay, in their chunk and
 * with their words (pay-methods.tsx); drawn with the page when the server's first reads read it
 * (repay-load.ts), so nothing moves when it comes. Nothing where the loan's market offers none; a
 * read that failed says so, with a retry.
 */
export default function AutopayCard({ orderId }: { orderId: number }) {
  const { t } = useApp();
  const dates = useDates();
  const ta = t.payMethods.autopay;
  const titleId = useId();
  const { state, retry } = useLoad(`autopay:${orderId}`, (signal) => fetchAutopay(orderId, signal));
  // The answer of an action or a later read, over the one the card was drawn with.
  const [mine, setMine] = useState<Autopay>();
  // Whether the borrower set it up here just now: the code's field then takes the focus.
  const [started, setStarted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const [noApp, setNoApp] = useState(false);
  const noAppTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(noAppTimer.current), []);

  const data = mine ?? (state.kind === 'ready' ? state.data : undefined);
  const mandate = data?.mandate ?? null;
  const phase = autopayPhase(mandate);
  useRecheck(
    data?.available === true && (phase === 'approving' || phase === 'cancelling'),
    orderId,
    setMine,
  );

  if (!data) {
    if (state.kind !== 'failed') return null;
    return (
      <section className="card autopay" aria-labelledby={titleId} data-testid="autopay">
        <h2 className="section-title" id={titleId} data-testid="autopay-title">
          {ta.title}
        </h2>
        <p className="confirm-note" data-testid="autopay-load-failed">
          {state.offline ? t.errors.offlineBody : ta.loadFailed}
        </p>
        <Button variant="secondary" onClick={retry}>
          {t.common.retry}
        </Button>
      </section>
    );
  }
  const kind = data.kind;
  if (!data.available || !kind) return null;

  // The loan's currency and days, not the app's (decision 027).
  const money = (minor: number) => formatMoney(minor, data.market);
  const day = (date: string) => dates.date(date, data.market);

  const show = (next: Autopay) => {
    setMine(next);
    setNotYet(false);
    setNoApp(false);
  };

  const openApproval = (url: string) => {
    setNoApp(false);
    // The bank's page, or the sandbox's: followed as any address the server gives.
    if (!url.startsWith('upi:')) {
      openServerUrl(url);
      return;
    }
    if (openUpiMandate(url)) return;
    // In a browser: if the page is still in front after a moment, no UPI app took over.
    window.clearTimeout(noAppTimer.current);
    noAppTimer.current = window.setTimeout(() => {
      if (document.visibilityState === 'visible') setNoApp(true);
    }, NO_APP_MS);
  };

  const onStarted = (next: Autopay) => {
    show(next);
    setStarted(true);
    const asked = next.mandate;
    if (asked?.status === 'approving' && !asked.awaitsCode && asked.approveUrl)
      openApproval(asked.approveUrl);
  };

  const startUpi = async () => {
    const r = await startAutopay({ orderId });
    if (r.ok) onStarted(r.data);
    else toastRefusal(r);
  };

  const checkAgain = async () => {
    const r = await fetchAutopay(orderId, new AbortController().signal);
    if (!r.ok) return toastRefusal(r);
    show(r.data);
    setNotYet(autopayPhase(r.data.mandate) === 'approving');
  };

  const cancel = async () => {
    const r = await cancelAutopay(orderId);
    if (!r.ok) return;
    setConfirming(false);
    show(r.data);
  };

  const cancelButton = (
    <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="autopay-cancel">
      {ta.cancel}
    </Button>
  );

  let title: string;
  let body: ReactNode;
  if (phase === 'offer') {
    title = ta.offer.title[kind];
    // Refused or cancelled: why, in the server's words, else what became of it.
    const ended =
      mandate &&
      (mandate.problem ?? (mandate.status === 'refused' ? ta.offer.refused : ta.offer.cancelled));
    body = (
      <>
        <p className="confirm-note">{ta.offer.body[kind]}</p>
        {ended && (
          <p className="autopay-problem" data-testid="autopay-problem">
            {ended}
          </p>
        )}
        {kind === 'upi_autopay' ? (
          <div className="autopay-actions">
            <Button onClick={startUpi} data-testid="autopay-start">
              {ta.offer.startUpi}
            </Button>
          </div>
        ) : (
          <DebitCardForm
            orderId={orderId}
            market={data.market}
            banks={data.banks}
            onStarted={onStarted}
          />
        )}
      </>
    );
  } else if (phase === 'approving' && mandate) {
    title = ta.approving.title[kind];
    const url = mandate.approveUrl;
    body = (
      <>
        <p className="confirm-note">{ta.approving.body[kind](money(mandate.maxAmount))}</p>
        <div className="autopay-actions">
          {url && (
            <Button onClick={() => openApproval(url)} data-testid="autopay-open">
              {ta.approving.open[kind]}
            </Button>
          )}
          <Button variant="secondary" onClick={checkAgain} data-testid="autopay-check">
            {ta.approving.checkAgain}
          </Button>
        </div>
        <p className="confirm-note autopay-wait" role="status" data-testid="autopay-not-yet">
          {noApp ? ta.approving.noApp : notYet ? ta.approving.notYet[kind] : ''}
        </p>
        {url?.startsWith('upi:') && (
          <>
            <h3 className="autopay-subtitle">{ta.approving.qrTitle}</h3>
            <Suspense fallback={<div className="upi-qr upi-qr-loading" />}>
              <UpiQr link={url} label={ta.approving.qrLabel(money(mandate.maxAmount))} />
            </Suspense>
          </>
        )}
        <div className="autopay-actions">{cancelButton}</div>
      </>
    );
  } else if (phase === 'code' && mandate) {
    title = ta.code.title;
    const bank = data.banks.find((b) => b.code === mandate.bank)?.name ?? ta.code.yourBank;
    body = (
      <>
        <p className="confirm-note">{ta.code.body(bank)}</p>
        <CodeForm orderId={orderId} focus={started} onDone={show} />
        <div className="autopay-actions">{cancelButton}</div>
      </>
    );
  } else if (phase === 'active' && mandate) {
    title = ta.active.title;
    body = (
      <>
        <dl className="rows" data-testid="autopay-rows">
          {mandate.account && (
            <div className="row">
              <dt>{ta.active.account}</dt>
              <dd>{mandate.account}</dd>
            </div>
          )}
          <div className="row">
            <dt>{ta.active.maxAmount}</dt>
            <dd data-testid="autopay-max">{money(mandate.maxAmount)}</dd>
          </div>
        </dl>
        <h3 className="autopay-subtitle">{ta.active.next}</h3>
        <p className="confirm-note" data-testid="autopay-next">
          {nextDebitLine(data.nextDebit, ta.active, data.market, dates)}
        </p>
        <div className="autopay-actions">{cancelButton}</div>
      </>
    );
  } else if (phase === 'paused') {
    title = ta.paused.title;
    body = (
      <>
        <p className="confirm-note">{ta.paused.body}</p>
        <div className="autopay-actions">{cancelButton}</div>
      </>
    );
  } else {
    title = ta.cancelling.title;
    body = <p className="confirm-note">{ta.cancelling.body}</p>;
  }

  const failed = data.lastFailed;
  return (
    <section
      className="card autopay"
      aria-labelledby={titleId}
      data-testid="autopay"
      data-phase={phase}
    >
      {failed && (
        <p className="autopay-failed" data-testid="autopay-failed">
          {ta.lastFailed(money(failed.amount), day(failed.on))}
        </p>
      )}
      <h2 className="section-title" id={titleId} data-testid="autopay-title">
        {title}
      </h2>
      {body}
      <Dialog open={confirming} title={ta.cancelTitle} onClose={() => setConfirming(false)}>
        <p className="dialog-body">{ta.cancelBody}</p>
        <div className="dialog-actions">
          <Button onClick={cancel} data-testid="autopay-cancel-confirm">
            {ta.cancelConfirm}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {ta.keep}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** A refusal of a quiet call, in the server's own words (the client toasts the other failures). */
function toastRefusal(result: ApiResult<unknown>): void {
  if (!result.ok && result.kind === 'business') showToast(result.message);
}

/**
 * The next debit, as the server has it, in the loan's currency and days: told (when, and when it
 * is taken at the earliest), being taken, or still to be told.
 */
function nextDebitLine(
  debit: AutopayDebit | null,
  words: ReturnType<typeof useApp>['t']['payMethods']['autopay']['active'],
  market: Market,
  dates: Dates,
): string {
  if (!debit) return words.none;
  const amount = formatMoney(debit.amount, market);
  if (debit.status === 'noticed' && debit.noticedAt)
    return words.noticed(
      dates.date(new Date(debit.noticedAt), market),
      amount,
      debit.debitAfter
        ? dates.dateTime(new Date(debit.debitAfter), market)
        : dates.date(debit.on, market),
    );
  if (debit.status === 'presented') return words.presented(amount);
  return words.planned(amount, dates.date(debit.on, market));
}

/**
 * Reads autopay again while `on`: every RECHECK_MS while the page is in front, one question at a
 * time, and at once when the page comes back to the front (the borrower back from their UPI app
 * or bank). None while hidden, none once the card is gone.
 */
function useRecheck(on: boolean, orderId: number, onAnswer: (data: Autopay) => void): void {
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });
  useEffect(() => {
    if (!on) return;
    const controller = new AbortController();
    let timer: number | undefined;
    let asking = false;
    const ask = async () => {
      if (asking || document.visibilityState !== 'visible') return;
      asking = true;
      const r = await fetchAutopay(orderId, controller.signal);
      asking = false;
      if (!controller.signal.aborted && r.ok) answer.current(r.data);
    };
    const next = () => {
      if (!controller.signal.aborted)
        timer = window.setTimeout(() => void ask().then(next), RECHECK_MS);
    };
    const onFront = () => void ask();
    next();
    document.addEventListener('visibilitychange', onFront);
    // A page brought back from the browser's cache shows again without a visibility change.
    window.addEventListener('pageshow', onFront);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onFront);
      window.removeEventListener('pageshow', onFront);
    };
  }, [on, orderId]);
}

/**
 * Indonesia: the bank and the debit card whose account is debited, checked here (and again by the
 * server); a field the server refuses shows its words under that field.
 */
function DebitCardForm(props: {
  orderId: number;
  market: Market;
  banks: Autopay['banks'];
  onStarted: (data: Autopay) => void;
}) {
  const { t } = useApp();
  const tc = t.payMethods.autopay.card;
  const id = useId();
  const { banks } = props;
  // One bank to choose from is chosen (today BRI alone).
  const [bank, setBank] = useState(banks.length === 1 ? (banks[0]?.code ?? '') : '');
  const [lastFour, setLastFour] = useState('');
  const [expiry, setExpiry] = useState('');
  const [problem, setProblem] = useState<{ field: DebitCardField; words?: string } | null>(null);
  // A refusal of the server's that names no field: said under the form, not in a passing toast.
  const [refused, setRefused] = useState('');
  const [busy, setBusy] = useState(false);

  const ids = {
    bank: `${id}-bank`,
    cardLastFour: `${id}-last-four`,
    cardExpiry: `${id}-expiry`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  };
  const wrong = (field: DebitCardField, words?: string) => {
    setProblem({ field, ...(words ? { words } : {}) });
    document.getElementById(ids[field])?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefused('');
    const checked = checkDebitCardForm(
      { bank, cardLastFour: lastFour, cardExpiry: expiry },
      banks.map((b) => b.code),
      // Whether the card has expired, by the phone's day in the loan's market: the server and the
      // bank check it again.
      localDate(new Date(), props.market),
    );
    if (!checked.ok) return wrong(checked.field);
    setBusy(true);
    const r = await startAutopay({ orderId: props.orderId, ...checked.card });
    setBusy(false);
    if (r.ok) return props.onStarted(r.data);
    // What the server could not take (400) is said on the field it names, else under the form;
    // its other refusals (too many tries, the bank not answering) are toasted as usual.
    if (r.kind !== 'business' || String(r.code) !== '400') return toastRefusal(r);
    // The server says a field's fault in the same words as the phone; the contract's own checks
    // name the field.
    const sameWords: Record<string, DebitCardField> = {
      [tc.bankInvalid]: 'bank',
      [tc.lastFourInvalid]: 'cardLastFour',
      [tc.expiryInvalid]: 'cardExpiry',
    };
    const field = sameWords[r.message] ?? fieldNamed(r.message);
    if (field) wrong(field, r.message);
    else setRefused(r.message);
  };

  /** A field's own attributes: its id, and when it is the one to fix, that it is and why. */
  const attrs = (field: DebitCardField, hint = false) => ({
    id: ids[field],
    className: 'field-input',
    'aria-invalid': problem?.field === field || undefined,
    'aria-describedby':
      [hint && ids.hint, problem?.field === field && ids.error].filter(Boolean).join(' ') ||
      undefined,
  });
  const error = (field: DebitCardField) =>
    problem?.field === field && (
      <p className="field-error" id={ids.error} role="alert" data-testid="autopay-card-error">
        {problem.words ??
          (field === 'bank'
            ? tc.bankInvalid
            : field === 'cardLastFour'
              ? tc.lastFourInvalid
              : tc.expiryInvalid)}
      </p>
    );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="autopay-card-form">
      <p className="autopay-hint">{tc.privacy}</p>
      <div className="field">
        <label className="field-label" htmlFor={ids.bank}>
          {tc.bank}
        </label>
        <select
          {...attrs('bank')}
          value={bank}
          onChange={(e) => {
            setBank(e.currentTarget.value);
            setProblem(null);
          }}
          data-testid="autopay-bank"
        >
          <option value="" disabled>
            {tc.chooseBank}
          </option>
          {banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        {error('bank')}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={ids.cardLastFour}>
          {tc.lastFour}
        </label>
        <input
          {...attrs('cardLastFour')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={lastFour}
          onChange={(e) => {
            setLastFour(lastFourInput(e.currentTarget.value));
            setProblem(null);
          }}
          data-testid="autopay-last-four"
        />
        {error('cardLastFour')}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={ids.cardExpiry}>
          {tc.expiry}
        </label>
        <p className="autopay-hint" id={ids.hint}>
          {tc.expiryHint}
        </p>
        <input
          {...attrs('cardExpiry', true)}
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          value={expiry}
          onChange={(e) => {
            setExpiry(expiryInput(e.currentTarget.value));
            setProblem(null);
          }}
          data-testid="autopay-expiry"
        />
        {error('cardExpiry')}
      </div>
      {refused && (
        <p className="field-error" role="alert" data-testid="autopay-card-refused">
          {refused}
        </p>
      )}
      <div className="autopay-actions">
        <Button type="submit" disabled={busy} data-testid="autopay-start">
          {t.payMethods.autopay.offer.startDebit}
        </Button>
      </div>
    </form>
  );
}

/** The code the bank texted to link the card; a wrong one shows the server's words on the field. */
function CodeForm(props: { orderId: number; focus: boolean; onDone: (data: Autopay) => void }) {
  const { t } = useApp();
  const tc = t.payMethods.autopay.code;
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Set up just now: the code is what the borrower does next. Not on a page opened at this step.
  useEffect(() => {
    if (props.focus) input.current?.focus();
  }, [props.focus]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isCode(code)) {
      setError(tc.invalid);
      input.current?.focus();
      return;
    }
    setBusy(true);
    const r = await sendAutopayCode(props.orderId, code);
    setBusy(false);
    if (r.ok) return props.onDone(r.data);
    if (r.kind !== 'business') return;
    // The server's words: a wrong code, how many tries are left, a code no longer valid.
    setError(r.message || tc.invalid);
    setCode('');
    input.current?.focus();
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="autopay-code-form">
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          {tc.label}
        </label>
        <input
          id={inputId}
          ref={input}
          className="field-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setCode(codeInput(e.currentTarget.value));
            setError('');
          }}
          data-testid="autopay-code"
        />
        {error && (
          <p className="field-error" id={errorId} role="alert" data-testid="autopay-code-error">
            {error}
          </p>
        )}
      </div>
      <div className="autopay-actions">
        <Button type="submit" disabled={busy} data-testid="autopay-code-confirm">
          {tc.confirm}
        </Button>
      </div>
    </form>
  );
}
