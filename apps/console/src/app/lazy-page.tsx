import {
  Component,
  createElement,
  lazy,
  Suspense,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Failure, PageLoader } from '../ui/status.tsx';
import { ROUTES, type ConsoleRoute, type PageProps } from './routes.ts';

// Each page's lazy component is made once, so a page keeps its state across renders.
const PAGES = new Map<ConsoleRoute, ComponentType<PageProps>>(
  ROUTES.map((route) => [route, lazy(route.load)]),
);

/** A page's chunk failed to load or the page threw: a message and a reload, never a blank screen. */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Failure
        message="This page could not be shown. The console may have been updated: reload to get the new version."
        retry={() => window.location.reload()}
      />
    );
  }
}

export function LazyPage({
  route,
  params,
  pageKey,
}: {
  route: ConsoleRoute;
  params: Record<string, string>;
  pageKey: string;
}) {
  const Page = PAGES.get(route);
  if (!Page) throw new Error(`no page for ${route.path}`);
  return (
    <PageBoundary key={pageKey}>
      <Suspense fallback={<PageLoader />}>{createElement(Page, { params })}</Suspense>
    </PageBoundary>
  );
}
