import { use, useEffect, useId, useRef, type RefObject } from 'react';
import { Link, useLocation } from '../../platform/router.tsx';
import { useApp } from '../../platform/app-context.tsx';
import {
  companyTexts,
  type CompanyFacts,
  type CompanyTexts,
} from '../../platform/i18n/company-texts.ts';
import type { Messages } from '../../platform/i18n/catalogues.ts';
import { Banner } from './banner.tsx';
import { ContactForm } from './contact-form.tsx';
import { companyFacts, frameTarget, offerFigures, SERVICE_DAYS } from './figures.ts';
import { mailHref, telHref, TextSections, useDocumentTitle } from './parts.tsx';
import { sectionOfPath, SITE_SECTIONS, type SiteSection } from './site-sections.ts';
import './company.css';

/**
 * The highlights' icons: drawn inline like the kit's status icons, in the theme's colour, so the
 * first paint waits for no picture but the banner's.
 */
const HIGHLIGHT_ICONS = [
  // A phone with a tick: apply on your phone.
  'M24 10h16a4 4 0 0 1 4 4v36a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4V14a4 4 0 0 1 4-4zM26 31l4 4 8-9M29 47h6',
  // A card: repay your way.
  'M10 19h44v28H10zM10 27h44M38 39h8',
  // A headset: people who help.
  'M16 40v-8a16 16 0 0 1 32 0v8M12 36h8v13h-8zM44 36h8v13h-8zM48 49c0 4-5 7-12 7',
];

// Set by a tap on the navigation: the next section to mount starts at the top with its heading
// focused. A reload or the back button keeps the place the browser restores.
let arrivedByNav = false;

/** A tap on a navigation item: back to the top, and a new section arrives there. */
function navigated(toOtherSection: boolean): void {
  // The same section does not mount again: it only goes back to the top.
  arrivedByNav = toOtherSection;
  window.scrollTo(0, 0);
}

/** Whether the section now mounting came from the navigation; asks once. */
function takeNavArrival(): boolean {
  const arrived = arrivedByNav;
  arrivedByNav = false;
  return arrived;
}

/**
 * The company site (docs/product.md#company-site): `/`, `/About`, `/User`, `/Policy`, `/Loan` and
 * `/Contact`, one section each under a shared top navigation and footer. Every company fact comes
 * from the app config; the long texts come from their own chunk, read with `use()` so the
 * drawn HTML and the first render in the browser are the same.
 */
