import type { AppConfig } from '@tenora/contract/film';
import { formatMoney } from '@tenora/domain/money';
import { describe, expect, it } from 'vitest';
import { companyTexts } from '../../platform/i18n/company-texts.ts';
import {
  autoAdvances,
  bannerReducer,
  initialBanner,
  SWIPE_MIN_PX,
  swipeStep,
  type BannerAction,
  type BannerState,
} from './banner-logic.ts';
import { checkContact, EMPTY_CONTACT } from './contact-logic.ts';
import { companyFacts, frameTarget, offerFigures, SERVICE_DAYS } from './figures.ts';
import { loanTermsFigures } from './loan-terms-figures.ts';
import { sectionOfPath } from './site-sections.ts';

const run = (state: BannerState, ...actions: BannerAction[]) =>
  actions.reduce(bannerReducer, state);

describe('banner logic', () => {
  it('starts on slide 1, still, as the drawn page shows it', () => {
    expect(initialBanner(3)).toEqual({ index: 0, count: 3, playing: false, held: false });
    expect(autoAdvances(initialBanner(3))).toBe(false);
  });

  it('goes forward and back around the ends', () => {
    const s = initialBanner(3);
    expect(run(s, { type: 'next' }).index).toBe(1);
    expect(run(s, { type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(0);
    expect(run(s, { type: 'prev' }).index).toBe(2);
    expect(run(s, { type: 'goto', index: 2 }).index).toBe(2);
    expect(run(s, { type: 'goto', index: 4 }).index).toBe(1);
    expect(run(s, { type: 'goto', index: 1.5 })).toBe(s);
  });

  it('turns by itself only while playing, not held, and with more than one slide', () => {
    const playing = run(initialBanner(3), { type: 'play' });
    expect(autoAdvances(playing)).toBe(true);
    expect(run(playing, { type: 'tick' }).index).toBe(1);
    expect(run(playing, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }).index).toBe(0);

    const held = run(playing, { type: 'hold' });
    expect(autoAdvances(held)).toBe(false);
    expect(run(held, { type: 'tick' })).toBe(held);
    expect(run(held, { type: 'release' }, { type: 'tick' }).index).toBe(1);

    const paused = run(playing, { type: 'pause' });
    expect(run(paused, { type: 'tick' })).toBe(paused);
    expect(run(initialBanner(3), { type: 'tick' }).index).toBe(0);
    expect(autoAdvances(run(initialBanner(1), { type: 'play' }))).toBe(false);
    expect(run(initialBanner(0), { type: 'play' }, { type: 'next' }).index).toBe(0);
  });

  it('reads a swipe: far enough, more across than down', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX + 30, 10)).toBe(-1);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(Number.NaN, 0)).toBe(0);
    const s = initialBanner(3);
    expect(run(s, { type: 'swipe', dx: -120, dy: 8 }).index).toBe(1);
    expect(run(s, { type: 'swipe', dx: 120, dy: 8 }).index).toBe(2);
    expect(run(s, { type: 'swipe', dx: 10, dy: 0 })).toBe(s);
  });
});

describe('contact form check', () => {
  const full = {
    name: ' Asha ',
    telephone: '98765 43210',
    email: ' asha@example.in ',
    message: 'Hi',
  };

  it('asks for every field', () => {
    expect(checkContact(EMPTY_CONTACT, 'IN')).toEqual({
      ok: false,
      problem: 'incomplete',
      fields: ['name', 'telephone', 'email', 'message'],
    });
    expect(checkContact({ ...full, message: '   ' }, 'IN')).toEqual({
      ok: false,
      problem: 'incomplete',
      fields: ['message'],
    });
  });

  it('checks the phone for the market, then the e-mail', () => {
    expect(checkContact({ ...full, telephone: '5123456789' }, 'IN')).toMatchObject({
      ok: false,
      problem: 'telephone',
    });
    expect(checkContact(full, 'ID')).toMatchObject({ ok: false, problem: 'telephone' });
    expect(checkContact({ ...full, telephone: '0812 3456 7890' }, 'ID')).toMatchObject({
      ok: true,
    });
    expect(checkContact({ ...full, email: 'asha@' }, 'IN')).toEqual({
      ok: false,
      problem: 'email',
      fields: ['email'],
    });
  });

  it('sends trimmed values and the phone in E.164', () => {
    expect(checkContact(full, 'IN')).toEqual({
      ok: true,
      input: { name: 'Asha', telephone: '+919876543210', email: 'asha@example.in', message: 'Hi' },
    });
  });
});

