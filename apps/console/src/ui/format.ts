// Staff read times in their own clock; dates keep the market's calendar as the server sent them.
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** A calendar date (YYYY-MM-DD) as the market's own day, not moved by the viewer's zone. */
export function formatDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : day.format(d);
}

export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

export const MARKET_NAMES = { IN: 'India', ID: 'Indonesia' } as const;
