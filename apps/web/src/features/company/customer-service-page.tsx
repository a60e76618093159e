import { use, useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { companyTexts } from '../../platform/i18n/company-texts.ts';
import { useLoad } from '../../platform/use-load.ts';
import { fetchServiceContact, type ServiceContact } from './company-api.ts';
import { SERVICE_DAYS } from './figures.ts';
import { mailHref, telHref, useDocumentTitle } from './parts.tsx';
import './company.css';

/**
 * `/customerService` (docs/product.md#company-site): the phone and e-mail of customer service. The
 * config's contact shows at once (and in the drawn page); the server's answer to
 * get-whatsapp (overall=30) then replaces it if it says otherwise. A tap on either opens the phone
 * or mail app.
 */
export default function CustomerServicePage() {
  const { t, config, locale } = useApp();
  const texts = use(companyTexts(locale));
  const officerId = useId();
  useDocumentTitle(t.site.service);
  // Asked again for another app; an answer with neither leaves the config's contact.
  const { state } = useLoad(`service:${config?.appName ?? ''}`, fetchServiceContact);
  const answer = state.kind === 'ready' ? state.data : null;
  const fetched = answer && (answer.phone || answer.email) ? answer : null;

  const known = config?.contact;
  const contact: ServiceContact | null =
    fetched || known
      ? {
          phone: fetched?.phone || known?.phone || '',
          email: fetched?.email || known?.email || '',
        }
      : null;
  const officer = config?.company.grievanceOfficer;

  return (
    <main className="page document company-page">
      <header className="page-header">
        <h1>{t.site.service}</h1>
      </header>
      <section className="card" aria-label={t.site.service} data-testid="service-card">
        {contact ? (
          <ul className="contact-list">
            {contact.phone && (
              <li>
                <span className="contact-label">{t.site.phone}</span>
                <a
                  className="contact-link"
                  href={telHref(contact.phone)}
                  data-testid="service-phone"
                >
                  {contact.phone}
                </a>
              </li>
            )}
            {contact.email && (
              <li>
                <span className="contact-label">{t.site.email}</span>
                <a
                  className="contact-link"
                  href={mailHref(contact.email)}
                  data-testid="service-email"
                >
                  {contact.email}
                </a>
              </li>
            )}
          </ul>
        ) : (
          <div className="contact-skeleton" aria-hidden="true" />
        )}
        <p className="confirm-note" data-testid="service-replies">
          {t.site.replies(SERVICE_DAYS.replyDays)}
        </p>
      </section>
      {officer && (
        <section className="card" aria-labelledby={officerId}>
          <h2 className="section-title" id={officerId}>
            {texts.ui.grievanceOfficer}
          </h2>
          <p>{officer.name}</p>
          <ul className="contact-list">
            <li>
              <span className="contact-label">{t.site.phone}</span>
              <a className="contact-link" href={telHref(officer.phone)}>
                {officer.phone}
              </a>
            </li>
            <li>
              <span className="contact-label">{t.site.email}</span>
              <a className="contact-link" href={mailHref(officer.email)}>
                {officer.email}
              </a>
            </li>
          </ul>
        </section>
      )}
    </main>
  );
}
