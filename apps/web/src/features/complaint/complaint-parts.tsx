import { useApp } from '../../platform/app-context.tsx';
import { datesIn } from '../../platform/use-dates.ts';
import type { Here } from './complaint-api.ts';

/** The market and allowed hosts the complaint answers are read for. */
export function useHere(): Here {
  const { market, locale, config } = useApp();
  return { market, dates: datesIn(locale), allowedHosts: config?.allowedHosts ?? [] };
}

/** Pictures as tiles; a tap shows one across the screen. */
export function Thumbs({ images, onOpen }: { images: string[]; onOpen: (url: string) => void }) {
  const { t } = useApp();
  if (images.length === 0) return null;
  return (
    <ul className="cp-photos">
      {images.map((url, i) => (
        <li key={`${i}:${url}`} className="cp-photo">
          <button
            type="button"
            className="cp-thumb"
            onClick={() => onOpen(url)}
            aria-label={t.complaint.enlarge(i + 1)}
            data-testid="cp-thumb"
          >
            <img src={url} alt="" loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
