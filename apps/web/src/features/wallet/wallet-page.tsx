import { providerPaymentStatus, repaymentHuichao, repaymentWay } from '@tenora/contract/repayment';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { Button } from '../../ui/button.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { PageSkeleton, PageLoadFailed, PageNotFound } from '../../ui/loaded.tsx';

type Status = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refund_due';
type State =
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean; message: string }
  | { kind: 'start'; orderId: number; productId: number; amount: number; market: Market }
  | {
      kind: 'result';
      status: Status;
      orderId: number;
      productId: number;
      amount: number;
      market: Market;
    };

const failedWith = (r: { kind: string; message: string }): State => ({
  kind: 'failed',
  offline: r.kind === 'network',
  message: r.message,
});

/**
 * `/alipayrepayment`: the wallet redirect (docs/product.md#payments). Before: the amount and the
 * way to the wallet. After (`reference` in the address): what the wallet's webhook told us.
 */
export default function WalletPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const reference = search.get('reference');
  const orderId = positiveIntParam(search.get('orderId'));
  const productId = positiveIntParam(search.get('productId'));
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const again = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const abort = new AbortController();
    const opts = { signal: abort.signal, quiet: true };
    if (reference) {
      void call(providerPaymentStatus, { reference }, opts).then((r) => {
        if (abort.signal.aborted || (!r.ok && r.kind === 'unauthenticated')) return;
        setState(r.ok ? { kind: 'result', ...r.data } : failedWith(r));
      });
    } else if (orderId) {
      void call(repaymentWay, { orderId }, opts).then((r) => {
        if (abort.signal.aborted || (!r.ok && r.kind === 'unauthenticated')) return;
        setState(
          r.ok
            ? {
                kind: 'start',
                orderId,
                productId: productId ?? 0,
                amount: r.data.amount,
                market: r.data.market,
              }
            : failedWith(r),
        );
      });
    }
    return () => abort.abort();
  }, [reference, orderId, productId, attempt, t]);

  if (!reference && !orderId) {
    return <PageNotFound />;
  }
  if (state.kind === 'loading') return <PageSkeleton title={t.wallet.title} />;
  if (state.kind === 'failed') {
    return <PageLoadFailed failure={state} title={t.wallet.loadFailed} onRetry={again} />;
  }
  // The payment's currency, not the app's (decision 027).
  const money = (n: number) => formatMoney(n, state.market);
  const loanUrl = `/borrowDetail?orderId=${state.orderId}&productId=${state.productId}`;
  const payway = `/repay?orderId=${state.orderId}&productId=${state.productId}`;

  if (state.kind === 'start') {
    const start = async () => {
      const r = await call(repaymentHuichao, { orderId: state.orderId, amount: state.amount });
      if (r.ok) openServerUrl(r.data.url);
    };
    return (
      <main className="page page-center">
        <section className="status-screen" data-testid="wallet-start">
          <h1 className="status-title">{t.wallet.title}</h1>
          <p className="confirm-amount wallet-amount">{money(state.amount)}</p>
          <p className="status-body">{t.wallet.body}</p>
          <div className="status-actions">
            <Button onClick={start}>{t.wallet.continue}</Button>
            <Button variant="secondary" onClick={() => openServerUrl(payway, { replace: true })}>
              {t.wallet.otherWays}
            </Button>
          </div>
        </section>
      </main>
    );
  }

  const view = {
    paid: {
      icon: 'empty',
      title: t.wallet.paidTitle,
      body: t.wallet.paidBody(money(state.amount)),
    },
    refund_due: { icon: 'empty', title: t.wallet.refundTitle, body: t.wallet.refundBody },
    pending: { icon: 'offline', title: t.wallet.pendingTitle, body: t.wallet.pendingBody },
    cancelled: { icon: 'error', title: t.wallet.cancelledTitle, body: t.wallet.cancelledBody },
    failed: { icon: 'error', title: t.wallet.cancelledTitle, body: t.wallet.cancelledBody },
  } as const;
  const { icon, title, body } = view[state.status];
  return (
    <main className="page page-center" data-testid="wallet-result">
      <StatusScreen icon={icon} title={title} body={body}>
        {(state.status === 'paid' || state.status === 'refund_due') && (
          <Button onClick={() => openServerUrl(loanUrl, { replace: true })}>
            {t.wallet.backToLoan}
          </Button>
        )}
        {state.status === 'pending' && <Button onClick={again}>{t.wallet.checkAgain}</Button>}
        {(state.status === 'cancelled' || state.status === 'failed') && (
          <>
            <Button
              onClick={() =>
                openServerUrl(
                  `/alipayrepayment?orderId=${state.orderId}&productId=${state.productId}`,
                  { replace: true },
                )
              }
            >
              {t.wallet.tryAgain}
            </Button>
            <Button variant="secondary" onClick={() => openServerUrl(payway, { replace: true })}>
              {t.wallet.otherWays}
            </Button>
          </>
        )}
      </StatusScreen>
    </main>
  );
}
