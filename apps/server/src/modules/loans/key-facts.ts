import type { KeyFacts, LoanDocument } from '@tenora/contract/loans';
import { PREPAYMENT_WINDOW, prepaymentOpensDay } from '@tenora/domain/early-repayment';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { IN_LATE_CHARGES } from '@tenora/domain/penalty';
import { DEFAULT_LATE_CHARGES, lateChargesOf, type LateCharges } from '@tenora/domain/pricing';
import { formatPercentBps } from '@tenora/domain/percent';
import { keyFactsValidUntil } from '@tenora/domain/pricing';
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

/** The regulated lender behind a loan, as the app config states it (`AppConfig.company`). */
export type Lender = Pick<
  Company,
  | 'lender'
  | 'registration'
  | 'coolingOffDays'
  | 'grievanceOfficer'
  | 'lendingServiceProvider'
  | 'transferable'
>;

/**
 * What cancelling in the cooling-off period keeps (docs/product.md#disclosures): the processing
 * fee and its tax, taken at disbursal and one-time. Null when the product charges none.
 */
export function keptOnExit(
  facts: Pick<KeyFacts, 'market' | 'processingFee' | 'feeTax'>,
): string | null {
  const kept = facts.processingFee + facts.feeTax;
  return kept > 0 ? formatMoney(kept, facts.market) : null;
}

/** The extension fee as the documents state it, with how Indonesia's ceilings hold it. */
function extensionLines(facts: KeyFacts, t: Translate): string[] {
  const x = facts.extension;
  if (!x || x.days <= 0 || x.maxCount <= 0) return [t('kfs.extensionNone')];
  const rate = formatPercentBps(x.feeBps, facts.market);
  const lines = [t('kfs.extension', rate, x.days, x.maxCount)];
  if (facts.cap) {
    lines.push(t('kfs.extensionCap', formatPercentBps(facts.cap.costBpsPerDay, facts.market)));
  }
  return lines;
}

export function keyFacts(loan: PricedLoan, market: Market, lender: Lender, t: Translate): KeyFacts {
  const { quote, pricing } = loan;
  let outstanding = quote.principal;
  const instalments = quote.instalments.map((i) => {
    outstanding -= i.principal;
    return { ...i, outstandingAfter: outstanding };
  });
  const interest = { per: pricing.interest.per, bps: pricing.interest.bps };
  const kept = keptOnExit({ market, processingFee: quote.processingFee, feeTax: quote.feeTax });
  const facts: KeyFacts = {
    market,
    lender: lender.lender,
    lenderRegistration: lender.registration,
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
        t('loan.note', lender.coolingOffDays, kept),
        t('kfs.foreclosure'),
      ],
      lendingServiceProvider: lender.lendingServiceProvider
        ? t('kfs.lsp', lender.lendingServiceProvider, lender.lender)
        : t('kfs.lspNone', lender.lender),
      recovery: t('kfs.recovery', lender.lender),
      grievance: t('kfs.grievanceWhere', GRIEVANCE_SECTION),
      escalation: t('kfs.escalation'),
    },
    coolingOffDays: lender.coolingOffDays,
    grievanceOfficer: lender.grievanceOfficer,
    extension: { ...pricing.extension },
    validUntil: keyFactsValidUntil(loan.startDate),
    transferable: lender.transferable ?? false,
    ...(quote.cap ? { cap: quote.cap } : {}),
  };
  facts.disclosures.otherCharges = extensionLines(facts, t);
  return facts;
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
 * The agreement's sections in order; the key fact statement points to the recovery and grievance
 * ones by their number, so the numbers are taken from this list, never written twice.
 */
const AGREEMENT_SECTIONS = [
  'parties',
  'loan',
  'fees',
  'repayment',
  'penal',
  'otherCharges',
  'coolingOff',
  'recovery',
  'provider',
  'grievance',
] as const;
const sectionNo = (key: (typeof AGREEMENT_SECTIONS)[number]) => AGREEMENT_SECTIONS.indexOf(key) + 1;
const GRIEVANCE_SECTION = sectionNo('grievance');