describe('company site sections', () => {
  it('takes the section from the path, as the router matches it', () => {
    expect(sectionOfPath('/')).toBe('home');
    expect(sectionOfPath('/About')).toBe('about');
    expect(sectionOfPath('/about/')).toBe('about');
    expect(sectionOfPath('/User')).toBe('reviews');
    expect(sectionOfPath('/Policy?lang=id-ID')).toBe('policy');
    expect(sectionOfPath('/Loan')).toBe('loan');
    expect(sectionOfPath('/Contact')).toBe('contact');
    expect(sectionOfPath('/elsewhere')).toBe('home');
  });
});

describe('frames', () => {
  const here = { allowedHosts: ['help.tenora.in'], appName: 'tenora-in', locale: 'en-IN' as const };

  it('frames a path of ours in the page’s app and language', () => {
    expect(frameTarget('/privacyPolicy', '/privacyPolicy', here)).toEqual({
      kind: 'frame',
      src: '/privacyPolicy?appName=tenora-in&lang=en-IN',
    });
    expect(frameTarget('/privacyPolicy?lang=id-ID#rights', '/x', here)).toEqual({
      kind: 'frame',
      src: '/privacyPolicy?lang=id-ID&appName=tenora-in#rights',
    });
    expect(frameTarget(undefined, '/loanTerms', { ...here, appName: undefined })).toEqual({
      kind: 'frame',
      src: '/loanTerms?lang=en-IN',
    });
  });

  it('links to an allowed page elsewhere, and refuses anything else', () => {
    expect(frameTarget('https://help.tenora.in/privacy', '/privacyPolicy', here)).toEqual({
      kind: 'link',
      href: 'https://help.tenora.in/privacy',
    });
    for (const bad of ['https://evil.example/p', 'javascript:alert(1)', '//evil.example/p']) {
      expect(frameTarget(bad, '/privacyPolicy', here)).toEqual({
        kind: 'frame',
        src: '/privacyPolicy?appName=tenora-in&lang=en-IN',
      });
    }
  });
});

const CONFIG = {
  appName: 'tenora-in',
  displayName: 'Tenora',
  market: 'IN',
  locale: 'en-IN',
  currency: 'INR',
  theme: {
    gradientFrom: '#0b5f59',
    gradientTo: '#0e7870',
    text: '#14201f',
    textMuted: '#52615f',
    primary: '#0b7a70',
    onPrimary: '#ffffff',
    surface: '#ffffff',
  },
  contact: { phone: '+91 80 4719 2200', email: 'care@tenora.in' },
  allowedHosts: [],
  company: {
    legalName: 'Tenora Technologies Private Limited',
    lender: 'Tenora Finance Private Limited',
    registration: 'a Non-Banking Financial Company registered with the Reserve Bank of India',
    address: 'Bengaluru',
    users: 3_000_000,
    founded: 2019,
    policyUrl: '/privacyPolicy',
    grievanceOfficer: { name: 'Priya Raman', phone: '+91 80 4719 2299', email: 'g@tenora.in' },
    coolingOffDays: 3,
  },
} satisfies AppConfig;

