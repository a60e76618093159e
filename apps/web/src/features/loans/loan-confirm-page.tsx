import { formatDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { positiveIntParam } from '../../platform/query-params.ts';
import { openServerUrl } from '../../platform/bridge.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { KeyFactsCard } from './key-facts-card.tsx';
import {
  agreementUrl,
  confirmLoan,
  fetchAgreements,
  fetchOffer,
  type Offer,
  type Terms,
} from './loans-api.ts';
import { Loaded, PageNotFound } from '../../ui/loaded.tsx';
import './loans.css';

interface Confirmable {
  offer: Offer;
  agreements: { title: string; position: number }[];
}

const NO_PRODUCT: ApiResult<never> = { ok: false, kind: 'business', message: '' };

/**
 * `/loanConfirm?productId=`: the offer, its key facts and agreements, and the borrower's consent
 * (docs/product.md#screen-rules).
 */
export default function LoanConfirmPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const productId = positiveIntParam(search.get('productId'));
  const amount = positiveIntParam(search.get('amount'));
  const [periods, setPeriods] = useState(positiveIntParam(search.get('periods')));
  const terms: Terms | undefined = productId
    ? { productId, ...(amount ? { amount } : {}), ...(periods ? { periods } : {}) }
    : undefined;

  const { state, retry } = useLoad(
    JSON.stringify(terms ?? null),
    async (signal): Promise<ApiResult<Confirmable>> => {
      if (!terms) return NO_PRODUCT;
      const [offer, agreements] = await Promise.all([
        fetchOffer(terms, signal),
        fetchAgreements(terms.productId, signal),
      ]);
      if (!offer.ok) return offer;
      return {
        ...offer,
        data: { offer: offer.data, agreements: agreements.ok ? agreements.data : [] },
      };
    },
  );

  if (productId === undefined) {
    return <PageNotFound />;
  }
  return (
    <Loaded state={state} retry={retry} failedTitle={t.confirm.loadFailed} title={t.confirm.title}>
      {(data) => <ConfirmScreen {...data} productId={productId} onTerm={setPeriods} />}
    </Loaded>
  );
}

function ConfirmScreen({
  offer,
  agreements,
  productId,
  onTerm,
}: Confirmable & { productId: number; onTerm: (days: number) => void }) {
  const { t, market } = useApp();
  const [consent, setConsent] = useState(true);
  const [popup, setPopup] = useState(false);
  const terms = { productId, amount: offer.amount, periods: offer.days };
  // The offer's currency, not the app's (decision 027).
  const money = (n: number) => formatMoney(n, offer.keyFacts.market);

  const submit = async () => {
    setPopup(false);
    const result = await confirmLoan(terms);
    // The confirm page is replaced (docs/product.md#screen-rules), so back does not return to a
    // spent offer.
    if (result.ok) openServerUrl(result.data, { replace: true, extra: { from: 'confirm' } });
  };
  const onConfirm = async () => {
    if (offer.confirmPopup) setPopup(true);
    else await submit();
  };
  const openAgreement = async (position: number) => {
    const result = await agreementUrl(terms, position);
    if (result.ok) openServerUrl(result.data);
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
        <p className="confirm-sub">{offer.summary}</p>
        <p className="confirm-sub">
          {offer.rateText} · {offer.rateNote}
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
                aria-checked={days === offer.days}
                className={`chip${days === offer.days ? ' chip-on' : ''}`}
                onClick={() => onTerm(days)}
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
          {offer.rows.map((row) => (
            <div key={row.label} className="row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="card" data-testid="repay-plan">
        <h2 className="section-title">{t.confirm.plan}</h2>
        <p className="confirm-note">{offer.planNote}</p>
        <ol className="plan">
          {offer.plan.map((p) => (
            <li key={p.title} className="plan-item">
              <span>
                <strong>{p.title}</strong>
                <small>{p.description}</small>
              </span>
              <span className="plan-side">
                <strong>{money(p.amount)}</strong>
                <small>{formatDate(p.dueDate, market)}</small>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <KeyFactsCard facts={offer.keyFacts} rateText={offer.rateText} />

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
        <p className="confirm-note">{offer.agreementsNote}</p>
      </section>

      <div className="confirm-bar">
        <Checkbox checked={consent} onChange={setConsent} testId="consent">
          {t.confirm.consent}
        </Checkbox>
        <Button disabled={!consent} onClick={onConfirm}>
          {t.confirm.confirm}
        </Button>
      </div>

      {offer.confirmPopup && (
        <Dialog open={popup} title={offer.confirmPopup.title} onClose={() => setPopup(false)}>
          <p className="dialog-body">{offer.confirmPopup.body}</p>
          <button
            type="button"
            className="link"
            onClick={() => offer.confirmPopup && openServerUrl(offer.confirmPopup.agreementUrl)}
          >
            {t.confirm.readAgreement}
          </button>
          <div className="dialog-actions">
            <Button onClick={submit}>{t.confirm.agreeAndConfirm}</Button>
            <Button variant="secondary" onClick={() => setPopup(false)}>
              {t.confirm.cancel}
            </Button>
          </div>
        </Dialog>
      )}
    </main>
  );
}
