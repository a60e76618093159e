import { IN_LATE_CHARGES } from '@tenora/domain/penalty';
import { describe, expect, it } from 'vitest';
import { companyFacts, SERVICE_DAYS } from './figures.ts';
import { companyTexts } from '../../platform/i18n/company-texts.ts';
import { loanTermsFigures } from './loan-terms-figures.ts';

describe('loan terms figures: India’s ceiling on penal charges (docs/product.md#late-charges)', () => {
  it('states the ceiling and an example from the rule that charges them', () => {
    const x = loanTermsFigures('IN');
    if (x.market !== 'IN') throw new Error('expected IN figures');
    expect(IN_LATE_CHARGES.capBpsOfOverduePrincipal).toBe(10_000);
    expect(x.cap).toBe('100%');
    // ₹10,000 of principal 30 days late: ₹800 + 150% would be ₹15,800; the ceiling holds it.
    expect(x.capExample).toEqual({
      principal: '₹10,000',
      days: 30,
      uncapped: '₹15,800',
      charged: '₹10,000',
    });
  });

  it.each(['en-IN', 'id-ID'] as const)('%s: the loan terms page says so', async (locale) => {
    const texts = await companyTexts(locale);
    const terms = JSON.stringify(
      texts.loanTerms(companyFacts(null, 'IN'), loanTermsFigures('IN'), SERVICE_DAYS),
    );
    expect(terms).toContain('100%');
    expect(terms).toContain('₹15,800');
    expect(terms).toMatch(locale === 'en-IN' ? /overdue principal/ : /pokok yang terlambat/);
  });
});

describe('loan terms figures: early repayment (docs/product.md#early-repayment)', () => {
  it('reads the prepayment window off the rule: India from half the term, Indonesia any time', () => {
    expect(loanTermsFigures('IN').prepayment).toEqual({ termShare: '50%', minDay: 7 });
    expect(loanTermsFigures('ID').prepayment).toBeNull();
  });

  const config = (market: 'IN' | 'ID', coolingOffDays: number) => ({
    appName: `tenora-${market.toLowerCase()}`,
    market,
    displayName: 'Tenora',
    locale: market === 'IN' ? ('en-IN' as const) : ('id-ID' as const),
    currency: market === 'IN' ? ('INR' as const) : ('IDR' as const),
    theme: {
      gradientFrom: '#000000',
      gradientTo: '#000000',
      text: '#000000',
      textMuted: '#000000',
      primary: '#000000',
      onPrimary: '#ffffff',
      surface: '#ffffff',
    },
    contact: { phone: '+91 80 0000 0000', email: 'c@tenora.in' },
    allowedHosts: [],
    company: {
      legalName: 'Tenora',
      lender: 'Tenora Finance',
      registration: 'registered',
      address: 'Somewhere',
      users: 1,
      founded: 2019,
      policyUrl: '/privacyPolicy',
      grievanceOfficer: { name: 'G', phone: '+91 80 0000 0001', email: 'g@tenora.in' },
      coolingOffDays,
    },
  });

  it.each([
    ['en-IN', 'IN', /once 50% of the term has passed, and not before day 7/, /Within 3 days/],
    ['en-IN', 'ID', /at any time/, /Within 2 days/],
    ['id-ID', 'IN', /setelah 50% tenor berlalu, dan tidak sebelum hari ke-7/, /Dalam 3 hari/],
    ['id-ID', 'ID', /kapan saja/, /Dalam 2 hari/],
  ] as const)(
    '%s, %s: states the window and the cooling-off exit',
    async (locale, market, window, cooling) => {
      const texts = await companyTexts(locale);
      const facts = companyFacts(config(market, market === 'IN' ? 3 : 2), market);
      const terms = texts.loanTerms(facts, loanTermsFigures(market), SERVICE_DAYS);
      const section = JSON.stringify(terms.sections.find((s) => s.id === 'prepayment'));
      expect(section).toMatch(window);
      expect(section).toMatch(cooling);
      expect(section).toMatch(
        locale === 'en-IN' ? /interest only up to the day/ : /bunga hanya sampai hari/,
      );
    },
  );
});
