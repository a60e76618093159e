import { AppShell, Badge, Button, Group, NavLink, Text, Title } from '@mantine/core';
import { useContext, useEffect } from 'react';
import { Forbidden } from '../ui/status.tsx';
import { LazyPage } from './lazy-page.tsx';
import { Link, matchPath, navigate } from './router.tsx';
import { allows, homeFor, ROUTES } from './routes.ts';
import { Session } from './session.ts';

function NotFound() {
  return (
    <Text py="xl" role="alert">
      There is no page at this address.
    </Text>
  );
}

export function Shell({ path }: { path: string }) {
  const session = useContext(Session);
  const roles = session?.staff.roles ?? [];
  const home = homeFor(roles);
  const isRoot = path === '/' || path === '' || path === '/sign-in';

  useEffect(() => {
    if (isRoot && home) navigate(home, { replace: true });
  }, [isRoot, home]);

  let match: { route: (typeof ROUTES)[number]; params: Record<string, string> } | undefined;
  for (const route of ROUTES) {
    const params = matchPath(route.path, path);
    if (params) {
      match = { route, params };
      break;
    }
  }
  const current = match?.route;

  useEffect(() => {
    document.title = current ? `${current.title} · Tenora console` : 'Tenora console';
  }, [current]);

  if (!session) return null;
  const nav = ROUTES.filter((r) => r.nav && allows(r, roles));
  const section = current && ROUTES.find((r) => r.nav && path.startsWith(r.path));

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Title order={1} size="h4">
            Tenora console
          </Title>
          <Group gap="sm">
            <Text size="sm" aria-label="Signed in as">
              {session.staff.name} ({session.staff.email})
            </Text>
            {session.staff.roles.map((r) => (
              <Badge key={r} variant="light">
                {r}
              </Badge>
            ))}
            <Button variant="default" size="xs" onClick={session.signOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="Console sections">
        {nav.map((r) => (
          <NavLink
            key={r.path}
            component={Link}
            to={r.path}
            label={r.title}
            active={section === r}
            aria-current={section === r ? 'page' : undefined}
          />
        ))}
        {nav.length === 0 && (
          <Text size="sm" c="dimmed" p="xs">
            Your account has no roles yet.
          </Text>
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        {isRoot ? (
          home ? null : (
            <Forbidden />
          )
        ) : !current ? (
          <NotFound />
        ) : !allows(current, roles) ? (
          <Forbidden />
        ) : (
          <LazyPage route={current} params={match?.params ?? {}} pageKey={path} />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
