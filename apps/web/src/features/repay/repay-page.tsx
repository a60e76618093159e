import { lazy, Suspense, useState } from 'react';
import { useSearch } from '../../platform/router.tsx';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { withWords } from '../../platform/i18n/catalogues.ts';
import { withSession } from '../../platform/session.ts';
import type { PageLoad } from '../../platform/page-load.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded, PageNotFound } from '../../ui/loaded.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { fetchPayway, type Payway } from './repay-api.ts';
import {
  carriedParams,
  couponIdParam,
  pathWithParams,
  repayTarget,
  type CarriedParam,
} from './repay-rules.ts';
import { AmountChoice } from './repay-views.tsx';
import { useRepayFlow, type RepayTarget } from './use-repay-flow.ts';
import './repay.css';

const NO_ORDER: ApiResult<never> = { ok: false, kind: 'business', message: '' };

/** The ways to pay and their words, fetched as soon as this page loads, beside the payway's data. */
const loadMethods = withWords(['payMethods'], () => import('./pay-methods.tsx'));
const PayMethods = lazy(loadMethods);
/**
 * The keypad and SMS-code sheets, fetched once the payway is shown, opened on demand. Their words
 * are the ways to pay's (`payMethods`), so they come with either chunk, not with the screen.
 */
const loadSheets = withWords(['payMethods'], () => import('./repay-sheets.tsx'));
const RepaySheets = lazy(loadSheets);

/** What the server reads before it draws the page (repay-load.ts): the browser never runs it. */
export const load: PageLoad = (query, signal) =>
  import('./repay-load.ts').then((loader) => loader.load(query, signal));

/**
 * `/repay?orderId=&productId=` (the "payway", docs/product.md#payments): what is due now first,
 * paying off the whole loan second, or another amount; then every way to pay of the borrower's
 * market, each charging exactly that amount. `amount=` (minor units) brings an amount chosen on
 * the instalments screen, chosen here when Repay would take it.
 */
export default function RepayPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const { orderId, productId } = repayTarget(search);
  const carried = carriedParams(search);
  const couponId = couponIdParam(search);
  const { state, retry } = useLoad(`payway:${orderId ?? ''}`, async (signal) => {
    if (orderId === undefined) return NO_ORDER;
    void loadMethods().catch(() => undefined);
    void loadSheets().catch(() => undefined);
    return fetchPayway(orderId, signal);
  });

  if (orderId === undefined) {
    return <PageNotFound />;
  }
  return (
    <Loaded state={state} retry={retry} failedTitle={t.repay.loadFailed} title={t.repay.title}>
      {(way) =>
        way.repaid ? (
          <RepaidScreen orderId={orderId} productId={productId} />
        ) : (
          <PaywayScreen
            way={way}
            target={{
              orderId,
              productId,
              couponId,
              amount: positiveIntParam(search.get('amount')),
            }}
            carried={carried}
            // Back from adding a card, the card is the way being paid.
            method={search.get('method') ?? undefined}
          />
        )
      }
    </Loaded>
  );
}

/** A repaid loan is a state, not a failure: it says so and leads back to the loan. */
function RepaidScreen(props: { orderId: number; productId: number | undefined }) {
  const { t } = useApp();
  const loanUrl = pathWithParams('/borrowDetail', props);
  return (
    <main className="page page-center" data-testid="repay-repaid">
      <StatusScreen icon="done" title={t.repay.repaidTitle} body={t.repay.repaidBody}>
        <Button onClick={() => openServerUrl(loanUrl, { replace: true })}>
          {t.repay.backToLoan}
        </Button>
      </StatusScreen>
    </main>
  );
}

function PaywayScreen(props: {
  way: Payway;
  target: RepayTarget;
  carried: Partial<Record<CarriedParam, string>>;
  method: string | undefined;
}) {
  const { t } = useApp();
  const { way, carried } = props;
  const { orderId, productId } = props.target;
  const flow = useRepayFlow(way, props.target);
  // A card payment waiting for its code is the way being paid: Repay reopens on its code step.
  const [method, setMethod] = useState<string | undefined>(
    props.method ?? (flow.code.open ? 'card' : undefined),
  );
  const chosen = way.methods.find((m) => m === method) ?? way.methods[0];

  const cards = {
    cards: way.cards,
    selected: flow.cardId,
    onSelect: flow.chooseCard,
    addCardHref: withSession('/addnormalcard', { orderId, productId, from: 'payway', ...carried }),
  };
  return (
    <main className="page repay-page">
      <header className="page-header repay-header">
        <h1>{t.repay.title}</h1>
      </header>
      <AmountChoice way={way} flow={flow} />
      <Suspense fallback={<div className="card card-skeleton" aria-hidden="true" />}>
        <PayMethods
          methods={way.methods}
          market={way.market}
          orderId={orderId}
          productId={productId}
          amount={flow.amount}
          method={chosen}
          onMethod={setMethod}
          card={cards}
          cardEntry={way.cardEntry}
        />
      </Suspense>
      {chosen === 'card' && way.cardEntry === 'form' && flow.amount > 0 && (
        <div className="confirm-bar">
          <Button onClick={flow.pay} disabled={flow.amount <= 0} data-testid="pay">
            {t.repay.pay(flow.money(flow.amount))}
          </Button>
        </div>
      )}
      {(flow.keypad.open || flow.code.open) && (
        <Suspense fallback={null}>
          <RepaySheets flow={flow} market={way.market} />
        </Suspense>
      )}
    </main>
  );
}
