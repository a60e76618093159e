import type { AppConfig } from '@tenora/contract/film';

/**
 * The app config's theme (docs/product.md#markets) becomes CSS custom properties on the root
 * element.
 */
export function themeVariables(theme: AppConfig['theme']): Record<string, string> {
  return {
    '--tn-gradient-from': theme.gradientFrom,
    '--tn-gradient-to': theme.gradientTo,
    '--tn-text': theme.text,
    '--tn-text-muted': theme.textMuted,
    '--tn-primary': theme.primary,
    '--tn-on-primary': theme.onPrimary,
    '--tn-surface': theme.surface,
  };
}

/** The same variables as CSS, for a page drawn before any script can apply them. */
export function themeCss(theme: AppConfig['theme']): string {
  const declarations = Object.entries(themeVariables(theme)).map(([k, v]) => `${k}:${v}`);
  return `:root{${declarations.join(';')}}`;
}

/**
 * Sets the theme and language on the page, unless it shows them already: a page drawn with its
 * theme in its head (drawn by the server) has them in a `<style>` of its head, and
 * setting the same variables on the root again would still restyle every element, tens of
 * milliseconds on a cheap phone just after it hydrates (decision 075).
 */
export function applyTheme(theme: AppConfig['theme'], locale: string): void {
  const root = document.documentElement;
  const css = themeCss(theme);
  const onPage =
    root.lang === locale &&
    !root.style.length &&
    [...document.head.querySelectorAll('style')].some((style) => style.textContent === css);
  if (onPage) return;
  for (const [name, value] of Object.entries(themeVariables(theme))) {
    root.style.setProperty(name, value);
  }
  root.lang = locale;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.gradientFrom);
}
