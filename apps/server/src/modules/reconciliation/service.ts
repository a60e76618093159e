import type { FastifyBaseLogger } from 'fastify';
import { addDays, localDate, localMidnight } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { writeAudit } from '../../platform/audit.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import type { PaymentProvider, ProviderEvent, SettledItem } from '../../platform/payments.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { payoutsByReference, sentPayoutsBetween } from '../payouts/index.ts';
import {
  bookedProviderPayments,
  handleProviderEvent,
  providerPaymentsByReference,
  referencesByProviderPaymentId,
} from '../provider-payments/index.ts';
import {
  addItems,
  analyzeSeen,
  daysRun,
  latestRuns,
  listItems,
  lockItem,
  recordRun,
  resolveItem,
  seeNew,
  seenReferences,
  unseenItems,
  type NewItem,
  type ReconItemRow,
} from './repository.ts';

/**
 * The daily reconciliation (docs/payments.md#reconciliation): each provider's books of a market's
 * day, matched to ours by reference. Money the provider took for a payment of ours that was never
 * booked (the webhook lost, or the server stopped between the two) is booked now, or set aside to
 * refund; a payout it made that we never heard of disburses its loan. Everything else that does
 * not match waits for credit staff.
 */

type Deps = AppDeps;
type Log = Pick<FastifyBaseLogger, 'error'>;

/** How far back a run looks for days not yet reconciled (a provider down, no worker running). */
export const LOOKBACK_DAYS = 7;
/** Items of one run after which the seen items' statistics are brought up to date. */
const ANALYZE_AFTER = 10_000;
/** The latest days read again every morning, for what became final after their first read. */
const REREAD_DAYS = 3;
/** Items matched per transaction: the books of a busy day are read in slices. */
const SLICE = 1000;

export interface DaySummary {
  provider: string;
  market: Market;
  day: string;
  providerItems: number;
  matched: number;
  flagged: number;
  booked: number;
}

/**
 * The scheduled run: for each provider of the market, every day of the last week not yet
 * reconciled, oldest first. A provider that does not answer is asked again at the next run.
 */
export async function reconcileDue(
  deps: Deps,
  log: Log,
  market: Market,
  at: Date,
): Promise<DaySummary[]> {
  const today = localDate(at, market);
  const days = Array.from({ length: LOOKBACK_DAYS }, (_, i) => addDays(today, -LOOKBACK_DAYS + i));
  const done: DaySummary[] = [];
  for (const provider of providersOf(deps, market)) {
    const already = await daysRun(deps.db, provider.name, market, days);
    // The last days are read again: a payment or payout that was still on its way when its day
    // was read shows up later (what was seen is matched once, whatever the day read).
    const recent = new Set(days.slice(-REREAD_DAYS));
    for (const day of days.filter((d) => !already.has(d) || recent.has(d))) {
      const summary = await reconcileDay(deps, log, provider, market, day);
      if (!summary) {
        log.error(
          { provider: provider.name, market, day },
          'reconciliation: provider did not answer',
        );
        break;
      }
      done.push(summary);
    }
  }
  return done;
}

/** Every configured provider that may hold the market's money, the sandbox included. */
const providersOf = (deps: Deps, market: Market) =>
  deps.payments.providers.filter((p) => p.markets.includes(market));

const money = (amount: number | null, market: Market) =>
  amount === null ? '—' : formatMoney(amount, market);

/** One provider's day of one market. Null when the provider did not answer. */
export async function reconcileDay(
  deps: Deps,
  log: Log,
  provider: PaymentProvider,
  market: Market,
  day: string,
): Promise<DaySummary | null> {
  const from = localMidnight(day, market);
  const to = localMidnight(addDays(day, 1), market);
  const books = await provider.listSettled({ market, day, from, to });
  if (!books) return null;
  const summary: DaySummary = {
    provider: provider.name,
    market,
    day,
    providerItems: 0,
    matched: 0,
    flagged: 0,
    booked: 0,
  };
  for (let i = 0; i < books.length; i += SLICE) {
    const slice = await matchSlice(deps, log, provider, market, day, books.slice(i, i + SLICE));
    summary.providerItems += slice.providerItems;
    summary.matched += slice.matched;
    summary.flagged += slice.flagged;
    summary.booked += slice.booked;
  }
  if (summary.providerItems >= ANALYZE_AFTER) await analyzeSeen(deps.db);
  summary.flagged += await flagOursMissing(deps, provider, market, day);
  await recordRun(deps.db, { ...summary, at: deps.clock.now() });
  return summary;
}

