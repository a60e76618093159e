/**
 * The entry of pre-rendered pages (decision 021): their HTML already shows everything, so the app
 * (React and the page's code) is fetched only once the page has loaded and its first paint has
 * reached the screen, and takes nothing from the first paint on a slow network.
 * `scripts/prerender.mjs` points `data-app` at the app's entry and `data-first` at what the entry
 * imports (React), in the order they run; the page names its route's files in `data-then`. The
 * build writes this code inside that same tag, allowed by its hash (decision 081): no import here,
 * and nothing that could close a `<script>`.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = tag?.dataset.app;
const list = (value: string | undefined): string[] => (value ?? '').split(' ').filter(Boolean);
const first = list(tag?.dataset.first);
// The page's route, its words and what boot imports, which the app would otherwise ask for only
// once it has run.
const then = list(tag?.dataset.then);

// Once the browser reports the first contentful paint, the page is on screen: a frame drawn by
// the main thread may reach the screen later than `requestAnimationFrame` suggests, and a request
// made before then competes with that paint. A page that never paints (opened in the background)
// still starts after a while.
const FALLBACK_MS = 3000;

function whenPainted(then: () => void): void {
  let started = false;
  const go = (): void => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(then, 0);
  };
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this webview: the frame after the next one is close enough.
    requestAnimationFrame(() => setTimeout(go, 0));
  }
  setTimeout(go, FALLBACK_MS);
}

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Everything is asked for at once, but run a stage a task: React, then the app. In one task they
 * kept a slow phone from answering a tap for 150 ms or more; apart, each is short (decision 076).
 * Even naming a file to fetch costs a slow phone a few milliseconds, so that too is a task apiece.
 */
async function run(entry: string): Promise<void> {
  // The app reads the webview's storage as it starts. The first read waits on the browser to load
  // it, up to tens of milliseconds on a busy phone: that wait gets a task of its own as well, and
  // comes first, before the fetches below keep the browser busy.
  try {
    void sessionStorage.length;
    void localStorage.length;
  } catch {
    // Storage refused (a private mode): the app copes, as it does without this.
  }
  await nextTask();
  for (const href of new Set([...first, entry, ...then])) {
    preload(href);
    await nextTask();
  }
  for (const href of first) {
    // A stage that fails is tried again by the entry, which imports it.
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}

function start(entry: string): void {
  whenPainted(() => void run(entry));
}

if (app) {
  if (document.readyState === 'complete') start(app);
  else window.addEventListener('load', () => start(app), { once: true });
}
