import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderPage, type Harness } from '../platform/page-test-harness.tsx';
import { ROUTES } from './routes.ts';

/** Every parameter a screen reads from its address, so each draws past its first check. */
const QUERY = 'orderId=5&productId=7&orderNo=5&problemId=3&problemType=4&id=1&down_id=1';

let h: Harness | undefined;
afterEach(async () => {
  await cleanup(h);
  h = undefined;
  vi.restoreAllMocks();
});

// A section's words exist only once its route loaded them (docs/decisions/040-catalogue-sections.md).
// Each route is drawn as a phone draws it, with only the words app/routes.ts loads for it: the
// harness throws on a section that is not there. Here the server answers nothing, so each screen
// shows its waiting and failure states; the page tests of each feature draw the rest the same way.
describe('the words each route loads', () => {
  for (const market of ['IN', 'ID'] as const) {
    it.each(ROUTES.map((r) => [r.path, r] as const))(
      `%s draws in ${market} with only its own words`,
      async (path, route) => {
        const { default: Page } = await route.load();
        const errors: unknown[] = [];
        vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
        // Screens that read their long texts with `use()` wait for them, as under the app's root.
        const Screen = () => (
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        );
        h = await renderPage(Screen, `${path}?${QUERY}`, {}, market);
        const host = h.host;
        // React resumes a suspended screen only inside `act`: wait there until it draws.
        for (let i = 0; i < 200 && !host.textContent?.trim(); i++) {
          await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
        }
        expect(host.textContent?.trim()).not.toBe('');
        expect(errors.filter((e) => String(e).includes('speaks the words'))).toEqual([]);
      },
      30_000,
    );
  }
});