/**
 * One slice of the provider's books. Late bookings are made first, each under an event id of its
 * own (`recon:<item>`), so a run stopped midway books nothing twice; the items are then marked
 * seen, with what did not match, in one transaction.
 */
async function matchSlice(
  deps: Deps,
  log: Log,
  provider: PaymentProvider,
  market: Market,
  day: string,
  books: readonly SettledItem[],
) {
  // A day read again: nothing in this slice is new, and nothing is asked of the database.
  const unseenIds = await unseenItems(
    deps.db,
    provider.name,
    books.map((i) => i.providerItemId),
  );
  if (unseenIds.size === 0) return { providerItems: 0, matched: 0, booked: 0, flagged: 0 };
  // An item its books name only by the provider's payment id is ours when we booked that id.
  const named = await referencesByProviderPaymentId(
    deps.db,
    provider.name,
    books.flatMap((i) =>
      i.reference === null && i.providerPaymentId ? [i.providerPaymentId] : [],
    ),
  );
  const slice = books.map((i) =>
    i.reference === null && i.providerPaymentId && named.has(i.providerPaymentId)
      ? { ...i, reference: named.get(i.providerPaymentId) ?? null }
      : i,
  );
  const refsOf = (kind: SettledItem['kind']) => [
    ...new Set(
      slice.filter((i) => i.kind === kind && i.reference).map((i) => i.reference as string),
    ),
  ];
  const payments = await providerPaymentsByReference(deps.db, provider.name, refsOf('payment'));
  const payouts = await payoutsByReference(deps.db, provider.name, refsOf('payout'));
  // An item is this market's when its payment or payout is; one of nobody's is the provider's
  // first market's, so it is flagged once.
  const marketOf = (item: SettledItem): string | undefined =>
    item.reference === null
      ? undefined
      : item.kind === 'payment'
        ? payments.get(item.reference)?.market
        : payouts.get(item.reference)?.market;
  // A day read again, or an item listed on two days, is matched once.
  const unseen = unseenIds;
  const mine = slice.filter(
    (item) => unseen.has(item.providerItemId) && (marketOf(item) ?? provider.markets[0]) === market,
  );
  const seenBefore = {
    payment: await seenReferences(deps.db, provider.name, 'payment', refsOf('payment')),
    payout: await seenReferences(deps.db, provider.name, 'payout', refsOf('payout')),
  };
  const found: NewItem[] = [];
  const flag = (item: SettledItem, kind: NewItem['kind'], ours: number | null, detail: string) =>
    found.push({
      provider: provider.name,
      market,
      day,
      kind,
      subject: item.kind,
      reference: item.reference,
      providerItemId: item.providerItemId,
      providerAmount: item.amount,
      ourAmount: ours,
      detail,
    });
  let matched = 0;
  let booked = 0;
  const thisSlice = new Set<string>();
  for (const item of mine) {
    const key = `${item.kind}:${item.reference ?? ''}`;
    const again =
      item.reference !== null && (thisSlice.has(key) || seenBefore[item.kind].has(item.reference));
    if (item.reference !== null) thisSlice.add(key);
    if (item.reference === null) {
      flag(
        item,
        'missing_in_ledger',
        null,
        `The provider names no reference of ours for this ${item.kind}.`,
      );
      continue;
    }
    if (item.kind === 'payment') {
      const ours = payments.get(item.reference);
      if (!ours) {
        flag(item, 'missing_in_ledger', null, 'No payment of ours has this reference.');
        continue;
      }
      if (again) {
        flag(
          item,
          'duplicate',
          ours.amount,
          'The provider took a second payment for this reference.',
        );
        continue;
      }
      if (ours.status === 'paid' || ours.status === 'refund_due') {
        if (ours.amount !== item.amount)
          flag(
            item,
            'amount_differs',
            ours.amount,
            `We booked ${money(ours.amount, market)}; the provider took ${money(item.amount, market)}.`,
          );
        else matched += 1;
        continue;
      }
      // Taken by the provider, never booked here: booked now, as its webhook would have.
      const outcome = await handleProviderEvent(
        deps,
        log,
        provider.name,
        lateEvent(item, 'payment.succeeded'),
      );
      if (outcome === 'applied' || outcome === 'refund_due' || outcome === 'duplicate') {
        booked += 1;
        found.push({
          provider: provider.name,
          market,
          day,
          kind: 'booked_late',
          subject: 'payment',
          reference: item.reference,
          providerItemId: item.providerItemId,
          providerAmount: item.amount,
          ourAmount: ours.amount,
          detail:
            outcome === 'refund_due'
              ? 'Taken by the provider and never booked; the loan no longer owed it, so it waits in Refunds.'
              : 'Taken by the provider and never booked; booked to the loan by the reconciliation.',
          resolution: 'Booked by the reconciliation.',
        });
      } else if (await bookedMeanwhile(deps, provider, item)) matched += 1;
      else
        flag(
          item,
          'amount_differs',
          ours.amount,
          `Taken by the provider and never booked, and not for the amount asked (${money(ours.amount, market)}).`,
        );
      continue;
    }
    const ours = payouts.get(item.reference);
    if (!ours) {
      flag(item, 'missing_in_ledger', null, 'No payout of ours has this reference.');
      continue;
    }
    if (again) {
      flag(item, 'duplicate', ours.amount, 'The provider paid this payout out a second time.');
      continue;
    }
    if (ours.status === 'sent') {
      if (ours.amount !== item.amount)
        flag(
          item,
          'amount_differs',
          ours.amount,
          `We sent ${money(ours.amount, market)}; the provider paid ${money(item.amount, market)}.`,
        );
      else matched += 1;
      continue;
    }
    if (ours.status === 'failed') {
      flag(
        item,
        'missing_in_ledger',
        ours.amount,
        'We hold this payout failed, yet the provider paid it.',
      );
      continue;
    }
    // Paid out while we waited for the provider's word: the loan is disbursed now.
    const outcome = await handleProviderEvent(deps, log, provider.name, {
      ...lateEvent(item, 'payout.sent'),
      providerObjectId: item.providerItemId,
    });
    if (outcome === 'applied' || outcome === 'duplicate') {
      booked += 1;
      found.push({
        provider: provider.name,
        market,
        day,
        kind: 'booked_late',
        subject: 'payout',
        reference: item.reference,
        providerItemId: item.providerItemId,
        providerAmount: item.amount,
        ourAmount: ours.amount,
        detail: 'Paid out by the provider while we waited for its word; the loan is disbursed.',
        resolution: 'Disbursed by the reconciliation.',
      });
    } else
      flag(
        item,
        'amount_differs',
        ours.amount,
        `Paid out for another amount than sent (${money(ours.amount, market)}).`,
      );
  }
  const added = await deps.db.transaction(async (tx) => {
    await seeNew(tx, provider.name, day, mine);
    return addItems(tx, found, deps.clock.now());
  });
  return {
    providerItems: mine.length,
    matched,
    booked,
    flagged: Math.max(0, added - booked),
  };
}

