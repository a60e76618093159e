import type { ReactNode } from 'react';
import { useT } from '../platform/app-context.tsx';
import { bridge } from '../platform/bridge.ts';
import type { Load } from '../platform/use-load.ts';
import { Button } from './button.tsx';
import { LoadFailed } from './load-failed.tsx';
import { StatusScreen } from './status-screen.tsx';

/**
 * A page's loading state: its title (so a borrower on a slow network knows where they are) and a
 * placeholder card.
 */
export function PageSkeleton(props: { title?: string; headerClassName?: string }) {
  return (
    <main className="page" aria-busy="true">
      {props.title !== undefined && (
        <header
          className={`page-header${props.headerClassName ? ` ${props.headerClassName}` : ''}`}
        >
          <h1>{props.title}</h1>
        </header>
      )}
      <div className="card card-skeleton" aria-hidden="true" />
    </main>
  );
}

/** A page whose data did not come: why, a retry, and a way out (home, unless the page has its own). */
export function PageLoadFailed(props: {
  failure: { offline: boolean; message?: string | undefined };
  title: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <main className="page page-center">
      <LoadFailed failure={props.failure} title={props.title} onRetry={props.onRetry}>
        {props.children ?? (
          <Button variant="secondary" onClick={() => bridge.goHome()}>
            {t.common.goHome}
          </Button>
        )}
      </LoadFailed>
    </main>
  );
}

/** A page opened without what it needs (an order, an amount): it says so and leads home. */
export function PageNotFound() {
  const t = useT();
  return (
    <main className="page page-center">
      <StatusScreen icon="error" title={t.errors.notFoundTitle} body={t.errors.notFoundBody}>
        <Button onClick={() => bridge.goHome()}>{t.common.goHome}</Button>
      </StatusScreen>
    </main>
  );
}

/** A page's data states in one place: the skeleton, the failure with a retry, or the page itself. */
export function Loaded<T>(props: {
  state: Load<T>;
  retry: () => void;
  /** What could not be loaded, in the borrower's language. */
  failedTitle: string;
  /** The page's title, shown while it loads. */
  title?: string;
  children: (data: T) => ReactNode;
}) {
  if (props.state.kind === 'loading') return <PageSkeleton title={props.title} />;
  if (props.state.kind === 'failed') {
    return <PageLoadFailed failure={props.state} title={props.failedTitle} onRetry={props.retry} />;
  }
  return <>{props.children(props.state.data)}</>;
}
