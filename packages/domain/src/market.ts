export type Market = 'IN' | 'ID';
export type Locale = 'en-IN' | 'id-ID';

export const MARKETS = ['IN', 'ID'] as const;

export const MARKET_INFO: Record<
  Market,
  { locale: Locale; currency: 'INR' | 'IDR'; timeZone: string; countryCode: '91' | '62' }
> = {
  IN: { locale: 'en-IN', currency: 'INR', timeZone: 'Asia/Kolkata', countryCode: '91' },
  ID: { locale: 'id-ID', currency: 'IDR', timeZone: 'Asia/Jakarta', countryCode: '62' },
};

export function isMarket(x: unknown): x is Market {
  return x === 'IN' || x === 'ID';
}

export function isLocale(x: unknown): x is Locale {
  return x === 'en-IN' || x === 'id-ID';
}

export function localeOf(market: Market): Locale {
  return MARKET_INFO[market].locale;
}

export function marketOfLocale(locale: Locale): Market {
  return locale === 'en-IN' ? 'IN' : 'ID';
}
