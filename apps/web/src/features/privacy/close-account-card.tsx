import { CLOSE_ACCOUNT_TITLE } from './close-account-title.ts';
import { RETENTION_PROMISED } from '@tenora/domain/retention';
import { useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { Link } from '../../platform/router.tsx';
import { withSession } from '../../platform/session.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { sendRequest, withdrawRequest, type Privacy } from './privacy-api.ts';
import { usePrivacyTimes } from './privacy-format.ts';
import { useAct } from './use-act.ts';

/**
 * Closing the account: the erasure request, as the server says it stands. Available: what is
 * erased and what the law keeps, then a confirmation. Open loans: each must end first, and leads
 * to its details. Pending: the request, by when it is acted on, and Withdraw while staff have not.
 * Its heading takes the focus when the registration's consent leads here (CLOSE_ACCOUNT_TITLE).
 */
export function CloseAccountCard(props: { view: Privacy; onChange: (next: Privacy) => void }) {
  const { t } = useApp();
  const { when, dueWhen } = usePrivacyTimes();
  const tc = t.privacy.close;
  const { market, erasure, requests } = props.view;
  const { problem, act } = useAct(props.onChange);
  const [confirming, setConfirming] = useState(false);
  const pending = requests.find(
    (r) => r.kind === 'erasure' && (r.status === 'open' || r.status === 'erasing'),
  );

  let body;
  if (erasure.state === 'pending' && pending) {
    body = (
      <>
        <p className="privacy-lead" data-testid="close-pending">
          {tc.pending(when(pending.openedAt, market), dueWhen(pending.dueAt, market))}
        </p>
        {pending.status === 'erasing' ? (
          <p className="privacy-note">{tc.erasing}</p>
        ) : (
          <>
            <p className="privacy-note">{tc.withdrawable}</p>
            <div className="privacy-actions">
              <Button
                variant="secondary"
                onClick={() => act(() => withdrawRequest(pending.id))}
                data-testid="close-withdraw"
              >
                {t.privacy.requests.withdraw}
              </Button>
            </div>
          </>
        )}
      </>
    );
  } else if (erasure.state === 'openLoans') {
    body = (
      <>
        <p className="privacy-lead" data-testid="close-open-loans">
          {tc.openLoans}
        </p>
        <div className="choices privacy-loans">
          {erasure.openLoans.map((loan) => (
            <Link
              key={loan.orderId}
              className="choice choice-link"
              href={withSession('/borrowDetail', { orderId: loan.orderId })}
              data-testid="close-open-loan"
            >
              <span className="choice-text">
                {loan.productName}
                <span className="privacy-meta">{tc.orderNo(loan.orderNo)}</span>
              </span>
            </Link>
          ))}
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className="privacy-note">{tc.erased}</p>
        {erasure.keepsLoanRecords && (
          <p className="privacy-note" data-testid="close-kept">
            {tc.kept(RETENTION_PROMISED.loanRecordYears)}
          </p>
        )}
        <p className="privacy-note">{t.privacy.requests.deadline[market]}</p>
        <div className="privacy-actions">
          <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="close-ask">
            {tc.ask}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section
      className="card privacy-card"
      aria-labelledby={CLOSE_ACCOUNT_TITLE}
      data-testid="close-account"
      data-state={erasure.state}
    >
      <h2 className="section-title" id={CLOSE_ACCOUNT_TITLE} tabIndex={-1}>
        {tc.title}
      </h2>
      {body}
      {problem && (
        <p className="field-error" role="alert" data-testid="close-problem">
          {problem}
        </p>
      )}
      <Dialog open={confirming} title={tc.confirmTitle} onClose={() => setConfirming(false)}>
        <p className="dialog-body">{tc.confirmBody}</p>
        <div className="dialog-actions">
          <Button
            onClick={async () => {
              // Closed either way: a failure is said on the card, beside the button to try again.
              await act(() => sendRequest('erasure'));
              setConfirming(false);
            }}
            data-testid="close-confirm"
          >
            {tc.confirm}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {tc.keep}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
