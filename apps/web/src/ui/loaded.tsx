import type { ReactNode } from 'react';
import type { Load } from '../platform/use-load.ts';
import { LoadFailed } from './load-failed.tsx';

/** A page's data states in one place: the skeleton, the failure with a retry, or the page itself. */
export function Loaded<T>(props: {
  state: Load<T>;
  retry: () => void;
  /** What could not be loaded, in the borrower's language. */
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (props.state.kind === 'loading') {
    return (
      <main className="page">
        <div className="card card-skeleton" aria-hidden="true" />
      </main>
    );
  }
  if (props.state.kind === 'failed') {
    return (
      <main className="page page-center">
        <LoadFailed failure={props.state} title={props.failedTitle} onRetry={props.retry} />
      </main>
    );
  }
  return <>{props.children(props.state.data)}</>;
}
