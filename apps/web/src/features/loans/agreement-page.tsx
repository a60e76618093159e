import { useSearch } from '../../platform/router.tsx';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { bridge } from '../../platform/bridge.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { fetchDocument } from './loans-api.ts';

/**
 * `/loanAgreement`: the agreement or key facts, filled in with a quote's figures before
 * confirming, or the stored copy of an order as it was issued.
 */
export default function AgreementPage() {
  const { t, market } = useApp();
  const dates = useDates();
  const search = new URLSearchParams(useSearch());
  const kind = search.get('kind') === 'key_facts' ? 'key_facts' : 'agreement';
  const orderId = positiveIntParam(search.get('orderId'));
  const productId = positiveIntParam(search.get('productId'));
  const amount = positiveIntParam(search.get('amount'));
  const periods = positiveIntParam(search.get('periods'));
  const input = {
    kind,
    ...(orderId ? { orderId } : {}),
    ...(productId ? { productId } : {}),
    ...(amount ? { amount } : {}),
    ...(periods ? { periods } : {}),
  } as const;
  // No retry here: the way out is back to where the document was opened.
  const { state } = useLoad(JSON.stringify(input), (signal) => fetchDocument(input, signal));

  if (state.kind === 'failed') {
    return (
      <main className="page page-center">
        <StatusScreen icon="error" title={t.agreement.loadFailed} body={state.message}>
          <Button onClick={() => bridge.back()}>{t.agreement.back}</Button>
        </StatusScreen>
      </main>
    );
  }
  return (
    <main className="page document">
      <header className="page-header">
        <h1>{state.kind === 'ready' ? state.data.title : '…'}</h1>
      </header>
      {state.kind === 'ready' && (
        <article className="card" data-testid="document">
          <p className="confirm-note">
            {state.data.issuedAt
              ? t.agreement.issuedOn(dates.date(new Date(state.data.issuedAt), market))
              : t.agreement.draft}
          </p>
          {state.data.sections.map((section) => (
            <section key={section.heading}>
              <h2 className="section-title">{section.heading}</h2>
              {section.lines.map((line) => (
                <p key={line} className="document-line">
                  {line}
                </p>
              ))}
            </section>
          ))}
          <Button variant="secondary" onClick={() => bridge.back()}>
            {t.agreement.back}
          </Button>
        </article>
      )}
    </main>
  );
}
