import { PAY_TYPE } from '@tenora/contract/repayment';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import type { PaymentMethod } from '@tenora/domain/payment-methods';
import { isUpiId, normaliseUpiId } from '@tenora/domain/upi';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { bridge, openServerUrl } from '../../platform/bridge.ts';
import { useDrawnPart } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import AutopayCard from './autopay-card.tsx';
import { CardList, type CardListProps } from './card-list.tsx';
import {
  cardPageUrl,
  netBankingUrl,
  providerStatus,
  sendUpiCollect,
  startUpi,
  type ProviderStatus,
  type UpiPayment,
} from './pay-methods-api.ts';
import { pathWithParams } from './repay-rules.ts';
import './pay-methods.css';

/** The QR encoder is the heaviest part of UPI: its own chunk, fetched once a code is asked. */
const loadUpiQr = () => import('./upi-qr.tsx');
const UpiQr = lazy(loadUpiQr);

/** A payment's status is asked every few seconds while the borrower waits, never faster. */
const POLL_MS = 4000;
/** How long a UPI app has to take over the screen before the page offers the alternatives. */
const NO_APP_MS = 2500;

export interface PayMethodsProps {
  methods: PaymentMethod[];
  market: Market;
  orderId: number;
  productId: number | undefined;
  /** Minor units: exactly what every method charges; 0 while nothing can be paid today. */
  amount: number;
  /** The way chosen; none when the server lists none. */
  method: PaymentMethod | undefined;
  onMethod: (method: PaymentMethod) => void;
  /** The card method's list: its choice lives with the card flow on the page. */
  card: CardListProps;
  /** Where a card is paid: Repay's form (the list above), or the provider's own page. */
  cardEntry: 'form' | 'page';
}

/**
 * The ways to pay of the borrower's market, as the server listed them (docs/product.md#payments),
 * each charging exactly the amount chosen above, and under them autopay (autopay-card.tsx), also
 * while nothing can be paid today. Its own chunk, so the amount shows first.
 */
export default function PayMethods(props: PayMethodsProps) {
  const { method } = props;
  return (
    <>
      {/* Nothing payable chosen (an amount that opens later): no way to pay is offered for it. */}
      {method && props.amount > 0 && <Methods {...props} method={method} />}
      <AutopayCard orderId={props.orderId} />
    </>
  );
}

function Methods(props: PayMethodsProps & { method: PaymentMethod }) {
  useDrawnPart('repay:methods');
  const { t } = useApp();
  const titleId = useId();
  const { orderId, productId, amount } = props;
  const upi = useUpiStart(orderId);
  const go = (path: string, params: Record<string, string | number | undefined>) =>
    openServerUrl(pathWithParams(path, { orderId, productId, amount, ...params }));

  const body: Record<PaymentMethod, () => ReactNode> = {
    card: () =>
      props.cardEntry === 'page' ? (
        <MethodAction
          body={t.payMethods.cardPage.body}
          label={t.payMethods.cardPage.continue}
          testId="card-page-continue"
          onClick={async () => {
            const r = await cardPageUrl(orderId, amount);
            if (r.ok) openServerUrl(r.data);
          }}
        />
      ) : (
        <CardList {...props.card} />
      ),
    upi: () => <UpiPanel {...props} upi={upi} />,
    netbanking: () => (
      <MethodAction
        body={t.payMethods.netbanking.body}
        label={t.payMethods.netbanking.continue}
        testId="netbanking-continue"
        onClick={async () => {
          const r = await netBankingUrl(orderId, amount);
          if (r.ok) openServerUrl(r.data);
        }}
      />
    ),
    va: () => (
      <MethodAction
        body={props.market === 'IN' ? t.payMethods.va.in : t.payMethods.va.id}
        label={t.payMethods.va.continue}
        testId="va-continue"
        onClick={() => go('/individual', { payType: PAY_TYPE.bank, display: 1 })}
      />
    ),
    store: () => (
      <MethodAction
        body={t.payMethods.store.body}
        label={t.payMethods.store.continue}
        testId="store-continue"
        onClick={() => go('/individual', { payType: PAY_TYPE.market, display: 1 })}
      />
    ),
    wallet: () => (
      <MethodAction
        body={t.payMethods.wallet.body}
        label={t.payMethods.wallet.continue}
        testId="wallet-link"
        onClick={() => go('/alipayrepayment', { from: 'payway' })}
      />
    ),
  };

  return (
    <section className="card pay-methods">
      <h2 className="section-title" id={titleId}>
        {t.payMethods.methodsTitle}
      </h2>
      <div className="choices" role="radiogroup" aria-labelledby={titleId}>
        {props.methods.map((method) => (
          <div key={method} className="pay-method" data-testid={`method-${method}`}>
            <label className="choice">
              <input
                type="radio"
                name="pay-method"
                value={method}
                checked={props.method === method}
                onChange={() => props.onMethod(method)}
              />
              <span className="choice-text">
                <span className="pay-method-name">{t.payMethods.names[method]}</span>
                <span className="pay-method-hint">
                  {method === 'card' && props.cardEntry === 'page'
                    ? t.payMethods.cardPage.hint
                    : t.payMethods.hints[method]}
                </span>
              </span>
            </label>
            {props.method === method && <div className="pay-method-body">{body[method]()}</div>}
          </div>
        ))}
      </div>
    </section>
  );
}

