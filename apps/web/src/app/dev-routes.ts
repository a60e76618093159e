import { withWords } from '../platform/i18n/catalogues.ts';
import type { RouteDef } from './routes.ts';

/**
 * Screens for developers and testers only, never in a production build (decision 058). Vite
 * writes `import.meta.env.MODE` as a constant, so in `vite build` (mode `production`) this list is
 * empty and the pages' chunks are never emitted; `vite` and `vite build --mode staging` keep it.
 */
export const DEV_ROUTES: RouteDef[] =
  import.meta.env.MODE === 'production'
    ? []
    : [testPreview(() => import('../features/preview/test-preview-page.tsx'))];

function testPreview(page: RouteDef['page']): RouteDef {
  return { path: '/testPreview', page, words: [], load: withWords([], page) };
}