type Section = { heading: string; lines: string[] };

/** The parts both documents state alike, from the same figures and sentences. */
function commonParts(facts: KeyFacts, t: Translate) {
  const money = (n: number) => formatMoney(n, facts.market);
  const d = facts.disclosures;
  const count = facts.instalments.length;
  const schedule = facts.instalments.map((i) =>
    t(
      'kfs.scheduleLine',
      t('loan.instalment', i.periodNo, count),
      t.date(i.dueDate, facts.market),
      money(i.total),
      money(i.principal),
      money(i.interest),
      money(i.outstandingAfter),
    ),
  );
  const officer = facts.grievanceOfficer;
  return {
    money,
    schedule,
    grievance: `${officer.name}, ${officer.email}, ${officer.phone}`,
    rows: keyFactRows(facts, t).map((r) => `${r.title}: ${r.value}`),
    fees: d.fees.map((f) => t('kfs.feeLine', f.name, money(f.amount), f.recipient)),
    otherCharges: d.otherCharges ?? [],
    coolingOff: t('loan.note', facts.coolingOffDays, keptOnExit(facts)),
    // Statements issued before validity was stated have none.
    validity: facts.validUntil ? [t('kfs.validity', t.date(facts.validUntil, facts.market))] : [],
  };
}

/** An annex item's label on its first line only: the lines after it continue the item. */
const labelled = (label: string, lines: string[]) =>
  lines.map((line, i) => (i === 0 ? `${label} ${line}` : line));

/**
 * India's key fact statement, item by item in the order of the RBI's annex (Part 1, Part 2, then
 * the APR's computation and the repayment schedule), so a reader can tick it off against it.
 */
function indianStatement(
  facts: KeyFacts,
  productName: string,
  loanNumber: number | null,
  t: Translate,
): Section[] {
  const c = commonParts(facts, t);
  const d = facts.disclosures;
  const first = facts.instalments[0];
  const count = facts.instalments.length;
  const instalmentType =
    count === 1
      ? t('kfs.instalmentBullet', first ? t.date(first.dueDate, facts.market) : '')
      : t(
          'kfs.instalmentEqual',
          count,
          Math.round(facts.termDays / count),
          first ? t.date(first.dueDate, facts.market) : '',
        );
  const n = (i: number, text: string) => `${i}. ${text}`;
  return [
    {
      heading: `${facts.lender} · ${productName}`,
      lines: [t('kfs.loanNumber', loanNumber), ...c.validity],
    },
    {
      heading: t('kfs.part1'),
      lines: [
        n(1, t('kfs.loanType')),
        n(2, t('kfs.sanctioned', c.money(facts.sanctioned))),
        n(3, t('kfs.disbursal')),
        n(4, t('kfs.term', facts.termDays)),
        n(5, instalmentType),
        n(6, d.interestType),
        n(7, t('kfs.floating')),
        n(8, t('kfs.feesItem')),
        ...c.fees,
        n(9, t('kfs.aprItem', formatPercentBps(facts.aprBps, facts.market))),
        d.aprConvention,
        n(10, t('kfs.contingent')),
        ...labelled('(i)', facts.penalCharges),
        ...labelled('(ii)', c.otherCharges),
        `(iii) ${t('kfs.foreclosure')}`,
        ...d.foreclosure.slice(0, 1),
        `(iv) ${t('kfs.switching')}`,
        `(v) ${t('kfs.anyOther')}`,
      ],
    },
    {
      heading: t('kfs.part2'),
      lines: [
        n(1, t('kfs.recoveryClause', sectionNo('recovery'))),
        d.recovery,
        n(2, d.grievance),
        n(3, t('kfs.officer', c.grievance)),
        n(4, t('kfs.transfer', facts.transferable ?? false)),
        n(5, t('kfs.coLending', facts.lender)),
        n(6, t('kfs.digital')),
        `(i) ${c.coolingOff}`,
        `(ii) ${d.lendingServiceProvider}`,
        d.escalation,
      ],
    },
    {
      heading: t('kfs.annexApr'),
      lines: [...c.rows, d.aprConvention],
    },
    { heading: t('kfs.annexSchedule'), lines: c.schedule },
  ];
}

