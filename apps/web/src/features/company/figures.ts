import type { AppConfig } from '@tenora/contract/film';
import type { Locale, Market } from '@tenora/domain/market';
import { TIME_TO_MONEY } from '@tenora/domain/time-to-money';
import { formatMoney, formatNumber } from '@tenora/domain/money';
import type { CompanyFacts, OfferFigures, ServiceDays } from '../../platform/i18n/company-texts.ts';
import { checkServerUrl } from '../../platform/safe-url.ts';

/** The company facts the texts speak of: all from the app config, none written here. */
export function companyFacts(config: AppConfig | null, market: Market): CompanyFacts {
  const m = config?.market ?? market;
  const users = config?.company.users;
  return {
    market: m,
    app: config?.displayName ?? null,
    company: config?.company ?? null,
    contact: config?.contact ?? null,
    users:
      users === undefined || users <= 0
        ? null
        : users >= 1_000_000
          ? { value: formatNumber(users / 1_000_000, m), millions: true }
          : { value: formatNumber(users, m), millions: false },
  };
}

/**
 * The loan terms' and customer service's promises (docs/product.md#company-site), the same in both
 * markets.
 */
export const SERVICE_DAYS: ServiceDays = {
  ...TIME_TO_MONEY,
  replyDays: 3,
  prepayMinDays: 7,
  notifyDays: 3,
  assignmentNoticeDays: 7,
  judgmentDays: 10,
};

/** The brand-new-user offer (docs/product.md#markets), in minor units. */
const OFFER: Record<Market, { min: number; max: number; income?: number }> = {
  IN: { min: 200_000, max: 8_000_000, income: 1_200_000 },
  ID: { min: 100_000_000, max: 1_500_000_000 },
};

export function offerFigures(market: Market): OfferFigures {
  const o = OFFER[market];
  return {
    min: formatMoney(o.min, market),
    max: formatMoney(o.max, market),
    income: o.income === undefined ? null : formatMoney(o.income, market),
  };
}

export type FrameTarget = { kind: 'frame'; src: string } | { kind: 'link'; href: string };

// Stands for "this page's origin" without reading `window`: a path resolves to it, so it is ours,
// and the drawn page and the browser decide alike.
const OWN = 'https://tenora.invalid';

/**
 * What /Policy (and /Loan) embed. Our CSP allows frames of our own origin only, so a path of ours
 * is framed, with the app and language of this page; an allowed https page elsewhere becomes a
 * plain link; anything else (another host, `javascript:`) falls back to our own page.
 */
export function frameTarget(
  raw: string | undefined,
  fallback: string,
  here: { allowedHosts: readonly string[]; appName: string | undefined; locale: Locale },
): FrameTarget {
  const checked = raw
    ? checkServerUrl(raw, { origin: OWN, allowedHosts: here.allowedHosts })
    : null;
  if (checked?.ok && !checked.sameOrigin) return { kind: 'link', href: checked.url.href };
  const url = checked?.ok ? checked.url : new URL(fallback, OWN);
  if (here.appName && !url.searchParams.has('appName')) {
    url.searchParams.set('appName', here.appName);
  }
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', here.locale);
  return { kind: 'frame', src: `${url.pathname}${url.search}${url.hash}` };
}
