import { describe, expect, it } from 'vitest';
import { speakingLocale } from './speaking-locale.ts';

describe('speakingLocale: which language a page speaks', () => {
  const IN = { market: 'IN' } as const;
  const ID = { market: 'ID' } as const;
  it.each([
    [IN, undefined, 'en-IN'],
    [IN, 'hi-IN', 'hi-IN'],
    [ID, 'hi-IN', 'id-ID'],
    [ID, 'en-IN', 'id-ID'],
    [{ ...IN, chosenLocale: 'hi-IN' }, 'en-IN', 'hi-IN'],
    [{ ...IN, chosenLocale: 'en-IN' }, 'hi-IN', 'en-IN'],
    // A choice the market does not speak is no choice: the flag, then the market's own.
    [{ ...ID, chosenLocale: 'hi-IN' }, undefined, 'id-ID'],
  ] as const)('%o with the flag %s speaks %s', (config, flagged, spoken) => {
    expect(speakingLocale(config, flagged, 'en-IN')).toBe(spoken);
  });

  it('without an app: the flag, else what the request says', () => {
    expect(speakingLocale(null, 'hi-IN', 'en-IN')).toBe('hi-IN');
    expect(speakingLocale(null, undefined, 'id-ID')).toBe('id-ID');
  });
});
