import { PAY_TYPE } from '@tenora/contract/virtual-account';
import { formatMoney } from '@tenora/domain/money';
import { useRef, useState } from 'react';
import { Link, useSearch } from '../../platform/router.tsx';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { openServerUrl } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { withSession } from '../../platform/session.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { showToast } from '../../platform/toast.ts';
import { Payee, Steps } from './pay-steps.tsx';
import { readChoice, type StoredChoice } from './stored-choice.ts';
import { groupInFours, pathWithQuery, vaQuery } from './va-format.ts';
import { fetchPayOptions, issuePaymentNumber, type PaymentNumber } from './virtual-account-api.ts';
import { PageLoadFailed, PageNotFound, PageSkeleton } from '../../ui/loaded.tsx';
import './virtual-account.css';

interface Shown {
  va: PaymentNumber;
  /** The bank and its channel, or the store, as the borrower chose them. */
  method: string;
}

/**
 * The way to pay when nothing was chosen: the first bank, channel 1 (is_default 1,
 * docs/product.md#screen-rules).
 */
async function defaultChoice(
  orderId: number,
  productId: number | undefined,
  signal: AbortSignal,
  noBanks: string,
): Promise<ApiResult<{ choice: StoredChoice; bankName: string; channel: string }>> {
  const r = await fetchPayOptions({ orderId, productId, payType: PAY_TYPE.bank }, signal);
  if (!r.ok) return r;
  const first = r.data.banks[0];
  if (!first) return { ok: false, kind: 'business', message: noBanks };
  return {
    ...r,
    data: {
      choice: { payType: PAY_TYPE.bank, payCode: first.code, specificNum: 1, isDefault: 1 },
      bankName: first.name,
      channel: first.channels[0] ?? '',
    },
  };
}

/** A bank choice's names, from the bank list; the code itself if the bank has gone from it. */
async function bankNames(
  orderId: number,
  productId: number | undefined,
  choice: { payCode: string; specificNum: number },
  signal: AbortSignal,
): Promise<ApiResult<{ bankName: string; channel: string }>> {
  const r = await fetchPayOptions({ orderId, productId, payType: PAY_TYPE.bank }, signal);
  if (!r.ok) return r;
  const bank = r.data.banks.find((b) => b.code === choice.payCode);
  return {
    ...r,
    data: {
      bankName: bank?.name ?? choice.payCode,
      channel: bank?.channels[choice.specificNum - 1] ?? '',
    },
  };
}

/**
 * `/that?productId=&orderId=&amount=&display=`: the virtual account number (or store payment code)
 * to pay to, how to pay it, and until when (docs/product.md#payments). Payment arrives by the
 * provider's webhook; "I have paid" only tells the borrower that.
 */
