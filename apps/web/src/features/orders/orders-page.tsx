import type { OrderSummary } from '@tenora/contract/film';
import { formatMoney } from '@tenora/domain/money';
import { Link } from '../../platform/router.tsx';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { bridge } from '../../platform/bridge.ts';
import { withSession } from '../../platform/session.ts';
import type { PageLoad } from '../../platform/page-load.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { fetchOrders } from './orders-api.ts';
import './orders.css';

/** Drawn by the server with the borrower's loans (docs/architecture.md#pages). */
export const load: PageLoad = (_query, signal) => fetchOrders(signal);

/** Statuses that ask the borrower to act get the accent colour. */
const ATTENTION = new Set([174, 180, 5]);

/**
 * `/orders`: the signed-in borrower's loans, newest first (the 'order page',
 * docs/product.md#screens).
 */
export default function OrdersPage() {
  const { t } = useApp();
  const { state, retry } = useLoad('orders', fetchOrders);
  const unread = state.kind === 'ready' ? state.data.unread : 0;

  return (
    <main className="page">
      <header className="page-header orders-header">
        {/* First, where a reader who cannot read the screen's language looks for their own. */}
        <LanguageSwitch className="orders-lang" />
        <h1>{t.orders.title}</h1>
        {/* In the header whatever the list shows, so the count arriving moves nothing. */}
        <Link
          className="orders-messages"
          href={withSession('/messages')}
          aria-label={t.orders.messagesLabel(unread)}
          data-testid="orders-messages"
        >
          {t.orders.messages}
          {unread > 0 && (
            <span className="orders-unread" aria-hidden="true" data-testid="orders-unread">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Link>
      </header>
      {state.kind === 'loading' && <OrderSkeleton />}
      {state.kind === 'failed' && (
        <LoadFailed failure={state} title={t.orders.loadFailed} onRetry={retry} />
      )}
      {state.kind === 'ready' && state.data.orders.length === 0 && (
        <>
          <StatusScreen icon="empty" title={t.orders.emptyTitle} body={t.orders.emptyBody}>
            <Button onClick={() => bridge.goHome()}>{t.orders.explore}</Button>
          </StatusScreen>
          {/* A borrower without a loan still has data, consents and the right to close the account. */}
          <nav className="card choices card-links">
            <PrivacyLink />
          </nav>
        </>
      )}
      {state.kind === 'ready' && state.data.orders.length > 0 && (
        <>
          <ul className="order-list">
            {state.data.orders.map((order) => (
              <li key={order.orderId}>
                <OrderRow order={order} />
              </li>
            ))}
          </ul>
          <nav className="card choices card-links">
            <Link className="choice choice-link" href={withSession('/relevant')}>
              {t.orders.documents}
            </Link>
            <PrivacyLink />
          </nav>
        </>
      )}
    </main>
  );
}

/** The privacy centre (docs/product.md#privacy): the borrower's consents, data and requests. */
function PrivacyLink() {
  const { t } = useApp();
  return (
    <Link
      className="choice choice-link"
      href={withSession('/privacy')}
      data-testid="orders-privacy"
    >
      {t.orders.privacy}
    </Link>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t, market } = useApp();
  const dates = useDates();
  return (
    <Link
      className="order-row"
      href={withSession('/borrowDetail', { orderId: order.orderId, productId: order.productId })}
      data-testid="order-row"
    >
      <img
        className="order-logo"
        src={order.productLogo}
        alt=""
        width={44}
        height={44}
        loading="lazy"
      />
      <span className="order-name">{order.productName}</span>
      {/* The loan's currency, whatever app the address names (decision 027). */}
      <span className="order-amount">{formatMoney(order.amount, order.market)}</span>
      {/* Date and status share a line while they fit; the status moves under the date when not. */}
      <span className="order-meta">
        <span className="order-date">
          {t.orders.appliedOn(dates.date(new Date(order.createdAt), market))}
        </span>
        <span
          className={`order-status${ATTENTION.has(order.status) ? ' order-status-attention' : ''}`}
        >
          {order.statusText}
        </span>
      </span>
    </Link>
  );
}

function OrderSkeleton() {
  return (
    <ul className="order-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="order-row order-row-skeleton" />
      ))}
    </ul>
  );
}