/** Its webhook booked it while the run looked: nothing differs. */
async function bookedMeanwhile(deps: Deps, provider: PaymentProvider, item: SettledItem) {
  if (item.reference === null) return false;
  const now = (await providerPaymentsByReference(deps.db, provider.name, [item.reference])).get(
    item.reference,
  );
  return (now?.status === 'paid' || now?.status === 'refund_due') && now.amount === item.amount;
}

const lateEvent = (
  item: SettledItem,
  type: 'payment.succeeded' | 'payout.sent',
): ProviderEvent => ({
  eventId: `recon:${item.providerItemId}`.slice(0, 128),
  type,
  reference: item.reference ?? '',
  amount: item.amount,
  occurredAt: item.at.toISOString(),
  ...(item.providerPaymentId ? { providerPaymentId: item.providerPaymentId } : {}),
});

/**
 * Ours the provider's books never listed: payments booked `settlementLagDays` before this day
 * (by then the provider has listed them), payouts made on it.
 */
async function flagOursMissing(
  deps: Deps,
  provider: PaymentProvider,
  market: Market,
  day: string,
): Promise<number> {
  const bookedDay = addDays(day, -provider.settlementLagDays);
  const ours = {
    payment: await bookedProviderPayments(
      deps.db,
      provider.name,
      market,
      localMidnight(bookedDay, market),
      localMidnight(addDays(bookedDay, 1), market),
    ),
    payout: await sentPayoutsBetween(
      deps.db,
      provider.name,
      market,
      localMidnight(day, market),
      localMidnight(addDays(day, 1), market),
    ),
  };
  const found: NewItem[] = [];
  for (const subject of ['payment', 'payout'] as const) {
    const list = ours[subject];
    for (let i = 0; i < list.length; i += SLICE) {
      const part = list.slice(i, i + SLICE);
      const seen = await seenReferences(
        deps.db,
        provider.name,
        subject,
        part.map((p) => p.reference),
      );
      for (const p of part.filter((o) => !seen.has(o.reference)))
        found.push({
          provider: provider.name,
          market,
          day,
          kind: 'missing_at_provider',
          subject,
          reference: p.reference,
          providerItemId: null,
          providerAmount: null,
          ourAmount: p.amount,
          detail:
            subject === 'payment'
              ? `Booked on ${bookedDay}; the provider's books do not list it.`
              : `Sent on ${day}; the provider's books do not list it.`,
        });
    }
  }
  return deps.db.transaction((tx) => addItems(tx, found, deps.clock.now()));
}

