import type { AppConfig } from '@tenora/contract/film';
import type { Locale, Market } from '@tenora/domain/market';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSessionParams } from '../platform/session.ts';
import { boot } from './boot.ts';

const THEME = {
  gradientFrom: '#0b5f59',
  gradientTo: '#0e7870',
  text: '#14201f',
  textMuted: '#52615f',
  primary: '#0b7a70',
  onPrimary: '#ffffff',
  surface: '#ffffff',
};

/** The app config the server answers for a borrower of `market`, who chose `chosen` or nothing. */
function configOf(market: Market, chosen?: Locale): AppConfig {
  return {
    appName: market === 'IN' ? 'tenora-in' : 'tenora-id',
    displayName: 'Tenora',
    market,
    locale: market === 'IN' ? 'en-IN' : 'id-ID',
    currency: market === 'IN' ? 'INR' : 'IDR',
    theme: THEME,
    contact: { phone: '+91 80 4719 2200', email: 'care@tenora.in' },
    allowedHosts: [],
    company: {
      legalName: 'Tenora',
      lender: 'Tenora Finance',
      registration: 'registered',
      address: 'Bengaluru',
      users: 1,
      founded: 2019,
      policyUrl: '/privacyPolicy',
      grievanceOfficer: { name: 'P', phone: '1', email: 'g@tenora.in' },
      coolingOffDays: 3,
    },
    ...(chosen ? { chosenLocale: chosen } : {}),
  };
}

let session = 0;
/** A new session opened with `query`, the phone's stored flag `stored`, answered `config`. */
function openWith(query: string, config: AppConfig, stored?: string) {
  session += 1;
  captureSessionParams(`?sessionId=boot-${session}&appName=${config.appName}${query}`);
  if (stored) localStorage.setItem('lang', stored);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      Response.json({ code: 0, message: '', data: config }, { status: 200 }),
    ),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('boot: the language a borrower reads', () => {
  it.each([
    ['an Indian borrower, no choice, no flag', '', 'IN', undefined, 'en-IN', 'Language'],
    ['an Indian borrower who chose Hindi', '', 'IN', 'hi-IN', 'hi-IN', 'भाषा'],
    ['their choice over the flag', '&lang=en-IN', 'IN', 'hi-IN', 'hi-IN', 'भाषा'],
    ['their choice of English over a Hindi flag', '&lang=hi', 'IN', 'en-IN', 'en-IN', 'Language'],
    ['the Hindi flag, with no choice', '&lang=hi', 'IN', undefined, 'hi-IN', 'भाषा'],
    ['a Hindi flag on an Indonesian borrower', '&lang=hi', 'ID', undefined, 'id-ID', 'Bahasa'],
    ['a Hindi "choice" Indonesia does not speak', '', 'ID', 'hi-IN', 'id-ID', 'Bahasa'],
  ] as const)('%s: %s', async (_, query, market, chosen, locale, word) => {
    openWith(query, configOf(market, chosen));
    const app = await boot();
    expect(app.locale).toBe(locale);
    expect(app.market).toBe(market);
    expect(app.t.common.language).toBe(word);
    expect(document.documentElement.lang).toBe(locale);
  });

  it('reads the flag the phone stored when the address has none', async () => {
    openWith('', configOf('IN'), 'hi-IN');
    expect((await boot()).locale).toBe('hi-IN');
  });
});
