import type { LoanDocument } from '@tenora/contract/loans';
import { formatDate } from '@tenora/domain/dates';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useApp } from '../../platform/app-context.tsx';
import { positiveIntParam } from '../../platform/query-params.ts';
import { bridge } from '../../platform/bridge.ts';
import { Button } from '../../ui/button.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { fetchDocument } from './loans-api.ts';

type State =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; doc: LoanDocument };

/**
 * `/loanAgreement`: the agreement or key facts, filled in with a quote's figures before
 * confirming, or the stored copy of an order as it was issued.
 */
export default function AgreementPage() {
  const { t, market } = useApp();
  const search = new URLSearchParams(useSearch());
  const kind = search.get('kind') === 'key_facts' ? 'key_facts' : 'agreement';
  const orderId = positiveIntParam(search.get('orderId'));
  const productId = positiveIntParam(search.get('productId'));
  const amount = positiveIntParam(search.get('amount'));
  const periods = positiveIntParam(search.get('periods'));
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    const input = {
      kind,
      ...(orderId ? { orderId } : {}),
      ...(productId ? { productId } : {}),
      ...(amount ? { amount } : {}),
      ...(periods ? { periods } : {}),
    } as const;
    void fetchDocument(input, abort.signal).then((result) => {
      if (abort.signal.aborted || (!result.ok && result.kind === 'unauthenticated')) return;
      setState(
        result.ok
          ? { kind: 'ready', doc: result.data }
          : { kind: 'failed', message: result.message },
      );
    });
    return () => abort.abort();
  }, [kind, orderId, productId, amount, periods]);

  if (state.kind === 'failed') {
    return (
      <main className="page page-center">
        <StatusScreen icon="error" title={t.agreement.loadFailed} body={state.message}>
          <Button onClick={() => bridge.closeWebview()}>{t.agreement.back}</Button>
        </StatusScreen>
      </main>
    );
  }
  return (
    <main className="page document">
      <header className="page-header">
        <h1>{state.kind === 'ready' ? state.doc.title : '…'}</h1>
      </header>
      {state.kind === 'ready' && (
        <article className="card" data-testid="document">
          <p className="confirm-note">
            {state.doc.issuedAt
              ? t.agreement.issuedOn(formatDate(new Date(state.doc.issuedAt), market))
              : t.agreement.draft}
          </p>
          {state.doc.sections.map((section) => (
            <section key={section.heading}>
              <h2 className="section-title">{section.heading}</h2>
              {section.lines.map((line) => (
                <p key={line} className="document-line">
                  {line}
                </p>
              ))}
            </section>
          ))}
          <Button variant="secondary" onClick={() => bridge.closeWebview()}>
            {t.agreement.back}
          </Button>
        </article>
      )}
    </main>
  );
}
