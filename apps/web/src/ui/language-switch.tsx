import { Fragment, useState } from 'react';
import { MARKET_LOCALES, type Locale } from '@tenora/domain/market';
import { useApp } from '../platform/app-context.tsx';
import { showToast } from '../platform/toast.ts';
import './language-switch.css';

/** Each language named in itself, so a reader finds theirs whatever the screen speaks now. */
const NAMES: Record<Locale, string> = {
  'en-IN': 'English',
  'hi-IN': 'हिन्दी',
  'id-ID': 'Bahasa Indonesia',
};

/**
 * The languages the borrower's market speaks, the one on screen marked; tapping another remembers
 * it for the borrower and reloads the screen in it (platform/language-choice.ts). Nothing where
 * the market speaks one language (Indonesia).
 */
export function LanguageSwitch({
  className,
  testId = 'language-switch',
}: {
  /** Places it: the header's small one, or a row of a card. */
  className?: string;
  /** @default 'language-switch' */
  testId?: string;
}) {
  const { t, market, locale } = useApp();
  const [busy, setBusy] = useState(false);
  const languages: readonly Locale[] = MARKET_LOCALES[market];
  if (languages.length < 2) return null;
  const choose = async (wanted: Locale) => {
    if (wanted === locale || busy) return;
    setBusy(true);
    // The call and its schema come at the tap: the screens that show the switch load less.
    const result = await import('../platform/language-choice.ts').then(
      (m) => m.chooseLanguage(wanted),
      () => ({ ok: false as const, message: t.errors.network }),
    );
    // On success the page reloads in the new language, busy until it does.
    if (!result.ok) {
      setBusy(false);
      showToast(result.message || t.errors.generic);
    }
  };
  return (
    <div
      role="group"
      aria-label={t.common.language}
      aria-busy={busy || undefined}
      className={`lang-switch${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      {languages.map((l, i) => (
        <Fragment key={l}>
          {i > 0 && (
            <span className="lang-dot" aria-hidden="true">
              ·
            </span>
          )}
          <button
            type="button"
            lang={l}
            className="lang-option"
            aria-current={l === locale ? 'true' : undefined}
            onClick={() => void choose(l)}
            data-testid={`language-${l}`}
          >
            {NAMES[l]}
          </button>
        </Fragment>
      ))}
    </div>
  );
}
