import { lazy, Suspense, useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { withWords } from '../../platform/i18n/catalogues.ts';
import type { PageLoad } from '../../platform/page-load.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Loaded } from '../../ui/loaded.tsx';
import { CLOSE_ACCOUNT_TITLE } from './close-account-title.ts';
import { ConsentsCard } from './consents-card.tsx';
import { DataCard } from './data-card.tsx';
import { fetchPrivacy, type Privacy } from './privacy-api.ts';
import './privacy.css';

/**
 * My details, the requests, closing the account and the officer: fetched as soon as this page
 * loads, with the words of My details, which the messages' e-mail card shares.
 */
const loadMore = withWords(['orders'], () => import('./privacy-more.tsx'));
const PrivacyMore = lazy(loadMore);

/** Drawn by the server with the borrower's privacy centre (docs/architecture.md#pages). */
export const load: PageLoad = (_query, signal) => fetchPrivacy(signal);

/**
 * `/privacy`: the borrower's privacy centre (docs/product.md#privacy), under India's DPDP Act and
 * Indonesia's PDP Law: the consents they gave, the data held about them and a copy of it, their
 * requests (a correction, a grievance) and closing the account; and who answers for their data.
 * Each action answers the centre as it then stands, which replaces what was drawn.
 */
export default function PrivacyPage() {
  const { t } = useApp();
  const { state, retry } = useLoad('privacy', (signal) => {
    void loadMore().catch(() => undefined);
    return fetchPrivacy(signal);
  });
  const [mine, setMine] = useState<Privacy>();
  return (
    <Loaded
      state={mine ? { kind: 'ready', data: mine } : state}
      retry={retry}
      failedTitle={t.privacy.loadFailed}
      title={t.privacy.title}
    >
      {(view) => <PrivacyScreen view={view} onChange={setMine} />}
    </Loaded>
  );
}

function PrivacyScreen(props: { view: Privacy; onChange: (next: Privacy) => void }) {
  const { t } = useApp();
  const tp = t.privacy;
  const { view, onChange } = props;
  const toClose = () => {
    const heading = document.getElementById(CLOSE_ACCOUNT_TITLE);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  };
  return (
    <main className="page privacy-page">
      <header className="page-header privacy-header">
        <h1>{tp.title}</h1>
        <p className="page-intro" data-testid="privacy-law">
          {tp.intro[view.market]}
        </p>
      </header>
      <ConsentsCard view={view} onChange={onChange} onToClose={toClose} />
      <DataCard view={view} onChange={onChange} />
      <Suspense fallback={<div className="card card-skeleton" aria-hidden="true" />}>
        <PrivacyMore view={view} onChange={onChange} />
      </Suspense>
    </main>
  );
}
