import type { KeyFacts } from '@tenora/contract/loans';
import { formatMoney } from '@tenora/domain/money';
import { formatPercentBps } from '@tenora/domain/percent';
import { useT } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';

/** The key fact statement on the confirm screen: every figure from the server's pricing quote. */
/** `rateText` is the server's wording of the rate (pRateDsc), already in the borrower's language. */
export function KeyFactsCard({ facts, rateText }: { facts: KeyFacts; rateText: string }) {
  const t = useT();
  const dates = useDates();
  const money = (n: number) => formatMoney(n, facts.market);
  const d = facts.disclosures;
  const rows: [string, string][] = [
    [t.keyFacts.lender, facts.lender],
    [t.keyFacts.sanctioned, money(facts.sanctioned)],
    [t.keyFacts.fee, money(facts.processingFee)],
    ...(facts.feeTax > 0 ? ([[t.keyFacts.feeTax, money(facts.feeTax)]] as [string, string][]) : []),
    [t.keyFacts.netDisbursed, money(facts.netDisbursed)],
    [t.keyFacts.interest, rateText],
    [t.keyFacts.totalInterest, money(facts.totalInterest)],
    [t.keyFacts.totalRepayable, money(facts.totalRepayable)],
    [t.keyFacts.instalments, String(facts.instalments.length)],
    [t.keyFacts.coolingOff, t.keyFacts.coolingOffDays(facts.coolingOffDays)],
    // Last, so that the convention reads right under the figure.
    [t.keyFacts.apr, formatPercentBps(facts.aprBps, facts.market)],
  ];
  return (
    <section className="card kfs" aria-labelledby="kfs-title" data-testid="key-facts">
      <h2 id="kfs-title" className="section-title">
        {t.keyFacts.keyFacts}
      </h2>
      <dl className="rows">
        {rows.map(([label, value]) => (
          <div key={label} className="row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="kfs-lines" data-testid="apr-convention">
        {d.aprConvention}
      </p>
      <p className="kfs-lines">{d.interestType}</p>
      <h3 className="kfs-sub">{t.keyFacts.feesTo}</h3>
      <dl className="rows">
        {d.fees.map((fee) => (
          <div key={fee.name} className="row">
            <dt>
              {fee.name}
              <small className="kfs-recipient">{fee.recipient}</small>
            </dt>
            <dd>{money(fee.amount)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="kfs-sub">{t.keyFacts.schedule}</h3>
      <ol className="plan" data-testid="kfs-schedule">
        {facts.instalments.map((i) => (
          <li key={i.periodNo} className="plan-item">
            <span>
              <strong>{dates.date(i.dueDate, facts.market)}</strong>
              <small>
                {t.keyFacts.scheduleRow(
                  money(i.principal),
                  money(i.interest),
                  money(i.outstandingAfter),
                )}
              </small>
            </span>
            <strong>{money(i.total)}</strong>
          </li>
        ))}
      </ol>
      <h3 className="kfs-sub">{t.keyFacts.penal}</h3>
      <ul className="kfs-lines">
        {[...facts.penalCharges, ...(d.otherCharges ?? [])].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {facts.cap && (
        <>
          <h3 className="kfs-sub">{t.keyFacts.caps}</h3>
          <ul className="kfs-lines">
            <li>{t.keyFacts.capCost(formatPercentBps(facts.cap.costBpsPerDay, facts.market))}</li>
            <li>
              {t.keyFacts.capLate(formatPercentBps(facts.cap.lateFeeBpsPerDay, facts.market))}
            </li>
            <li>{t.keyFacts.capTotal}</li>
          </ul>
        </>
      )}
      <h3 className="kfs-sub">{t.keyFacts.foreclosure}</h3>
      <ul className="kfs-lines">
        {d.foreclosure.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="kfs-sub">{t.keyFacts.recovery}</h3>
      <p className="kfs-lines">{d.recovery}</p>
      <h3 className="kfs-sub">{t.keyFacts.provider}</h3>
      <p className="kfs-lines">{d.lendingServiceProvider}</p>
      <h3 className="kfs-sub">{t.keyFacts.grievance}</h3>
      <p className="kfs-lines">
        {facts.grievanceOfficer.name} ·{' '}
        <a href={`mailto:${facts.grievanceOfficer.email}`}>{facts.grievanceOfficer.email}</a> ·{' '}
        <a href={`tel:${facts.grievanceOfficer.phone.replace(/\s/g, '')}`}>
          {facts.grievanceOfficer.phone}
        </a>
      </p>
      <p className="kfs-lines">{d.grievance}</p>
      <p className="kfs-lines">{d.escalation}</p>
    </section>
  );
}
