import { PAGE_TYPES, type LandingTemplate } from '@tenora/contract/promotion';
import { useId } from 'react';
import { Link } from '../../platform/router.tsx';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { loadLegalTexts, type LegalSection, type LegalTexts } from '../../platform/i18n/legal.ts';
import type { Locale } from '@tenora/domain/market';
import { withSession } from '../../platform/session.ts';
import { useLoad } from '../../platform/use-load.ts';
import { landingPath, type LandingAddress } from './landing.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LandingBrand, LandingStates, useLanding } from './use-landing.tsx';
import './promotion.css';

/**
 * `/agreementTemplate?links_id=&id=&app_from=&user_from=&utm_tag=`: the User Agreement and the
 * Privacy Notice a visitor agrees to by registering, for the template's market (India: DPDP Act
 * and RBI; Indonesia: UU PDP and OJK), in the visitor's language.
 */
export default function AgreementPage() {
  const { address, state, retry } = useLanding('links_id', PAGE_TYPES.agreement);
  return (
    <LandingStates state={state} retry={retry}>
      {(template) => <AgreementScreen template={template} address={address} />}
    </LandingStates>
  );
}

/** The documents' texts in the app's language: a chunk of their own, fetched on demand. */
function useLegalTexts(locale: Locale) {
  return useLoad(`legal:${locale}`, (): Promise<ApiResult<LegalTexts>> =>
    loadLegalTexts(locale).then(
      (texts) => ({ ok: true, data: texts, code: '', message: '' }),
      () => ({ ok: false, kind: 'network', message: '' }),
    ),
  );
}

function AgreementScreen({
  template,
  address,
}: {
  template: LandingTemplate;
  address: LandingAddress;
}) {
  const { t, config, locale } = useApp();
  const contact = config?.contact;
  const app = template.appDisplayName;
  const back = withSession(landingPath('/registerTemplate', address));
  const { state: legal, retry } = useLegalTexts(locale);
  if (legal.kind === 'failed') {
    return (
      <main className="page page-center">
        <LoadFailed failure={{ offline: true }} title={t.promotion.loadFailed} onRetry={retry} />
      </main>
    );
  }
  return (
    <main className="page landing-page document">
      <header className="page-header landing-header">
        <LandingBrand template={template} />
        <h1>{t.registered.legalTitle}</h1>
      </header>
      {legal.kind === 'ready' ? (
        <>
          <LegalDocument
            title={t.registered.userAgreement}
            sections={legal.data.terms(template.market, app, contact)}
            testId="user-agreement"
          />
          <LegalDocument
            title={t.registered.privacyNotice}
            sections={legal.data.privacy(template.market, app, contact)}
            testId="privacy-notice"
          />
        </>
      ) : (
        <div className="card card-skeleton" aria-hidden="true" />
      )}
      <Link className="btn btn-secondary landing-back" href={back} data-testid="back-to-register">
        {t.registered.back}
      </Link>
    </main>
  );
}

function LegalDocument(props: { title: string; sections: LegalSection[]; testId: string }) {
  const titleId = useId();
  return (
    <article className="card legal" aria-labelledby={titleId} data-testid={props.testId}>
      <h2 className="legal-title" id={titleId}>
        {props.title}
      </h2>
      {props.sections.map((section) => (
        <section key={section.heading}>
          <h3 className="section-title">{section.heading}</h3>
          {section.body.map((line) => (
            <p key={line} className="document-line">
              {line}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
