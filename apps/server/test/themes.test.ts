import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The header of every screen is small text in the theme's `onPrimary` over a gradient from
 * `gradientFrom` to `gradientTo` (apps/web/src/ui/base.css, `.page-header`). axe-core leaves text
 * over a gradient undecided, so the end-to-end accessibility gate cannot see it: each seeded theme
 * is held here to WCAG AA's 4.5:1 at both ends of the gradient.
 */

interface Theme {
  gradientFrom: string;
  gradientTo: string;
  onPrimary: string;
}
const APPS = JSON.parse(readFileSync(new URL('../src/db/apps.json', import.meta.url), 'utf8')) as {
  appName: string;
  theme: Theme;
}[];

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the seeded themes', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it.each(APPS.map((a) => [a.appName, a.theme] as const))(
    '%s: header text stands out 4.5:1 from both ends of its gradient',
    (_app, theme) => {
      expect(contrast(theme.onPrimary, theme.gradientFrom)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.onPrimary, theme.gradientTo)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
