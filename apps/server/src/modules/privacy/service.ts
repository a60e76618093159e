import type { AppConfig } from '@tenora/contract/film';
import type { Consent, DataCategorySummary, DataRequest, Privacy } from '@tenora/contract/privacy';
import { formatZonedDateTime } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { isLoanClosed } from '@tenora/domain/order-status';
import { maskPhone } from '@tenora/domain/phone';
import {
  CONSENT_TEXT_VERSION,
  requestDueAt,
  requestDueShown,
  type DataRequestKind,
} from '@tenora/domain/privacy';
import type { OpsConsent } from '@tenora/contract/ops';
import { writeAudit } from '../../platform/audit.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import {
  marketingHistory,
  recordMarketingConsent,
  type ConsentEvent,
} from '../../platform/consents.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import type { HeldSummary } from '../../platform/held-data.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import { isUniqueViolation, type Queryable } from '../../platform/db.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { chatbotHeld } from '../chatbot/index.ts';
import { complaintsHeld } from '../complaints/index.ts';
import { loanSummaries, paymentsHeld } from '../ledger/index.ts';
import { consentsOf } from '../loans/index.ts';
import { messagesHeld, notify } from '../notifications/index.ts';
import { papersHeld } from '../papers/index.ts';
import { bankAccountsHeld } from '../payouts/index.ts';
import { productViewsHeld } from '../products/index.ts';
import { registrationOf, type RegistrationHeld } from '../promotion/index.ts';
import { mandatesHeld, ordersWithLiveMandate } from '../provider-payments/index.ts';
import { cardsHeld } from '../repayment/index.ts';
import {
  accessSince,
  insertRequest,
  ownsRequest,
  pendingRequest,
  requestsOf,
  withdrawRequest,
  type RequestRow,
} from './repository.ts';

type Summaries = Awaited<ReturnType<typeof loanSummaries>>;

export interface OpenLoan {
  orderId: number;
  orderNo: string;
  productName: string;
}

/**
 * The loans that must end before an erasure (docs/product.md#privacy): under review, approved,
 * being paid out, paid out and not fully repaid, or paid by an autopay mandate still in force.
 */
export function openLoansOf(summaries: Summaries, liveMandates: readonly number[]): OpenLoan[] {
  return summaries
    .filter(({ order, status }) => !isLoanClosed(status) || liveMandates.includes(order.id))
    .map(({ order }) => ({
      orderId: order.id,
      orderNo: String(order.id),
      productName: order.product_name,
    }));
}

/** The open loans of a borrower, read in the caller's scope (a transaction's, staff's). */
export async function openLoans(deps: Pick<AppDeps, 'clock'>, borrower: BorrowerScope) {
  const [summaries, mandates] = await Promise.all([
    loanSummaries(borrower, deps.clock),
    ordersWithLiveMandate(borrower),
  ]);
  return { open: openLoansOf(summaries, mandates), anyOrder: summaries.length > 0, mandates };
}

