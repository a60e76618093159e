import { MARKET_LOCALES } from '@tenora/domain/market';
import { useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { useDrawnPart } from '../../platform/use-load.ts';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { CloseAccountCard } from './close-account-card.tsx';
import { DetailsCard } from './details-card.tsx';
import type { Privacy } from './privacy-api.ts';
import { RequestsCard } from './requests-card.tsx';

/**
 * The centre's lower half: the language, my details (number and e-mail), the requests and their forms, closing the account, and
 * who answers for the data. A chunk of its own, asked for as the page loads and drawn with it by the server, so
 * the first load carries only what a phone shows first (docs/performance.md); taps on it wait
 * until it has hydrated (docs/architecture.md#taps-before-hydration).
 */
export default function PrivacyMore(props: { view: Privacy; onChange: (next: Privacy) => void }) {
  useDrawnPart('privacy:more');
  const { view, onChange } = props;
  return (
    <>
      <LanguageCard />
      <DetailsCard />
      <RequestsCard view={view} onChange={onChange} />
      <CloseAccountCard view={view} onChange={onChange} />
      {view.officer && <OfficerCard officer={view.officer} market={view.market} />}
    </>
  );
}

/** Who answers for the borrower's data, by the market's law, and how to reach them. */
function OfficerCard(props: {
  officer: NonNullable<Privacy['officer']>;
  market: Privacy['market'];
}) {
  const { t } = useApp();
  const to = t.privacy.officer;
  const { officer, market } = props;
  const titleId = useId();
  return (
    <section className="card privacy-card" aria-labelledby={titleId} data-testid="officer">
      <h2 className="section-title" id={titleId}>
        {to.title[market]}
      </h2>
      <p className="privacy-officer-name">{officer.name}</p>
      <p className="privacy-note">{to.role[market]}</p>
      <a className="privacy-contact" href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>
        {to.phone}: {officer.phone}
      </a>
      <a className="privacy-contact" href={`mailto:${officer.email.trim()}`}>
        {to.email}: {officer.email}
      </a>
      <p className="privacy-note">{t.privacy.requests.deadline[market]}</p>
    </section>
  );
}

/**
 * The language the centre and every notice speak: India's DPDP Act asks for notices in a language
 * of the Eighth Schedule the borrower reads. Only where the market speaks more than one.
 */
function LanguageCard() {
  const { t, market } = useApp();
  const titleId = useId();
  if (MARKET_LOCALES[market].length < 2) return null;
  return (
    <section className="card privacy-card privacy-language" aria-labelledby={titleId}>
      <h2 className="privacy-language-title" id={titleId}>
        {t.privacy.language}
      </h2>
      <LanguageSwitch testId="privacy-language" />
    </section>
  );
}
