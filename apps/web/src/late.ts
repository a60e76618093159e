/**
 * The entry of pre-rendered pages (decision 021): their HTML already shows everything, so the app
 * (React and the page's code) is fetched only once the page has loaded and its first paint has
 * reached the screen, and takes nothing from the first paint on a slow network.
 * `scripts/prerender.mjs` points `data-app` at the app's entry.
 */
const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;

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

function start(entry: string): void {
  whenPainted(() => void import(/* @vite-ignore */ entry));
}

if (app) {
  if (document.readyState === 'complete') start(app);
  else window.addEventListener('load', () => start(app), { once: true });
}
