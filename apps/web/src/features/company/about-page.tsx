import { use } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { companyTexts } from '../../platform/i18n/company-texts.ts';
import { companyFacts, offerFigures, SERVICE_DAYS } from './figures.ts';
import { TextSections, useDocumentTitle } from './parts.tsx';
import './company.css';

/**
 * `/aboutUs` (docs/product.md#company-site): introduction, why choose us, products, getting
 * started.
 */
export default function AboutPage() {
  const { t, config, market, locale } = useApp();
  const texts = use(companyTexts(locale));
  const facts = companyFacts(config, market);
  useDocumentTitle(t.site.about);
  return (
    <main className="page document company-page">
      <header className="page-header">
        <h1>{t.site.about}</h1>
      </header>
      <TextSections
        sections={texts.about(facts, offerFigures(facts.market), SERVICE_DAYS)}
        testId="about-section"
      />
    </main>
  );
}
