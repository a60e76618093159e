import { describe, it, expect } from 'vitest';
import {
  MARKETS,
  MARKET_INFO,
  isLocale,
  isMarket,
  localeFromLangFlag,
  localeIn,
  localeOf,
  marketOfLocale,
  type Market,
} from './market.ts';

describe('market', () => {
  it('lists exactly the two markets', () => {
    expect(MARKETS).toEqual(['IN', 'ID']);
  });

  it('describes India and Indonesia', () => {
    expect(MARKET_INFO.IN).toEqual({
      locale: 'en-IN',
      currency: 'INR',
      timeZone: 'Asia/Kolkata',
      utcOffsetMinutes: 330,
      zoneName: 'IST',
      countryCode: '91',
    });
    expect(MARKET_INFO.ID).toEqual({
      locale: 'id-ID',
      currency: 'IDR',
      timeZone: 'Asia/Jakarta',
      utcOffsetMinutes: 420,
      zoneName: 'WIB',
      countryCode: '62',
    });
  });

  it('uses time zones with the expected offsets', () => {
    // ICU canonicalises Asia/Kolkata to Asia/Calcutta, so the offset is what can be compared.
    const offset = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(new Date('2026-01-01T00:00:00Z'))
        .find((p) => p.type === 'timeZoneName')?.value;
    expect(offset(MARKET_INFO.IN.timeZone)).toBe('GMT+05:30');
    expect(offset(MARKET_INFO.ID.timeZone)).toBe('GMT+07:00');
  });

  it("keeps each market's fixed offset, which dates.ts uses, equal to its zone's in every year", () => {
    // dates.ts shifts by utcOffsetMinutes instead of asking Intl for the zone (decision 075).
    for (const market of ['IN', 'ID'] as const) {
      const { timeZone, utcOffsetMinutes } = MARKET_INFO[market];
      const sign = utcOffsetMinutes < 0 ? '-' : '+';
      const abs = Math.abs(utcOffsetMinutes);
      const expected = `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
      for (let year = 1970; year <= 2100; year += 1) {
        for (const month of [0, 6]) {
          const at = new Date(Date.UTC(year, month, 1));
          const shown = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
            .formatToParts(at)
            .find((p) => p.type === 'timeZoneName')?.value;
          expect(shown).toBe(expected);
        }
      }
    }
  });

  it('recognises markets and rejects anything else', () => {
    expect(isMarket('IN')).toBe(true);
    expect(isMarket('ID')).toBe(true);
    for (const x of ['in', 'id', 'US', '', ' IN', null, undefined, 91, {}, ['IN']]) {
      expect(isMarket(x)).toBe(false);
    }
  });

  it('recognises locales and rejects anything else', () => {
    expect(isLocale('en-IN')).toBe(true);
    expect(isLocale('id-ID')).toBe(true);
    expect(isLocale('hi-IN')).toBe(true);
    for (const x of ['en', 'en-in', 'id', 'en-US', 'hi', 'ta-IN', '', null, undefined, 1]) {
      expect(isLocale(x)).toBe(false);
    }
  });

  it('maps market to locale and back', () => {
    expect(localeOf('IN')).toBe('en-IN');
    expect(localeOf('ID')).toBe('id-ID');
    expect(marketOfLocale('en-IN')).toBe('IN');
    expect(marketOfLocale('id-ID')).toBe('ID');
    expect(marketOfLocale('hi-IN')).toBe('IN');
    for (const m of MARKETS) {
      const market: Market = m;
      expect(marketOfLocale(localeOf(market))).toBe(market);
    }
  });
});

describe('localeFromLangFlag', () => {
  it('reads every spelling shells send, and nothing else', () => {
    expect(localeFromLangFlag('id')).toBe('id-ID');
    expect(localeFromLangFlag('ID-id')).toBe('id-ID');
    expect(localeFromLangFlag('in')).toBe('id-ID');
    expect(localeFromLangFlag(' en ')).toBe('en-IN');
    expect(localeFromLangFlag('en-IN')).toBe('en-IN');
    expect(localeFromLangFlag('hi')).toBe('hi-IN');
    expect(localeFromLangFlag('HI-in')).toBe('hi-IN');
    expect(localeFromLangFlag('fr')).toBeUndefined();
    expect(localeFromLangFlag(['id'])).toBeUndefined();
    expect(localeFromLangFlag(undefined)).toBeUndefined();
  });
});

describe('localeIn', () => {
  it("gives a market's borrower a language the market speaks, else the market's own", () => {
    expect(localeIn('IN', 'hi-IN')).toBe('hi-IN');
    expect(localeIn('IN', 'en-IN')).toBe('en-IN');
    expect(localeIn('IN', 'id-ID')).toBe('en-IN');
    expect(localeIn('ID', 'hi-IN')).toBe('id-ID');
    expect(localeIn('ID', null)).toBe('id-ID');
    expect(localeIn('IN', undefined)).toBe('en-IN');
  });
});
