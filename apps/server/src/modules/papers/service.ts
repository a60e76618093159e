import type { Paper } from '@tenora/contract/papers';
import { formatDate, formatDateTime, localDate } from '@tenora/domain/dates';
import { localeOf, type Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { maskPhone } from '@tenora/domain/phone';
import { marketCompany } from '../../platform/app-directory.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import { drawPaper, type PaperLayout, type PaperSection } from '../../platform/pdf.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { bookedPayment, type BookedPayment } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import { insertPaper, paperOf, papersOf, type PaperRow } from './repository.ts';

/** Each market's number prefixes: a receipt, and the certificate that a loan is repaid. */
const PREFIX = {
  IN: { receipt: 'RCPT', repaid: 'NDC' },
  ID: { receipt: 'KWT', repaid: 'SKL' },
} as const satisfies Record<Market, Record<Paper['kind'], string>>;

/** The header every paper of a payment shares: the lender, its title, the borrower and loan. */
function headerOf(
  p: BookedPayment,
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
      [t('paper.issuedOn'), formatDate(at, p.market)],
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
      [t('paper.paidAt'), formatDateTime(p.paid_at, p.market)],
      [t('paper.methodLabel'), t('paper.method', p.method)],
      [t('paper.reference'), p.reference],
    ],
  };
  // An extension's fee pays for the time, not towards the loan: there is nothing to apply it to.
  if (p.kind === 'extension_fee' || owedAfter === undefined) {
    const moved: [string, string][] = p.extended_to
      ? [[t('paper.extendedTo'), formatDate(p.extended_to, p.market)]]
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
  const repaidOn = formatDate(at, p.market);
  return [
    {
      heading: t('paper.repaid.section'),
      paragraphs: [t('paper.repaid.body', String(p.order_id), p.product_name, repaidOn, lender)],
      rows: [
        [t('paper.principalBorrowed'), formatMoney(p.loan_principal, p.market)],
        [t('paper.disbursedOn'), p.disbursed_at ? formatDate(p.disbursed_at, p.market) : '–'],
        [t('paper.repaidOn'), repaidOn],
        [t('paper.totalRepaid'), formatMoney(p.repaid_so_far, p.market)],
      ],
    },
  ];
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
  const locale = localeOf(p.market);
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
    await notify(deps, tx, {
      ...base,
      template: 'paper.receipt',
      title: t('notify.paper.receipt.title'),
      body: t('notify.paper.receipt.body', formatMoney(p.amount, p.market), receipt.number),
      paperId: receipt.id,
      collection: false,
      cause: `paper:${receipt.id}`,
      at,
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
    await notify(deps, tx, {
      ...base,
      template: 'paper.repaid',
      title: t('notify.paper.repaid.title'),
      body: t('notify.paper.repaid.body', p.product_name, repaid.number),
      paperId: repaid.id,
      collection: false,
      cause: `paper:${repaid.id}`,
      at,
    });
  }
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
