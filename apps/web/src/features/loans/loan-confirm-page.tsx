import { LOAN_CODES } from '@tenora/contract/loans';
import { formatMoney } from '@tenora/domain/money';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, navigate, useSearch } from '../../platform/router.tsx';
import { withSession } from '../../platform/session.ts';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { withWords } from '../../platform/i18n/catalogues.ts';
import { useDates } from '../../platform/use-dates.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { bridge, openServerUrl } from '../../platform/bridge.ts';
import type { PageLoad } from '../../platform/page-load.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { clampAmount } from '@tenora/domain/credit-limit';
import { AmountPicker } from './amount-picker.tsx';
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

// The key fact statement sits below the plan: its chunk comes right after the screen's, so the
// amount and the plan paint first (docs/performance.md). Its words come with it (decision 119).
// The popup some products ask before confirming: fetched once consent is ticked, so it is there
// by the tap, and left out of what the screen needs to paint.
const loadConfirmPopup = () => import('./confirm-popup.tsx');
const ConfirmPopup = lazy(loadConfirmPopup);
const KeyFactsCard = lazy(
  withWords(['keyFacts'], () =>
    import('./key-facts-card.tsx').then((m) => ({ default: m.KeyFactsCard })),
  ),
);

type Confirmable =
  | {
      kind: 'offer';
      offer: Offer;
      agreements: { title: string; position: number }[];
      /** The address asked for an amount or term no longer on offer; the default is shown. */
      reset: boolean;
    }
  /** What is left of the limit is below the product's minimum: the server's words. */
  | { kind: 'noAmount'; message: string };

const NO_PRODUCT: ApiResult<never> = { ok: false, kind: 'business', message: '' };

/** How long the amount rests before it is priced: a slider drag is one request, not one a pixel. */
const REPRICE_DELAY_MS = 350;

/** The product and the choice the address remembers, if it names a product. */
function termsFrom(search: URLSearchParams): Terms | undefined {
  const productId = positiveIntParam(search.get('productId'));
  const amount = positiveIntParam(search.get('amount'));
  const periods = positiveIntParam(search.get('periods'));
  return productId
    ? { productId, ...(amount ? { amount } : {}), ...(periods ? { periods } : {}) }
    : undefined;
}

async function loadConfirmable(
  terms: Terms | undefined,
  signal: AbortSignal,
): Promise<ApiResult<Confirmable>> {
  if (!terms) return NO_PRODUCT;
  const [first, agreements] = await Promise.all([
    fetchOffer(terms, signal),
    fetchAgreements(terms.productId, signal),
  ]);
  let offer = first;
  // A remembered choice the server no longer offers (the limit moved since): show the
  // default, and say so, rather than a dead end.
  const stale =
    !offer.ok &&
    offer.kind === 'business' &&
    offer.code !== LOAN_CODES.limitTooLow &&
    (terms.amount !== undefined || terms.periods !== undefined);
  if (stale) {
    const fresh = await fetchOffer({ productId: terms.productId }, signal);
    if (fresh.ok) offer = fresh;
  }
  if (!offer.ok && offer.code === LOAN_CODES.limitTooLow) {
    const data: Confirmable = { kind: 'noAmount', message: offer.message };
    return { ok: true, code: offer.code, message: offer.message, data };
  }
  if (!offer.ok) return offer;
  return {
    ...offer,
    data: {
      kind: 'offer',
      offer: offer.data,
      agreements: agreements.ok ? agreements.data : [],
      reset: stale,
    },
  };
}

export const load: PageLoad = (query, signal) => loadConfirmable(termsFrom(query), signal);

/**
 * `/loanConfirm?productId=&amount=&periods=`: the offer, the amount and term to choose, its key
 * facts and agreements, and the borrower's consent (docs/product.md#credit-limit,
 * docs/product.md#screen-rules). The choice lives in the address, so the documents and back, or a
 * reload, bring it back (decision 034).
 */
