import { describe, expect, it } from 'vitest';
import { MAX_SIDE, shrunkSize } from './shrink-image.ts';

describe('shrunkSize', () => {
  it('brings the longer side to 1600 px, keeping the shape', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: MAX_SIDE, height: 1200 });
    expect(shrunkSize(1080, 2400)).toEqual({ width: 720, height: MAX_SIDE });
  });

  it('never enlarges a small picture', () => {
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
