export type Market = 'IN' | 'ID';
export type Locale = 'en-IN' | 'hi-IN' | 'id-ID';

/**
 * The languages of each market, its own first. India's borrowers may read the app in English or
 * Hindi (the RBI asks for the key fact statement in a language the borrower understands, the DPDP
 * Act for notices in a language of the Eighth Schedule); Indonesia's read Bahasa Indonesia.
 */
export const MARKET_LOCALES = {
  IN: ['en-IN', 'hi-IN'],
  ID: ['id-ID'],
} as const satisfies Record<Market, readonly Locale[]>;

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
  return x === 'en-IN' || x === 'hi-IN' || x === 'id-ID';
}

export function localeOf(market: Market): Locale {
  return MARKET_INFO[market].locale;
}

export function marketOfLocale(locale: Locale): Market {
  return locale === 'id-ID' ? 'ID' : 'IN';
}

/**
 * The language a borrower of `market` reads: `wanted` when the market speaks it, else the
 * market's own. A Hindi flag on an Indonesian borrower's page gives Bahasa Indonesia, never
 * rupiah in Hindi.
 */
export function localeIn(market: Market, wanted: Locale | null | undefined): Locale {
  const spoken: readonly Locale[] = MARKET_LOCALES[market];
  return wanted && spoken.includes(wanted) ? wanted : localeOf(market);
}

const LANG_FLAGS: Record<string, Locale> = {
  'en-in': 'en-IN',
  en: 'en-IN',
  'hi-in': 'hi-IN',
  hi: 'hi-IN',
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