export default function LoanConfirmPage() {
  const { t } = useApp();
  const terms = termsFrom(new URLSearchParams(useSearch()));
  const productId = terms?.productId;

  // Keyed by the product only: the screen itself re-prices as the choice moves and writes it to
  // the address, which must not reload the page.
  const { state, retry } = useLoad(String(productId), (signal) => loadConfirmable(terms, signal));

  if (productId === undefined) {
    return <PageNotFound />;
  }
  return (
    <Loaded state={state} retry={retry} failedTitle={t.confirm.loadFailed} title={t.confirm.title}>
      {(data) =>
        data.kind === 'noAmount' ? (
          <NoAmount message={data.message} />
        ) : (
          <ConfirmScreen {...data} productId={productId} />
        )
      }
    </Loaded>
  );
}

/** No amount fits what is left of the limit: say so, and lead somewhere the borrower can act. */
function NoAmount({ message }: { message: string }) {
  const { t } = useApp();
  return (
    <main className="page page-center">
      <StatusScreen icon="lock" title={t.confirm.limitTitle} body={message}>
        <Button onClick={() => bridge.goPage('recommend')}>{t.confirm.otherLoans}</Button>
        <Button variant="secondary" onClick={() => bridge.back()}>
          {t.confirm.back}
        </Button>
      </StatusScreen>
    </main>
  );
}

/** Writes the choice into the address, replacing the entry, so back and reload restore it. */
function keepInAddress(choice: { amount: number; periods: number }): void {
  const params = new URLSearchParams(window.location.search);
  if (
    params.get('amount') === String(choice.amount) &&
    params.get('periods') === String(choice.periods)
  ) {
    return;
  }
  params.set('amount', String(choice.amount));
  params.set('periods', String(choice.periods));
  navigate(`${window.location.pathname}?${params.toString()}`, { replace: true });
}

/**
 * The offer for the chosen amount and term, asked again as the choice moves; the last figures stay
 * on screen until the new ones come.
 */
