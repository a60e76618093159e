import { PAGE_TYPES, type LandingTemplate } from '@tenora/contract/promotion';
import { useApp } from '../../platform/app-context.tsx';
import { clientTypeOf, type ClientType } from './landing.ts';
import { LandingBrand, LandingStates, useLanding, useSafeLink } from './use-landing.tsx';
import './promotion.css';

/**
 * `/downloadTemplate?down_id=&id=&app_from=&user_from=&utm_tag=`: where registration leads. The
 * store of the visitor's platform first, the other one below; only links the app may follow.
 */
export default function DownloadPage() {
  const { state, retry } = useLanding('down_id', PAGE_TYPES.download);
  return (
    <LandingStates state={state} retry={retry}>
      {(template) => <DownloadScreen template={template} />}
    </LandingStates>
  );
}

function DownloadScreen({ template }: { template: LandingTemplate }) {
  const { t } = useApp();
  const safe = useSafeLink();
  const mine = clientTypeOf(navigator.userAgent);
  const other: ClientType = mine === 'ios' ? 'android' : 'ios';
  const primary = safe(template.downloads[mine]);
  const secondary = safe(template.downloads[other]);

  return (
    <main className="page landing-page">
      <header className="page-header landing-header">
        <LandingBrand template={template} />
      </header>
      <section className="card landing-download">
        <h1 className="section-title landing-title">{t.registered.downloadTitle}</h1>
        <p>{t.registered.downloadBody(template.appDisplayName)}</p>
        {primary ? (
          <a
            className="btn btn-primary"
            href={primary}
            rel="noopener noreferrer"
            data-testid="store-primary"
          >
            {t.registered.store[mine]}
          </a>
        ) : (
          <p className="field-error" role="alert" data-testid="store-unsafe">
            {t.errors.unsafeLink}
          </p>
        )}
        {secondary ? (
          <a
            className="link landing-other-store"
            href={secondary}
            rel="noopener noreferrer"
            data-testid="store-other"
          >
            {t.registered.otherStore[other]}
          </a>
        ) : (
          <p className="confirm-note" data-testid="store-other-unsafe">
            {t.errors.unsafeLink}
          </p>
        )}
      </section>
    </main>
  );
}
