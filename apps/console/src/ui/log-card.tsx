import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Result } from '../platform/api.ts';
import type { Loading } from '../platform/use-load.ts';
import { Failure, Loaded } from './status.tsx';

/** One of a borrower's logs on the Borrowers page (messages, papers): a titled card, refreshable. */
export function LogCard<T>({
  id,
  title,
  intro,
  loading,
  reload,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  loading: Loading<T>;
  reload: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="xs">
        <Title id={id} order={3} size="h5">
          {title}
        </Title>
        <Button size="xs" variant="default" onClick={reload}>
          Refresh
        </Button>
      </Group>
      {intro && (
        <Text size="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      )}
      <Loaded loading={loading} reload={reload}>
        {children}
      </Loaded>
    </Card>
  );
}

/**
 * Sending a log's row again: which row is on its way, and the server's refusal or what was done,
 * shown above the log (`notice`). The log takes the answer's rows in place.
 */
export function useSendAgain() {
  const [sending, setSending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const send = async <T,>(
    row: number,
    call: () => Promise<Result<T>>,
    sent: (data: T) => string,
  ) => {
    setSending(row);
    setError(null);
    setDone(null);
    const r = await call();
    setSending(null);
    if (!r.ok) return setError(r.message);
    setDone(sent(r.data));
  };
  const notice = (
    <>
      {error && <Failure message={error} />}
      {done && (
        <Text size="sm" c="green" role="status">
          {done}
        </Text>
      )}
    </>
  );
  return { sending, send, notice };
}
