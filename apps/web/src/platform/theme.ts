import type { AppConfig } from '@tenora/contract/film';

/** DECISIONS §1: the app config's theme becomes CSS custom properties on the root element. */
export function applyTheme(theme: AppConfig['theme'], locale: string): void {
  const root = document.documentElement;
  const vars: Record<string, string> = {
    '--tn-gradient-from': theme.gradientFrom,
    '--tn-gradient-to': theme.gradientTo,
    '--tn-text': theme.text,
    '--tn-text-muted': theme.textMuted,
    '--tn-primary': theme.primary,
    '--tn-on-primary': theme.onPrimary,
    '--tn-surface': theme.surface,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  root.lang = locale;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.gradientFrom);
}
