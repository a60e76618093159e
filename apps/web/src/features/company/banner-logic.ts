/** The company banner turns every 3 s (docs/product.md#company-site). */
export const BANNER_INTERVAL_MS = 3000;

/** A finger must move at least this far (px), more across than up or down, to swipe. */
export const SWIPE_MIN_PX = 40;

export interface BannerState {
  /** The slide shown, 0-based. */
  index: number;
  count: number;
  /** Auto-play is on (the visitor did not pause it, and motion is welcome). */
  playing: boolean;
  /** A finger or a mouse is on the banner: it waits. */
  held: boolean;
}

export type BannerAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goto'; index: number }
  | { type: 'tick' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'hold' }
  | { type: 'release' }
  | { type: 'swipe'; dx: number; dy: number };

/**
 * Slide 1, not playing: that is what the drawn page shows. Auto-play starts in an effect,
 * once the browser says the visitor does not ask for reduced motion.
 */
export function initialBanner(count: number): BannerState {
  return {
    index: 0,
    count: Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0,
    playing: false,
    held: false,
  };
}

function wrap(index: number, count: number): number {
  return count <= 0 ? 0 : ((index % count) + count) % count;
}

function show(state: BannerState, index: number): BannerState {
  if (!Number.isInteger(index)) return state;
  const next = wrap(index, state.count);
  return next === state.index ? state : { ...state, index: next };
}

/** +1 (next) for a swipe to the left, -1 (previous) to the right, 0 for anything else. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Whether the banner turns by itself right now. */
export function autoAdvances(state: BannerState): boolean {
  return state.playing && !state.held && state.count > 1;
}

export function bannerReducer(state: BannerState, action: BannerAction): BannerState {
  switch (action.type) {
    case 'next':
      return show(state, state.index + 1);
    case 'prev':
      return show(state, state.index - 1);
    case 'goto':
      return show(state, action.index);
    case 'tick':
      return autoAdvances(state) ? show(state, state.index + 1) : state;
    case 'play':
      return state.playing ? state : { ...state, playing: true };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'hold':
      return state.held ? state : { ...state, held: true };
    case 'release':
      return state.held ? { ...state, held: false } : state;
    case 'swipe': {
      const step = swipeStep(action.dx, action.dy);
      return step === 0 ? state : show(state, state.index + step);
    }
  }
}