function MethodAction(props: {
  body: string;
  label: string;
  testId: string;
  onClick: () => void | Promise<void>;
}) {
  return (
    <>
      <p className="confirm-note">{props.body}</p>
      <Button onClick={props.onClick} data-testid={props.testId}>
        {props.label}
      </Button>
    </>
  );
}

/** Where the borrower's UPI code stands, for the amount they asked it for. */
type UpiCodeState =
  | { kind: 'starting' }
  | { kind: 'failed'; why: 'offline' | 'refused' | 'broken'; message: string }
  | { kind: 'ready'; payment: UpiPayment };

interface UpiStart {
  /** The code asked last, with its amount: null until the borrower asks for one. */
  asked: { amount: number; state: UpiCodeState } | null;
  start: (amount: number) => Promise<void>;
  /** What the polling learnt of the payment shown. */
  settle: (reference: string, status: ProviderStatus) => void;
}

/**
 * India's UPI code is made by the borrower's tap and by nothing else: not by drawing the page, nor
 * by showing the panel, nor by a prefetch (docs/decisions/087-a-get-never-writes.md). Kept by the
 * ways to pay rather than the panel, so a look at another way and back shows the same code.
 */
function useUpiStart(orderId: number): UpiStart {
  const [asked, setAsked] = useState<UpiStart['asked']>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const start = async (amount: number) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setAsked({ amount, state: { kind: 'starting' } });
    // The QR code's chunks come while the server makes the code, not after.
    void loadUpiQr()
      .then((qr) => qr.fetchEncoder())
      .catch(() => undefined);
    const r = await startUpi(orderId, amount, controller.signal);
    // A later tap, or the screen gone; a lost session is the app shell's to show.
    if (controller.signal.aborted || (!r.ok && r.kind === 'unauthenticated')) return;
    setAsked({
      amount,
      state: r.ok
        ? { kind: 'ready', payment: r.data }
        : {
            kind: 'failed',
            why: r.kind === 'network' ? 'offline' : r.kind === 'business' ? 'refused' : 'broken',
            message: r.message,
          },
    });
  };
  const settle = useCallback(
    (reference: string, status: ProviderStatus) =>
      setAsked((now) =>
        now?.state.kind === 'ready' && now.state.payment.reference === reference
          ? { ...now, state: { kind: 'ready', payment: { ...now.state.payment, status } } }
          : now,
      ),
    [],
  );
  return { asked, start, settle };
}

/**
 * UPI (docs/decisions/031-upi-intent-qr-collect.md): the intent link to this phone's UPI app
 * through the shell, a QR code of the same link for another phone, and a collect request to a
 * UPI id. One reference for all three, made when the borrower asks for it; the screen waits for
 * the webhook's word and says paid.
 */
