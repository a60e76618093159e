import type { KeyFacts, LoanDocument } from '@tenora/contract/loans';
import { formatDate } from '@tenora/domain/dates';
import { PREPAYMENT_WINDOW, prepaymentOpensDay } from '@tenora/domain/early-repayment';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { IN_LATE_CHARGES } from '@tenora/domain/penalty';
import { DEFAULT_LATE_CHARGES, lateChargesOf, type LateCharges } from '@tenora/domain/pricing';
import { formatPercentBps } from '@tenora/domain/percent';
import type { Translate } from '../../platform/messages.ts';
import type { Company } from '@tenora/contract/film';
import type { PricedLoan } from './quote.ts';

export function penalChargeLines(
  market: Market,
  lateFeeBpsPerDay: number | undefined,
  t: Translate,
  lateCharges: LateCharges = DEFAULT_LATE_CHARGES,
): string[] {
  if (market === 'IN') {
    // The product's own fee and bands, the same for every borrower of it; the ceiling is a rule.
    const { fixedFee, dailyBands } = lateCharges;
    return [
      t('penal.in', formatMoney(fixedFee, 'IN')),
      t(
        'penal.inDaily',
        dailyBands.map((b, i) => {
          const next = dailyBands[i + 1];
          return {
            rate: formatPercentBps(b.bps, 'IN'),
            from: b.fromDay,
            to: next ? next.fromDay - 1 : null,
          };
        }),
      ),
      t('penal.inCap', formatPercentBps(IN_LATE_CHARGES.capBpsOfOverduePrincipal, 'IN')),
    ];
  }
  return [t('penal.id', formatPercentBps(lateFeeBpsPerDay ?? 0, 'ID')), t('penal.idCap')];
}

/**
 * Early repayment as the documents state it (docs/product.md#early-repayment), from the rule that
 * prices it: the day this loan's window opens, or any time; interest only to the day of payment.
 */
export function prepaymentLine(facts: Pick<KeyFacts, 'market' | 'termDays'>, t: Translate): string {
  const opensDay = prepaymentOpensDay(facts.market, facts.termDays);
  const { termShareBps, minDay } = PREPAYMENT_WINDOW[facts.market];
  return t(
    'doc.prepayment',
    opensDay === 0
      ? null
      : { opensDay, termShare: formatPercentBps(termShareBps, facts.market), minDay },
  );
}

/** The key fact statement's figures, all from the pricing module's quote. */
/** The regulated lender behind a loan, as the app config states it (`AppConfig.company`). */
export type Lender = Pick<
  Company,
  'lender' | 'coolingOffDays' | 'grievanceOfficer' | 'lendingServiceProvider'
>;

export function keyFacts(loan: PricedLoan, market: Market, lender: Lender, t: Translate): KeyFacts {
  const { quote, pricing } = loan;
  let outstanding = quote.principal;
  const instalments = quote.instalments.map((i) => {
    outstanding -= i.principal;
    return { ...i, outstandingAfter: outstanding };
  });
  const interest = { per: pricing.interest.per, bps: pricing.interest.bps };
  return {
    market,
    lender: lender.lender,
    sanctioned: quote.principal,
    processingFee: quote.processingFee,
    feeTax: quote.feeTax,
    feeTaxBps: pricing.feeTaxBps,
    netDisbursed: quote.netDisbursed,
    totalInterest: quote.totalInterest,
    totalRepayable: quote.totalRepayable,
    termDays: quote.termDays,
    instalments,
    aprBps: quote.aprBps,
    interest,
    penalCharges: penalChargeLines(market, quote.cap?.lateFeeBpsPerDay, t, lateChargesOf(pricing)),
    disclosures: {
      interestType: t('kfs.interestType', interestText({ interest, market }, t)),
      aprConvention: t('kfs.aprConvention'),
      fees: [
        {
          name: t('kfs.fee.processing'),
          amount: quote.processingFee,
          recipient: t('kfs.to.lender', lender.lender),
        },
        ...(quote.feeTax > 0
          ? [
              {
                name: t('kfs.fee.tax', formatPercentBps(pricing.feeTaxBps, market)),
                amount: quote.feeTax,
                recipient: t('kfs.to.government'),
              },
            ]
          : []),
      ],
      foreclosure: [
        prepaymentLine({ market, termDays: quote.termDays }, t),
        t('loan.note', lender.coolingOffDays),
        t('kfs.foreclosure'),
      ],
      lendingServiceProvider: lender.lendingServiceProvider
        ? t('kfs.lsp', lender.lendingServiceProvider)
        : t('kfs.lspNone', lender.lender),
      recovery: t('kfs.recovery', lender.lender),
      grievance: t('kfs.grievanceWhere', GRIEVANCE_SECTION),
      escalation: t('kfs.escalation'),
    },
    coolingOffDays: lender.coolingOffDays,
    grievanceOfficer: lender.grievanceOfficer,
    ...(quote.cap ? { cap: quote.cap } : {}),
  };
}

