import type { ResponseOf } from '@tenora/contract/endpoint';
import { loanPlayDetail } from '@tenora/contract/instalments';
import {
  initialSelection,
  isChecked,
  isClickable,
  selectedAmount,
  toggle,
  toggleAll,
  type Selection,
} from '@tenora/domain/instalment-selection';
import { formatMoney } from '@tenora/domain/money';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded } from '../../ui/loaded.tsx';
import './instalments.css';

type Plan = ResponseOf<typeof loanPlayDetail>;

/**
 * `/repayPeriod`: choose instalments to pay, in order (docs/product.md#screen-rules), then pay them
 * at `/that`.
 */
export default function InstalmentsPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const orderId = positiveIntParam(search.get('orderId')) ?? 0;
  const productId = positiveIntParam(search.get('productId'));
  const { state, retry } = useLoad(`plan:${orderId}`, (signal) =>
    call(loanPlayDetail, { orderId, ...(productId ? { productId } : {}) }, { signal, quiet: true }),
  );
  return (
    <Loaded
      state={state}
      retry={retry}
      failedTitle={t.instalments.loadFailed}
      title={t.instalments.title}
    >
      {(plan) => <PlanView plan={plan} orderId={orderId} productId={productId} />}
    </Loaded>
  );
}

function PlanView({
  plan,
  orderId,
  productId,
}: {
  plan: Plan;
  orderId: number;
  productId: number | undefined;
}) {
  const { t } = useApp();
  // How many instalments are checked; a reloaded plan mounts a new view and starts over.
  const [chosen, setChosen] = useState<number | null>(null);
  const pending = plan.repayPlanDetail.repayWaitDetail;
  const base = initialSelection(
    pending.map((i) => ({ periodNo: i.periodNo, total: i.totalAmount, canClick: i.canClick })),
  );
  const selection: Selection = chosen === null ? base : { ...base, count: chosen };
  const tap = (apply: (s: Selection) => Selection) => setChosen(apply(selection).count);
  const amount = selectedAmount(selection);
  // The loan's currency, not the app's (decision 027).
  const money = (n: number) => formatMoney(n, plan.market);

  const pay = () => {
    // Nothing to pay does nothing; the amount travels as digits (minor units).
    if (amount === 0) return;
    openServerUrl(`/that?orderId=${orderId}&productId=${productId ?? ''}&amount=${amount}`);
  };

  return (
    <main className="page details-page">
      <header className="page-header">
        <h1>{t.instalments.title}</h1>
        <p className="confirm-sub">{plan.productName}</p>
      </header>
      <section className="card" data-testid="pending">
        <div className="plan-head">
          <h2 className="section-title">{t.instalments.pending(plan.repayWaitCount)}</h2>
          {pending.length > 1 && (
            <button
              type="button"
              className="link"
              data-testid="select-all"
              onClick={() => tap(toggleAll)}
            >
              {selection.count === pending.length
                ? t.instalments.firstOnly
                : t.instalments.selectAll}
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
                    <small className={row?.periodStatus === 2 ? 'text-attention' : ''}>
                      {row?.repayDes}
                    </small>
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
      </section>
      {plan.repayPlanDetail.repayYetDetail.length > 0 && (
        <section className="card" data-testid="paid">
          <h2 className="section-title">{t.instalments.paid}</h2>
          <ol className="plan">
            {plan.repayPlanDetail.repayYetDetail.map((item) => (
              <li key={item.periodNo} className="plan-item">
                <span>
                  <strong>{t.instalments.period(item.periodNo)}</strong>
                  <small>{item.repayDes}</small>
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
