import { formatMoney } from '@tenora/domain/money';
import { useSearch } from 'wouter';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { PageSkeleton, PageLoadFailed, PageNotFound } from '../../ui/loaded.tsx';
import { fetchWalletResult, fetchWalletStart, walletUrl, type WalletVisit } from './wallet-api.ts';

const NOTHING: ApiResult<never> = { ok: false, kind: 'business', message: '' };

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
  const {
    state: load,
    retry,
    reload,
  } = useLoad(
    JSON.stringify([reference, orderId, productId]),
    (signal): Promise<ApiResult<WalletVisit>> =>
      reference
        ? fetchWalletResult(reference, signal)
        : orderId
          ? fetchWalletStart(orderId, productId ?? 0, signal)
          : Promise.resolve(NOTHING),
  );

  if (!reference && !orderId) {
    return <PageNotFound />;
  }
  if (load.kind === 'loading') return <PageSkeleton title={t.wallet.title} />;
  if (load.kind === 'failed') {
    return <PageLoadFailed failure={load} title={t.wallet.loadFailed} onRetry={retry} />;
  }
  const state = load.data;
  // The payment's currency, not the app's (decision 027).
  const money = (n: number) => formatMoney(n, state.market);
  const loanUrl = `/borrowDetail?orderId=${state.orderId}&productId=${state.productId}`;
  const payway = `/repay?orderId=${state.orderId}&productId=${state.productId}`;

  if (state.kind === 'start') {
    const start = async () => {
      const r = await walletUrl(state.orderId, state.amount);
      if (r.ok) openServerUrl(r.data);
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
        {state.status === 'pending' && <Button onClick={reload}>{t.wallet.checkAgain}</Button>}
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
