import {
  initialSelection,
  isChecked,
  isClickable,
  mostChoosable,
  selectedAmount,
  toggle,
  toggleAll,
  type Selection,
} from '@tenora/domain/instalment-selection';
import { chargedFor } from '@tenora/domain/amount-due';
import { formatMoney } from '@tenora/domain/money';
import { useState } from 'react';
import { useSearch } from '../../platform/router.tsx';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { openServerUrl } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded } from '../../ui/loaded.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { fetchPlan, type InstalmentPlan } from './instalments-api.ts';
import './instalments.css';

/**
 * `/repayPeriod`: choose instalments to pay, in order (docs/product.md#screen-rules), then pay them
 * on Repay, by any way to pay of the market.
 */
export default function InstalmentsPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const orderId = positiveIntParam(search.get('orderId')) ?? 0;
  const productId = positiveIntParam(search.get('productId'));
  const { state, retry } = useLoad(`plan:${orderId}`, (signal) =>
    fetchPlan(orderId, productId, signal),
  );
  return (
    <Loaded
      state={state}
      retry={retry}
      failedTitle={t.instalments.loadFailed}
      title={t.instalments.title}
    >
      {(plan) =>
        plan.pending.length === 0 ? (
          <RepaidView orderId={orderId} productId={productId} />
        ) : (
          <PlanView plan={plan} orderId={orderId} productId={productId} />
        )
      }
    </Loaded>
  );
}

/** A loan with nothing left to pay says so, instead of offering to pay nothing. */
function RepaidView({ orderId, productId }: { orderId: number; productId: number | undefined }) {
  const { t } = useApp();
  const loanUrl = `/borrowDetail?orderId=${orderId}${productId ? `&productId=${productId}` : ''}`;
  return (
    <main className="page page-center" data-testid="plan-repaid">
      <StatusScreen icon="done" title={t.instalments.repaidTitle} body={t.instalments.repaidBody}>
        <Button onClick={() => openServerUrl(loanUrl, { replace: true })}>
          {t.instalments.backToLoan}
        </Button>
      </StatusScreen>
    </main>
  );
}

function PlanView({
  plan,
  orderId,
  productId,
}: {
  plan: InstalmentPlan;
  orderId: number;
  productId: number | undefined;
}) {
  const { t } = useApp();
  const dates = useDates();
  // How many instalments are checked; a reloaded plan mounts a new view and starts over.
  const [chosen, setChosen] = useState<number | null>(null);
  const pending = plan.pending;
  const base = initialSelection(
    pending.map((i) => ({ periodNo: i.periodNo, total: i.total, canClick: i.selectable ? 1 : 0 })),
    plan.least,
    plan.dueCount,
  );
  const most = mostChoosable(base);
  const selection: Selection = chosen === null ? base : { ...base, count: chosen };
  const tap = (apply: (s: Selection) => Selection) => setChosen(apply(selection).count);
  const chosenTotal = selectedAmount(selection);
  // What the ledger charges for the choice: from the payoff up, the payoff, said before the tap.
  const amount = chargedFor(
    chosenTotal,
    plan.payoff === null ? null : { amount: plan.payoff, allowed: true },
  );
  // The loan's currency, not the app's (decision 027).
  const money = (n: number) => formatMoney(n, plan.market);

  const pay = () => {
    // Nothing to pay does nothing; the amount travels as digits (minor units).
    if (amount === 0) return;
    // Repay, where every way to pay of the market is offered for this amount.
    openServerUrl(
      `/repay?orderId=${orderId}${productId ? `&productId=${productId}` : ''}&amount=${amount}`,
    );
  };

  return (
    <main className="page details-page">
      <header className="page-header">
        <h1>{t.instalments.title}</h1>
        <p className="confirm-sub">{plan.productName}</p>
      </header>
      <section className="card" data-testid="pending">
        <div className="plan-head">
          <h2 className="section-title">{t.instalments.pending(plan.pendingCount)}</h2>
          {most > base.least && (
            <button
              type="button"
              className="link"
              data-testid="select-all"
              onClick={() => tap(toggleAll)}
            >
              {selection.count === most ? t.instalments.firstOnly : t.instalments.selectAll}
            </button>
          )}
        </div>
        <ol className="plan">
          {selection.items.map((item, index) => {
            const row = pending.find((p) => p.periodNo === item.periodNo);
            return (
              <li key={item.periodNo} className="plan-item">
                <label className="checkbox plan-check">
                  <input
                    type="checkbox"
                    checked={isChecked(selection, index)}
                    disabled={!isClickable(selection, index)}
                    onChange={() => tap((s) => toggle(s, index))}
                    data-testid="instalment"
                  />
                  <span>
                    <strong>{t.instalments.period(item.periodNo)}</strong>
                    <small className={row?.overdue ? 'text-attention' : ''}>{row?.status}</small>
                  </span>
                </label>
                <span className="plan-side">
                  <strong>{money(item.total)}</strong>
                </span>
              </li>
            );
          })}
        </ol>
        <p className="confirm-note">{plan.note}</p>
        {amount < chosenTotal && (
          <p className="confirm-note" data-testid="payoff-cheaper">
            {t.instalments.payoffCheaper(money(amount), money(chosenTotal))}
          </p>
        )}
        {plan.opensOn && (
          <p className="confirm-note" data-testid="plan-opens">
            {t.instalments.opensOn(dates.date(plan.opensOn, plan.market))}
          </p>
        )}
      </section>
      {plan.paid.length > 0 && (
        <section className="card" data-testid="paid">
          <h2 className="section-title">{t.instalments.paid}</h2>
          <ol className="plan">
            {plan.paid.map((item) => (
              <li key={item.periodNo} className="plan-item">
                <span>
                  <strong>{t.instalments.period(item.periodNo)}</strong>
                  <small>{item.status}</small>
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="confirm-bar">
        <Button disabled={amount === 0} onClick={pay} data-testid="pay-instalments">
          {t.instalments.payNow(money(amount))}
        </Button>
      </div>
    </main>
  );
}
