import type { KeyFacts } from '@tenora/contract/loans';
import { formatMoney } from '@tenora/domain/money';
import { formatPercentBps } from '@tenora/domain/percent';
import { useT } from '../../platform/app-context.tsx';

/** The key fact statement on the confirm screen: every figure from the server's pricing quote. */
/** `rateText` is the server's wording of the rate (pRateDsc), already in the borrower's language. */
export function KeyFactsCard({ facts, rateText }: { facts: KeyFacts; rateText: string }) {
  const t = useT();
  const money = (n: number) => formatMoney(n, facts.market);
  const rows: [string, string][] = [
    [t.confirm.lender, facts.lender],
    [t.confirm.sanctioned, money(facts.sanctioned)],
    [t.confirm.fee, money(facts.processingFee)],
    ...(facts.feeTax > 0 ? ([[t.confirm.feeTax, money(facts.feeTax)]] as [string, string][]) : []),
    [t.confirm.netDisbursed, money(facts.netDisbursed)],
    [t.confirm.interest, rateText],
    [t.confirm.totalInterest, money(facts.totalInterest)],
    [t.confirm.totalRepayable, money(facts.totalRepayable)],
    [t.confirm.instalments, String(facts.instalments.length)],
    [t.confirm.apr, formatPercentBps(facts.aprBps, facts.market)],
    [t.confirm.coolingOff, t.confirm.coolingOffDays(facts.coolingOffDays)],
  ];
  return (
    <section className="card kfs" aria-labelledby="kfs-title" data-testid="key-facts">
      <h2 id="kfs-title" className="section-title">
        {t.confirm.keyFacts}
      </h2>
      <dl className="rows">
        {rows.map(([label, value]) => (
          <div key={label} className="row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="kfs-sub">{t.confirm.penal}</h3>
      <ul className="kfs-lines">
        {facts.penalCharges.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {facts.cap && (
        <>
          <h3 className="kfs-sub">{t.confirm.caps}</h3>
          <ul className="kfs-lines">
            <li>{t.confirm.capCost(formatPercentBps(facts.cap.costBpsPerDay, facts.market))}</li>
            <li>{t.confirm.capLate(formatPercentBps(facts.cap.lateFeeBpsPerDay, facts.market))}</li>
            <li>{t.confirm.capTotal}</li>
          </ul>
        </>
      )}
      <h3 className="kfs-sub">{t.confirm.grievance}</h3>
      <p className="kfs-lines">
        {facts.grievanceOfficer.name} ·{' '}
        <a href={`mailto:${facts.grievanceOfficer.email}`}>{facts.grievanceOfficer.email}</a> ·{' '}
        <a href={`tel:${facts.grievanceOfficer.phone.replace(/\s/g, '')}`}>
          {facts.grievanceOfficer.phone}
        </a>
      </p>
    </section>
  );
}
