import type { LoanConfirm } from '@tenora/contract/loans';
import { formatDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import { useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useApp } from '../../platform/app-context.tsx';
import { positiveIntParam } from '../../platform/query-params.ts';
import { openServerUrl } from '../../platform/bridge.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { KeyFactsCard } from './key-facts-card.tsx';
import {
  confirmLoan,
  fetchAgreements,
  fetchOffer,
  jumpToAgreement,
  type Terms,
} from './loans-api.ts';
import { PageSkeleton, PageLoadFailed, PageNotFound } from '../../ui/loaded.tsx';
import './loans.css';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean; message?: string }
  | { kind: 'ready'; offer: LoanConfirm; agreements: { title: string; position: number }[] };

/**
 * `/loanConfirm?productId=`: the offer, its key facts and agreements, and the borrower's consent
 * (docs/product.md#screen-rules).
 */
export default function LoanConfirmPage() {
  const { t, market } = useApp();
  const search = new URLSearchParams(useSearch());
  const productId = positiveIntParam(search.get('productId'));
  const amount = positiveIntParam(search.get('amount'));
  const [periods, setPeriods] = useState(positiveIntParam(search.get('periods')));
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [consent, setConsent] = useState(true);
  const [popup, setPopup] = useState(false);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (productId === undefined) return;
    const abort = new AbortController();
    const terms: Terms = {
      productId,
      ...(amount ? { amount } : {}),
      ...(periods ? { periods } : {}),
    };
    void Promise.all([
      fetchOffer(terms, abort.signal),
      fetchAgreements(productId, abort.signal),
    ]).then(([offer, agreements]) => {
      if (abort.signal.aborted || (!offer.ok && offer.kind === 'unauthenticated')) return;
      if (!offer.ok) {
        setState({
          kind: 'failed',
          offline: offer.kind === 'network',
          ...(offer.kind === 'business' ? { message: offer.message } : {}),
        });
        return;
      }
      setState({
        kind: 'ready',
        offer: offer.data,
        agreements: agreements.ok ? agreements.data : [],
      });
    });
    return () => abort.abort();
  }, [productId, amount, periods, attempt]);

  if (productId === undefined) {
    return <PageNotFound />;
  }
  if (state.kind === 'loading') {
    return <PageSkeleton title={t.confirm.title} />;
  }
  if (state.kind === 'failed') {
    return <PageLoadFailed failure={state} title={t.confirm.loadFailed} onRetry={retry} />;
  }

  const { offer, agreements } = state;
  const terms = { productId, amount: offer.amount, periods: offer.periods };
  // The offer's currency, not the app's (decision 027).
  const money = (n: number) => formatMoney(n, offer.keyFacts.market);

  const submit = async () => {
    setPopup(false);
    const result = await confirmLoan(terms);
    // The confirm page is replaced (docs/product.md#screen-rules), so back does not return to a
    // spent offer.
    if (result.ok)
      openServerUrl(result.data.lendDetailsUrl, { replace: true, extra: { from: 'confirm' } });
  };
  const onConfirm = async () => {
    if (offer.isPopType === 1 && offer.popAgreementUrl) setPopup(true);
    else await submit();
  };
  const openAgreement = async (position: number) => {
    const result = await jumpToAgreement(terms, position);
    if (result.ok) openServerUrl(result.data.contract_url);
  };

  return (
    <main className="page confirm-page">
      <header className="page-header confirm-header">
        <div className="product-head">
          <img className="product-logo" src={offer.productLogo} alt="" width={40} height={40} />
          <h1>{offer.productName}</h1>
        </div>
        <p className="confirm-amount" data-testid="confirm-amount">
          {money(offer.amount)}
        </p>
        <p className="confirm-sub">{offer.detail1}</p>
        <p className="confirm-sub">
          {offer.pRateDsc} · {offer.sp_rate}
        </p>
      </header>

      {offer.termOptions.length > 1 && (
        <section className="card">
          <h2 className="section-title">{t.confirm.term}</h2>
          <div className="chips" role="radiogroup" aria-label={t.confirm.term}>
            {offer.termOptions.map((days) => (
              <button
                key={days}
                type="button"
                role="radio"
                aria-checked={days === offer.periods}
                className={`chip${days === offer.periods ? ' chip-on' : ''}`}
                onClick={() => setPeriods(days)}
              >
                {t.confirm.days(days)}
              </button>
            ))}
          </div>
        </section>
      )}

      <section className="card">
        <h2 className="section-title">{t.confirm.details}</h2>
        <dl className="rows">
          {offer.details.map((row) => (
            <div key={row.title} className="row">
              <dt>{row.title}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="card" data-testid="repay-plan">
        <h2 className="section-title">{t.confirm.plan}</h2>
        <p className="confirm-note">{offer.detail2}</p>
        <ol className="plan">
          {offer.repay_plans.map((p) => (
            <li key={p.title} className="plan-item">
              <span>
                <strong>{p.title}</strong>
                <small>{p.description}</small>
              </span>
              <span className="plan-side">
                <strong>{money(p.amount)}</strong>
                <small>{formatDate(p.pay_time, market)}</small>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <KeyFactsCard facts={offer.keyFacts} rateText={offer.pRateDsc} />

      <section className="card">
        <h2 className="section-title">{t.confirm.agreements}</h2>
        <ul className="links">
          {agreements.map((a) => (
            <li key={a.position}>
              <button type="button" className="link" onClick={() => void openAgreement(a.position)}>
                {a.title}
              </button>
            </li>
          ))}
        </ul>
        <p className="confirm-note">{offer.note}</p>
      </section>

      <div className="confirm-bar">
        <Checkbox checked={consent} onChange={setConsent} testId="consent">
          {t.confirm.consent}
        </Checkbox>
        <Button disabled={!consent} onClick={onConfirm}>
          {t.confirm.confirm}
        </Button>
      </div>

      <Dialog open={popup} title={offer.popTitle} onClose={() => setPopup(false)}>
        <p className="dialog-body">{offer.popContent}</p>
        <button type="button" className="link" onClick={() => openServerUrl(offer.popAgreementUrl)}>
          {t.confirm.readAgreement}
        </button>
        <div className="dialog-actions">
          <Button onClick={submit}>{t.confirm.agreeAndConfirm}</Button>
          <Button variant="secondary" onClick={() => setPopup(false)}>
            {t.confirm.cancel}
          </Button>
        </div>
      </Dialog>
    </main>
  );
}
