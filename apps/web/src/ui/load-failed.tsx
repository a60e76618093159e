import type { ReactNode } from 'react';
import { useT } from '../platform/app-context.tsx';
import { Button } from './button.tsx';
import { StatusScreen } from './status-screen.tsx';

/** Why a page's data did not come, and a retry: offline, or the server's own words. */
export function LoadFailed(props: {
  failure: { offline: boolean; message?: string | undefined };
  /** What could not be loaded, e.g. "We could not load your loans." */
  title: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const { offline, message } = props.failure;
  return (
    <StatusScreen
      icon={offline ? 'offline' : 'error'}
      title={offline ? t.errors.offlineTitle : props.title}
      body={offline ? t.errors.offlineBody : message || t.errors.generic}
    >
      <Button onClick={props.onRetry}>{t.common.retry}</Button>
      {props.children}
    </StatusScreen>
  );
}
