import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { OpsOrderSummary } from '@tenora/contract/ops';
import { formatMoney } from '@tenora/domain/money';
import { formatInstant } from './format.ts';

const DECISION_COLOR = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

export function OrderSummary({ order }: { order: OpsOrderSummary }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>
          Order {order.orderId} · {order.productName}
        </Text>
        <Group gap={4}>
          <Badge color={DECISION_COLOR[order.decision]} variant="light">
            {order.decision}
          </Badge>
          <Badge variant="outline">{order.statusText}</Badge>
        </Group>
      </Group>
      <SimpleGrid cols={4} spacing="xs">
        <Field label="Principal" value={formatMoney(order.principal, order.market)} />
        <Field label="Term" value={`${order.termDays} days`} />
        <Field label="Applied" value={formatInstant(order.createdAt, order.market)} />
        <Field label="Disbursed" value={formatInstant(order.disbursedAt, order.market)} />
      </SimpleGrid>
    </Card>
  );
}

export function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
