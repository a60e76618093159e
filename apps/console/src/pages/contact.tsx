import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { opsContactHandle, opsContactList, type OpsContactMessage } from '@tenora/contract/ops';
import { useState } from 'react';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { formatInstant, MARKET_NAMES } from '../ui/format.ts';
import { Pager } from '../ui/pager.tsx';
import { Failure, Loaded } from '../ui/status.tsx';

type State = 'open' | 'handled' | 'all';

export default function Contact() {
  const [state, setState] = useState<State>('open');
  const [page, setPage] = useState(1);
  const { loading, reload } = useLoad(
    (signal) => call(opsContactList, { state, page }, { signal }),
    [state, page],
  );
  return (
    <Stack>
      <Title order={2}>Contact inbox</Title>
      <div>
        <Text size="sm" fw={500} id="inbox-state">
          Show
        </Text>
        <SegmentedControl
          aria-labelledby="inbox-state"
          data={[
            { value: 'open', label: 'Open' },
            { value: 'handled', label: 'Handled' },
            { value: 'all', label: 'All' },
          ]}
          value={state}
          onChange={(v) => {
            setState(v as State);
            setPage(1);
          }}
        />
      </div>
      <Loaded loading={loading} reload={reload}>
        {(data) => (
          <Stack>
            {data.rows.map((m) => (
              <Message key={m.id} initial={m} />
            ))}
            {data.rows.length === 0 && (
              <Text c="dimmed">{state === 'open' ? 'No open messages.' : 'No messages.'}</Text>
            )}
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </Stack>
        )}
      </Loaded>
    </Stack>
  );
}

function Message({ initial }: { initial: OpsContactMessage }) {
  const [message, setMessage] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const handle = async () => {
    setBusy(true);
    setError(null);
    const result = await call(opsContactHandle, { messageId: message.id });
    setBusy(false);
    if (result.ok) setMessage(result.data);
    else setError(result.message);
  };
  return (
    <Card withBorder component="article" aria-label={`Message from ${message.name}`}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>
          {message.name} · {message.email} · {message.telephone}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{MARKET_NAMES[message.market]}</Badge>
          {message.appName && <Badge variant="outline">{message.appName}</Badge>}
          <Text size="sm" c="dimmed">
            {formatInstant(message.createdAt, message.market)}
          </Text>
        </Group>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
      <Group mt="sm">
        {message.handledAt ? (
          <Text size="sm" c="green">
            Handled {formatInstant(message.handledAt, message.market)}
            {message.handledBy ? ` by ${message.handledBy}` : ''}
          </Text>
        ) : (
          <Button size="xs" onClick={() => void handle()} loading={busy}>
            Mark handled
          </Button>
        )}
      </Group>
      {error && <Failure message={error} />}
    </Card>
  );
}