const itemView = (r: ReconItemRow) => ({
  id: r.id,
  provider: r.provider,
  market: r.market,
  day: r.day,
  kind: r.kind,
  subject: r.subject,
  reference: r.reference,
  providerItemId: r.provider_item_id,
  providerAmount: r.provider_amount,
  ourAmount: r.our_amount,
  detail: r.detail,
  status: r.status,
  resolution: r.resolution,
  resolvedAt: r.resolved_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});

/** The console's queue: open items first, oldest day first; and the latest runs. */
export async function reconciliationQueue(
  deps: Pick<AppDeps, 'db'>,
  f: {
    state: 'open' | 'resolved' | 'all';
    market?: Market | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { rows, total } = await listItems(deps.db, {
    status: f.state,
    market: f.market,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  const runs = await latestRuns(deps.db, 20);
  return {
    rows: rows.map(itemView),
    total,
    page: f.page,
    pageSize: f.pageSize,
    runs: runs.map((r) => ({
      provider: r.provider,
      market: r.market,
      day: r.day,
      ranAt: r.ran_at.toISOString(),
      providerItems: r.provider_items,
      matched: r.matched,
      flagged: r.flagged,
      booked: r.booked,
    })),
  };
}

/** Credit staff settle an item with what they did, audited. */
export async function resolveReconItem(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staffId: number,
  input: { itemId: number; reason: string },
) {
  return deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, input.itemId);
    if (!item) throw notFound('This reconciliation item was not found.');
    if (item.status !== 'open') throw businessFailure('This item is resolved already.');
    const after = await resolveItem(tx, item.id, {
      staffId,
      resolution: input.reason,
      at: deps.clock.now(),
    });
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'reconciliation.resolve',
      objectType: 'reconciliation',
      objectId: item.id,
      before: { status: item.status, kind: item.kind, reference: item.reference },
      after: { status: after.status, resolution: input.reason },
    });
    return { item: itemView(after) };
  });
}