export default function CompanySitePage() {
  const { t, config, market, locale } = useApp();
  const [location] = useLocation();
  const section = sectionOfPath(location);
  const texts = use(companyTexts(locale));
  const facts = companyFacts(config, market);
  const brand = facts.app ?? texts.brand;
  const labels: Record<SiteSection, string> = {
    home: t.site.home,
    about: t.site.about,
    reviews: t.site.reviews,
    policy: t.site.policy,
    loan: t.site.loan,
    contact: t.site.contact,
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const nav = useRef<HTMLUListElement>(null);
  useDocumentTitle(section === 'home' ? brand : `${labels[section]} · ${brand}`);

  useEffect(() => {
    // Bring the current item of a scrolled menu into view, without moving the page.
    const list = nav.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && item && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    }
    if (takeNavArrival()) {
      window.scrollTo(0, 0);
      heading.current?.focus({ preventScroll: true });
    }
  }, [section]);

  return (
    <div className="site">
      <header className="site-header">
        <div className="site-bar">
          <p className="site-brand">{brand}</p>
          <nav aria-label={t.site.menu}>
            <ul className="site-nav" ref={nav}>
              {SITE_SECTIONS.map(({ id, path }) => (
                <li key={id}>
                  <Link
                    href={path}
                    className={`site-nav-link${id === section ? ' site-nav-link-on' : ''}`}
                    aria-current={id === section ? 'page' : undefined}
                    onClick={() => navigated(id !== section)}
                    data-testid={`nav-${id}`}
                  >
                    {labels[id]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <main className="site-main" data-testid="site-section" data-section={section}>
        {section === 'home' ? (
          <Home texts={texts} facts={facts} brand={brand} heading={heading} />
        ) : (
          <h1 className="site-heading" ref={heading} tabIndex={-1}>
            {labels[section]}
          </h1>
        )}
        {section === 'about' && (
          <TextSections
            sections={texts.about(facts, offerFigures(facts.market), SERVICE_DAYS)}
            testId="about-section"
          />
        )}
        {section === 'reviews' && <Reviews texts={texts} facts={facts} />}
        {section === 'policy' && (
          <Framed
            target={frameTarget(config?.company.policyUrl, '/privacyPolicy', {
              allowedHosts: config?.allowedHosts ?? [],
              appName: config?.appName,
              locale,
            })}
            title={t.site.policy}
            open={texts.ui.openPage}
          />
        )}
        {section === 'loan' && (
          <Framed
            target={frameTarget(undefined, '/loanTerms', {
              allowedHosts: [],
              appName: config?.appName,
              locale,
            })}
            title={t.site.loan}
            open={texts.ui.openPage}
          />
        )}
        {section === 'contact' && <Contact texts={texts} facts={facts} t={t} />}
      </main>

      <Footer texts={texts} facts={facts} brand={brand} t={t} />
    </div>
  );
}

function Home({
  texts,
  facts,
  brand,
  heading,
}: {
  texts: CompanyTexts;
  facts: CompanyFacts;
  brand: string;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const highlights = useId();
  const claim = texts.usersClaim(facts);
  return (
    <>
      <div className="site-hero">
        <h1 className="site-heading" ref={heading} tabIndex={-1}>
          {brand}
        </h1>
        <p className="site-tagline">{texts.ui.tagline}</p>
        {claim && (
          <p className="site-claim" data-testid="users-claim">
            {claim}
          </p>
        )}
      </div>
      <Banner slides={texts.slides(facts)} labels={texts.ui} />
      <section className="site-highlights" aria-labelledby={highlights}>
        <h2 className="section-title" id={highlights}>
          {texts.ui.highlightsTitle}
        </h2>
        <ul className="site-highlight-list">
          {texts.highlights(facts).map((h, i) => (
            <li className="card site-highlight" key={h.title}>
              <svg className="site-icon" viewBox="0 0 64 64" aria-hidden="true">
                <path d={HIGHLIGHT_ICONS[i % HIGHLIGHT_ICONS.length]} />
              </svg>
              <h3 className="site-highlight-title">{h.title}</h3>
              <p className="site-highlight-body">{h.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Reviews({ texts, facts }: { texts: CompanyTexts; facts: CompanyFacts }) {
  return (
    <>
      <p className="site-lead">{texts.reviewsIntro(facts)}</p>
      <ul className="site-reviews">
        {texts.reviews(facts).map((r) => (
          <li className="card site-review" key={r.name} data-testid="review">
            <figure>
              <blockquote>
                <p>{r.text}</p>
              </blockquote>
              <figcaption>
                {r.name}, {r.place}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

function Framed({
  target,
  title,
  open,
}: {
  target: ReturnType<typeof frameTarget>;
  title: string;
  open: string;
}) {
  if (target.kind === 'link') {
    return (
      <p className="site-lead">
        <a className="site-link" href={target.href} data-testid="frame-link">
          {open}
        </a>
      </p>
    );
  }
  return (
    <>
      <iframe className="site-frame" src={target.src} title={title} data-testid="site-frame" />
      <p className="site-lead">
        <a className="site-link" href={target.src} data-testid="frame-link">
          {open}
        </a>
      </p>
    </>
  );
}

function Contact({ texts, facts, t }: { texts: CompanyTexts; facts: CompanyFacts; t: Messages }) {
  return (
    <>
      <p className="site-lead">{texts.contactIntro(facts, SERVICE_DAYS)}</p>
      <ContactForm />
      {facts.contact && (
        <ul className="site-direct">
          <li>
            <a className="site-link" href={mailHref(facts.contact.email)}>
              {t.site.email}: {facts.contact.email}
            </a>
          </li>
          <li>
            <a className="site-link" href={telHref(facts.contact.phone)}>
              {t.site.phone}: {facts.contact.phone}
            </a>
          </li>
        </ul>
      )}
    </>
  );
}

function Footer({
  texts,
  facts,
  brand,
  t,
}: {
  texts: CompanyTexts;
  facts: CompanyFacts;
  brand: string;
  t: Messages;
}) {
  const c = facts.company;
  const lender = texts.lenderLine(facts);
  const copyright = texts.copyright(facts);
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer-inner">
        <p className="site-footer-name">{c?.legalName ?? brand}</p>
        <p>{texts.blurb(facts)}</p>
        {lender && <p data-testid="lender-line">{lender}</p>}
        <address className="site-footer-contacts">
          {c && (
            <p>
              <span className="site-footer-label">{texts.ui.address}: </span>
              {c.address}
            </p>
          )}
          {facts.contact && (
            <>
              <p>
                <span className="site-footer-label">{t.site.phone}: </span>
                <a className="site-footer-link" href={telHref(facts.contact.phone)}>
                  {facts.contact.phone}
                </a>
              </p>
              <p>
                <span className="site-footer-label">{t.site.email}: </span>
                <a className="site-footer-link" href={mailHref(facts.contact.email)}>
                  {facts.contact.email}
                </a>
              </p>
            </>
          )}
        </address>
        {copyright && <p className="site-copyright">{copyright}</p>}
      </div>
    </footer>
  );
}
