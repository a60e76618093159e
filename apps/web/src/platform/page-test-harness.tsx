import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import { type Locale, type Market } from '@tenora/domain/market';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { AppContext, type AppContextValue } from './app-context.tsx';
import { configureBridge } from './bridge.ts';
import { testAppOf } from './i18n/all-messages.ts';
import { loadMessages, SECTION_NAMES, type Messages, type SectionName } from './i18n/catalogues.ts';

/** Test-only: renders a feature's page, with testing-library, behind a fake server. */

/** The catalogue sections a route loads, or undefined for an address that is not a route. */
type RouteSections = (path: string) => Promise<readonly SectionName[] | undefined>;
let routeSections: RouteSections = async () => undefined;

/**
 * Set once by the web tests' set-up (src/test-setup.ts) from app/routes.ts, which the platform
 * may not import.
 */
export function setRouteSections(of: RouteSections): void {
  routeSections = of;
}

/**
 * The app a route's page renders in: its language's catalogue with the sections the route loads
 * (app/routes.ts), and those a part of the screen loads later through `withWords`, as on a phone.
 * Reading a section that is not there throws, naming it: on a phone the screen would crash.
 * Addresses that are not a route get every word (`testAppOf`).
 */
export async function appForAddress(
  address: string,
  where: Market | Locale,
): Promise<AppContextValue> {
  const path = new URL(address, 'http://localhost').pathname;
  const sections = await routeSections(path);
  const app = testAppOf(where);
  if (!sections) return app;
  const loaded = await loadMessages(app.locale, sections);
  const t = new Proxy(loaded, {
    get(target, key, receiver) {
      if (typeof key === 'string' && (SECTION_NAMES as string[]).includes(key) && !(key in target))
        throw new Error(
          `${path} speaks the words of section '${key}', which app/routes.ts does not load for it`,
        );
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Messages;
  return { ...app, t };
}

export type Reply = { code: string; data?: unknown; message?: string };
export type Handler = (body: Record<string, unknown>) => Reply;

export interface Harness {
  host: HTMLElement;
  view: RenderResult;
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
  /** A market in its own language, or a language in its market (`'hi-IN'`). */
  where: Market | Locale = 'IN',
  /** The app config the page reads (its allowed hosts, say); none by default. */
  config: AppContextValue['config'] = null,
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
  const app = { ...(await appForAddress(address, where)), ...(config ? { config } : {}) };
  // Rendered inside an awaited `act`, so a screen that suspends (React's `use()`) resumes when its
  // promise settles, as under the app's root.
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<Page />, {
      wrapper: ({ children }) => <AppContext.Provider value={app}>{children}</AppContext.Provider>,
    });
  });
  await settle();
  return {
    host: view.container,
    view,
    navigate,
    sent: (path) => requests.filter((r) => r.path === path).map((r) => r.body),
    $: <T extends Element = HTMLElement>(testId: string) =>
      (view.queryAllByTestId(testId)[0] as T | undefined) ?? null,
    $$: (testId) => view.queryAllByTestId(testId),
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
  fireEvent.click(el);
  await settle();
}

/** Types into a controlled input or text area, or picks in a select, as a browser does. */
export async function fill(el: Element | null | undefined, value: string): Promise<void> {
  if (el instanceof HTMLSelectElement) fireEvent.change(el, { target: { value } });
  else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
    fireEvent.input(el, { target: { value } });
  else throw new Error('not a field');
  await act(async () => undefined);
}

export async function blur(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to blur');
  fireEvent.blur(el);
  await act(async () => undefined);
}

export function cleanup(h: Harness | undefined): void {
  if (!h) return;
  h.view.unmount();
  h.host.remove();
  vi.unstubAllGlobals();
}
