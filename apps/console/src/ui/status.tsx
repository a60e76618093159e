import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Result } from '../platform/api.ts';
import type { Loading } from '../platform/use-load.ts';

export function Forbidden() {
  return (
    <Stack gap="xs" py="xl" role="alert">
      <Title order={2}>You don&apos;t have access to this</Title>
      <Text c="dimmed">
        Your roles do not include this page. Ask an administrator if you need it.
      </Text>
    </Stack>
  );
}

/** A failed call, said plainly, with a way to try again. */
export function Failure({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <Alert color="red" title="Something went wrong" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {retry && (
          <Button size="xs" variant="light" color="red" onClick={retry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={label} />
    </Center>
  );
}

/** Shows a load's outcome: a spinner, a failure, the 403 page, or the page drawn from the data. */
export function Loaded<T>({
  loading,
  reload,
  children,
}: {
  loading: Loading<T>;
  reload?: () => void;
  children: (data: T) => ReactNode;
}) {
  if (loading.state === 'loading') return <PageLoader />;
  return <Outcome result={loading.result} reload={reload} render={children} />;
}

function Outcome<T>({
  result,
  reload,
  render,
}: {
  result: Result<T>;
  reload?: () => void;
  render: (data: T) => ReactNode;
}) {
  if (result.ok) return render(result.data);
  if (result.kind === 'forbidden') return <Forbidden />;
  // 401 has already sent the shell to the sign-in page.
  if (result.kind === 'unauthenticated') return <PageLoader />;
  return <Failure message={result.message} retry={reload} />;
}
