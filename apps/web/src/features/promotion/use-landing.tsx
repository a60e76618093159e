import type { LandingTemplate, PAGE_TYPES } from '@tenora/contract/promotion';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearch } from '../../platform/router.tsx';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { checkServerUrl } from '../../platform/safe-url.ts';
import { useLoad } from '../../platform/use-load.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { readLandingAddress, type LandingAddress } from './landing.ts';
import { countVisit, fetchTemplate } from './promotion-api.ts';

type Loaded = { kind: 'unavailable' } | { kind: 'ready'; template: LandingTemplate };

const UNAVAILABLE: ApiResult<Loaded> = {
  ok: true,
  data: { kind: 'unavailable' },
  code: '',
  message: '',
};

export type LandingState =
  { kind: 'loading' } | { kind: 'failed'; offline: boolean; message: string } | Loaded;

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

  const { state, retry } = useLoad(
    String(templateId ?? ''),
    async (signal): Promise<ApiResult<Loaded>> => {
      if (templateId === undefined) return UNAVAILABLE;
      const result = await fetchTemplate(templateId, signal);
      if (!result.ok) {
        // An unknown template is a business answer; being offline or a server fault may pass, so
        // those get a retry.
        return result.kind === 'business' ? UNAVAILABLE : result;
      }
      const { appName, adoptApp: adopt } = app.current;
      if (appName !== result.data.appName) await adopt(result.data.appName);
      return { ...result, data: { kind: 'ready', template: result.data } };
    },
  );

  // One visit per page, template and channel, whatever re-renders or StrictMode replays.
  const tracked = useRef('');
  useEffect(() => {
    const visit = JSON.stringify([pageType, templateId, channel]);
    if (templateId === undefined || tracked.current === visit) return;
    tracked.current = visit;
    countVisit(templateId, pageType, channel);
  }, [templateId, pageType, channel]);

  return {
    address,
    state:
      templateId === undefined
        ? { kind: 'unavailable' }
        : state.kind === 'ready'
          ? state.data
          : state,
    retry,
  };
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
      // The server draws this page too (docs/architecture.md#pages) and does not know the address it is
      // reached at: a link of our own is written without its origin, the same on both sides.
      const checked = checkServerUrl(raw, {
        origin: typeof window === 'undefined' ? 'https://tenora.invalid' : window.location.origin,
        allowedHosts: allowedHosts ?? [],
      });
      return checked.ok ? (checked.sameOrigin ? raw.trim() : checked.url.href) : undefined;
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
