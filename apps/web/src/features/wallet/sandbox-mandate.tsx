import { formatMoney } from '@tenora/domain/money';
import { useState } from 'react';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { bridge, openServerUrl } from '../../platform/bridge.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { PageLoadFailed, PageNotFound, PageSkeleton } from '../../ui/loaded.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { answerMandate, fetchMandate, type AskedMandate } from './sandbox-mandate-api.ts';

const NOTHING: ApiResult<never> = { ok: false, kind: 'business', message: '' };

/** The longest mandate reference the support API takes. */
const REFERENCE_MAX = 64;

/**
 * `/alipayrepayment?mandate=mnd_…` (`&orderId=&productId=`): the sandbox's UPI app, or its bank,
 * asked to approve an autopay mandate (docs/payments.md#the-sandbox), on the page its wallet, bank
 * and checkout send the borrower back to. It shows what is asked, the most one
 * debit may take, and plays the borrower's answer through the support API; the mandate's event
 * then reaches the server as the provider's would. It takes no real money, and shows nothing
 * where the server plays no provider. Back to Repay for the loan when the address names it, else
 * back where the borrower came from. A chunk of its own: the wallet page's visitors never load it.
 */
export default function SandboxMandate(props: {
  reference: string;
  orderId: number | undefined;
  productId: number | undefined;
}) {
  const { t } = useApp();
  const ts = t.wallet.mandate;
  const { orderId, productId } = props;
  const reference = props.reference.trim();
  const known = reference.length > 0 && reference.length <= REFERENCE_MAX;
  const { state, retry } = useLoad(`mandate:${reference}`, (signal) =>
    known ? fetchMandate(reference, signal) : Promise.resolve(NOTHING),
  );
  const [answered, setAnswered] = useState<'approve' | 'decline' | null>(null);

  if (!known) return <PageNotFound />;
  if (state.kind === 'loading') return <PageSkeleton />;
  if (state.kind === 'failed') {
    return <PageLoadFailed failure={state} title={ts.loadFailed} onRetry={retry} />;
  }
  const mandate: AskedMandate = state.data;
  const title = ts.title[mandate.kind];
  const repay = orderId
    ? `/repay?orderId=${orderId}${productId ? `&productId=${productId}` : ''}`
    : null;
  // Where Tenora is: Repay for the loan, else the screen that opened this page.
  const backToTenora = () => (repay ? openServerUrl(repay, { replace: true }) : bridge.back());

  const answer = async (outcome: 'approve' | 'decline') => {
    const r = await answerMandate(reference, outcome);
    if (!r.ok) return;
    if (repay) openServerUrl(repay, { replace: true });
    else setAnswered(outcome);
  };

  if (answered || mandate.status !== 'approving') {
    return (
      <main className="page page-center" data-testid="mandate-answered">
        <StatusScreen
          icon={answered === 'decline' ? 'error' : answered ? 'done' : 'empty'}
          title={
            answered === 'approve'
              ? ts.approvedTitle
              : answered === 'decline'
                ? ts.declinedTitle
                : title
          }
          body={answered ? ts.goBack : ts.answered}
        >
          <Button onClick={backToTenora}>{ts.backToTenora}</Button>
        </StatusScreen>
      </main>
    );
  }

  const max = formatMoney(mandate.maxAmount, mandate.market);
  return (
    <main className="page page-center">
      <section className="status-screen" data-testid="mandate">
        <h1 className="status-title">{title}</h1>
        <p className="status-body" data-testid="mandate-asks">
          {ts.asks(max)}
        </p>
        <p className="confirm-note">{ts.test}</p>
        <p className="confirm-note">{ts.reference(mandate.reference)}</p>
        <div className="status-actions">
          <Button onClick={() => answer('approve')} data-testid="mandate-approve">
            {ts.approve}
          </Button>
          <Button
            variant="secondary"
            onClick={() => answer('decline')}
            data-testid="mandate-decline"
          >
            {ts.decline}
          </Button>
        </div>
      </section>
    </main>
  );
}
