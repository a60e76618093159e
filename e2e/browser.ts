import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
  Request,
} from 'playwright-core';

export const USER_AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 12; Redmi 10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
} as const;

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions (CSP violations included) the page has had. */
  problems: string[];
}

export interface PhoneOptions {
  /** The webview's system: Android unless told. */
  os?: keyof typeof USER_AGENTS;
  /** Anything else of the context: a width, the language, JavaScript off, a desktop window. */
  context?: BrowserContextOptions;
}

/** A phone: 390×844, touch, a mobile user agent (Android unless told), like our webviews. */
export async function phone(browser: Browser, opts: PhoneOptions = {}): Promise<Phone> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENTS[opts.os ?? 'android'],
    ...opts.context,
  });
  const page = await context.newPage();
  trackRequests(page);
  // Console errors and uncaught exceptions (CSP violations included) fail the good-path tests.
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  if (opts.context?.javaScriptEnabled !== false) {
    // A page opened is used once it is the app's, as a borrower meets it: a tap before then is
    // held and made a moment later (apps/web/src/platform/page-script.ts), which a test would read as a
    // tap that did nothing. e2e/taps-before-hydration.test.ts taps before, opening with `commit`.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return response;
    };
  }
  return { context, page, problems };
}

export const session = (id: 'demo-in' | 'demo-id') =>
  id === 'demo-in'
    ? 'sessionId=demo-in&userId=1&appName=tenora-in'
    : 'sessionId=demo-id&userId=2&appName=tenora-id';

/**
 * Resolves once the page is the app's: React owns it, and the taps held until the screen and its
 * drawn parts hydrated have been handed over (apps/web/src/platform/page-script.ts). A page of text alone
 * carries no script and is as ready as it will be.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.querySelector('script')) return true;
    const root = document.getElementById('root');
    const owned = !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    return owned && !('tenoraTaps' in window);
  });
}

/**
 * Tells the page the borrower saves data, as a webview on a metered connection can: the app then
 * fetches no route ahead (apps/web/src/app/prefetch.ts), and the network falls quiet once the screen
 * is drawn instead of minutes later. For tests that wait for a quiet network to know a screen is
 * complete; what the screen draws is the same.
 */
export async function savingData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
}

/**
 * Resolves once the page has run what React queued so far: React renders in tasks it posts to a
 * MessageChannel, and the page delivers posted messages in order.
 */
export const caughtUp = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );

/** Requests in flight on each phone's page, in every frame, and when that last changed. */
const inFlight = new WeakMap<Page, { requests: Set<Request>; changed: number }>();

function trackRequests(page: Page): void {
  const state = { requests: new Set<Request>(), changed: performance.now() };
  inFlight.set(page, state);
  page.on('request', (r) => {
    state.requests.add(r);
    state.changed = performance.now();
  });
  const done = (r: Request) => {
    state.requests.delete(r);
    state.changed = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Resolves once no request of the page or its frames has been in flight for `quietMs`. Playwright's
 * own `networkidle` waits for every frame's idle signal, and a page with an iframe sometimes never
 * gets it though nothing is in flight (seen on `/Policy`, which frames the privacy policy, under
 * load): its request events, counted here, are reliable.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const state = inFlight.get(page);
  if (!state)
    throw new Error(
      'networkQuiet: the page was not opened by phone(), so its requests are not counted',
    );
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const now = performance.now();
    if (state.requests.size === 0 && now - state.changed >= quietMs) return;
    if (now > deadline) {
      throw new Error(
        `the network was not quiet for ${quietMs} ms within ${timeoutMs} ms; in flight: ${[...state.requests].map((r) => r.url()).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Narrow phones, by width, with the screen heights they come with. */
export const NARROW_PHONES = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

/**
 * Whether a thumb reaches `target` as the page stands, without scrolling: it lies whole inside the
 * window, and a tap on its middle lands on it rather than on something drawn over it.
 */
export async function inReach(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inside =
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth &&
      box.height > 0;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && !!hit && el.contains(hit);
  });
}