function UpiPanel(props: PayMethodsProps & { upi: UpiStart }) {
  const { t } = useApp();
  const { orderId, productId, amount, market, upi } = props;
  const [noApp, setNoApp] = useState(false);
  const noAppTimer = useRef<number | undefined>(undefined);
  const stage = useRef<HTMLDivElement>(null);

  // Another amount than the code's asks for a code of its own, again by the borrower's tap.
  const current = upi.asked?.amount === amount ? upi.asked.state : null;
  const payment = current?.kind === 'ready' ? current.payment : null;
  const reference = payment?.reference ?? null;
  const pending = payment?.status === 'pending';
  const { settle } = upi;
  // Polite waiting: one question at a time, none while the page is hidden, none once it is gone.
  useEffect(() => {
    if (!reference || !pending) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const ask = async () => {
      if (document.visibilityState === 'visible') {
        const r = await providerStatus(reference, controller.signal);
        if (controller.signal.aborted) return;
        if (r.ok && r.data !== 'pending') {
          settle(reference, r.data);
          return;
        }
      }
      timer = window.setTimeout(() => void ask(), POLL_MS);
    };
    timer = window.setTimeout(() => void ask(), POLL_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [reference, pending, settle]);

  useEffect(() => () => window.clearTimeout(noAppTimer.current), []);

  // The button that made the code gives way to it: the borrower's next step takes the focus.
  const tapped = useRef(false);
  useEffect(() => {
    if (pending && tapped.current) {
      tapped.current = false;
      // The code's first button opens the UPI app.
      stage.current?.querySelector('button')?.focus({ preventScroll: true });
    }
  }, [pending]);

  if (payment && (payment.status === 'paid' || payment.status === 'refund_due')) {
    return (
      <div className="upi-paid" role="status" data-testid="upi-paid">
        <p className="upi-paid-title">{t.payMethods.upi.paidTitle}</p>
        <p className="confirm-note">
          {t.payMethods.upi.paidBody(formatMoney(payment.amount, payment.market))}
        </p>
        <Button
          onClick={() =>
            openServerUrl(pathWithParams('/borrowDetail', { orderId, productId }), {
              replace: true,
            })
          }
        >
          {t.payMethods.upi.backToLoan}
        </Button>
      </div>
    );
  }

  // The code's own layout, unseen, under whatever is shown in its place: the panel keeps the
  // height the code takes from the first paint on, so nothing below it moves when the code comes
  // (docs/decisions/087-a-get-never-writes.md). Last, so the shown part's buttons come first.
  const ghost = (
    <div className="upi-ghost" aria-hidden="true" inert>
      <UpiCode
        payment={{
          reference: UPI_REFERENCE_SHAPE,
          link: '',
          amount,
          market,
          status: 'pending',
          expireAt: '',
          collectTo: null,
          collect: true,
        }}
        ghost
        noApp={false}
      />
    </div>
  );

  if (payment && pending) {
    const openApp = () => {
      setNoApp(false);
      if (bridge.openUpi(payment.link)) return;
      // In a browser: if the page is still in front after a moment, no UPI app took over.
      window.clearTimeout(noAppTimer.current);
      noAppTimer.current = window.setTimeout(() => {
        if (document.visibilityState === 'visible') setNoApp(true);
      }, NO_APP_MS);
    };
    return (
      <div className="upi-stage" ref={stage} data-testid="upi-stage">
        <UpiCode payment={payment} onOpenApp={openApp} noApp={noApp} />
        {ghost}
      </div>
    );
  }

  const starting = current?.kind === 'starting';
  const problem =
    current?.kind === 'failed'
      ? current.why === 'offline'
        ? t.payMethods.upi.offline
        : // The server's own words say why it refused (nothing owed, say); a broken answer says nothing.
          (current.why === 'refused' && current.message) || t.payMethods.upi.failed
      : payment
        ? t.payMethods.upi.closed
        : null;
  const changed = !current && upi.asked?.state.kind === 'ready';
  // The label stays while the code is made: a label that changed under the tap would move.
  const label =
    current?.kind === 'failed'
      ? t.payMethods.upi.tryAgain
      : payment
        ? t.payMethods.upi.startAgain
        : t.payMethods.upi.getCode(formatMoney(amount, market));
  return (
    <div className="upi-stage" ref={stage} data-testid="upi-stage">
      {/* The button where the code's first button will be; the box below where the rest will. */}
      <div className="upi-cover" aria-busy={starting || undefined}>
        <Button
          onClick={() => {
            tapped.current = true;
            return upi.start(amount);
          }}
          disabled={starting}
          data-testid="upi-start"
        >
          {label}
        </Button>
        <div className="upi-cover-note">
          {problem ? (
            <p className="field-error" role="alert" data-testid="upi-problem">
              {problem}
            </p>
          ) : (
            <p className="confirm-note">
              {changed ? t.payMethods.upi.amountChanged : t.payMethods.upi.intro}
            </p>
          )}
          <p className="visually-hidden" role="status">
            {starting ? t.payMethods.upi.starting : ''}
          </p>
        </div>
      </div>
      {ghost}
    </div>
  );
}

/** The length of a reference the server makes (`upi` and 20 hex digits): the placeholder's. */
const UPI_REFERENCE_SHAPE = `upi${'0'.repeat(20)}`;

/**
 * The code to pay: the intent link's button, the QR code with its amount, the collect request and
 * the wait. `ghost`: the same layout with a stand-in payment, for the space it takes, with nothing
 * a test or a screen reader would take for the code.
 */
function UpiCode(props: {
  payment: UpiPayment;
  ghost?: boolean;
  onOpenApp?: () => void;
  noApp: boolean;
}) {
  const { t } = useApp();
  const { payment, ghost = false } = props;
  const money = formatMoney(payment.amount, payment.market);
  const testId = (id: string) => (ghost ? undefined : id);
  return (
    <div className="upi" data-testid={testId('upi')}>
      <Button onClick={props.onOpenApp} data-testid={testId('upi-open')}>
        {t.payMethods.upi.openApp(money)}
      </Button>
      {props.noApp && (
        <p className="confirm-note upi-no-app" role="status" data-testid="upi-no-app">
          {payment.collect ? t.payMethods.upi.noApp : t.payMethods.upi.noAppQr}
        </p>
      )}
      <h3 className="upi-subtitle">{t.payMethods.upi.qrTitle}</h3>
      <div className="upi-qr-row">
        {ghost ? (
          <div className="upi-qr" />
        ) : (
          <Suspense
            fallback={
              // Said in words as well as by the wheel: a live region reads out its text, not a label.
              <div className="upi-qr upi-qr-loading" role="status" data-testid="upi-qr-loading">
                <span className="visually-hidden">{t.payMethods.upi.starting}</span>
              </div>
            }
          >
            <UpiQr link={payment.link} label={t.payMethods.upi.qrLabel(money)} />
          </Suspense>
        )}
        <p className="upi-qr-amount" data-testid={testId('upi-qr-amount')}>
          {t.payMethods.upi.qrAmount(money)}
          <span className="upi-reference">{t.payMethods.upi.reference(payment.reference)}</span>
        </p>
      </div>
      {payment.collect && (
        <UpiCollect reference={payment.reference} sentTo={payment.collectTo} ghost={ghost} />
      )}
      <p
        className="confirm-note upi-waiting"
        aria-live={ghost ? undefined : 'polite'}
        data-testid={testId('upi-waiting')}
      >
        {t.payMethods.upi.waiting}
      </p>
    </div>
  );
}

/** A collect request: the UPI id is checked for form here, and again by the server. */
function UpiCollect(props: { reference: string; sentTo: string | null; ghost: boolean }) {
  const { t } = useApp();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [sentTo, setSentTo] = useState(props.sentTo);
  const [busy, setBusy] = useState(false);
  const testId = (id: string) => (props.ghost ? undefined : id);

  const send = async () => {
    const vpa = normaliseUpiId(value);
    if (!isUpiId(vpa)) {
      setError(t.payMethods.upi.collectInvalid);
      return;
    }
    setBusy(true);
    const r = await sendUpiCollect(props.reference, vpa);
    setBusy(false);
    if (r.ok) {
      setSentTo(r.data.collectTo);
      setError('');
    } else setError(r.message || t.payMethods.upi.collectInvalid);
  };

  return (
    <form
      className="upi-collect"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h3 className="upi-subtitle">{t.payMethods.upi.collectTitle}</h3>
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          {t.payMethods.upi.collectLabel}
        </label>
        <input
          id={inputId}
          className="field-input"
          type="text"
          inputMode="email"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="off"
          maxLength={300}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError('');
          }}
          data-testid={testId('upi-vpa')}
        />
        {error ? (
          <p className="field-error" id={errorId} role="alert" data-testid="upi-vpa-error">
            {error}
          </p>
        ) : (
          <p className="field-hint" id={hintId}>
            {t.payMethods.upi.collectHint}
          </p>
        )}
      </div>
      {/* Sent on a tap or on Enter in the field (the form's submit). */}
      <Button
        variant="secondary"
        onClick={send}
        disabled={busy}
        data-testid={testId('upi-collect')}
      >
        {t.payMethods.upi.collectSend}
      </Button>
      {sentTo && (
        <p className="confirm-note" role="status" data-testid="upi-collect-sent">
          {t.payMethods.upi.collectSent(sentTo)}
        </p>
      )}
    </form>
  );
}
