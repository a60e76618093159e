import { describe, expect, it } from 'vitest';
import { isActive, isTappable, moduleIdForScene, showsTags } from './products.ts';

describe('recommendation rules', () => {
  it('maps placements to tracking modules as the product rules list them', () => {
    expect(moduleIdForScene('banner_jingzhun')).toBe(301);
    expect(moduleIdForScene('tanchuang_jingzhun')).toBe(301);
    expect(moduleIdForScene('tanchuang_fudai')).toBe(302);
    expect(moduleIdForScene('banner_fudai')).toBe(302);
    expect(moduleIdForScene('home')).toBe(300);
    expect(moduleIdForScene(undefined)).toBe(300);
    expect(moduleIdForScene('constructor')).toBe(300);
  });

  it('shows tags on the first two items only', () => {
    expect([0, 1, 2, 3].map(showsTags)).toEqual([true, true, false, false]);
  });

  it('treats 0 as not tappable and anything but 1 as greyed out', () => {
    expect(isTappable(0)).toBe(false);
    expect(isTappable('0')).toBe(false);
    expect(isTappable(2)).toBe(true);
    expect(isActive(1)).toBe(true);
    expect(isActive('1')).toBe(true);
    expect(isActive(2)).toBe(false);
    expect(isActive(0)).toBe(false);
  });
});
