export type Market = 'IN' | 'ID';
export type Locale = 'en-IN' | 'id-ID';

export const MARKETS = ['IN', 'ID'] as const;

export const MARKET_INFO: Record<
  Market,
  {
    locale: Locale;
    currency: 'INR' | 'IDR';
    timeZone: string;
    /** The zone's fixed offset: neither zone observes daylight saving (dates.ts). */
    utcOffsetMinutes: number;
    /** The zone as the market's people name it beside a time. */
    zoneName: 'IST' | 'WIB';
    countryCode: '91' | '62';
  }
> = {
  IN: {
    locale: 'en-IN',
    currency: 'INR',
    timeZone: 'Asia/Kolkata',
    utcOffsetMinutes: 330,
    zoneName: 'IST',
    countryCode: '91',
  },
  ID: {
    locale: 'id-ID',
    currency: 'IDR',
    timeZone: 'Asia/Jakarta',
    utcOffsetMinutes: 420,
    zoneName: 'WIB',
    countryCode: '62',
  },
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

const LANG_FLAGS: Record<string, Locale> = {
  'en-in': 'en-IN',
  en: 'en-IN',
  'id-id': 'id-ID',
  id: 'id-ID',
  in: 'id-ID',
};

/**
 * The stored `lang` flag (docs/product.md#markets) in any spelling shells send ('id', 'id-ID',
 * 'en', …), or undefined. Web and server read it the same way so screens and server messages agree.
 */
export function localeFromLangFlag(flag: unknown): Locale | undefined {
  return typeof flag === 'string' ? LANG_FLAGS[flag.trim().toLowerCase()] : undefined;
}
