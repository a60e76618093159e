import { Button, Card, Code, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { opsJobQueues } from '@tenora/contract/ops';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { EmptyRow } from '../ui/empty-row.tsx';
import { Field } from '../ui/order-card.tsx';
import { Loaded } from '../ui/status.tsx';

/** A count that needs a look is red; zero is quiet. */
function Count({ n, alarm = false }: { n: number; alarm?: boolean }) {
  const loud = alarm && n > 0;
  return (
    <Text size="sm" c={loud ? 'red' : n === 0 ? 'dimmed' : undefined} fw={loud ? 600 : undefined}>
      {n}
    </Text>
  );
}

/** The server's work without a tap, queue by queue, and the messages that failed for good (admin). */
export default function Jobs() {
  const { loading, reload } = useLoad((signal) => call(opsJobQueues, {}, { signal }), []);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Jobs</Title>
        <Button variant="default" onClick={reload}>
          Refresh
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        The work the server does by itself: sending each message, and the reminders each market gets
        in its contact hours. A job that fails is tried again later, waiting longer each time; after
        its last try it stays failed.
      </Text>
      <Loaded loading={loading} reload={reload}>
        {({ queues, failedDeliveries }) => (
          <>
            <Table withTableBorder striped aria-label="Queues">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Queue</Table.Th>
                  <Table.Th>Waiting</Table.Th>
                  <Table.Th>Retrying</Table.Th>
                  <Table.Th>Running</Table.Th>
                  <Table.Th>Failed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queues.map((q) => (
                  <Table.Tr key={q.name}>
                    <Table.Th scope="row" fw={400}>
                      <Code>{q.name}</Code>
                    </Table.Th>
                    <Table.Td>
                      <Count n={q.waiting} />
                    </Table.Td>
                    <Table.Td>
                      <Count n={q.retrying} />
                    </Table.Td>
                    <Table.Td>
                      <Count n={q.running} />
                    </Table.Td>
                    <Table.Td>
                      <Count n={q.failed} alarm />
                    </Table.Td>
                  </Table.Tr>
                ))}
                {queues.length === 0 && <EmptyRow columns={5}>The server has no queues.</EmptyRow>}
              </Table.Tbody>
            </Table>
            <Card withBorder component="section" aria-labelledby="failed-title">
              <Title id="failed-title" order={3} size="h5" mb="xs">
                Messages failed for good
              </Title>
              <SimpleGrid cols={4}>
                <Field label="SMS" value={String(failedDeliveries.sms)} />
                <Field label="E-mail" value={String(failedDeliveries.email)} />
              </SimpleGrid>
              <Text size="sm" c="dimmed" mt="xs">
                Each is in its borrower&apos;s messages, with the reason. An agent (on the
                complaint) or a credit officer (under Borrowers) can send it again there.
              </Text>
            </Card>
          </>
        )}
      </Loaded>
    </Stack>
  );
}
