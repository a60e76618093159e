import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { opsBorrowerPapers, opsPaperResend, type Paper } from '@tenora/contract/papers';
import type { Market } from '@tenora/domain/market';
import { useState } from 'react';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { EmptyRow } from './empty-row.tsx';
import { formatInstant } from './format.ts';
import { LogCard, useSendAgain } from './log-card.tsx';

/**
 * The borrower's papers (receipts, the certificate that a loan is repaid), newest first: for staff
 * asked for a copy. Each opens as the borrower gets it, and can be sent to the borrower again
 * (agent or credit; audited).
 */
export function PapersLog({ userId, market }: { userId: number; market: Market }) {
  const { loading, reload } = useLoad(
    (signal) => call(opsBorrowerPapers, { userId }, { signal }),
    [userId],
  );
  return (
    <LogCard id="papers-title" title="Papers" loading={loading} reload={reload}>
      {({ papers }) => <List initial={papers} market={market} />}
    </LogCard>
  );
}

function List({ initial, market }: { initial: Paper[]; market: Market }) {
  const [rows, setRows] = useState(initial);
  const { sending, send, notice } = useSendAgain();

  const sendAgain = (p: Paper) =>
    send(
      p.id,
      () => call(opsPaperResend, { id: p.id }),
      (data) => {
        setRows(data.papers);
        return `${p.number} is sent to the borrower again: a message in the app, by SMS and e-mail.`;
      },
    );

  return (
    <Stack gap="xs">
      {notice}
      <Table withTableBorder striped aria-label="Papers issued">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Paper</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{formatInstant(p.issuedAt, market)}</Table.Td>
              <Table.Td>
                <Text size="sm">{p.title}</Text>
                <Text size="xs" c="dimmed">
                  {p.number} · order {p.orderId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    size="sm"
                    href={`/film/ops/papers/file?id=${p.id}`}
                    download
                    aria-label={`Download ${p.number}`}
                  >
                    Download
                  </Anchor>
                  <Button
                    size="compact-xs"
                    variant="light"
                    loading={sending === p.id}
                    onClick={() => void sendAgain(p)}
                    aria-label={`Send again: ${p.number}`}
                  >
                    Send again
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <EmptyRow columns={3}>No papers yet: a receipt comes with each payment.</EmptyRow>
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
