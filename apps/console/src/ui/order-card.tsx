import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OpsConsent, OpsOrderSummary } from '@tenora/contract/ops';
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
      <ConsentBlock consent={order.consent} market={order.market} />
    </Card>
  );
}

/**
 * The borrower's consent as the server recorded it (docs/decisions/099-consent-is-a-record.md):
 * what a member shows when asked whether, and to what, the borrower agreed.
 */
function ConsentBlock({
  consent,
  market,
}: {
  consent: OpsConsent | null;
  market: OpsOrderSummary['market'];
}) {
  return (
    <Stack gap={4} mt="sm" component="section" aria-label="Consent">
      <Text size="sm" fw={600}>
        Consent
      </Text>
      {consent ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Field label="Given" value={formatInstant(consent.at, market)} />
          <Field label="Documents id" value={consent.documentsId} />
          <Field label="Address" value={consent.address} />
          <Field label="Device" value={deviceText(consent)} />
          <Field label="App version" value={consent.appVersion ?? '—'} />
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          No consent recorded: the order was made before consent was kept.
        </Text>
      )}
    </Stack>
  );
}

const deviceText = (c: OpsConsent) =>
  [c.userAgent, c.deviceId && `device id ${c.deviceId}`].filter(Boolean).join(' · ') || '—';

export function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
