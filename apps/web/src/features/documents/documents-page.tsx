import { borrowerDocuments, type BorrowerDocuments } from '@tenora/contract/loans';
import { paperList, type Paper } from '@tenora/contract/papers';
import { formatMoney } from '@tenora/domain/money';
import { useState } from 'react';
import { Link, useSearch } from '../../platform/router.tsx';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { bridge } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { useLoad } from '../../platform/use-load.ts';
import { withSession } from '../../platform/session.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { StatementForm } from './statement-form.tsx';
import './documents.css';

type Loan = Omit<BorrowerDocuments[number], 'productName' | 'amount'> &
  Partial<Pick<BorrowerDocuments[number], 'productName' | 'amount'>> & { papers: Paper[] };

/**
 * Each loan with its documents and its papers (receipts, the certificate that it is repaid),
 * newest first. A loan with papers and no documents as issued (the demo's older loans) still
 * lists its papers.
 */
function loansOf(documents: BorrowerDocuments, papers: Paper[]): Loan[] {
  const loans: Loan[] = documents.map((loan) => ({
    ...loan,
    papers: papers.filter((p) => p.orderId === loan.orderId),
  }));
  for (const paper of papers) {
    if (loans.some((loan) => loan.orderId === paper.orderId)) continue;
    loans.push({
      orderId: paper.orderId,
      market: documents[0]?.market ?? 'IN',
      issuedAt: paper.issuedAt,
      // Only a loan paid out has receipts; one with a sanction letter alone may not be yet.
      disbursed: papers.some((p) => p.orderId === paper.orderId && p.kind !== 'sanction'),
      documents: [],
      papers: papers.filter((p) => p.orderId === paper.orderId),
    });
  }
  return loans;
}

/**
 * `/relevant`: the agreements and key facts of each loan, as issued, to view and to keep, and the
 * papers issued since, each a PDF to download. With `orderId` (from loan details), that loan's
 * only, and a way to all of them.
 */
export default function DocumentsPage() {
  const { t, market } = useApp();
  const dates = useDates();
  const orderId = positiveIntParam(new URLSearchParams(useSearch()).get('orderId'));
  const { state, retry } = useLoad('documents', async (signal) => {
    const [documents, papers] = await Promise.all([
      call(borrowerDocuments, {}, { signal, quiet: true }),
      call(paperList, {}, { signal, quiet: true }),
    ]);
    if (!documents.ok) return documents;
    if (!papers.ok) return papers;
    return { ...documents, data: loansOf(documents.data, papers.data) };
  });
  // Statements made on this screen, shown at once without loading the list again.
  const [made, setMade] = useState<Paper[]>([]);
  const all =
    state.kind !== 'ready'
      ? []
      : state.data.map((loan) => ({
          ...loan,
          papers: [...made.filter((p) => p.orderId === loan.orderId), ...loan.papers],
        }));
  const loans = orderId ? all.filter((loan) => loan.orderId === orderId) : all;
  const allLink = orderId !== undefined && state.kind === 'ready' && state.data.length > 0 && (
    <Link className="link" href={withSession('/relevant')} data-testid="all-documents">
      {t.documents.all}
    </Link>
  );

  return (
    <main className="page">
      <header className="page-header">
        <h1>{t.documents.title}</h1>
      </header>
      {state.kind === 'loading' && <div className="card card-skeleton" aria-hidden="true" />}
      {state.kind === 'failed' && (
        <LoadFailed failure={state} title={t.documents.loadFailed} onRetry={retry} />
      )}
      {state.kind === 'ready' && loans.length === 0 && (
        <StatusScreen
          icon="empty"
          title={orderId ? t.documents.noneForLoanTitle : t.documents.emptyTitle}
          body={t.documents.emptyBody}
        >
          {allLink || <Button onClick={() => bridge.goHome()}>{t.common.goHome}</Button>}
        </StatusScreen>
      )}
      {loans.length > 0 && (
        <ul className="card-list">
          {loans.map((loan) => (
            <li key={loan.orderId} className="card" data-testid="document-loan">
              <h2 className="product-name">
                {loan.productName ?? t.documents.loanNumber(loan.orderId)}
              </h2>
              {loan.amount !== undefined && (
                <p className="confirm-note">
                  {formatMoney(loan.amount, loan.market)} ·{' '}
                  {t.documents.agreedOn(dates.date(new Date(loan.issuedAt), market))}
                </p>
              )}
              <ul className="doc-list">
                {loan.documents.map((doc) => (
                  <li key={doc.kind} className="doc-row">
                    <span>{doc.title}</span>
                    <span className="doc-actions">
                      <Link
                        className="link"
                        href={withSession('/loanAgreement', {
                          kind: doc.kind,
                          orderId: loan.orderId,
                        })}
                      >
                        {t.documents.view}
                      </Link>
                      <a
                        className="link"
                        href={withSession('/film/loan/document/file', {
                          kind: doc.kind,
                          orderId: loan.orderId,
                          format: 'pdf',
                        })}
                        download
                      >
                        {t.documents.download}
                      </a>
                    </span>
                  </li>
                ))}
                {loan.papers.map((paper) => (
                  <li key={paper.id} className="doc-row" data-testid="paper">
                    <span>
                      {paper.title}
                      <span className="doc-meta">
                        {paper.number} ·{' '}
                        <span className="doc-date">
                          {dates.date(new Date(paper.issuedAt), market)}
                        </span>
                      </span>
                    </span>
                    <span className="doc-actions">
                      <a
                        className="link"
                        href={withSession('/film/paper/file', { id: paper.id })}
                        download
                      >
                        {t.documents.download}
                      </a>
                    </span>
                  </li>
                ))}
              </ul>
              {loan.disbursed && (
                <StatementForm
                  orderId={loan.orderId}
                  onMade={(paper) => setMade((papers) => [paper, ...papers])}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {loans.length > 0 && allLink && <p className="documents-all">{allLink}</p>}
    </main>
  );
}
