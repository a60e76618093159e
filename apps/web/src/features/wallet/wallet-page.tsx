import { formatMoney } from '@tenora/domain/money';
import { lazy, Suspense } from 'react';
import { useSearch } from '../../platform/router.tsx';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { openServerUrl } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { PageSkeleton, PageLoadFailed, PageNotFound } from '../../ui/loaded.tsx';
import { fetchWalletResult, fetchWalletStart, walletUrl, type WalletVisit } from './wallet-api.ts';

const NOTHING: ApiResult<never> = { ok: false, kind: 'business', message: '' };

/** The sandbox's UPI app or bank, asked to approve an autopay mandate: demos and tests only. */
const SandboxMandate = lazy(() => import('./sandbox-mandate.tsx'));

/**
 * `/alipayrepayment`: the wallet redirect (docs/product.md#payments). Before: the amount and the
 * way to the wallet. After (`reference` in the address): what the wallet's webhook told us. With
 * `mandate`: the sandbox's page that approves an autopay mandate (sandbox-mandate.tsx).
 */
export default function WalletPage() {
  const search = new URLSearchParams(useSearch());
  const mandate = search.get('mandate');
  if (mandate === null) return <WalletScreen search={search} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <SandboxMandate
        reference={mandate}
        orderId={positiveIntParam(search.get('orderId'))}
        productId={positiveIntParam(search.get('productId'))}
      />
    </Suspense>
  );
}

function WalletScreen({ search }: { search: URLSearchParams }) {
  const { t } = useApp();
  const dates = useDates();
  const reference = search.get('reference');
  const orderId = positiveIntParam(search.get('orderId'));
  const productId = positiveIntParam(search.get('productId'));
  const amount = positiveIntParam(search.get('amount'));
  const {
    state: load,
    retry,
    reload,
  } = useLoad(
    JSON.stringify([reference, orderId, productId, amount]),
    (signal): Promise<ApiResult<WalletVisit>> =>
      reference
        ? fetchWalletResult(reference, signal)
        : orderId
          ? fetchWalletStart(orderId, productId ?? 0, amount, signal)
          : Promise.resolve(NOTHING),
  );

  if (!reference && !orderId) {
    return <PageNotFound />;
  }
  // Back from a provider the method is not known yet: India pays by net banking, never a wallet.
  if (load.kind === 'loading') {
    return <PageSkeleton title={reference ? t.wallet.checkingTitle : t.wallet.title} />;
  }
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

  const extension = state.purpose === 'extension';
  // An extension fee is tried again where it started, never as a repayment of the fee's amount.
  const delayUrl = `/repayDelay?orderId=${state.orderId}&productId=${state.productId}`;
  const cancelled = {
    icon: 'error',
    title: t.wallet.cancelledTitle,
    // Expired or withdrawn, the server's words say when and why, and to ask for a new one.
    body:
      state.withdrawn && state.notice
        ? state.notice
        : extension
          ? t.wallet.extensionCancelledBody
          : t.wallet.cancelledBody,
  } as const;
  const view = {
    paid: {
      icon: 'empty',
      title: t.wallet.paidTitle,
      body: t.wallet.paidBody(money(state.amount)),
    },
    refund_due: {
      icon: 'empty',
      ...(state.refundedOn
        ? {
            title: t.wallet.refundedTitle,
            body: t.wallet.refundedBody(
              money(state.amount),
              dates.date(state.refundedOn, state.market),
            ),
          }
        : extension
          ? {
              title: t.wallet.extensionRefundTitle,
              body: t.wallet.extensionRefundBody(money(state.amount)),
            }
          : {
              title: t.wallet.refundTitle,
              body: state.method === 'wallet' ? t.wallet.refundBody : t.wallet.bankRefundBody,
            }),
    },
    pending: {
      icon: 'offline',
      ...(state.method === 'netbanking'
        ? { title: t.wallet.bankPendingTitle, body: t.wallet.bankPendingBody }
        : state.method === 'checkout'
          ? { title: t.wallet.checkoutPendingTitle, body: t.wallet.checkoutPendingBody }
          : { title: t.wallet.pendingTitle, body: t.wallet.pendingBody }),
    },
    cancelled,
    failed: cancelled,
  } as const;
  const retryUrl = extension
    ? delayUrl
    : // Net banking is tried again from Repay, where the amount is chosen.
      state.method === 'wallet'
      ? `/alipayrepayment?orderId=${state.orderId}&productId=${state.productId}&amount=${state.amount}`
      : payway;
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
            <Button onClick={() => openServerUrl(retryUrl, { replace: true })}>
              {t.wallet.tryAgain}
            </Button>
            {/* The fee's checkout offers every way to pay; its page also offers repaying instead. */}
            <Button
              variant="secondary"
              onClick={() => openServerUrl(extension ? loanUrl : payway, { replace: true })}
            >
              {extension ? t.wallet.backToLoan : t.wallet.otherWays}
            </Button>
          </>
        )}
      </StatusScreen>
    </main>
  );
}