function useRepricedOffer(productId: number, initial: Offer, chosen: Choice) {
  const [offer, setOffer] = useState(initial);
  // A failure belongs to the choice it was asked for: moving on to another one hides it.
  const [failure, setFailure] = useState<{
    key: string;
    message: string;
    offline: boolean;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { amount, periods, immediate } = chosen;
  const current = offer.amount === amount && offer.days === periods;
  const key = `${amount}/${periods}`;

  useEffect(() => {
    if (current) return;
    const abort = new AbortController();
    const timer = setTimeout(
      () => {
        keepInAddress({ amount, periods });
        void fetchOffer({ productId, amount, periods }, abort.signal, true).then((result) => {
          if (abort.signal.aborted || (!result.ok && result.kind === 'unauthenticated')) return;
          if (result.ok) {
            setOffer(result.data);
            setFailure(null);
          } else {
            const offline = result.kind === 'network';
            setFailure({ key: `${amount}/${periods}`, message: result.message, offline });
          }
        });
      },
      immediate ? 0 : REPRICE_DELAY_MS,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [productId, amount, periods, immediate, attempt, current]);

  // Offline, the choice is priced again as soon as the network is back, untouched.
  const offlineFailure = !current && failure?.key === key && failure.offline;
  useEffect(() => {
    if (!offlineFailure) return;
    const again = () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [offlineFailure]);

  return {
    offer,
    /** Shows an offer asked for outside the choice (after a refusal). */
    setOffer,
    /** The figures on screen are those of the chosen amount and term. */
    current,
    failure: !current && failure?.key === key ? failure : null,
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}

interface Choice {
  amount: number;
  periods: number;
  /** A tap on a term is priced at once; a slider waits until it rests. */
  immediate: boolean;
}

function ConfirmScreen({
  offer: initial,
  agreements,
  reset,
  productId,
}: Extract<Confirmable, { kind: 'offer' }> & { productId: number }) {
  const { t, market } = useApp();
  const dates = useDates();
  const [chosen, setChosen] = useState<Choice>({
    amount: initial.amount,
    periods: initial.days,
    immediate: true,
  });
  const { offer, setOffer, current, failure, retry } = useRepricedOffer(productId, initial, chosen);
  // Consent is the borrower's act on this screen: never ticked for them, and cleared when the
  // loan it agreed to changes (docs/product.md#screen-rules, decision 034).
  const [consent, setConsent] = useState(false);
  const [consentCleared, setConsentCleared] = useState(false);
  const [popup, setPopup] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The offer's currency, not the app's (decision 027).
  const money = (n: number) => formatMoney(n, offer.keyFacts.market);

  const choose = (next: Partial<Choice>) => {
    const merged = { ...chosen, ...next };
    if (merged.amount === chosen.amount && merged.periods === chosen.periods) return;
    setChosen({ ...merged, immediate: next.amount === undefined });
    setRefusal(null);
    if (consent) {
      setConsent(false);
      setConsentCleared(true);
    }
  };

  const submit = async () => {
    setPopup(false);
    // Only ever the figures on screen: the button is off while they are being re-priced.
    const result = await confirmLoan(
      { productId, amount: offer.amount, periods: offer.days },
      offer.documentsId,
    );
    // The confirm page is replaced (docs/product.md#screen-rules), so back does not return to a
    // spent offer.
    if (result.ok) openServerUrl(result.data, { replace: true, extra: { from: 'confirm' } });
    else if (result.kind !== 'unauthenticated') {
      // Refused, the consent was to something the server would not lend: it is given again, to
      // what the screen shows next (the terms may have changed since they were read).
      setConsent(false);
      setRefusal(result.message);
      await showWhatIsOffered();
    }
  };
  // A refusal usually means the limit moved under the screen (another application): ask what is
  // on offer now, and if the chosen amount no longer fits, move it to the most there is, with the
  // tick cleared, so the borrower agrees to figures they have seen.
  const showWhatIsOffered = async () => {
    const fresh = await fetchOffer(
      { productId, periods: offer.days },
      new AbortController().signal,
      true,
    );
    if (!fresh.ok) return;
    setOffer(fresh.data);
    if (clampAmount(chosen.amount, fresh.data.amountChoice) !== chosen.amount) {
      setChosen({ amount: fresh.data.amount, periods: fresh.data.days, immediate: true });
      setConsent(false);
      setConsentCleared(true);
    }
  };
  const onConfirm = async () => {
    if (offer.confirmPopup) setPopup(true);
    else await submit();
  };
  const openAgreement = async (position: number) => {
    // Back from the document must find this choice, even before the address caught up with it.
    keepInAddress(chosen);
    const result = await agreementUrl(
      { productId, amount: chosen.amount, periods: chosen.periods },
      position,
    );
    if (result.ok) openServerUrl(result.data);
  };
  const stale = current ? undefined : 'stale';
  const application = { orderId: offer.underReview?.orderId, productId };

  return (
    <main className="page confirm-page">
      <header className="page-header confirm-header">
        <div className="product-head">
          <img className="product-logo" src={offer.productLogo} alt="" width={40} height={40} />
          <h1>{offer.productName}</h1>
        </div>
        <p className="confirm-amount" data-testid="confirm-amount">
          {money(chosen.amount)}
        </p>
        {/* The lines under the amount are its figures: an earlier choice's are never shown beside
            it, while the new ones are priced or when pricing them failed (offline). */}
        {current ? (
          <>
            <p className="confirm-sub" data-testid="confirm-summary">
              {offer.summary}
            </p>
            <p className="confirm-sub">
              {offer.rateText} · {offer.rateNote}
            </p>
          </>
        ) : (
          // Their place is held, so nothing moves when they come; the line below says why.
          <p className="confirm-sub confirm-sub-pending" data-testid="confirm-summary-pending">
            <span className="skeleton-line" aria-hidden="true" />
          </p>
        )}
      </header>
      {offer.underReview && (
        <section className="card" role="status" data-testid="under-review">
          <h2 className="section-title">{t.confirm.underReviewTitle}</h2>
          <p className="confirm-note">
            {t.confirm.underReviewBody(money(offer.underReview.amount), offer.underReview.days)}
          </p>
          <Link href={withSession('/borrowDetail', application)} className="choice choice-link">
            {t.confirm.seeApplication}
          </Link>
        </section>
      )}

      <AmountPicker
        choice={offer.amountChoice}
        amount={chosen.amount}
        market={offer.keyFacts.market}
        onChange={(amount) => choose({ amount })}
      />

      {reset && (
        <p className="confirm-notice" role="status">
          {t.confirm.choiceReset}
        </p>
      )}

      {offer.termOptions.length > 1 && (
        <section className="card">
          <h2 className="section-title">{t.confirm.term}</h2>
          <div className="chips" role="radiogroup" aria-label={t.confirm.term}>
            {offer.termOptions.map((days) => (
              <button
                key={days}
                type="button"
                role="radio"
                aria-checked={days === chosen.periods}
                className={`chip${days === chosen.periods ? ' chip-on' : ''}`}
                onClick={() => choose({ periods: days })}
              >
                {t.confirm.days(days)}
              </button>
            ))}
          </div>
        </section>
      )}

      <div className="repricing" role="status" data-testid="repricing">
        {failure ? (
          <>
            <span>
              {failure.offline
                ? `${t.errors.offlineTitle}. ${t.confirm.offlineFigures}`
                : `${t.confirm.updateFailed} ${failure.message}`}
            </span>
            <button type="button" className="link" onClick={retry}>
              {t.common.retry}
            </button>
          </>
        ) : current ? null : (
          t.confirm.updating
        )}
      </div>

      <div className={stale} aria-busy={!current}>
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
                  <small>{dates.date(p.dueDate, market)}</small>
                </span>
              </li>
            ))}
          </ol>
        </section>

        <Suspense fallback={<section className="card kfs" aria-busy="true" />}>
          <KeyFactsCard facts={offer.keyFacts} rateText={offer.rateText} />
        </Suspense>
      </div>

      <section className="card">
        <h2 className="section-title">{t.confirm.agreements}</h2>
        <ul className="links">
          {agreements.map((a) => (
            <li key={a.position}>
              <button
                type="button"
                className="link doc-link"
                onClick={() => void openAgreement(a.position)}
              >
                {a.title}
              </button>
            </li>
          ))}
        </ul>
        <p className="confirm-note">{offer.agreementsNote}</p>
      </section>

      <div className="confirm-bar">
        {refusal && (
          <p className="confirm-refusal" role="alert" data-testid="confirm-refusal">
            {refusal}
          </p>
        )}
        {consentCleared && !consent && (
          <p className="confirm-note" role="status">
            {t.confirm.consentAgain}
          </p>
        )}
        {offer.underReview ? (
          // Confirming would land on the application under review: the way on is to it.
          <Button
            onClick={() => openServerUrl(withSession('/borrowDetail', application))}
            data-testid="see-application"
          >
            {t.confirm.seeApplication}
          </Button>
        ) : (
          <>
            <Checkbox
              checked={consent}
              onChange={(ticked) => {
                setConsent(ticked);
                if (ticked && offer.confirmPopup) void loadConfirmPopup().catch(() => undefined);
              }}
              testId="consent"
            >
              {t.confirm.consent}
            </Checkbox>
            <Button disabled={!consent || !current} onClick={onConfirm}>
              {t.confirm.confirm}
            </Button>
          </>
        )}
      </div>

      {offer.confirmPopup && popup && current && (
        <Suspense fallback={null}>
          <ConfirmPopup
            popup={offer.confirmPopup}
            onClose={() => setPopup(false)}
            onConfirm={submit}
          />
        </Suspense>
      )}
    </main>
  );
}