/** The loans as a sentence names them: "loan 1004 (Tenora Flexi), loan 1005 (…)". */
export const loanList = (loans: readonly OpenLoan[], t: Translate) =>
  loans.map((l) => t('privacy.loan', l.orderId, l.productName)).join(', ');

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/** The consent ledger: marketing first (listed always), the registration, each loan's, newest first. */
export function consentLedger(
  summaries: Summaries,
  loanConsents: Map<number, OpsConsent>,
  registration: RegistrationHeld | null,
  marketing: ConsentEvent[],
): Consent[] {
  const latest = marketing[0];
  const given = marketing.find((e) => e.given);
  const ledger: Consent[] = [
    {
      key: 'marketing',
      purpose: 'marketing',
      orderId: null,
      orderNo: null,
      productName: null,
      textVersion: given?.text_version ?? CONSENT_TEXT_VERSION.marketing,
      givenAt: iso(given?.at),
      givenVia: given ? given.via : null,
      appVersion: given?.app_version ?? null,
      withdrawnAt: latest && !latest.given ? iso(latest.at) : null,
      active: latest?.given ?? false,
    },
  ];
  if (registration) {
    ledger.push({
      key: 'registration',
      purpose: 'registration',
      orderId: null,
      orderNo: null,
      productName: null,
      textVersion: CONSENT_TEXT_VERSION.registration,
      givenAt: iso(registration.registered_at),
      givenVia: 'landing',
      appVersion: null,
      withdrawnAt: null,
      active: true,
    });
  }
  for (const { order } of summaries) {
    const consent = loanConsents.get(order.id);
    if (!consent) continue;
    ledger.push({
      key: `loan-${order.id}`,
      purpose: 'loan',
      orderId: order.id,
      orderNo: String(order.id),
      productName: order.product_name,
      // As the console shows a documents' identity: its first 12 hex digits.
      textVersion: consent.documentsId.slice(0, 12),
      givenAt: consent.at,
      givenVia: 'confirm',
      appVersion: consent.appVersion,
      // A loan's consent is the contract itself: it stands (withdrawalOf 'notPossible').
      withdrawnAt: null,
      active: true,
    });
  }
  return ledger;
}

export function requestView(r: RequestRow): DataRequest {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    detail: r.detail,
    openedAt: r.opened_at.toISOString(),
    dueAt: r.due_at.toISOString(),
    closedAt: iso(r.closed_at),
    answer: r.answer,
  };
}

const latestOf = (...times: (Date | null | undefined)[]): Date | null =>
  times.reduce<Date | null>((newest, at) => (at && (!newest || at > newest) ? at : newest), null);

const category = (
  name: DataCategorySummary['category'],
  held: HeldSummary,
): DataCategorySummary => ({
  category: name,
  count: held.count,
  examples: held.examples.slice(0, 5),
  latestAt: iso(held.latestAt),
});

/**
 * The privacy centre as it stands (docs/product.md#privacy): reads only, in a fixed number of
 * queries whatever the borrower holds, each owner reading its own rows.
 */
export async function privacyCentre(
  deps: Pick<AppDeps, 'clock'>,
  borrower: BorrowerScope,
  app: AppConfig | null,
): Promise<Privacy> {
  const market = borrower.market;
  const [
    summaries,
    loanConsents,
    registration,
    marketing,
    liveMandates,
    requests,
    account,
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
  ] = await Promise.all([
    loanSummaries(borrower, deps.clock),
    consentsOf(borrower),
    registrationOf(borrower),
    marketingHistory(borrower),
    ordersWithLiveMandate(borrower),
    requestsOf(borrower),
    borrower.account(),
    borrower.signIns(),
    paymentsHeld(borrower),
    bankAccountsHeld(borrower),
    cardsHeld(borrower),
    mandatesHeld(borrower),
    complaintsHeld(borrower),
    chatbotHeld(borrower),
    messagesHeld(borrower),
    papersHeld(borrower),
    productViewsHeld(borrower),
  ]);

  const accountHeld: HeldSummary = {
    count: (account ? 1 : 0) + (registration ? 1 : 0),
    latestAt: latestOf(account?.created_at, registration?.registered_at),
    examples: account
      ? [maskPhone(account.phone, market), ...(account.email ? [account.email] : [])]
      : [],
  };
  const loansHeld: HeldSummary = {
    count: summaries.length,
    latestAt: latestOf(...summaries.map(({ order }) => order.created_at)),
    examples: summaries.map(
      ({ order }) => `${order.product_name} · ${formatMoney(order.principal, market)}`,
    ),
  };
  const devices = devicesSeen(loanConsents, registration, marketing);
  const devicesHeld: HeldSummary = {
    count: signIns.length + devices.length + productViews.count,
    latestAt: latestOf(signIns[0]?.created_at, ...devices.map((d) => d.at), productViews.latestAt),
    examples: [...devices.map((d) => d.deviceId), ...productViews.examples],
  };

  const pending = requests.find(
    (r) => r.kind === 'erasure' && (r.status === 'open' || r.status === 'erasing'),
  );
  const open = openLoansOf(summaries, liveMandates);
  return {
    market,
    consents: consentLedger(summaries, loanConsents, registration, marketing),
    data: [
      category('account', accountHeld),
      category('loans', loansHeld),
      category('payments', payments),
      category('bankAccounts', bankAccounts),
      category('cards', cards),
      category('autopay', autopay),
      category('complaints', complaints),
      category('help', help),
      category('messages', messages),
      category('papers', papers),
      category('devices', devicesHeld),
    ],
    requests: requests.map(requestView),
    erasure: {
      state: pending ? 'pending' : open.length > 0 ? 'openLoans' : 'available',
      openLoans: open,
      keepsLoanRecords: summaries.length > 0,
    },
    officer: app?.company.grievanceOfficer ?? null,
  };
}

