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
    // ₹10,000 of principal 30 days late: ₹1,000 + 150% would be ₹16,000; the ceiling holds it.
    expect(x.capExample).toEqual({
      principal: '₹10,000',
      days: 30,
      uncapped: '₹16,000',
      charged: '₹10,000',
    });
  });

  it.each(['en-IN', 'id-ID'] as const)('%s: the loan terms page says so', async (locale) => {
    const texts = await companyTexts(locale);
    const terms = JSON.stringify(
      texts.loanTerms(companyFacts(null, 'IN'), loanTermsFigures('IN'), SERVICE_DAYS),
    );
    expect(terms).toContain('100%');
    expect(terms).toContain('₹16,000');
    expect(terms).toMatch(locale === 'en-IN' ? /overdue principal/ : /pokok yang terlambat/);
  });
});
