import type { AppConfig } from '@tenora/contract/film';
import { MARKET_INFO, type Market } from '@tenora/domain/market';
import type { Queryable } from './db.ts';

interface AppRow {
  app_name: string;
  market: Market;
  display_name: string;
  theme: AppConfig['theme'];
  contact_phone: string;
  contact_email: string;
  allowed_hosts: string[];
  company: AppConfig['company'];
}

// Configs change by operator action, rarely; a minute of staleness keeps a lookup off every request.
const TTL_MS = 60_000;

/** The apps (white-label shells) we serve, each bound to one market (docs/product.md#markets). */
export class AppDirectory {
  private cache = new Map<string, { at: number; config: AppConfig | null }>();
  /** Each market's first app, which a borrower's call that names none speaks for. */
  private firstOf = new Map<Market, { at: number; appName: string | null }>();

  constructor(
    private readonly db: Queryable,
    /** Hosts every app of a market may open besides its own list: its payment provider's pages. */
    private readonly marketHosts: (market: Market) => readonly string[] = () => [],
  ) {}

  async find(appName: string): Promise<AppConfig | null> {
    const hit = this.cache.get(appName);
    const now = performance.now();
    if (hit && now - hit.at < TTL_MS) return hit.config;
    // Columns by name: a prepared `select *` fails once a migration adds one (decision 042).
    const rows = await this.db.query<AppRow>(
      `select app_name, market, display_name, theme, contact_phone, contact_email, allowed_hosts,
              company
         from apps where app_name = $1`,
      [appName],
    );
    const row = rows[0];
    const config: AppConfig | null = row
      ? {
          appName: row.app_name,
          displayName: row.display_name,
          market: row.market,
          locale: MARKET_INFO[row.market].locale,
          currency: MARKET_INFO[row.market].currency,
          theme: row.theme,
          contact: { phone: row.contact_phone, email: row.contact_email },
          allowedHosts: [...new Set([...row.allowed_hosts, ...this.marketHosts(row.market)])],
          company: row.company,
        }
      : null;
    // Unknown names are cached too, but only a bounded number, so junk input cannot grow memory.
    if (config || this.cache.size < 1000) this.cache.set(appName, { at: now, config });
    return config;
  }

  /**
   * The app a public page speaks for: the one it names, else the market's first app. The company
   * site is opened without an app name, and still needs the market's company facts.
   */
  async forPublicPage(appName: unknown, market: Market): Promise<AppConfig | null> {
    if (typeof appName === 'string' && appName.length > 0 && appName.length <= 64) {
      const named = await this.find(appName);
      if (named) return named;
    }
    const now = performance.now();
    let first = this.firstOf.get(market);
    if (!first || now - first.at >= TTL_MS) {
      const rows = await this.db.query<{ app_name: string }>(
        'select app_name from apps where market = $1 order by app_name limit 1',
        [market],
      );
      first = { at: now, appName: rows[0]?.app_name ?? null };
      this.firstOf.set(market, first);
    }
    return first.appName === null ? null : this.find(first.appName);
  }

  /** A borrower's app: the named one when it is of their market, else their market's. */
  async forBorrower(appName: unknown, market: Market): Promise<AppConfig | null> {
    const named =
      typeof appName === 'string' && appName.length > 0 && appName.length <= 64
        ? await this.find(appName)
        : null;
    return named?.market === market ? named : this.forPublicPage(undefined, market);
  }

  async marketOf(appName: string): Promise<Market | undefined> {
    if (appName.length === 0 || appName.length > 64) return undefined;
    return (await this.find(appName))?.market;
  }
}

/**
 * The app `appNameSql` as columns `market` and `display_name` under `alias`, for a statement that
 * filters or orders by them (a market's landing templates). A row whose app is missing is not
 * read, as with an inner join.
 */
export function joinApp(alias: string, appNameSql: string): string {
  return `cross join lateral (select app.market, app.display_name from apps app where app.app_name = ${appNameSql}) ${alias}`;
}

/**
 * The cooling-off days the first app of the market `marketSql` states, as a value of the caller's
 * statement (null without one): what the loan account falls back on for a loan issued without a
 * key fact statement.
 */
export function marketCoolingOffDays(marketSql: string): string {
  return `(select (a.company ->> 'coolingOffDays')::int from apps a
    where a.market = ${marketSql} order by a.app_name limit 1)`;
}

/**
 * The company facts of the market's first app, read in the caller's transaction: a paper issued
 * while a payment is booked names the lender without waiting for a connection the transaction
 * holds (PGlite has one).
 */
export async function marketCompany(
  tx: Queryable,
  market: Market,
): Promise<AppConfig['company'] | null> {
  const rows = await tx.query<{ company: AppConfig['company'] }>(
    'select company from apps where market = $1 order by app_name limit 1',
    [market],
  );
  return rows[0]?.company ?? null;
}
