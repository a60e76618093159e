import { Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import {
  opsBorrowerCommunications,
  opsDeliveryRetry,
  type OpsCommunication,
} from '@tenora/contract/ops';
import type { Market } from '@tenora/domain/market';
import { useState } from 'react';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { EmptyRow } from './empty-row.tsx';
import { formatInstant } from './format.ts';
import { LogCard, useSendAgain } from './log-card.tsx';

type Delivery = OpsCommunication['deliveries'][number];

const STATUS_BADGES: Record<Delivery['status'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  waiting: { label: 'Waiting', color: 'yellow' },
  sent: { label: 'Sent', color: 'blue' },
  delivered: { label: 'Delivered', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

const CHANNEL_NAMES: Record<Delivery['channel'], string> = { sms: 'SMS', email: 'E-mail' };

const attempts = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

/**
 * What the borrower was sent, newest first, and how each message went out: for staff who answer
 * "I never got the SMS". A failed one can be sent again (agent or credit; audited).
 */
export function MessagesLog({ userId, market }: { userId: number; market: Market }) {
  const { loading, reload } = useLoad(
    (signal) => call(opsBorrowerCommunications, { userId }, { signal }),
    [userId],
  );
  return (
    <LogCard
      id="messages-title"
      title="Messages"
      intro="Every message is also in the borrower's inbox in the app, from the moment it was written; below is how each one went out beyond it."
      loading={loading}
      reload={reload}
    >
      {({ communications }) => <Log initial={communications} market={market} />}
    </LogCard>
  );
}

/** The log keeps the latest answer, so a message sent again shows its new state in place. */
function Log({ initial, market }: { initial: OpsCommunication[]; market: Market }) {
  const [rows, setRows] = useState(initial);
  const { sending, send, notice } = useSendAgain();

  const sendAgain = (c: OpsCommunication, d: Delivery) =>
    send(
      d.deliveryId,
      () => call(opsDeliveryRetry, { deliveryId: d.deliveryId }),
      (data) => {
        setRows(data.communications);
        return `“${c.title}” is queued to go by ${CHANNEL_NAMES[d.channel]} again.`;
      },
    );

  return (
    <Stack gap="xs">
      {notice}
      <Table withTableBorder striped aria-label="Messages sent">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Written</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Delivery</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.notificationId}>
              <Table.Td>{formatInstant(c.createdAt, market)}</Table.Td>
              <Table.Td>
                <Text size="sm">{c.title}</Text>
                <Text size="xs" c="dimmed">
                  <Code>{c.template}</Code>
                  {c.orderId !== null && ` · order ${c.orderId}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  {c.deliveries.map((d) => (
                    <DeliveryLine
                      key={d.deliveryId}
                      delivery={d}
                      market={market}
                      sendAgain={{
                        busy: sending === d.deliveryId,
                        name: `Send again: ${c.title}, ${formatInstant(c.createdAt, market)}`,
                        run: () => void sendAgain(c, d),
                      }}
                    />
                  ))}
                  {c.deliveries.length === 0 && (
                    <Text size="sm" c="dimmed">
                      In the app only
                    </Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <EmptyRow columns={3}>Nothing has been sent to this borrower yet.</EmptyRow>
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function DeliveryLine({
  delivery: d,
  market,
  sendAgain,
}: {
  delivery: Delivery;
  market: Market;
  sendAgain: { busy: boolean; name: string; run: () => void };
}) {
  const badge = STATUS_BADGES[d.status];
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={500} w={52}>
        {CHANNEL_NAMES[d.channel]}
      </Text>
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      <Stack gap={0}>
        <Text size="xs">
          {attempts(d.attempts)}
          {d.sentAt && ` · sent ${formatInstant(d.sentAt, market)}`}
        </Text>
        {d.reason && (
          <Text size="xs" c={d.status === 'failed' ? 'red' : 'dimmed'}>
            {d.reason}
          </Text>
        )}
      </Stack>
      {d.status === 'failed' && (
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          loading={sendAgain.busy}
          onClick={sendAgain.run}
          aria-label={sendAgain.name}
        >
          Send again
        </Button>
      )}
    </Group>
  );
}
