import { formatMoney } from '@tenora/domain/money';
import { useSearch } from '../../platform/router.tsx';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { openServerUrl } from '../../platform/bridge.ts';
import type { PageLoad } from '../../platform/page-load.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded } from '../../ui/loaded.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { fetchExtension, payExtensionFee, type ExtensionOffer } from './extension-api.ts';
import './extension.css';

/**
 * Drawn with its figures: a page of only a placeholder paints nothing, and the app then waits for
 * its 3 s fallback to start (platform/page-script.ts).
 */
export const load: PageLoad = async (query, signal) => {
  const orderId = positiveIntParam(query.get('orderId'));
  return orderId === undefined ? undefined : fetchExtension(orderId, signal);
};

/** `/repayDelay`: what a paid extension costs, next to paying now, and paying its fee. */
export default function ExtensionPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const orderId = positiveIntParam(search.get('orderId')) ?? 0;
  const productId = positiveIntParam(search.get('productId'));
  const { state, retry } = useLoad(`delay:${orderId}`, (signal) => fetchExtension(orderId, signal));
  return (
    <Loaded state={state} retry={retry} failedTitle={t.delay.loadFailed}>
      {(d) =>
        d.refused ? (
          <RefusedView refused={d.refused} orderId={orderId} productId={productId} />
        ) : (
          <ExtensionView d={d} orderId={orderId} productId={productId} />
        )
      }
    </Loaded>
  );
}

const loanUrls = (orderId: number, productId: number | undefined) => {
  const product = productId ? `&productId=${productId}` : '';
  return {
    repay: `/repay?orderId=${orderId}${product}`,
    loan: `/borrowDetail?orderId=${orderId}${product}`,
  };
};

/**
 * An extension that cannot be had now (one already in place, the most a loan may have, the cost
 * ceiling) is the loan's state: the screen says which, and leads to repaying or back to the loan.
 */
function RefusedView(props: {
  refused: NonNullable<ExtensionOffer['refused']>;
  orderId: number;
  productId: number | undefined;
}) {
  const { t } = useApp();
  const urls = loanUrls(props.orderId, props.productId);
  const title = props.refused.reason === 'wait' ? t.delay.extendedTitle : t.delay.cannotTitle;
  return (
    <main className="page page-center" data-testid="delay-refused">
      <StatusScreen icon="lock" title={title} body={props.refused.message}>
        <Button onClick={() => openServerUrl(urls.repay)}>{t.delay.repayNow}</Button>
        <Button variant="secondary" onClick={() => openServerUrl(urls.loan, { replace: true })}>
          {t.delay.backToLoan}
        </Button>
      </StatusScreen>
    </main>
  );
}

function ExtensionView({
  d,
  orderId,
  productId,
}: {
  d: ExtensionOffer;
  orderId: number;
  productId: number | undefined;
}) {
  const { t, market } = useApp();
  const dates = useDates();
  // The loan's currency, not the app's (decision 027).
  const money = (n: number) => formatMoney(n, d.market);
  const payFee = async () => {
    const r = await payExtensionFee(orderId);
    if (r.ok) openServerUrl(r.data.url);
  };
  const repayUrl = loanUrls(orderId, productId).repay;

  return (
    <main className="page details-page">
      <header className="page-header details-header">
        <img className="status-image" src={d.productLogo} alt="" width={56} height={56} />
        <h1>{t.delay.title(d.days)}</h1>
        <p className="confirm-amount" data-testid="delay-fee">
          {money(d.fee)}
        </p>
        <p className="confirm-sub">{t.delay.newDue(dates.date(d.newDueDate, market))}</p>
      </header>
      <section className="card">
        <dl className="rows">
          {d.rows.map((row) => (
            <div key={row.label} className="row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card compare" data-testid="delay-compare">
        <h2 className="section-title">{t.delay.compareTitle}</h2>
        <div className="compare-option">
          <strong>{t.delay.payNow}</strong>
          <span>
            {d.comparison.late
              ? t.delay.payNowLate(
                  money(d.comparison.payNowTotal),
                  money(d.comparison.lateCharges),
                  d.comparison.lateChargesGrow,
                )
              : t.delay.payNowBody(
                  money(d.comparison.payNowTotal),
                  dates.date(d.comparison.currentDueDate, market),
                )}
          </span>
        </div>
        <div className="compare-option">
          <strong>{t.delay.extend}</strong>
          <span>
            {t.delay.extendBody(
              money(d.fee),
              money(d.comparison.dueThen),
              dates.date(d.newDueDate, market),
              money(d.comparison.extendTotal),
            )}
          </span>
        </div>
      </section>
      <div className="details-actions">
        <Button onClick={payFee} data-testid="delay-pay">
          {t.delay.payFee(money(d.fee))}
        </Button>
        <Button variant="secondary" onClick={() => openServerUrl(repayUrl)}>
          {t.delay.repayInstead}
        </Button>
      </div>
    </main>
  );
}