/**
 * Indonesia's RIPLAY: who lends and under which licence, who funds the loan, the features and
 * every cost (the extension fee and how OJK's ceilings hold it included), the risks, the
 * requirements, and where to complain.
 */
function indonesianSummary(
  facts: KeyFacts,
  productName: string,
  loanNumber: number | null,
  t: Translate,
): Section[] {
  const c = commonParts(facts, t);
  const d = facts.disclosures;
  return [
    {
      heading: `${facts.lender} · ${productName}`,
      lines: [
        t('kfs.loanNumber', loanNumber),
        ...(facts.lenderRegistration
          ? [t('riplay.licence', facts.lender, facts.lenderRegistration)]
          : []),
        t('riplay.funder', facts.lender),
        d.lendingServiceProvider,
        ...c.validity,
      ],
    },
    { heading: t('riplay.features'), lines: [...c.rows, d.interestType, d.aprConvention] },
    { heading: t('doc.feesHeading'), lines: [...c.fees, ...c.otherCharges] },
    { heading: t('loan.row.total'), lines: c.schedule },
    { heading: t('doc.penalHeading'), lines: facts.penalCharges },
    {
      heading: t('riplay.risks'),
      lines: [t('riplay.riskLate'), t('riplay.riskReport'), t('riplay.riskCollection')],
    },
    { heading: t('riplay.requirements'), lines: [t('riplay.requirementsLine')] },
    { heading: t('doc.prepaymentHeading'), lines: d.foreclosure },
    { heading: t('doc.recoveryHeading'), lines: [d.recovery] },
    { heading: t('doc.grievanceHeading'), lines: [c.grievance, d.grievance, d.escalation] },
  ];
}

/**
 * The agreement or the key fact statement, written out in the borrower's language, from the same
 * figures and the same sentences (docs/product.md#disclosures). `loanNumber` is the order's, once
 * issued; before the borrower confirms, the statement says the number comes with the loan.
 */
export function renderDocument(
  kind: LoanDocument['kind'],
  facts: KeyFacts,
  productName: string,
  t: Translate,
  loanNumber: number | null = null,
): Omit<LoanDocument, 'issuedAt' | 'orderId'> {
  if (kind === 'key_facts') {
    return {
      kind,
      title: t('doc.keyFacts'),
      sections:
        facts.market === 'IN'
          ? indianStatement(facts, productName, loanNumber, t)
          : indonesianSummary(facts, productName, loanNumber, t),
    };
  }
  const c = commonParts(facts, t);
  const d = facts.disclosures;
  const section: Record<(typeof AGREEMENT_SECTIONS)[number], Section> = {
    parties: {
      heading: t('doc.partiesHeading'),
      lines: [t('doc.parties', facts.lender), t('kfs.loanNumber', loanNumber)],
    },
    loan: { heading: t('doc.loanHeading'), lines: [...c.rows, d.interestType, d.aprConvention] },
    fees: { heading: t('doc.feesHeading'), lines: c.fees },
    repayment: { heading: t('doc.repaymentHeading'), lines: [...c.schedule, ...d.foreclosure] },
    penal: { heading: t('doc.penalHeading'), lines: facts.penalCharges },
    otherCharges: { heading: t('doc.otherChargesHeading'), lines: c.otherCharges },
    coolingOff: { heading: t('doc.coolingOffHeading'), lines: [c.coolingOff] },
    recovery: { heading: t('doc.recoveryHeading'), lines: [d.recovery] },
    provider: { heading: t('doc.providerHeading'), lines: [d.lendingServiceProvider] },
    grievance: { heading: t('doc.grievanceHeading'), lines: [c.grievance, d.escalation] },
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
