import type { ComponentType } from 'react';

/**
 * Screens for developers and testers only, never in a production build (decision 058). Vite
 * writes `import.meta.env.MODE` as a constant, so in `vite build` (mode `production`) this list is
 * empty and the pages' chunks are never emitted; `vite` and `vite build --mode staging` keep it.
 * The build's route table (scripts/route-table.mjs) reads app/routes.ts alone, so these routes
 * have no budget, preloads or pre-render either.
 */
export const DEV_ROUTES: { path: string; load: () => Promise<{ default: ComponentType }> }[] =
  import.meta.env.MODE === 'production'
    ? []
    : [{ path: '/testPreview', load: () => import('../features/preview/test-preview-page.tsx') }];
