import { use } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { companyTexts } from '../../platform/i18n/company-texts.ts';
import { companyFacts, SERVICE_DAYS } from './figures.ts';
import { loanTermsFigures } from './loan-terms-figures.ts';
import { TextSections, useDocumentTitle } from './parts.tsx';
import './company.css';

/**
 * `/loanTerms`: the loan terms and conditions (docs/product.md#company-site). India's follow the
 * loan terms text; in Indonesia the same structure within OJK's ceilings
 * (docs/product.md#late-charges). The figures come from the domain's pricing and penalty rules,
 * formatted for the market. `/Loan` shows it in a frame.
 */
export default function LoanTermsPage() {
  const { t, config, market, locale } = useApp();
  const texts = use(companyTexts(locale));
  const facts = companyFacts(config, market);
  const terms = texts.loanTerms(facts, loanTermsFigures(facts.market), SERVICE_DAYS);
  useDocumentTitle(t.site.loan);
  return (
    <main className="page document company-page">
      <header className="page-header">
        <h1>{t.site.loan}</h1>
      </header>
      <div className="card text-section" data-testid="terms-intro">
        {terms.intro.map((line, i) => (
          <p key={i} className="document-line">
            {line}
          </p>
        ))}
      </div>
      <TextSections sections={terms.sections} testId="terms-section" />
    </main>
  );
}