export function interestText(facts: Pick<KeyFacts, 'interest' | 'market'>, t: Translate): string {
  const rate = formatPercentBps(facts.interest.bps, facts.market);
  return facts.interest.per === 'year' ? t('loan.perYear', rate) : t('loan.perDay', rate);
}

/** Label/value rows of the key facts, shared by the confirm screen's details and the documents. */
export function keyFactRows(facts: KeyFacts, t: Translate): { title: string; value: string }[] {
  const money = (n: number) => formatMoney(n, facts.market);
  return [
    { title: t('loan.row.amount'), value: money(facts.sanctioned) },
    { title: t('loan.row.term'), value: t('loan.days', facts.termDays) },
    { title: t('loan.row.interest'), value: interestText(facts, t) },
    { title: t('loan.row.fee'), value: money(facts.processingFee) },
    ...(facts.feeTax > 0
      ? [
          {
            title: t('loan.row.feeTax', formatPercentBps(facts.feeTaxBps, facts.market)),
            value: money(facts.feeTax),
          },
        ]
      : []),
    { title: t('loan.row.net'), value: money(facts.netDisbursed) },
    { title: t('loan.row.totalInterest'), value: money(facts.totalInterest) },
    { title: t('loan.row.total'), value: money(facts.totalRepayable) },
    { title: t('loan.row.apr'), value: formatPercentBps(facts.aprBps, facts.market) },
  ];
}

/**
 * The agreement's sections in order; the key fact statement points to the grievance one by its
 * number, so the number is taken from this list, never written twice.
 */
const AGREEMENT_SECTIONS = [
  'parties',
  'loan',
  'fees',
  'repayment',
  'penal',
  'coolingOff',
  'recovery',
  'provider',
  'grievance',
] as const;
const GRIEVANCE_SECTION = AGREEMENT_SECTIONS.indexOf('grievance') + 1;

/**
 * The agreement or the key fact statement, written out in the borrower's language, from the same
 * figures and the same sentences (docs/product.md#disclosures).
 */
export function renderDocument(
  kind: LoanDocument['kind'],
  facts: KeyFacts,
  productName: string,
  t: Translate,
): Omit<LoanDocument, 'issuedAt' | 'orderId'> {
  const money = (n: number) => formatMoney(n, facts.market);
  const d = facts.disclosures;
  const schedule = facts.instalments.map((i) =>
    t(
      'kfs.scheduleLine',
      t('loan.instalment', i.periodNo, facts.instalments.length),
      formatDate(i.dueDate, facts.market),
      money(i.total),
      money(i.principal),
      money(i.interest),
      money(i.outstandingAfter),
    ),
  );
  const grievance = `${facts.grievanceOfficer.name}, ${facts.grievanceOfficer.email}, ${facts.grievanceOfficer.phone}`;
  const rows = keyFactRows(facts, t).map((r) => `${r.title}: ${r.value}`);
  const fees = d.fees.map((f) => `${f.name}: ${money(f.amount)}. ${f.recipient}.`);
  if (kind === 'key_facts') {
    return {
      kind,
      title: t('doc.keyFacts'),
      sections: [
        {
          heading: `${facts.lender} · ${productName}`,
          lines: [...rows, d.interestType, d.aprConvention],
        },
        { heading: t('doc.feesHeading'), lines: fees },
        { heading: t('loan.row.total'), lines: schedule },
        { heading: t('doc.penalHeading'), lines: facts.penalCharges },
        { heading: t('doc.prepaymentHeading'), lines: d.foreclosure },
        { heading: t('doc.recoveryHeading'), lines: [d.recovery] },
        { heading: t('doc.providerHeading'), lines: [d.lendingServiceProvider] },
        { heading: t('doc.grievanceHeading'), lines: [grievance, d.grievance, d.escalation] },
      ],
    };
  }
  const section: Record<(typeof AGREEMENT_SECTIONS)[number], { heading: string; lines: string[] }> =
    {
      parties: { heading: t('doc.partiesHeading'), lines: [t('doc.parties', facts.lender)] },
      loan: { heading: t('doc.loanHeading'), lines: [...rows, d.interestType, d.aprConvention] },
      fees: { heading: t('doc.feesHeading'), lines: fees },
      repayment: { heading: t('doc.repaymentHeading'), lines: [...schedule, ...d.foreclosure] },
      penal: { heading: t('doc.penalHeading'), lines: facts.penalCharges },
      coolingOff: {
        heading: t('doc.coolingOffHeading'),
        lines: [t('loan.note', facts.coolingOffDays)],
      },
      recovery: { heading: t('doc.recoveryHeading'), lines: [d.recovery] },
      provider: { heading: t('doc.providerHeading'), lines: [d.lendingServiceProvider] },
      grievance: { heading: t('doc.grievanceHeading'), lines: [grievance, d.escalation] },
    };
  return {
    kind,
    title: t('doc.agreement'),
    sections: AGREEMENT_SECTIONS.map((key, index) => ({
      heading: `${index + 1}. ${section[key].heading}`,
      lines: section[key].lines,
    })),
  };
}
