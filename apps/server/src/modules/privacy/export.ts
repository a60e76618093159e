import type { AppConfig } from '@tenora/contract/film';
import { DATA_CATEGORIES, type DataCategory } from '@tenora/contract/privacy';
import { localDate } from '@tenora/domain/dates';
import type { Locale, Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { maskPhone } from '@tenora/domain/phone';
import { isForgottenPhone, type BorrowerScope } from '../../platform/auth.ts';
import { marketingHistory } from '../../platform/consents.ts';
import { isoOf, type HeldRecord } from '../../platform/held-data.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import { drawPaper, type PaperSection } from '../../platform/pdf.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { statusTitle } from '../../platform/status-text.ts';
import { chatbotRecords } from '../chatbot/index.ts';
import { complaintRecords } from '../complaints/index.ts';
import { loanSummaries, paymentRecords } from '../ledger/index.ts';
import { ratingsOf } from '../loan-details/index.ts';
import { consentsOf } from '../loans/index.ts';
import { messageRecords } from '../notifications/index.ts';
import { paperRecords } from '../papers/index.ts';
import { bankAccountRecords } from '../payouts/index.ts';
import { productViewRecords } from '../products/index.ts';
import { registrationOf, registrationRecord } from '../promotion/index.ts';
import { mandateRecords } from '../provider-payments/index.ts';
import { cardRecords } from '../repayment/index.ts';
import { requestsOf } from './repository.ts';
import { consentLedger, devicesSeen, requestView } from './service.ts';

/** Everything held about the borrower, as the export gives it (docs/product.md#privacy). */
export interface DataExport {
  generatedAt: string;
  market: Market;
  /** Every record of each category, in DATA_CATEGORIES' order. */
  data: Record<DataCategory, HeldRecord[]>;
  consents: HeldRecord[];
  requests: HeldRecord[];
}

/**
 * Reads every record of the borrower from its owners, as it stands now; writes nothing. No secret
 * of ours is in it (session hashes, card and provider tokens), and card and account numbers show
 * their last four digits, as the app does.
 */
export async function collectData(
  deps: Pick<AppDeps, 'clock'>,
  borrower: BorrowerScope,
  t: Translate,
): Promise<DataExport> {
  const market = borrower.market;
  const [
    account,
    registration,
    summaries,
    loanConsents,
    marketing,
    requests,
    signIns,
    payments,
    bankAccounts,
    cards,
    autopay,
    complaints,
    help,
    messages,
    papers,
    productViews,
    ratings,
  ] = await Promise.all([
    borrower.account(),
    registrationOf(borrower),
    loanSummaries(borrower, deps.clock),
    consentsOf(borrower),
    marketingHistory(borrower),
    requestsOf(borrower),
    borrower.signIns(),
    paymentRecords(borrower),
    bankAccountRecords(borrower),
    cardRecords(borrower),
    mandateRecords(borrower),
    complaintRecords(borrower),
    chatbotRecords(borrower),
    messageRecords(borrower),
    paperRecords(borrower),
    productViewRecords(borrower),
    ratingsOf(borrower),
  ]);
  const accountRecords: HeldRecord[] = account
    ? [
        {
          kind: 'account',
          phone: isForgottenPhone(account.phone) ? null : maskPhone(account.phone, market),
          email: account.email,
          createdAt: isoOf(account.created_at),
          closedAt: isoOf(account.closed_at),
          creditLimit: account.credit_limit,
        },
      ]
    : [];
  if (registration) accountRecords.push(registrationRecord(registration));
  const loans: HeldRecord[] = [...summaries].reverse().map(({ order, status }) => ({
    orderId: order.id,
    product: order.product_name,
    principal: order.principal,
    netDisbursed: order.net_disbursed,
    termDays: order.term_days,
    appliedAt: isoOf(order.created_at),
    decision: order.decision,
    status: statusTitle(status, t),
    disbursedAt: isoOf(order.disbursed_at),
    score: ratings.get(order.id)?.score ?? null,
    ratedAt: ratings.get(order.id)?.ratedAt ?? null,
  }));
  const devices: HeldRecord[] = [
    ...[...signIns].reverse().map((s) => ({
      kind: 'signIn',
      startedAt: isoOf(s.created_at),
      endsAt: isoOf(s.expires_at),
    })),
    ...devicesSeen(loanConsents, registration, marketing).map((d) => ({
      kind: 'device',
      deviceId: d.deviceId,
      appVersion: d.appVersion,
      seenAt: isoOf(d.at),
    })),
    ...productViews,
  ];
  return {
    generatedAt: deps.clock.now().toISOString(),
    market,
    data: {
      account: accountRecords,
      loans,
      payments,
      bankAccounts,
      cards,
      autopay,
      complaints,
      help,
      messages,
      papers,
      devices,
    },
    consents: consentLedger(summaries, loanConsents, registration, marketing),
    requests: requests.map(requestView),
  };
}

/** Figures in minor units the paper writes as money. */
const MONEY = new Set(['creditLimit', 'principal', 'netDisbursed', 'amount', 'maxAmount']);
/** Values long enough to be set as text that wraps rather than in a row. */
const LONG_TEXT = 30;
/** Fields the paper leaves out: the ledger's stable key, and what another field already says. */
const NOT_DRAWN = new Set(['key', 'orderNo']);

function valueText(field: string, value: HeldRecord[string], market: Market, t: Translate) {
  if (value === null) return '–';
  if (typeof value === 'boolean') return value ? t('privacy.export.yes') : t('privacy.export.no');
  if (typeof value === 'number')
    return MONEY.has(field) ? formatMoney(value, market) : String(value);
  if (/At$/.test(field) && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return t.dateTime(new Date(value), market);
  }
  if (field === 'dueDate') return t.date(value, market);
  return value;
}

/** One record as a section of the paper: short values in rows, long text that wraps. */
function recordSection(
  heading: string,
  record: HeldRecord,
  market: Market,
  t: Translate,
): PaperSection {
  const rows: [string, string][] = [];
  const paragraphs: string[] = [];
  for (const [field, value] of Object.entries(record)) {
    if (NOT_DRAWN.has(field)) continue;
    const label = t('privacy.export.field', field);
    const text = valueText(field, value, market, t);
    if (text.length > LONG_TEXT) paragraphs.push(`${label}: ${text}`);
    else rows.push([label, text]);
  }
  return { heading, rows, ...(paragraphs.length > 0 ? { paragraphs } : {}) };
}

function sectionsOf(
  name: string,
  records: HeldRecord[],
  market: Market,
  t: Translate,
): PaperSection[] {
  const heading = t('privacy.export.category', name);
  if (records.length === 0) return [{ heading, paragraphs: [t('privacy.export.none')] }];
  return records.map((r, i) =>
    recordSection(
      records.length === 1 ? heading : `${heading} · ${t('privacy.export.record', i + 1)}`,
      r,
      market,
      t,
    ),
  );
}

/**
 * The borrower's data as a file (`json` for a machine, `pdf` to read in the borrower's language),
 * named by the day it was made: `tenora-data-<date>.json` or `.pdf`.
 */
export async function exportFile(
  deps: Pick<AppDeps, 'clock'>,
  borrower: BorrowerScope,
  format: 'json' | 'pdf',
  locale: Locale,
  app: AppConfig | null,
): Promise<{ filename: string; contentType: string; body: Uint8Array<ArrayBuffer> }> {
  const t = translator(locale);
  const data = await collectData(deps, borrower, t);
  const now = deps.clock.now();
  const name = `tenora-data-${localDate(now, borrower.market)}`;
  if (format === 'json') {
    return {
      filename: `${name}.json`,
      contentType: 'application/json; charset=utf-8',
      body: new Uint8Array(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8')),
    };
  }
  const market = borrower.market;
  const sections: PaperSection[] = [
    {
      heading: t('privacy.export.about'),
      paragraphs: [t('privacy.export.intro', t.dateTime(now, market))],
    },
    ...DATA_CATEGORIES.flatMap((c) => sectionsOf(c, data.data[c], market, t)),
    ...sectionsOf('consents', data.consents, market, t),
    ...sectionsOf('requests', data.requests, market, t),
  ];
  const company = app?.company;
  const body = await drawPaper(
    {
      lender: company?.lender ?? 'Tenora',
      provider:
        market === 'IN' && company?.lendingServiceProvider
          ? t('paper.provider', company.lendingServiceProvider)
          : undefined,
      title: t('privacy.export.title'),
      facts: [
        [t('paper.issuedOn'), t.date(now, market)],
        [t('paper.borrower'), maskPhone(borrower.phone, market)],
      ],
      sections,
      pageOf: `${name} · ${t('paper.pageOf')}`,
    },
    now,
  );
  return { filename: `${name}.pdf`, contentType: 'application/pdf', body };
}