/** The devices the borrower's consents and registration were given from, each once, newest first. */
export function devicesSeen(
  loanConsents: Map<number, OpsConsent>,
  registration: RegistrationHeld | null,
  marketing: ConsentEvent[],
): { deviceId: string; appVersion: string | null; at: Date }[] {
  const seen = [
    ...[...loanConsents.values()].map((c) => ({
      deviceId: c.deviceId,
      appVersion: c.appVersion,
      at: new Date(c.at),
    })),
    ...marketing.map((e) => ({ deviceId: e.device_id, appVersion: e.app_version, at: e.at })),
    ...(registration
      ? [{ deviceId: registration.device_id, appVersion: null, at: registration.registered_at }]
      : []),
  ]
    .filter((d): d is { deviceId: string; appVersion: string | null; at: Date } => !!d.deviceId)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const byDevice = new Map<string, (typeof seen)[number]>();
  for (const d of seen) if (!byDevice.has(d.deviceId)) byDevice.set(d.deviceId, d);
  return [...byDevice.values()];
}

/** Where a request came from, kept with a consent as a loan's consent keeps it (decision 099). */
export interface ClientOf {
  address: string;
  userAgent: string | undefined;
  deviceId: string | undefined;
  appVersion: string | undefined;
}

/**
 * Gives or withdraws consent to marketing, recorded only when it changes; the borrower's row is
 * locked first, so a double tap records once. Audited as the borrower's own act.
 */
export async function setMarketing(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  borrower: BorrowerScope,
  given: boolean,
  client: ClientOf,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const scoped = borrower.within(tx);
    await scoped.lock();
    const changed = await recordMarketingConsent(scoped, {
      given,
      at: deps.clock.now(),
      ...client,
    });
    if (!changed) return;
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: given ? 'consent.give' : 'consent.withdraw',
      objectType: 'borrower',
      objectId: borrower.userId,
      before: { marketing: !given },
      after: { marketing: given, textVersion: CONSENT_TEXT_VERSION.marketing, by: 'borrower' },
    });
  });
}

/** The request's audit entry as the log keeps it: its state, not the borrower's words. */
const audited = (r: RequestRow) => ({
  kind: r.kind,
  status: r.status,
  dueAt: r.due_at.toISOString(),
  closedAt: iso(r.closed_at),
});

/** The borrower asked to see their data: answered at once, by the files privacyExport gives. */
/**
 * A request the borrower made, with the due time their market's law gives it, audited as their
 * act in the same transaction.
 */
async function openRequest(
  deps: Pick<AppDeps, 'clock'>,
  tx: Queryable,
  scope: BorrowerScope,
  r: { kind: DataRequestKind; status: 'open' | 'done'; detail: string | null; at: Date },
) {
  const row = await insertRequest(scope, { ...r, dueAt: requestDueAt(scope.market, r.at) });
  await writeAudit(tx, deps.clock, {
    staffId: null,
    action: 'data-request.open',
    objectType: 'data-request',
    objectId: row.id,
    before: null,
    after: { ...audited(row), by: 'borrower' },
  });
  return row;
}

