import { formatMoney } from '@tenora/domain/money';
import { useSearch } from '../../platform/router.tsx';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded } from '../../ui/loaded.tsx';
import { showToast } from '../../platform/toast.ts';
import { Payee, Steps } from './pay-steps.tsx';
import { groupInFours } from './va-format.ts';
import { fetchInstructions, type Instructions } from './virtual-account-api.ts';
import './virtual-account.css';

/** `/dragonpayPaymentInstructions?reference=`: how to pay an issued number or code. */
export default function InstructionsPage() {
  const { t } = useApp();
  const reference = new URLSearchParams(useSearch()).get('reference') ?? '';
  const { state, retry } = useLoad(`instructions:${reference}`, (signal) =>
    fetchInstructions(reference, signal),
  );
  return (
    <Loaded
      state={state}
      retry={retry}
      failedTitle={t.instructions.loadFailed}
      title={t.instructions.title}
    >
      {(d) => <InstructionsView d={d} />}
    </Loaded>
  );
}

function InstructionsView({ d }: { d: Instructions }) {
  const { t, market } = useApp();
  const dates = useDates();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(d.reference);
      showToast(t.va.copied);
    } catch {
      showToast(t.va.copyManually);
    }
  };
  return (
    <main className="page details-page">
      <header className="page-header">
        <h1>{t.instructions.title}</h1>
        <p className="confirm-sub">{d.place}</p>
      </header>
      {d.notice && (
        <p className="card va-withdrawn" role="status" data-testid="instructions-notice">
          {d.notice}
        </p>
      )}
      <section className="card">
        <dl className="rows">
          <div className="row">
            <dt>{t.instructions.reference}</dt>
            <dd data-testid="instructions-reference">{groupInFours(d.reference)}</dd>
          </div>
          <div className="row">
            <dt>{t.instructions.amount}</dt>
            <dd>{formatMoney(d.amount, d.market)}</dd>
          </div>
          <Payee ifsc={d.ifsc} beneficiary={d.beneficiary} />
        </dl>
        {/* A withdrawn number invites no payment: no copy, deadline, steps or rules. */}
        {!d.withdrawn && (
          <>
            <Button variant="secondary" onClick={copy}>
              {t.va.copy}
            </Button>
            <p className="confirm-note" data-testid="instructions-deadline">
              {t.instructions.deadline(dates.dateTime(new Date(d.expireAt), market))}
            </p>
          </>
        )}
      </section>
      {!d.withdrawn && (
        <>
          <section className="card">
            <h2 className="section-title">{t.instructions.steps}</h2>
            <Steps steps={d.steps} />
          </section>
          <section className="card" data-testid="instructions-rules">
            <h2 className="section-title">{t.instructions.rules}</h2>
            <ul className="kfs-lines">
              {d.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>
        </>
      )}
      <section className="card">
        <h2 className="section-title">{t.instructions.support}</h2>
        <ul className="links">
          {d.supportPhone && (
            <li>
              <a className="link" href={`tel:${d.supportPhone.replace(/\s/g, '')}`}>
                {d.supportPhone}
              </a>
            </li>
          )}
          {d.supportEmail && (
            <li>
              <a className="link" href={`mailto:${d.supportEmail}`}>
                {d.supportEmail}
              </a>
            </li>
          )}
        </ul>
      </section>
    </main>
  );
}