export default function ThatPage() {
  const { t, market } = useApp();
  const dates = useDates();
  const search = new URLSearchParams(useSearch());
  const orderId = positiveIntParam(search.get('orderId'));
  const productId = positiveIntParam(search.get('productId'));
  const amount = positiveIntParam(search.get('amount'));
  const display = search.get('display') === '1' ? 1 : 0;
  const carried = vaQuery(search);
  const stored = readChoice();
  const [tipsOpen, setTipsOpen] = useState(false);
  const numberRef = useRef<HTMLParagraphElement>(null);

  const { state, retry } = useLoad(
    JSON.stringify({ orderId, productId, amount, display, stored }),
    async (signal): Promise<ApiResult<Shown>> => {
      if (orderId === undefined || amount === undefined) {
        return { ok: false, kind: 'business', message: '' };
      }
      let choice: StoredChoice;
      let method: string;
      if (stored?.payType === PAY_TYPE.market) {
        choice = stored;
        method = stored.payCode;
      } else if (stored) {
        const names = await bankNames(orderId, productId, stored, signal);
        if (!names.ok) return names;
        choice = stored;
        method = [names.data.bankName, names.data.channel].filter(Boolean).join(' · ');
      } else {
        const d = await defaultChoice(orderId, productId, signal, t.va.noBanks);
        if (!d.ok) return d;
        choice = d.data.choice;
        method = [d.data.bankName, d.data.channel].filter(Boolean).join(' · ');
      }
      const r = await issuePaymentNumber({ orderId, productId, amount, choice, display }, signal);
      return r.ok ? { ...r, data: { va: r.data, method } } : r;
    },
  );

  const changeHref = withSession('/individual', carried);

  if (orderId === undefined || amount === undefined) {
    return <PageNotFound />;
  }
  if (state.kind === 'loading') {
    return <PageSkeleton title={t.va.payTitle} />;
  }
  if (state.kind === 'failed') {
    return (
      <PageLoadFailed failure={state} title={t.va.codeLoadFailed} onRetry={retry}>
        <Link className="btn btn-secondary va-link-btn" href={changeHref}>
          {t.va.otherWay}
        </Link>
      </PageLoadFailed>
    );
  }

  const { va, method } = state.data;
  const isMarket = va.payType === PAY_TYPE.market;
  const goToDetails = () =>
    openServerUrl(pathWithQuery('/borrowDetail', { orderId, productId }), { replace: true });

  // Paid: say so, and show no number that could be paid a second time.
  if (va.paid) {
    return (
      <main className="page page-center" data-testid="va-paid-state">
        <StatusScreen
          icon="done"
          title={t.va.paidTitle}
          body={t.va.paidBody(formatMoney(va.amount, va.market))}
        >
          <Button onClick={goToDetails}>{t.va.paidDetails}</Button>
        </StatusScreen>
      </main>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(va.number);
      showToast(t.va.copied);
    } catch {
      // No clipboard (an old WebView, an insecure page): select it for a long-press copy.
      const el = numberRef.current;
      const selection = window.getSelection();
      if (el && selection) selection.selectAllChildren(el);
      showToast(t.va.copyManually);
    }
  };

  return (
    <main className="page va-page">
      <header className="page-header">
        <h1>{t.va.payTitle}</h1>
        <p className="confirm-sub repay-due-label">{t.va.total}</p>
        <p className="confirm-amount" data-testid="va-total">
          {formatMoney(va.amount, va.market)}
        </p>
        <p className="confirm-sub" data-testid="va-expiry">
          {t.va.payBefore(dates.dateTime(new Date(va.expireAt), market))}
        </p>
      </header>

      <section className="card va-code-card">
        <h2 className="section-title">{isMarket ? t.va.payCode : t.va.vaNumber}</h2>
        <p className="va-number" ref={numberRef} data-testid="va-number">
          {groupInFours(va.number)}
        </p>
        <Button variant="secondary" className="va-copy" onClick={copy} data-testid="va-copy">
          {t.va.copy}
        </Button>
      </section>

      <section className="card">
        <dl className="rows">
          <div className="row">
            <dt>{t.va.method}</dt>
            <dd data-testid="va-method">{method}</dd>
          </div>
          <Payee ifsc={va.ifsc} beneficiary={va.beneficiary} />
          <div className="row">
            <dt>{t.va.billNo}</dt>
            <dd>{va.billNumber}</dd>
          </div>
        </dl>
        <Link className="choice choice-link" href={changeHref} data-testid="va-change">
          {t.va.change}
        </Link>
      </section>

      <section className="card" data-testid="va-steps">
        <h2 className="section-title">{t.va.steps}</h2>
        <Steps steps={va.steps} />
        <p className="confirm-note va-receipt">{t.va.keepReceipt}</p>
      </section>

      <section className="card">
        <Link
          className="choice choice-link"
          href={withSession('/dragonpayPaymentInstructions', { reference: va.number })}
          data-testid="va-instructions"
        >
          {t.va.instructions}
        </Link>
        <Link
          className="choice choice-link"
          href={withSession('/customerService', { orderId })}
          data-testid="va-complaint"
        >
          {t.va.complaint}
        </Link>
        <Link
          className="choice choice-link"
          href={withSession('/complaint', { orderNo: orderId })}
          data-testid="va-raise-complaint"
        >
          {t.va.raiseComplaint}
        </Link>
      </section>

      <div className="confirm-bar">
        <Button onClick={() => setTipsOpen(true)} data-testid="va-paid">
          {t.va.paid}
        </Button>
      </div>

      <Dialog open={tipsOpen} title={t.va.tipsTitle} onClose={() => setTipsOpen(false)}>
        <p className="dialog-body">{t.va.tipsBody}</p>
        <div className="dialog-actions">
          <Button onClick={goToDetails} data-testid="va-tips-ok">
            {t.va.ok}
          </Button>
        </div>
      </Dialog>
    </main>
  );
}
