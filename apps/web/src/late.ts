/**
 * The entry of pre-rendered pages (decision 021): their HTML already shows everything, so the app
 * (React and the page's code) is fetched only once the page has loaded and painted, and takes
 * nothing from the first paint on a slow network. `scripts/prerender.mjs` points `data-app` at
 * the app's entry.
 */
const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;

function start(entry: string): void {
  // The frame after the next one: by then the whole page has been painted at least once.
  requestAnimationFrame(() => {
    setTimeout(() => void import(/* @vite-ignore */ entry), 0);
  });
}

if (app) {
  if (document.readyState === 'complete') start(app);
  else window.addEventListener('load', () => start(app), { once: true });
}
