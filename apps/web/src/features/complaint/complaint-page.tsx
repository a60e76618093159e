import { useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { Link, navigate, useSearch } from '../../platform/router.tsx';
import { withSession } from '../../platform/session.ts';
import { showToast } from '../../platform/toast.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Loaded } from '../../ui/loaded.tsx';
import { COLLECTION, fetchStart, type Loan, type ComplaintStart } from './complaint-api.ts';
import { useHere } from './complaint-parts.tsx';
import './complaint.css';

const formHref = (problemType: number, orderNo: string | undefined, problemSonType?: number) =>
  withSession('/complainPageNext', { problemType, problemSonType, orderNo });

/**
 * `/complaint?orderNo=`: the loan a complaint is about and its type. The loan comes chosen from
 * the screen the borrower came from (loan details, the virtual account); "All loans" lists the
 * others. A collection complaint needs a loan that is or was overdue (`isShow` 1): on another, the
 * type says why it cannot be chosen (docs/product.md#complaints).
 */
export default function ComplaintPage() {
  const { t } = useApp();
  const here = useHere();
  const search = new URLSearchParams(useSearch());
  const asked = search.get('orderNo') ?? search.get('orderId') ?? undefined;
  const { state, retry } = useLoad(`complaint:${asked}`, (signal) =>
    fetchStart(asked, here, signal),
  );
  return (
    <Loaded
      state={state}
      retry={retry}
      failedTitle={t.complaintStart.loadFailed}
      title={t.complaintStart.title}
    >
      {(start) => <ComplaintChoice start={start} />}
    </Loaded>
  );
}

function ComplaintChoice({ start }: { start: ComplaintStart }) {
  const { t } = useApp();
  const [orderNo, setOrderNo] = useState(start.chosen);
  const [listOpen, setListOpen] = useState(false);
  const [subTypesOpen, setSubTypesOpen] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const loan = start.loans.find((l) => l.orderNo === orderNo);

  const choose = (next: Loan) => {
    setOrderNo(next.orderNo);
    setListOpen(false);
    setBlocked(false);
    setSubTypesOpen(false);
    // The choice stays in the address: back from the form, or a reload, keeps it.
    navigate(withSession('/complaint', { orderNo: next.orderNo }), { replace: true });
  };
  const openCollection = () => {
    if (!loan?.collectionAllowed) {
      setBlocked(true);
      setSubTypesOpen(false);
      showToast(t.complaintStart.collectionBlocked);
      return;
    }
    setSubTypesOpen((open) => !open);
  };

  return (
    <main className="page cp-page">
      <header className="page-header">
        <h1>{t.complaintStart.title}</h1>
        <p className="cp-intro">{t.complaintStart.intro}</p>
      </header>
      <nav className="card choices card-links cp-card">
        <Link
          className="choice choice-link"
          href={withSession('/complaintList')}
          data-testid="cp-my"
        >
          {t.complaintStart.myComplaints}
        </Link>
      </nav>

      <section className="card cp-card" aria-labelledby="cp-loan-title">
        <div className="cp-card-head">
          <h2 className="section-title" id="cp-loan-title">
            {t.complaintStart.loanTitle}
          </h2>
          {start.loans.length > 0 && (
            <button
              type="button"
              className="cp-text-btn"
              onClick={() => setListOpen(true)}
              data-testid="cp-all-loans"
            >
              {t.complaintStart.allLoans}
            </button>
          )}
        </div>
        {loan ? <LoanSummary loan={loan} /> : <p className="cp-hint">{t.complaintStart.noLoan}</p>}
      </section>

      <section className="card cp-card" aria-labelledby="cp-type-title">
        <h2 className="section-title" id="cp-type-title">
          {t.complaintStart.typeTitle}
        </h2>
        <ul className="cp-types">
          {start.types.map((type) => (
            <li key={type.value}>
              {type.value === COLLECTION ? (
                <button
                  type="button"
                  className={`cp-type${blocked ? ' cp-type-blocked' : ''}`}
                  aria-expanded={subTypesOpen}
                  aria-describedby={blocked ? 'cp-blocked' : undefined}
                  onClick={openCollection}
                  data-testid="cp-type"
                >
                  {type.title}
                </button>
              ) : (
                <Link
                  className="cp-type"
                  href={formHref(type.value, orderNo)}
                  data-testid="cp-type"
                >
                  {type.title}
                </Link>
              )}
            </li>
          ))}
        </ul>
        {blocked && (
          <div className="cp-blocked" id="cp-blocked" role="alert" data-testid="cp-blocked">
            <strong>{t.complaintStart.collectionBlocked}</strong>
            <p>{t.complaintStart.collectionWhy}</p>
          </div>
        )}
        {subTypesOpen && (
          <div className="cp-subtypes" data-testid="cp-subtypes">
            <h3 className="section-title">{t.complaintStart.subTypeTitle}</h3>
            <ul className="choices">
              {start.subTypes.map((sub) => (
                <li key={sub.value}>
                  <Link
                    className="choice choice-link"
                    href={formHref(COLLECTION, orderNo, sub.value)}
                    data-testid="cp-subtype"
                  >
                    {sub.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <Dialog
        open={listOpen}
        title={t.complaintStart.chooseLoan}
        onClose={() => setListOpen(false)}
      >
        <ul className="cp-loans">
          {start.loans.map((l) => (
            <li key={l.orderNo}>
              <button
                type="button"
                className={`cp-loan${l.orderNo === orderNo ? ' cp-loan-on' : ''}`}
                aria-pressed={l.orderNo === orderNo}
                onClick={() => choose(l)}
                data-testid="cp-loan"
              >
                <LoanSummary loan={l} />
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </main>
  );
}

function LoanSummary({ loan }: { loan: Loan }) {
  return (
    <span className="cp-loan-summary" data-testid="cp-loan-summary">
      {loan.logo && <img className="cp-logo" src={loan.logo} alt="" width={40} height={40} />}
      <span className="cp-loan-text">
        <span className="cp-loan-name">{loan.productName}</span>
        <span className="cp-loan-status">{loan.status}</span>
        {loan.rows.map((row) => (
          <span className="cp-loan-row" key={row.title}>
            {row.title}: {row.value}
          </span>
        ))}
      </span>
    </span>
  );
}
