import type { LoanDocument } from '@tenora/contract/loans';
import type { Paper } from '@tenora/contract/papers';
import { localDate } from '@tenora/domain/dates';
import type { Locale, Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { formatPercentBps } from '@tenora/domain/percent';
import { maskPhone } from '@tenora/domain/phone';
import { marketCompany } from '../../platform/app-directory.ts';
import { userLanguage, type BorrowerScope } from '../../platform/auth.ts';
import { marketingConsentStands } from '../../platform/consents.ts';
import type { Queryable } from '../../platform/db.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import { drawPaper, type PaperLayout, type PaperSection } from '../../platform/pdf.ts';
import type { AppDeps } from '../../platform/ports.ts';
import {
  bookedPayment,
  loanStatement,
  ownsLoan,
  sanctionedOrder,
  type BookedPayment,
  type LoanStatement,
  type SanctionedOrder,
} from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import { insertPaper, latestStatement, paperOf, papersOf, type PaperRow } from './repository.ts';

/**
 * Each market's number prefixes: the sanction letter (surat persetujuan pinjaman), a receipt,
 * and the certificate that a loan is repaid.
 */
const PREFIX = {
  IN: { sanction: 'SL', receipt: 'RCPT', repaid: 'NDC', statement: 'SOA', refund: 'RFND' },
  ID: { sanction: 'SPP', receipt: 'KWT', repaid: 'SKL', statement: 'RK', refund: 'BPD' },
} as const satisfies Record<Market, Record<Paper['kind'], string>>;

/** The header every paper shares: the lender, its title, the borrower and loan. */
function headerOf(
  p: Pick<BookedPayment, 'market' | 'phone' | 'order_id' | 'product_name'>,
  company: { lender: string; lendingServiceProvider?: string | undefined },
  t: Translate,
  title: string,
  at: Date,
) {
  return (number: string): Omit<PaperLayout, 'sections'> => ({
    lender: company.lender,
    provider:
      p.market === 'IN' && company.lendingServiceProvider
        ? t('paper.provider', company.lendingServiceProvider)
        : undefined,
    title,
    facts: [
      [t('paper.number'), number],
      [t('paper.issuedOn'), t.date(at, p.market)],
      [t('paper.borrower'), maskPhone(p.phone, p.market)],
      [t('paper.loan'), String(p.order_id)],
      [t('paper.product'), p.product_name],
    ],
    pageOf: `${number} · ${t('paper.pageOf')}`,
  });
}

function receiptSections(
  p: BookedPayment,
  owedAfter: number | undefined,
  t: Translate,
): PaperLayout['sections'] {
  const money = (n: number) => formatMoney(n, p.market);
  const payment: PaperSection = {
    heading: t('paper.payment'),
    rows: [
      [t('paper.amount'), money(p.amount)],
      [t('paper.paidAt'), t.dateTime(p.paid_at, p.market)],
      [t('paper.methodLabel'), t('paper.method', p.method)],
      [t('paper.reference'), p.reference],
    ],
  };
  // An extension's fee pays for the time, not towards the loan: there is nothing to apply it to.
  if (p.kind === 'extension_fee' || owedAfter === undefined) {
    const moved: [string, string][] = p.extended_to
      ? [[t('paper.extendedTo'), t.date(p.extended_to, p.market)]]
      : [];
    return [
      payment,
      { heading: t('paper.applied'), rows: [[t('paper.extensionFee'), money(p.amount)], ...moved] },
    ];
  }
  return [
    payment,
    {
      heading: t('paper.applied'),
      rows: [
        [t('paper.part.penalty'), money(p.penalty)],
        [t('paper.part.fee'), money(p.fee)],
        [t('paper.part.interest'), money(p.interest)],
        [t('paper.part.principal'), money(p.principal)],
      ],
      total: [t('paper.total'), money(p.penalty + p.fee + p.interest + p.principal)],
    },
    {
      heading: t('paper.after'),
      rows: [[t('paper.owedAfter'), money(owedAfter)]],
      ...(owedAfter === 0 ? { paragraphs: [t('paper.settled')] } : {}),
    },
  ];
}

function repaidSections(
  p: BookedPayment,
  lender: string,
  t: Translate,
  at: Date,
): PaperLayout['sections'] {
  const repaidOn = t.date(at, p.market);
  return [
    {
      heading: t('paper.repaid.section'),
      paragraphs: [t('paper.repaid.body', String(p.order_id), p.product_name, repaidOn, lender)],
      rows: [
        [t('paper.principalBorrowed'), formatMoney(p.loan_principal, p.market)],
        [t('paper.disbursedOn'), p.disbursed_at ? t.date(p.disbursed_at, p.market) : '–'],
        [t('paper.repaidOn'), repaidOn],
        [t('paper.totalRepaid'), formatMoney(p.repaid_so_far, p.market)],
      ],
    },
  ];
}

/** Tells the borrower of a paper just issued, in its transaction: the message opens the paper. */
function tellOfPaper(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Queryable,
  base: { userId: number; orderId: number; market: Market; locale: Locale },
  paperId: number,
  at: Date,
  message: { template: string; title: string; body: string },
) {
  return notify(deps, tx, {
    ...base,
    ...message,
    paperId,
    collection: false,
    cause: `paper:${paperId}`,
    at,
  });
}

/**
 * The papers a booked payment brings, in the transaction that booked it
 * (docs/product.md#papers): its receipt, and, when a repayment left nothing owed (`owedAfter`
 * 0), the certificate that the loan is repaid; an extension's fee has no `owedAfter`. Each is
 * told to the borrower through the outbox. A retried booking answers `duplicate` and issues
 * nothing; the unique indexes keep it to one of each even so.
 */
export async function issuePaymentPapers(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Queryable,
  booked: { paymentId: number; owedAfter?: number; duplicate: boolean },
  at: Date,
): Promise<void> {
  if (booked.duplicate) return;
  const p = await bookedPayment(tx, booked.paymentId);
  if (!p) return;
  const company = await marketCompany(tx, p.market);
  if (!company) throw new Error(`no app of market ${p.market} to name the lender`);
  // Issued outside any request of the borrower's, in the language they chose.
  const locale = await userLanguage(tx, p.user_id, p.market);
  const t = translator(locale);
  const year = localDate(at, p.market).slice(0, 4);
  const base = {
    userId: p.user_id,
    orderId: p.order_id,
    market: p.market,
    locale,
    issuedAt: at,
  };
  const receipt = await insertPaper(tx, {
    ...base,
    kind: 'receipt',
    prefix: `${PREFIX[p.market].receipt}-${p.market}-${year}-`,
    paymentId: p.id,
    facts: {
      paymentId: p.id,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      paidAt: p.paid_at.toISOString(),
      penalty: p.penalty,
      fee: p.fee,
      interest: p.interest,
      principal: p.principal,
      kind: p.kind,
      extendedTo: p.extended_to,
      owedAfter: booked.owedAfter ?? null,
    },
    layout: (number) => ({
      ...headerOf(p, company, t, t('paper.receipt.title'), at)(number),
      sections: receiptSections(p, booked.owedAfter, t),
    }),
  });
  if (receipt) {
    await tellOfPaper(deps, tx, base, receipt.id, at, {
      template: 'paper.receipt',
      title: t('notify.paper.receipt.title'),
      body: t('notify.paper.receipt.body', formatMoney(p.amount, p.market), receipt.number),
    });
  }
  if (p.kind !== 'repayment' || booked.owedAfter !== 0) return;
  const repaid = await insertPaper(tx, {
    ...base,
    kind: 'repaid',
    prefix: `${PREFIX[p.market].repaid}-${p.market}-${year}-`,
    paymentId: null,
    facts: {
      principal: p.loan_principal,
      disbursedAt: p.disbursed_at?.toISOString() ?? null,
      repaidAt: at.toISOString(),
      totalRepaid: p.repaid_so_far,
      lastPaymentId: p.id,
    },
    layout: (number) => ({
      ...headerOf(p, company, t, t('paper.repaid.title'), at)(number),
      sections: repaidSections(p, company.lender, t, at),
    }),
  });
  if (repaid) {
    await tellOfPaper(deps, tx, base, repaid.id, at, {
      template: 'paper.repaid',
      title: t('notify.paper.repaid.title'),
      body: t('notify.paper.repaid.body', p.product_name, repaid.number),
    });
    // The one offer there is: borrow again, only to whom asked for offers (docs/product.md#privacy).
    // Its delivery asks again, so a withdrawal before it goes stops it.
    if (await marketingConsentStands(tx, p.user_id)) {
      await notify(deps, tx, {
        userId: p.user_id,
        market: p.market,
        template: 'offer.borrowAgain',
        title: t('notify.offer.borrowAgain.title'),
        body: t('notify.offer.borrowAgain.body', p.product_name),
        collection: false,
        marketing: true,
        cause: `offer:repaid:${p.order_id}`,
        at,
      });
    }
  }
}

/** A refund the provider made, as the refund's caller knows it. */
export interface RefundMade {
  orderId: number;
  /** Our reference of the payment given back. */
  reference: string;
  amount: number;
  method: string;
  /** When the money reached us. */
  paidAt: Date;
  providerRefundId: string;
}

/**
 * The refund receipt (India) or bukti pengembalian dana (Indonesia), in the transaction that
 * records the refund as made (docs/product.md#papers): what came back, which payment it was, when
 * it reached us and when it went back, and the provider's reference to trace it at the bank. One
 * per refunded payment, told to the borrower through the outbox.
 */
export async function issueRefundReceipt(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Queryable,
  r: RefundMade,
  at: Date,
): Promise<void> {
  const o = await sanctionedOrder(tx, r.orderId);
  if (!o) return;
  const company = await marketCompany(tx, o.market);
  if (!company) throw new Error(`no app of market ${o.market} to name the lender`);
  const locale = await userLanguage(tx, o.user_id, o.market);
  const t = translator(locale);
  const money = formatMoney(r.amount, o.market);
  const base = { userId: o.user_id, orderId: o.order_id, market: o.market, locale, issuedAt: at };
  const paper = await insertPaper(tx, {
    ...base,
    kind: 'refund',
    prefix: `${PREFIX[o.market].refund}-${o.market}-${localDate(at, o.market).slice(0, 4)}-`,
    paymentId: null,
    refundReference: r.reference,
    facts: { ...r, paidAt: r.paidAt.toISOString(), refundedAt: at.toISOString() },
    layout: (number) => ({
      ...headerOf(o, company, t, t('paper.refund.title'), at)(number),
      sections: [
        {
          heading: t('paper.refund.section'),
          paragraphs: [t('paper.refund.why')],
          rows: [
            [t('paper.refund.amount'), money],
            [t('paper.refund.refundedOn'), t.date(at, o.market)],
            [t('paper.refund.providerId'), r.providerRefundId],
          ],
        },
        {
          heading: t('paper.refund.payment'),
          rows: [
            [t('paper.paidAt'), t.dateTime(r.paidAt, o.market)],
            [t('paper.methodLabel'), t('paper.method', r.method)],
            [t('paper.reference'), r.reference],
          ],
        },
      ],
    }),
  });
  if (paper) {
    await tellOfPaper(deps, tx, base, paper.id, at, {
      template: 'paper.refund',
      title: t('notify.paper.refund.title'),
      body: t('notify.paper.refund.body', money, paper.number),
    });
  }
}

/**
 * The figures a sanction letter states: the key fact statement's as issued at confirm, so the
 * letter says what the borrower agreed to; an order confirmed before key facts were kept has
 * only the order row's quote (decision 012).
 */
function sanctionFacts(o: SanctionedOrder) {
  const k = o.key_facts;
  return {
    sanctioned: k?.sanctioned ?? o.principal,
    termDays: k?.termDays ?? o.term_days,
    instalments: k?.instalments.length ?? null,
    interest: k?.interest ?? null,
    aprBps: k?.aprBps ?? o.apr_bps,
    processingFee: k?.processingFee ?? o.processing_fee,
    feeTax: k?.feeTax ?? o.fee_tax,
    feeTaxBps: k?.feeTaxBps ?? null,
    netDisbursed: k?.netDisbursed ?? o.net_disbursed,
  };
}

function sanctionSections(
  o: SanctionedOrder,
  f: ReturnType<typeof sanctionFacts>,
  lender: string,
  t: Translate,
): PaperLayout['sections'] {
  const money = (n: number) => formatMoney(n, o.market);
  const pct = (bps: number) => formatPercentBps(bps, o.market);
  const rows: [string, string][] = [
    [t('paper.sanction.amount'), money(f.sanctioned)],
    [t('paper.sanction.term'), t('paper.sanction.termValue', f.termDays, f.instalments)],
  ];
  if (f.interest) {
    const rate = pct(f.interest.bps);
    rows.push([
      t('paper.sanction.interest'),
      f.interest.per === 'year' ? t('loan.perYear', rate) : t('loan.perDay', rate),
    ]);
  }
  if (f.aprBps !== null) rows.push([t('paper.sanction.apr'), pct(f.aprBps)]);
  rows.push([t('paper.sanction.fee'), money(f.processingFee)]);
  // India charges GST on the fee; a market or product without the tax shows no line for it.
  if (f.feeTax > 0) {
    rows.push([
      f.feeTaxBps !== null
        ? t('paper.sanction.feeTaxRate', pct(f.feeTaxBps))
        : t('paper.sanction.feeTax'),
      money(f.feeTax),
    ]);
  }
  return [
    {
      heading: t('paper.sanction.section'),
      paragraphs: [t('paper.sanction.body', String(o.order_id), o.product_name, lender)],
      rows,
      ...(f.netDisbursed !== null
        ? { total: [t('paper.sanction.net'), money(f.netDisbursed)] as [string, string] }
        : {}),
    },
    // No expiry exists in code for an approved order: it is paid out or stays approved.
    { heading: t('paper.sanction.validity'), paragraphs: [t('paper.sanction.validUntil')] },
  ];
}

/**
 * The sanction letter (India) or surat persetujuan pinjaman (Indonesia), in the transaction that
 * approves the order (docs/product.md#papers), told to the borrower through the outbox. A unique
 * index keeps it to one per loan, however often an approval is retried.
 */
export async function issueSanctionLetter(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Queryable,
  orderId: number,
  at: Date,
): Promise<void> {
  const o = await sanctionedOrder(tx, orderId);
  if (!o) return;
  const company = await marketCompany(tx, o.market);
  if (!company) throw new Error(`no app of market ${o.market} to name the lender`);
  const locale = await userLanguage(tx, o.user_id, o.market);
  const t = translator(locale);
  const year = localDate(at, o.market).slice(0, 4);
  const facts = sanctionFacts(o);
  const base = { userId: o.user_id, orderId: o.order_id, market: o.market, locale, issuedAt: at };
  const letter = await insertPaper(tx, {
    ...base,
    kind: 'sanction',
    prefix: `${PREFIX[o.market].sanction}-${o.market}-${year}-`,
    paymentId: null,
    facts,
    layout: (number) => ({
      ...headerOf(o, company, t, t('paper.sanction.title'), at)(number),
      sections: sanctionSections(o, facts, company.lender, t),
    }),
  });
  if (!letter) return;
  await tellOfPaper(deps, tx, base, letter.id, at, {
    template: 'paper.sanction',
    title: t('notify.paper.sanction.title'),
    body: t('notify.paper.sanction.body', formatMoney(facts.sanctioned, o.market), letter.number),
  });
}

/** What a statement keeps in its paper's `facts`. */
interface StatementFacts {
  opening: number;
  closing: number;
  entries: Pick<LoanStatement['entries'][number], 'kind' | 'amount' | 'balance' | 'reference'>[];
}

/** What a statement says, without when it was made: two equal ones are the same statement. */
function statedLines(s: StatementFacts) {
  return {
    opening: s.opening,
    closing: s.closing,
    lines: s.entries.map((e) => [e.kind, e.amount, e.balance, e.reference ?? null]),
  };
}

function statementSections(s: LoanStatement, t: Translate): PaperLayout['sections'] {
  const market = s.order.market;
  const money = (n: number) => formatMoney(n, market);
  const day = (d: string) => t.date(d, market);
  const charged = s.entries.filter((e) => e.amount > 0).reduce((n, e) => n + e.amount, 0);
  const paid = s.entries.filter((e) => e.amount < 0).reduce((n, e) => n - e.amount, 0);
  const rows = s.entries.map((e) => {
    const what = t(
      'paper.statement.line',
      e.kind,
      e.extendedTo ? t.date(e.extendedTo, market) : '',
    );
    const how = e.method ? ` · ${t('paper.method', e.method)} · ${e.reference ?? ''}` : '';
    return [`${t.date(e.at, market)} · ${what}${how}`, money(e.amount), money(e.balance)];
  });
  return [
    {
      heading: t('paper.statement.summary'),
      rows: [
        [t('paper.statement.opening', day(s.from)), money(s.opening)],
        [t('paper.statement.charged'), money(charged)],
        [t('paper.statement.paid'), money(-paid)],
      ],
      total: [
        s.endsToday ? t('paper.statement.closing', day(s.to)) : t('paper.statement.closingPast'),
        money(s.closing),
      ],
    },
    {
      heading: t('paper.statement.lines'),
      ...(rows.length > 0
        ? {
            table: {
              columns: [t('paper.statement.what'), t('paper.amount'), t('paper.statement.balance')],
              rows,
            },
          }
        : { paragraphs: [t('paper.statement.none')] }),
    },
    { heading: t('paper.statement.reading'), paragraphs: [t('paper.statement.note')] },
  ];
}

/**
 * A statement of account of one of the borrower's loans for a range of days, made now and kept
 * among their papers (docs/product.md#papers). The borrower asked and downloads it at once, so no
 * message tells them of it; staff can send it on like any paper.
 */
export async function issueStatement(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  borrower: BorrowerScope,
  asked: { orderId: number; from?: string | undefined; to?: string | undefined },
  t: Translate,
): Promise<Paper> {
  const at = deps.clock.now();
  const today = localDate(at, borrower.market);
  const range = { ...asked, to: asked.to ?? today };
  if ((range.from !== undefined && range.from > range.to) || range.to > today) {
    throw badInput(t('paper.statement.badRange'));
  }
  if (!(await ownsLoan(borrower, range.orderId))) throw notFound(t('paper.notFound'));
  return deps.db.transaction(async (tx) => {
    const s = await loanStatement(tx, deps.clock, range.orderId, range);
    if (!s) throw businessFailure(t('paper.statement.notDisbursed'));
    // The same statement asked again the same day (a double tap, a script) is the one made: a
    // paper is kept for good, so only a change in the account makes another.
    const stated = statedLines(s);
    const before = await latestStatement(tx, range.orderId, s);
    if (
      before &&
      localDate(before.issued_at, s.order.market) === today &&
      JSON.stringify(statedLines(before.facts as StatementFacts)) === JSON.stringify(stated)
    ) {
      return {
        id: before.id,
        orderId: before.order_id,
        kind: 'statement' as const,
        number: before.number,
        title: before.title,
        issuedAt: before.issued_at.toISOString(),
      };
    }
    const loan = {
      market: s.order.market,
      phone: borrower.phone,
      order_id: range.orderId,
      product_name: s.productName,
    };
    const company = await marketCompany(tx, s.order.market);
    if (!company) throw new Error(`no app of market ${s.order.market} to name the lender`);
    // In the language the borrower asked in: theirs, as every answer of theirs speaks.
    const pt = t;
    const locale = t.locale;
    const title = pt('paper.statement.title');
    const period = pt(
      'paper.statement.periodValue',
      t.date(s.from, s.order.market),
      t.date(s.to, s.order.market),
    );
    const paper = await insertPaper(tx, {
      kind: 'statement',
      prefix: `${PREFIX[s.order.market].statement}-${s.order.market}-${localDate(at, s.order.market).slice(0, 4)}-`,
      userId: borrower.userId,
      orderId: range.orderId,
      paymentId: null,
      market: s.order.market,
      locale,
      issuedAt: at,
      facts: {
        from: s.from,
        to: s.to,
        opening: s.opening,
        closing: s.closing,
        entries: s.entries.map((e) => ({ ...e, at: e.at.toISOString() })),
      },
      layout: (number) => {
        const head = headerOf(loan, company, pt, title, at)(number);
        return {
          ...head,
          facts: [...head.facts, [pt('paper.statement.period'), period]],
          sections: statementSections(s, pt),
        };
      },
    });
    if (!paper) throw new Error('a statement was not written');
    return {
      id: paper.id,
      orderId: range.orderId,
      kind: 'statement' as const,
      number: paper.number,
      title,
      issuedAt: at.toISOString(),
    };
  });
}

/** The numbers of a loan's documents: the loan's own number after the kind's prefix. */
const DOCUMENT_PREFIX = {
  IN: { agreement: 'LA', key_facts: 'KFS' },
  ID: { agreement: 'PP', key_facts: 'RIPLAY' },
} as const satisfies Record<Market, Record<LoanDocument['kind'], string>>;

/** A loan document's number, the loan's own after its kind's prefix: KFS-IN-2011. */
export function loanDocumentNumber(market: Market, kind: LoanDocument['kind'], orderId: number) {
  return `${DOCUMENT_PREFIX[market][kind]}-${market}-${orderId}`;
}

/**
 * A loan's agreement or key fact statement (Indonesia's RIPLAY) as the PDF the borrower keeps:
 * the words and figures stored when it was issued (docs/decisions/012-documents-as-issued.md),
 * under the papers' header, and, where it was given, when the borrower agreed to it in the app.
 */
export async function loanDocumentPdf(
  db: Queryable,
  doc: Pick<LoanDocument, 'kind' | 'title' | 'sections'> & { issuedAt: Date },
  loan: { market: Market; phone: string; orderId: number; productName: string },
  agreedAt: Date | null,
  t: Translate,
) {
  const company = await marketCompany(db, loan.market);
  if (!company) throw new Error(`no app of market ${loan.market} to name the lender`);
  const number = loanDocumentNumber(loan.market, doc.kind, loan.orderId);
  const head = headerOf(
    {
      market: loan.market,
      phone: loan.phone,
      order_id: loan.orderId,
      product_name: loan.productName,
    },
    company,
    t,
    doc.title,
    doc.issuedAt,
  )(number);
  const sections: PaperSection[] = doc.sections.map((s) => ({
    heading: s.heading,
    paragraphs: s.lines,
  }));
  if (agreedAt) {
    sections.push({
      heading: t('paper.doc.agreement'),
      paragraphs: [t('paper.doc.agreed', t.dateTime(agreedAt, loan.market))],
    });
  }
  return {
    filename: `${number}.pdf`,
    contentType: 'application/pdf',
    body: await drawPaper({ ...head, sections }, doc.issuedAt),
  };
}

/** The borrower's papers, newest first, each titled as it was issued. */
export async function listPapers(borrower: BorrowerScope): Promise<Paper[]> {
  return (await papersOf(borrower)).map((r) => ({
    id: r.id,
    orderId: r.order_id,
    kind: r.kind,
    number: r.number,
    title: r.title,
    issuedAt: r.issued_at.toISOString(),
  }));
}

/** A stored paper as the PDF file its borrower downloads, drawn from what was issued. */
export async function fileOf(paper: Pick<PaperRow, 'number' | 'layout' | 'issued_at'>) {
  return {
    filename: `${paper.number}.pdf`,
    contentType: 'application/pdf',
    body: await drawPaper(paper.layout, paper.issued_at),
  };
}

/** One of the borrower's papers as a PDF; another borrower's is not found. */
export async function paperPdf(borrower: BorrowerScope, id: number, t: Translate) {
  const paper = await paperOf(borrower, id);
  if (!paper) throw notFound(t('paper.notFound'));
  return fileOf(paper);
}
