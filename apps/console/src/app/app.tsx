import { opsMe, opsSignOut, type StaffSession } from '@tenora/contract/ops';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { call, setCsrfToken, whenUnauthenticated } from '../platform/api.ts';
import { Failure, PageLoader } from '../ui/status.tsx';
import { PageBoundary } from './lazy-page.tsx';
import { matchPath, navigate, useLocation } from './router.tsx';
import { allows, homeFor, ROUTES } from './routes.ts';
import { Session, type SessionContext } from './session.ts';
import { Shell } from './shell.tsx';

const SignIn = lazy(() => import('../pages/sign-in.tsx'));

type State =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string }
  | { kind: 'signed-in'; session: StaffSession };

export function App() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const { path } = useLocation();

  const askServer = useCallback(
    () =>
      call(opsMe, {}).then((result) => {
        if (result.ok) {
          setCsrfToken(result.data.csrfToken);
          setState({ kind: 'signed-in', session: result.data });
        } else if (result.kind === 'unauthenticated') setState({ kind: 'signed-out' });
        else setState({ kind: 'failed', message: result.message });
      }),
    [],
  );

  useEffect(() => {
    whenUnauthenticated(() => {
      setCsrfToken('');
      setState({ kind: 'signed-out' });
    });
    void askServer();
  }, [askServer]);

  const retry = () => {
    setState({ kind: 'checking' });
    void askServer();
  };

  const signedIn = useCallback(
    (session: StaffSession) => {
      setCsrfToken(session.csrfToken);
      setState({ kind: 'signed-in', session });
      // Back where the member was going, if their roles open it; otherwise their first page.
      const roles = session.staff.roles;
      const route = ROUTES.find((r) => matchPath(r.path, path));
      if (!route || !allows(route, roles)) navigate(homeFor(roles) ?? '/', { replace: true });
    },
    [path],
  );

  const signOut = useCallback(() => {
    // The server ends the session; whatever it answers, this console forgets it.
    void call(opsSignOut, {}).finally(() => {
      setCsrfToken('');
      setState({ kind: 'signed-out' });
      navigate('/sign-in');
    });
  }, []);

  const context = useMemo<SessionContext | null>(
    () => (state.kind === 'signed-in' ? { staff: state.session.staff, signOut } : null),
    [state, signOut],
  );

  if (state.kind === 'checking') return <PageLoader label="Checking your session…" />;
  if (state.kind === 'failed') return <Failure message={state.message} retry={retry} />;
  if (state.kind === 'signed-out' || !context) {
    // Any address shows the sign-in form; after signing in the member stays where they were going.
    return (
      <PageBoundary>
        <Suspense fallback={<PageLoader />}>
          <SignIn onSignedIn={signedIn} />
        </Suspense>
      </PageBoundary>
    );
  }
  return (
    <Session.Provider value={context}>
      <Shell path={path} />
    </Session.Provider>
  );
}
