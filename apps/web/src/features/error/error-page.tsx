import { useSearch } from '../../platform/router.tsx';
import { useT } from '../../platform/app-context.tsx';
import { bridge } from '../../platform/bridge.ts';
import { Button } from '../../ui/button.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';

export type ErrorReason = 'session' | 'notfound' | 'offline' | 'crash';

function reasonOf(search: string): ErrorReason {
  const reason = new URLSearchParams(search).get('reason');
  return reason === 'session' || reason === 'offline' || reason === 'crash' ? reason : 'notfound';
}

/** `/error`, and every unknown path. Its way out asks the shell to go home (re-login). */
export function ErrorScreen({ reason, onRetry }: { reason: ErrorReason; onRetry?: () => void }) {
  const t = useT();
  const text = {
    session: { icon: 'lock', title: t.errors.sessionTitle, body: t.errors.sessionBody },
    notfound: { icon: 'error', title: t.errors.notFoundTitle, body: t.errors.notFoundBody },
    offline: { icon: 'offline', title: t.errors.offlineTitle, body: t.errors.offlineBody },
    crash: { icon: 'error', title: t.errors.crashTitle, body: t.errors.crashBody },
  } as const;
  const { icon, title, body } = text[reason];
  return (
    <main className="page page-center">
      <StatusScreen icon={icon} title={title} body={body}>
        {onRetry && <Button onClick={onRetry}>{t.common.retry}</Button>}
        <Button variant={onRetry ? 'secondary' : 'primary'} onClick={() => bridge.goHome()}>
          {t.common.goHome}
        </Button>
      </StatusScreen>
    </main>
  );
}

/** Back to the screen that failed, which loads again; with nothing to go back to, this one. */
function retryPrevious(): void {
  if (window.history.length > 1) window.history.back();
  else window.location.reload();
}

export default function ErrorPage() {
  const search = useSearch();
  const reason = reasonOf(search);
  // Trying again (back to the screen that failed) helps after a failed connection, a crash or a
  // wrong link; a lost session is only mended by signing in again, through home.
  const retryable = reason !== 'session';
  return <ErrorScreen reason={reason} onRetry={retryable ? retryPrevious : undefined} />;
}
