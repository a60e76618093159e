import {
  channelTemplate,
  trackVisit,
  type LandingTemplate,
  type PAGE_TYPES,
} from '@tenora/contract/promotion';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { checkServerUrl } from '../../platform/safe-url.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { clientTypeOf, readLandingAddress, type LandingAddress } from './landing.ts';

type Loading =
  | { kind: 'unavailable' }
  | { kind: 'failed'; offline: boolean; message: string }
  | { kind: 'ready'; template: LandingTemplate };

export type LandingState = { kind: 'loading' } | Loading;

/**
 * A landing page's template, loaded by the id its address names, with the visit counted. The
 * page is anonymous, so its language and theme are those of the template's app: the whole app
 * adopts that app before the page shows (the stored `lang` flag still wins).
 */
export function useLanding(
  own: 'id' | 'down_id' | 'links_id',
  pageType: (typeof PAGE_TYPES)[keyof typeof PAGE_TYPES],
): { address: LandingAddress; state: LandingState; retry: () => void } {
  const search = useSearch();
  const address = useMemo(
    () => readLandingAddress(new URLSearchParams(search), own),
    [search, own],
  );
  const { templateId, channel } = address;
  const { config, adoptApp } = useApp();
  // Read when the template arrives, not a reason to load again: adopting changes the config.
  const app = useRef({ appName: config?.appName, adoptApp });
  useEffect(() => {
    app.current = { appName: config?.appName, adoptApp };
  });

  const [loaded, setLoaded] = useState<{ key: string; state: Loading } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${templateId ?? ''}:${attempt}`;

  useEffect(() => {
    if (templateId === undefined) return;
    const abort = new AbortController();
    const done = (state: Loading) => !abort.signal.aborted && setLoaded({ key, state });
    void (async () => {
      // The skeleton says it is loading; a loading toast would hide the toast that led here.
      const result = await call(
        channelTemplate,
        { templateId },
        { quiet: true, loading: false, signal: abort.signal },
      );
      if (!result.ok) {
        // An unknown template is a business answer; being offline or a server fault may pass, so
        // those get a retry.
        done(
          result.kind === 'business'
            ? { kind: 'unavailable' }
            : { kind: 'failed', offline: result.kind === 'network', message: result.message },
        );
        return;
      }
      const { appName, adoptApp: adopt } = app.current;
      if (appName !== result.data.appName) await adopt(result.data.appName);
      done({ kind: 'ready', template: result.data });
    })();
    return () => abort.abort();
  }, [templateId, key]);

  // One visit per page, template and channel, whatever re-renders or StrictMode replays.
  const tracked = useRef('');
  useEffect(() => {
    const visit = JSON.stringify([pageType, templateId, channel]);
    if (templateId === undefined || tracked.current === visit) return;
    tracked.current = visit;
    void call(
      trackVisit,
      {
        page_id: templateId,
        page_type: pageType,
        client_type: clientTypeOf(navigator.userAgent),
        ...channel,
      },
      { quiet: true, loading: false },
    );
  }, [templateId, pageType, channel]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LandingState =
    templateId === undefined
      ? { kind: 'unavailable' }
      : loaded?.key === key
        ? loaded.state
        : { kind: 'loading' };
  return { address, state, retry };
}

/** The template's page, or its skeleton, the "no longer available" screen, or a retry. */
export function LandingStates(props: {
  state: LandingState;
  retry: () => void;
  children: (template: LandingTemplate) => ReactNode;
}) {
  const { t } = useApp();
  const { state } = props;
  if (state.kind === 'loading') {
    return (
      <main className="page landing-page" aria-busy="true">
        <div className="page-header landing-header" />
        <div className="card card-skeleton" aria-hidden="true" />
      </main>
    );
  }
  if (state.kind === 'unavailable') {
    return (
      <main className="page page-center">
        <StatusScreen
          icon="empty"
          title={t.promotion.unavailableTitle}
          body={t.promotion.unavailableBody}
        />
      </main>
    );
  }
  if (state.kind === 'failed') {
    return (
      <main className="page page-center">
        <LoadFailed failure={state} title={t.promotion.loadFailed} onRetry={props.retry} />
      </main>
    );
  }
  return <>{props.children(state.template)}</>;
}

/** A link from the template, if the app may follow it (docs/product.md#screens), else undefined. */
export function useSafeLink(): (raw: string) => string | undefined {
  const { config } = useApp();
  const allowedHosts = config?.allowedHosts;
  return useCallback(
    (raw: string) => {
      const checked = checkServerUrl(raw, {
        origin: window.location.origin,
        allowedHosts: allowedHosts ?? [],
      });
      return checked.ok ? checked.url.href : undefined;
    },
    [allowedHosts],
  );
}

/** The app's logo and name, at the top of every landing page. */
export function LandingBrand({ template }: { template: LandingTemplate }) {
  const safe = useSafeLink();
  const logo = safe(template.images.logo);
  return (
    <div className="landing-brand">
      {/* The name beside it says what the logo says. */}
      {logo && <img className="landing-logo" src={logo} alt="" width={40} height={40} />}
      <span className="landing-app" data-testid="landing-app">
        {template.appDisplayName}
      </span>
    </div>
  );
}