describe('company facts', () => {
  it('come from the config, or are left out', () => {
    const facts = companyFacts(CONFIG, 'ID');
    expect(facts.market).toBe('IN');
    expect(facts.users).toEqual({ value: '3', millions: true });
    expect(
      companyFacts({ ...CONFIG, company: { ...CONFIG.company, users: 250_000 } }, 'IN').users,
    ).toEqual({ value: '2,50,000', millions: false });
    expect(companyFacts(null, 'ID')).toEqual({
      market: 'ID',
      app: null,
      company: null,
      contact: null,
      users: null,
    });
  });

  it("name the lender, its licence and the app's lending service provider, from the config", async () => {
    const withProvider = {
      ...CONFIG,
      company: { ...CONFIG.company, lendingServiceProvider: 'Tenora Technologies Private Limited' },
    };
    const en = await companyTexts('en-IN');
    expect(en.lenderLine(companyFacts(withProvider, 'IN'))).toBe(
      'Tenora Finance Private Limited is a Non-Banking Financial Company registered with the Reserve Bank of India. Tenora Technologies Private Limited operates Tenora as its lending service provider.',
    );
    // A lender that operates its own app names no one else.
    expect(en.lenderLine(companyFacts(CONFIG, 'IN'))).toBe(
      'Tenora Finance Private Limited is a Non-Banking Financial Company registered with the Reserve Bank of India.',
    );
    const id = await companyTexts('id-ID');
    expect(id.lenderLine(companyFacts(withProvider, 'IN'))).toContain(
      'Tenora Technologies Private Limited mengoperasikan Tenora sebagai penyedia layanan pinjamannya.',
    );
  });

  it('formats the offer per market', () => {
    expect(offerFigures('IN')).toEqual({ min: '₹2,000', max: '₹80,000', income: '₹12,000' });
    expect(offerFigures('ID')).toMatchObject({
      min: formatMoney(100_000_000, 'ID'),
      max: formatMoney(1_500_000_000, 'ID'),
      income: null,
    });
  });
});

describe('loan terms figures', () => {
  it('reads India’s late charges off the penalty rule', () => {
    expect(loanTermsFigures('IN')).toMatchObject({
      market: 'IN',
      termDays: { min: 91, max: 365 },
      lateFee: '₹800',
      bands: [
        { fromDay: 1, toDay: 30, rate: '5%' },
        { fromDay: 31, toDay: 90, rate: '4%' },
        { fromDay: 91, toDay: null, rate: '2%' },
      ],
      example: { unpaid: '₹10,000', days: 10, fixed: '₹800', daily: '₹5,000', total: '₹5,800' },
    });
  });

  it('reads Indonesia’s ceilings off the OJK table, newest first, with no fixed fee', () => {
    const id = loanTermsFigures('ID');
    if (id.market !== 'ID') throw new Error('expected ID figures');
    expect(id.caps[0]).toEqual({
      from: '2026-01-01',
      costPerDay: '0,1%',
      lateFeePerDay: '0,1%',
      total: '100%',
    });
    expect(id.caps.map((c) => c.from)).toEqual(['2026-01-01', '2025-01-01', '2024-01-01']);
    expect(id.example).toEqual({
      from: '2026-01-01',
      unpaid: formatMoney(100_000_000, 'ID'),
      days: 10,
      fee: formatMoney(1_000_000, 'ID'),
    });
  });
});

describe('company texts', () => {
  it('answers the same promise for a language every time', () => {
    expect(companyTexts('en-IN')).toBe(companyTexts('en-IN'));
    expect(companyTexts('id-ID')).not.toBe(companyTexts('en-IN'));
  });

  const ids = [
    'use',
    'disclosure',
    'cookies',
    'security',
    'non-discrimination',
    'rights',
    'minors',
    'changes',
    'contacts',
  ];

  it.each(['en-IN', 'id-ID'] as const)(
    '%s: a privacy policy in 9 sections for each market, with the grievance contact',
    async (locale) => {
      const texts = await companyTexts(locale);
      for (const market of ['IN', 'ID'] as const) {
        const facts = companyFacts({ ...CONFIG, market }, market);
        const policy = texts.privacy(facts);
        expect(policy.sections.map((s) => s.id)).toEqual(ids);
        const all = JSON.stringify(policy);
        expect(all).not.toMatch(/mexic|méxic/i);
        expect(all).toContain('g@tenora.in');
        expect(all).toMatch(market === 'IN' ? /DPDP Act/ : /(PDP Law|UU PDP)/);
        expect(JSON.stringify(texts.privacy(companyFacts(null, market)))).not.toMatch(
          /undefined|null/,
        );
      }
    },
  );

  it.each(['en-IN', 'id-ID'] as const)('%s: no rupee penalties in Indonesia', async (locale) => {
    const texts = await companyTexts(locale);
    const facts = companyFacts({ ...CONFIG, market: 'ID' }, 'ID');
    const terms = JSON.stringify(texts.loanTerms(facts, loanTermsFigures('ID'), SERVICE_DAYS));
    expect(terms).not.toMatch(/₹|Rs\./);
    expect(terms).toContain('0,1%');
    const about = JSON.stringify(texts.about(facts, offerFigures('ID'), SERVICE_DAYS));
    expect(about).not.toMatch(/₹|Rs\./);
  });
});
