import { useEffect, useId, useReducer, useRef, type PointerEvent } from 'react';
import type { Slide } from '../../platform/i18n/company-texts.ts';
import { autoAdvances, BANNER_INTERVAL_MS, bannerReducer, initialBanner } from './banner-logic.ts';
import { useHydrated } from './parts.tsx';
import firstSlide from './banner-1.svg';

export interface BannerLabels {
  slides: string;
  slide: (n: number, of: number) => string;
  showSlide: (n: number) => string;
  pause: string;
  play: string;
}

/** A slide's picture: small SVG files in public/site, the same in both markets. */
// The first picture is imported, so the build inlines it (under Vite's 4 KB limit) as a data URL:
// the first paint then waits for no request, and the drawn HTML carries it.
export const SLIDE_IMAGES = [firstSlide, '/site/banner-2.svg', '/site/banner-3.svg'];

/**
 * The home page's banner (docs/product.md#company-site): turns every 3 s, follows a finger's swipe,
 * waits while touched or hovered, and does not move by itself for visitors who ask for reduced
 * motion. It renders slide 1, still, like the drawn page; auto-play starts in an effect. The
 * pattern is the WAI-ARIA carousel: a labelled region, slides as labelled groups, a rotation
 * button, and slide pickers.
 */
export function Banner({ slides, labels }: { slides: Slide[]; labels: BannerLabels }) {
  const [state, dispatch] = useReducer(bannerReducer, slides.length, initialBanner);
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const id = useId();
  const live = useHydrated();

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query?.matches) dispatch({ type: 'play' });
    const onChange = (e: MediaQueryListEvent) => e.matches && dispatch({ type: 'pause' });
    query?.addEventListener?.('change', onChange);
    return () => query?.removeEventListener?.('change', onChange);
  }, []);

  useEffect(() => {
    if (!autoAdvances(state)) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    dispatch({ type: 'hold' });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (from && from.id === e.pointerId) {
      dispatch({ type: 'swipe', dx: e.clientX - from.x, dy: e.clientY - from.y });
    }
    // A mouse still over the banner keeps it waiting until it leaves.
    if (e.pointerType !== 'mouse') dispatch({ type: 'release' });
  };
  const onPointerCancel = () => {
    // The browser took the gesture over (a vertical scroll): no swipe.
    start.current = null;
    dispatch({ type: 'release' });
  };

  const count = slides.length;
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={labels.slides}
      data-testid="banner"
    >
      <div
        className="banner-slides"
        id={`${id}-slides`}
        aria-live={autoAdvances(state) ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onPointerEnter={(e) => e.pointerType === 'mouse' && dispatch({ type: 'hold' })}
        onPointerLeave={() => {
          start.current = null;
          dispatch({ type: 'release' });
        }}
        data-testid="banner-slides"
      >
        {slides.map((slide, i) => {
          const on = i === state.index;
          return (
            <div
              key={slide.title}
              className={`banner-slide${on ? ' banner-slide-on' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(i + 1, count)}
              aria-hidden={on ? undefined : true}
              data-testid="banner-slide"
              data-current={on ? 'true' : undefined}
            >
              <img
                className="banner-image"
                // The other slides' pictures wait until the page is live: the first paint needs
                // only the first, and without JavaScript only the first is ever shown.
                src={i === 0 || live ? SLIDE_IMAGES[i % SLIDE_IMAGES.length] : undefined}
                alt={slide.alt}
                width={160}
                height={160}
                draggable={false}
                loading={i === 0 ? undefined : 'lazy'}
              />
              <div className="banner-text">
                <p className="banner-title">{slide.title}</p>
                <p className="banner-body">{slide.body}</p>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="banner-controls">
          <button
            type="button"
            className="banner-toggle"
            aria-controls={`${id}-slides`}
            onClick={() => dispatch({ type: state.playing ? 'pause' : 'play' })}
            data-testid="banner-toggle"
          >
            <svg className="banner-toggle-icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d={state.playing ? 'M8 5v14M16 5v14' : 'M8 5l11 7-11 7z'} />
            </svg>
            {state.playing ? labels.pause : labels.play}
          </button>
          <ul className="banner-dots">
            {slides.map((slide, i) => (
              <li key={slide.title}>
                <button
                  type="button"
                  className={`banner-dot${i === state.index ? ' banner-dot-on' : ''}`}
                  aria-label={labels.showSlide(i + 1)}
                  aria-current={i === state.index ? 'true' : undefined}
                  aria-controls={`${id}-slides`}
                  onClick={() => dispatch({ type: 'goto', index: i })}
                  data-testid="banner-dot"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
