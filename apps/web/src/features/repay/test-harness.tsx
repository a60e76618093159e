import type { Market } from '@tenora/domain/market';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { AppContext } from '../../platform/app-context.tsx';
import { configureBridge } from '../../platform/bridge.ts';
import enIN from '../../platform/i18n/en-IN.ts';
import idID from '../../platform/i18n/id-ID.ts';

/** Test-only: renders a page of this feature with a fake server behind `fetch`. */

// React reads this to allow act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Reply = { code: string; data?: unknown; message?: string };
export type Handler = (body: Record<string, unknown>) => Reply;

export interface Harness {
  host: HTMLElement;
  root: Root;
  navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>;
  /** The bodies sent to an API path, in order. */
  sent: (path: string) => Record<string, unknown>[];
  $: <T extends Element = HTMLElement>(testId: string) => T | null;
  $$: (testId: string) => HTMLElement[];
}

export async function renderPage(
  Page: ComponentType,
  address: string,
  routes: Record<string, Handler | Reply>,
  market: Market = 'IN',
): Promise<Harness> {
  window.history.replaceState(null, '', address);
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const raw = typeof init?.body === 'string' ? init.body : '';
      const body: Record<string, unknown> = raw.startsWith('{')
        ? (JSON.parse(raw) as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(raw));
      requests.push({ path: url.pathname, body });
      const route = routes[url.pathname];
      const reply = typeof route === 'function' ? route(body) : route;
      if (!reply) return new Response('not found', { status: 404 });
      return new Response(JSON.stringify({ message: '', data: null, ...reply }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  configureBridge({
    navigate,
    rateThanks: () => '',
    openInApp: () => '',
    unsafeLink: () => 'unsafe',
    allowedHosts: () => [],
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const t = market === 'IN' ? enIN : idID;
  await act(async () =>
    root.render(
      <AppContext.Provider
        value={{
          config: null,
          locale: market === 'IN' ? 'en-IN' : 'id-ID',
          market,
          t,
          adoptApp: async () => undefined,
        }}
      >
        <Page />
      </AppContext.Provider>,
    ),
  );
  await settle();
  return {
    host,
    root,
    navigate,
    sent: (path) => requests.filter((r) => r.path === path).map((r) => r.body),
    $: (testId) => host.querySelector(`[data-testid="${testId}"]`),
    $$: (testId) => [...host.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)],
  };
}

/** Lets pending requests answer and React render what they bring. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export async function click(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
  await settle();
}

/** Types into a controlled input or select the way a browser does: set the value, then 'input'. */
export async function fill(el: Element | null | undefined, value: string): Promise<void> {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) {
    throw new Error('not a field');
  }
  const proto = el instanceof HTMLInputElement ? HTMLInputElement : HTMLSelectElement;
  const setter = Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(
      new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

export async function blur(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to blur');
  await act(async () => {
    el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    el.dispatchEvent(new FocusEvent('blur'));
  });
}

export async function cleanup(h: Harness | undefined): Promise<void> {
  if (!h) return;
  await act(async () => h.root.unmount());
  h.host.remove();
  vi.unstubAllGlobals();
}
