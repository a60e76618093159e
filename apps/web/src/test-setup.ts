import { setRouteSections } from './platform/page-test-harness.tsx';

// The web tests render each route's page with only the words its route loads (page-test-harness).
// The table is imported when a page test first asks, not by every test file.
setRouteSections(async (path) => {
  const { ROUTES } = await import('./app/routes.ts');
  const route = ROUTES.find((r) => r.path === path);
  return route ? (route.load.sections ?? []) : undefined;
});
