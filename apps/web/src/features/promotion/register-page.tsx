import { PAGE_TYPES, type LandingTemplate } from '@tenora/contract/promotion';
import { useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import type { PageLoad } from '../../platform/page-load.ts';
import { readLandingAddress, type LandingAddress } from './landing.ts';
import { fetchTemplate } from './promotion-api.ts';
import { OfferCard, RegisterForm, StepsCard } from './register-views.tsx';
import { LandingBrand, LandingStates, useLanding, useSafeLink } from './use-landing.tsx';
import { useRegisterFlow } from './use-register-flow.ts';
import './promotion.css';

/**
 * Drawn by the server with its template, in the language and theme of the template's app, which
 * the page adopts (use-landing.tsx).
 */
export const load: PageLoad = async (query, signal) => {
  const { templateId } = readLandingAddress(query, 'id');
  if (templateId === undefined) return;
  const template = await fetchTemplate(templateId, signal);
  if (!template.ok) return;
  // Boot's chunk, not this page's: the browser has it already, as every page does.
  const { fetchAppConfig } = await import('../../app/boot.ts');
  await fetchAppConfig(template.data.appName);
};

/**
 * `/registerTemplate?id=&app_from=&user_from=&utm_tag=`: a campaign's offer and the register
 * form (docs/product.md#landing-pages): phone, picture check, SMS code, then the app-download page.
 */
export default function RegisterPage() {
  const { address, state, retry } = useLanding('id', PAGE_TYPES.register);
  return (
    <LandingStates state={state} retry={retry}>
      {(template) => <RegisterScreen template={template} address={address} />}
    </LandingStates>
  );
}

function RegisterScreen({
  template,
  address,
}: {
  template: LandingTemplate;
  address: LandingAddress;
}) {
  const { t, locale } = useApp();
  const safe = useSafeLink();
  const flow = useRegisterFlow(template, address);
  const sections = useId();
  const copy = template.copy[locale] ?? template.copy['en-IN'];
  const hero = safe(template.images.hero);

  return (
    <main className="page landing-page">
      <header className="page-header landing-header">
        <LandingBrand template={template} />
        <h1 data-testid="landing-headline">{copy.headline}</h1>
        <p className="confirm-sub">{copy.subline}</p>
        {hero && (
          <img
            className="landing-hero"
            src={hero}
            alt={t.promotion.heroAlt}
            width={358}
            height={180}
          />
        )}
      </header>
      <OfferCard template={template} copy={copy} id={`${sections}-offer`} />
      <RegisterForm flow={flow} market={template.market} id={`${sections}-form`} />
      <StepsCard copy={copy} id={`${sections}-steps`} />
      {/* Who lends, under whose licence, and who operates the app, as the server words it from the
          app's config: the regulators ask it of an advertisement. */}
      {template.terms && <p className="landing-terms">{template.terms}</p>}
    </main>
  );
}
