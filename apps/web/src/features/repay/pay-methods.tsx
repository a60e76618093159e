import { PAY_TYPE } from '@tenora/contract/virtual-account';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import type { PaymentMethod } from '@tenora/domain/payment-methods';
import { isUpiId, normaliseUpiId } from '@tenora/domain/upi';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { bridge, openServerUrl } from '../../platform/bridge.ts';
import { useDrawnPart, useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { CardList, type CardListProps } from './card-list.tsx';
import {
  netBankingUrl,
  providerStatus,
  sendUpiCollect,
  startUpi,
  type ProviderStatus,
} from './pay-methods-api.ts';
import { pathWithParams } from './repay-rules.ts';
import './pay-methods.css';

/** The QR encoder is the heaviest part of UPI: its own chunk, fetched once UPI is shown. */
const UpiQr = lazy(() => import('./upi-qr.tsx'));

/** A payment's status is asked every few seconds while the borrower waits, never faster. */
const POLL_MS = 4000;
/** How long a UPI app has to take over the screen before the page offers the alternatives. */
const NO_APP_MS = 2500;

export interface PayMethodsProps {
  methods: PaymentMethod[];
  market: Market;
  orderId: number;
  productId: number | undefined;
  /** Minor units: exactly what every method charges. */
  amount: number;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** The card method's list: its choice lives with the card flow on the page. */
  card: CardListProps;
}

/**
 * The ways to pay of the borrower's market, as the server listed them (docs/product.md#payments),
 * each charging exactly the amount chosen above. Its own chunk, so the amount shows first.
 */
export default function PayMethods(props: PayMethodsProps) {
  useDrawnPart('repay:methods');
  const { t } = useApp();
  const titleId = useId();
  const { orderId, productId, amount } = props;
  const go = (path: string, params: Record<string, string | number | undefined>) =>
    openServerUrl(pathWithParams(path, { orderId, productId, amount, ...params }));

  const body: Record<PaymentMethod, () => ReactNode> = {
    card: () => <CardList {...props.card} />,
    upi: () => <UpiPanel {...props} />,
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
        {t.repay.methodsTitle}
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
                <span className="pay-method-hint">{t.payMethods.hints[method]}</span>
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

/**
 * UPI (docs/decisions/031-upi-intent-qr-collect.md): the intent link to this phone's UPI app
 * through the shell, a QR code of the same link for another phone, and a collect request to a
 * UPI id. One reference for all three; the screen waits for the webhook's word and says paid.
 */
function UpiPanel(props: PayMethodsProps) {
  const { t } = useApp();
  const { orderId, productId, amount } = props;
  const { state, retry } = useLoad(`upi:${orderId}:${amount}`, (signal) =>
    startUpi(orderId, amount, signal),
  );
  // What the polling learnt since, for the reference it asked about.
  const [settled, setSettled] = useState<{ reference: string; status: ProviderStatus } | null>(
    null,
  );
  const [noApp, setNoApp] = useState(false);
  const noAppTimer = useRef<number | undefined>(undefined);

  const loaded = state.kind === 'ready' ? state.data : null;
  const reference = loaded?.reference ?? null;
  const status =
    loaded && settled?.reference === loaded.reference ? settled.status : loaded?.status;
  const pending = status === 'pending';
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
          setSettled({ reference, status: r.data });
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
  }, [reference, pending]);

  useEffect(() => () => window.clearTimeout(noAppTimer.current), []);

  if (state.kind === 'loading' || !loaded) {
    if (state.kind !== 'failed') return <div className="card-skeleton upi-skeleton" aria-hidden />;
    return (
      <div role="alert">
        <p className="field-error">{state.message || t.payMethods.upi.failed}</p>
        <Button variant="secondary" onClick={retry}>
          {t.payMethods.upi.tryAgain}
        </Button>
      </div>
    );
  }
  const upi = loaded;
  const money = formatMoney(upi.amount, upi.market);
  if (status === 'paid' || status === 'refund_due') {
    return (
      <div className="upi-paid" role="status" data-testid="upi-paid">
        <p className="upi-paid-title">{t.payMethods.upi.paidTitle}</p>
        <p className="confirm-note">{t.payMethods.upi.paidBody(money)}</p>
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
  if (!pending) {
    return (
      <div role="alert">
        <p className="field-error">{t.payMethods.upi.closed}</p>
        <Button variant="secondary" onClick={retry}>
          {t.payMethods.upi.startAgain}
        </Button>
      </div>
    );
  }

  const openApp = () => {
    setNoApp(false);
    if (bridge.openUpi(upi.link)) return;
    // In a browser: if the page is still in front after a moment, no UPI app took over.
    window.clearTimeout(noAppTimer.current);
    noAppTimer.current = window.setTimeout(() => {
      if (document.visibilityState === 'visible') setNoApp(true);
    }, NO_APP_MS);
  };

  return (
    <div className="upi" data-testid="upi">
      <Button onClick={openApp} data-testid="upi-open">
        {t.payMethods.upi.openApp(money)}
      </Button>
      {noApp && (
        <p className="confirm-note upi-no-app" role="status" data-testid="upi-no-app">
          {t.payMethods.upi.noApp}
        </p>
      )}
      <h3 className="upi-subtitle">{t.payMethods.upi.qrTitle}</h3>
      <div className="upi-qr-row">
        <Suspense fallback={<div className="upi-qr upi-qr-loading" aria-hidden />}>
          <UpiQr link={upi.link} label={t.payMethods.upi.qrLabel(money)} />
        </Suspense>
        <p className="upi-qr-amount" data-testid="upi-qr-amount">
          {t.payMethods.upi.qrAmount(money)}
          <span className="upi-reference">{t.payMethods.upi.reference(upi.reference)}</span>
        </p>
      </div>
      <UpiCollect reference={upi.reference} sentTo={upi.collectTo} />
      <p className="confirm-note upi-waiting" aria-live="polite" data-testid="upi-waiting">
        {t.payMethods.upi.waiting}
      </p>
    </div>
  );
}

/** A collect request: the UPI id is checked for form here, and again by the server. */
function UpiCollect(props: { reference: string; sentTo: string | null }) {
  const { t } = useApp();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [sentTo, setSentTo] = useState(props.sentTo);
  const [busy, setBusy] = useState(false);

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
          data-testid="upi-vpa"
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
      <Button variant="secondary" onClick={send} disabled={busy} data-testid="upi-collect">
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
