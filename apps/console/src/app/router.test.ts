import { describe, expect, it } from 'vitest';
import { matchPath } from './router.tsx';
import { allows, homeFor, ROUTES } from './routes.ts';

describe('the console router', () => {
  it('matches a path and its named parts', () => {
    expect(matchPath('/complaints/:id', '/complaints/12')).toEqual({ id: '12' });
    expect(matchPath('/complaints', '/complaints/')).toEqual({});
    expect(matchPath('/complaints/:id', '/complaints')).toBeNull();
    expect(matchPath('/complaints/:id', '/complaints/')).toBeNull();
    expect(matchPath('/staff', '/audit')).toBeNull();
  });

  it('opens each page to its roles only, and lands a member on the first they may see', () => {
    const staff = ROUTES.find((r) => r.path === '/staff');
    expect(staff && allows(staff, ['agent', 'credit'])).toBe(false);
    expect(staff && allows(staff, ['admin'])).toBe(true);
    const jobs = ROUTES.find((r) => r.path === '/jobs');
    expect(jobs && allows(jobs, ['agent', 'credit'])).toBe(false);
    expect(jobs && allows(jobs, ['admin'])).toBe(true);
    expect(homeFor(['agent'])).toBe('/complaints');
    expect(homeFor(['credit'])).toBe('/loans');
    expect(homeFor(['admin'])).toBe('/templates');
    expect(homeFor([])).toBeUndefined();
  });
});
