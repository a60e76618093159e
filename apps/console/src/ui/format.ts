import { formatDate, formatZonedDateTime } from '@tenora/domain/dates';
import { MARKETS, type Market } from '@tenora/domain/market';

/**
 * An instant in the market's own time, named with its zone ('22 Nov 2026, 12:15 am IST'), as the
 * borrower saw it on their phone, wherever the member sits (decision 097). A time of no market (a
 * staff sign-in, an audit entry) is given in both markets' zones.
 */
export function formatInstant(iso: string | null | undefined, market?: Market): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return market
    ? formatZonedDateTime(d, market)
    : MARKETS.map((m) => formatZonedDateTime(d, m)).join(' · ');
}

/** A calendar date (YYYY-MM-DD) as the market writes its own day, never moved by a time zone. */
export function formatDay(date: string, market: Market): string {
  try {
    return formatDate(date, market);
  } catch {
    return date;
  }
}

export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

export const MARKET_NAMES = { IN: 'India', ID: 'Indonesia' } as const;

/** How money came in, as staff name the ways a borrower pays. */
export const METHOD_NAMES = {
  card: 'Card',
  wallet: 'E-wallet',
  va: 'Virtual account',
  market: 'Mini-market code',
  upi: 'UPI',
  netbanking: 'Net banking',
  checkout: 'Hosted checkout',
  autopay: 'Autopay',
  seed: 'Demo data',
} as const;
