import { awaitsPayout } from '@tenora/domain/order-status';
import { showsTags } from '@tenora/domain/products';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearch } from '../../platform/router.tsx';
import { useT } from '../../platform/app-context.tsx';
import { applyFromCard } from '../../platform/apply.ts';
import { bridge, openServerUrl } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { withSession } from '../../platform/session.ts';
import type { PageLoad } from '../../platform/page-load.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { PageLoadFailed, PageSkeleton } from '../../ui/loaded.tsx';
import { showToast } from '../../platform/toast.ts';
import { fetchDetails, reportLoanMore } from './loan-details-api.ts';
import { RatingPopup } from './rating-popup.tsx';
import './loan-details.css';

/** The module id that loan-details recommendations report under (docs/product.md#screen-rules). */
const DETAILS_MODULE = 300;

/** An order, else a product: the page's one call reads either (docs/product.md#screens). */
function detailsInput(search: URLSearchParams): { orderId?: number; productId?: number } {
  const orderId = positiveIntParam(search.get('orderId'));
  const productId = positiveIntParam(search.get('productId'));
  return orderId ? { orderId } : productId ? { productId } : {};
}

/**
 * Where a loan still to be paid out will be paid: its own chunk, asked for only by such a loan
 * (docs/performance.md), below the first screen. A chunk that does not arrive leaves the card out,
 * as a read that fails does, rather than the whole loan.
 */
const BankAccountCard = lazy(() =>
  import('./bank-account-card.tsx').catch(() => ({ default: () => null })),
);

export const load: PageLoad = async (query, signal) => {
  const details = await fetchDetails(detailsInput(query), signal);
  // The account is read with the page, so the card is drawn with it, there from the first paint:
  // it pushes nothing under it down when it arrives.
  if (details.ok && details.data.orderId !== null && awaitsPayout(details.data.orderStatus))
    await (await import('./bank-account-api.ts')).fetchBankAccount(signal);
  return details;
};

/** `/borrowDetail`: an order by status, or with only a product, its latest order or the product page. */
export default function LoanDetailsPage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const fromConfirm = search.get('from') === 'confirm';
  const input = detailsInput(search);
  const { state, retry } = useLoad(JSON.stringify(input), (signal) => fetchDetails(input, signal));
  const submitted = fromConfirm && state.kind === 'ready' && state.data.orderStatus === 21;
  useEffect(() => {
    if (submitted) showToast(t.details.submitted);
  }, [submitted, t]);

  if (state.kind === 'loading') {
    return <PageSkeleton title={t.details.title} headerClassName="details-header" />;
  }
  if (state.kind === 'failed') {
    return <PageLoadFailed failure={state} title={t.details.loadFailed} onRetry={retry} />;
  }

  const d = state.data;
  // The server decides what the borrower may do; this page renders exactly that.
  const actions = d.actions;
  const cancel = d.cancel;
  const recommended = d.orderStatus !== null && d.recommended.length > 0;
  const loanMore = async () => {
    await reportLoanMore(d.productId);
    bridge.goPage('productDetail', { productId: d.productId });
  };

  return (
    <main className="page details-page">
      <header className="page-header details-header">
        <img className="status-image" src={d.statusImage} alt="" width={72} height={72} />
        <h1 data-testid="status-headline">{d.statusTitle}</h1>
        <p className="confirm-sub">{d.statusLine}</p>
      </header>

      <section className="card">
        <div className="product-head">
          <img className="product-logo" src={d.productLogo} alt="" width={40} height={40} />
          <h2 className="product-name">{d.productName}</h2>
        </div>
        <dl className="rows" data-testid="detail-rows">
          {/* Two refunds of a loan may read alike: a row is known by its place. */}
          {d.rows.map((row, index) => (
            <div key={`${index}:${row.label}`} className="row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {d.repaymentMessage && <p className="confirm-note">{d.repaymentMessage}</p>}
      </section>

      {d.orderId !== null && awaitsPayout(d.orderStatus) && (
        <Suspense fallback={null}>
          <BankAccountCard approved={d.orderStatus === 151} />
        </Suspense>
      )}

      {d.orderId !== null && (
        // A second section: the first card of each element type is drawn up into the header.
        <section className="card choices card-links" data-testid="details-links">
          {d.hasInstalments && (
            <Link
              className="choice choice-link"
              href={withSession('/repayPeriod', { orderId: d.orderId, productId: d.productId })}
            >
              {t.details.instalments}
            </Link>
          )}
          <Link
            className="choice choice-link"
            href={withSession('/relevant', { orderId: d.orderId })}
          >
            {t.details.documents}
          </Link>
          <Link
            className="choice choice-link"
            href={withSession('/complaint', { orderNo: d.orderId })}
            data-testid="details-complaint"
          >
            {t.details.complaint}
          </Link>
        </section>
      )}

      {actions.includes('extend') && (
        <section className="card extend-card" data-testid="extend-prompt">
          <h2 className="section-title">{t.details.extendTitle}</h2>
          <p className="confirm-note">{t.details.extendBody}</p>
          <button type="button" className="link" onClick={() => openServerUrl(d.extendUrl)}>
            {t.details.extend}
          </button>
        </section>
      )}

      {cancel && (
        <section className="card extend-card" data-testid="cancel-loan">
          <h2 className="section-title">{t.details.cancelTitle}</h2>
          <p className="confirm-note">{cancel.text}</p>
          <button type="button" className="link" onClick={() => openServerUrl(cancel.url)}>
            {t.details.cancel}
          </button>
        </section>
      )}

      {d.orderId === null && (
        <div className="details-actions">
          <Button disabled={!d.applyUrl} onClick={() => d.applyUrl && openServerUrl(d.applyUrl)}>
            {d.applyUrl ? t.details.apply : t.common.productClosed}
          </Button>
        </div>
      )}
      {actions.length > 0 && (
        <div className="details-actions">
          {actions.includes('repay') && (
            <Button onClick={() => openServerUrl(d.repayUrl)}>{t.details.repay}</Button>
          )}
          {actions.includes('loanMore') && <Button onClick={loanMore}>{t.details.loanMore}</Button>}
        </div>
      )}

      {recommended && (
        <section data-testid="recommended">
          <h2 className="section-title list-title">{t.details.recommended}</h2>
          <ul className="card-list card-list-flat">
            {d.recommended.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  showTags={showsTags(index)}
                  closedHint={t.common.productClosed}
                  onOpen={() =>
                    applyFromCard(product.id, {
                      moduleId: DETAILS_MODULE,
                      positionId: index,
                      scene: 'loan_details',
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <button type="button" className="link more-link" onClick={() => bridge.goHome()}>
            {t.details.moreProducts}
          </button>
        </section>
      )}

      {d.supportPhone && (
        <p className="confirm-note details-phone">
          <a href={`tel:${d.supportPhone.replace(/\s/g, '')}`}>
            {t.details.callUs(d.supportPhone)}
          </a>
        </p>
      )}
      {d.askForRating && d.orderId !== null && <RatingPopup orderId={d.orderId} />}
    </main>
  );
}