/** Access asked again within this long records nothing more. */
const ACCESS_SAME_WITHIN_MS = 60_000;

export async function recordAccess(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  borrower: BorrowerScope,
): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const scope = borrower.within(tx);
    // A double tap, or the app's retry, is the same request: one a minute is recorded.
    await scope.lock();
    if (await accessSince(scope, new Date(at.getTime() - ACCESS_SAME_WITHIN_MS))) return;
    await openRequest(deps, tx, scope, { kind: 'access', status: 'done', detail: null, at });
  });
}

/** A due time as the borrower's message states it: India's is a day, Indonesia's an hour. */
export function dueText(t: Translate, market: Market, dueAt: Date): string {
  const shown = requestDueShown(market, dueAt);
  return market === 'IN'
    ? t.date(shown, market)
    : // Indonesia spans three zones: the hour is said with its own, WIB.
      formatZonedDateTime(shown, market, t.locale);
}

/**
 * A correction, grievance or erasure for the lender's staff (docs/product.md#privacy): one of a
 * kind at a time, an erasure only once no loan is open. The borrower's row is locked first, so
 * taps at once make one request; the unique index stands behind it. The borrower is told by
 * message that it was received and by when the law has it answered.
 */
export async function makeRequest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  borrower: BorrowerScope,
  input: { kind: Exclude<DataRequestKind, 'access'>; detail?: string | undefined },
  t: Translate,
): Promise<void> {
  const detail = input.detail?.trim() ?? '';
  if (input.kind !== 'erasure' && detail === '') {
    throw badInput(t('privacy.detailRequired', input.kind));
  }
  const at = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const scoped = borrower.within(tx);
      await scoped.lock();
      if (await pendingRequest(scoped, input.kind)) {
        throw businessFailure(t('privacy.alreadyOpen', t('privacy.kind', input.kind)));
      }
      if (input.kind === 'erasure') {
        const { open, mandates } = await openLoans(deps, scoped);
        if (open.length > 0) {
          throw businessFailure(
            t(
              'privacy.erasure.openLoans',
              loanList(open, t),
              open.some((l) => mandates.includes(l.orderId)),
            ),
          );
        }
      }
      const row = await openRequest(deps, tx, scoped, {
        kind: input.kind,
        status: 'open',
        detail: input.kind === 'erasure' ? null : detail,
        at,
      });
      const bt = translator(await borrower.language());
      await notify(deps, tx, {
        userId: borrower.userId,
        market: borrower.market,
        template: 'privacy.received',
        title: bt('notify.privacy.received.title'),
        body: bt(
          'notify.privacy.received.body',
          bt('privacy.kind', row.kind),
          bt('privacy.law', borrower.market),
          dueText(bt, borrower.market, row.due_at),
        ),
        collection: false,
        cause: `data-request:${row.id}:received`,
        at,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw businessFailure(t('privacy.alreadyOpen', t('privacy.kind', input.kind)));
    }
    throw err;
  }
}

/** The borrower takes back their own request while it is still open. Audited. */
export async function takeBack(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  borrower: BorrowerScope,
  id: number,
  t: Translate,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const scoped = borrower.within(tx);
    const row = await withdrawRequest(scoped, id, deps.clock.now());
    if (!row) {
      if (await ownsRequest(scoped, id)) throw businessFailure(t('privacy.notOpen'));
      throw notFound(t('request.notFound'));
    }
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'data-request.withdraw',
      objectType: 'data-request',
      objectId: row.id,
      before: { ...audited(row), status: 'open', closedAt: null },
      after: { ...audited(row), by: 'borrower' },
    });
  });
}
