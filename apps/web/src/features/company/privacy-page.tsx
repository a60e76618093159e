import { use } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { companyTexts } from '../../platform/i18n/company-texts.ts';
import { companyFacts } from './figures.ts';
import { TextSections, useDocumentTitle } from './parts.tsx';
import './company.css';

/**
 * `/privacyPolicy` (docs/product.md#company-site): the policy in its 9 sections, for the market's
 * users under India's DPDP Act 2023 or Indonesia's PDP Law 27/2022, with the config's grievance
 * contact. `/Policy` shows it in a frame.
 */
export default function PrivacyPage() {
  const { t, config, market, locale } = useApp();
  const texts = use(companyTexts(locale));
  const policy = texts.privacy(companyFacts(config, market));
  useDocumentTitle(t.site.policy);
  return (
    <main className="page document company-page">
      <header className="page-header">
        <h1>{t.site.policy}</h1>
      </header>
      <div className="card text-section" data-testid="policy-intro">
        {policy.intro.map((line, i) => (
          <p key={i} className="document-line">
            {line}
          </p>
        ))}
      </div>
      <TextSections sections={policy.sections} testId="policy-section" />
    </main>
  );
}
