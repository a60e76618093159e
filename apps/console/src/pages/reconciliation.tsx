import {
  Button,
  Card,
  ColorSwatch,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { ResponseOf } from '@tenora/contract/endpoint';
import { opsReconciliation, opsReconciliationResolve } from '@tenora/contract/reconciliation';
import { formatMoney } from '@tenora/domain/money';
import { useEffect, useState } from 'react';
import { call } from '../platform/api.ts';
import { ConfirmButton } from '../ui/confirm.tsx';
import { EmptyRow } from '../ui/empty-row.tsx';
import { formatDay, formatInstant, MARKET_NAMES } from '../ui/format.ts';
import { MarketTabs, useTabList, type Market } from '../ui/market-tabs.tsx';
import { Pager } from '../ui/pager.tsx';
import { Loaded } from '../ui/status.tsx';

type Tab = 'open' | 'resolved' | 'all';
type Queue = ResponseOf<typeof opsReconciliation>;
type Item = Queue['rows'][number];
type Run = Queue['runs'][number];

/** What an item is, as staff say it. */
const KIND_LABELS: Record<Item['kind'], string> = {
  missing_in_ledger: 'At the provider, not in our books',
  missing_at_provider: 'In our books, not at the provider',
  amount_differs: 'Amounts differ',
  duplicate: 'Taken twice',
  booked_late: 'Booked late by the reconciliation',
};

const KIND_COLORS: Record<Item['kind'], string> = {
  missing_in_ledger: 'orange',
  missing_at_provider: 'red',
  amount_differs: 'yellow',
  duplicate: 'grape',
  booked_late: 'teal',
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const SUBJECT_LABELS: Record<Item['subject'], string> = { payment: 'Payment', payout: 'Payout' };

const PROVIDER_NAMES: Record<string, string> = {
  razorpay: 'Razorpay',
  xendit: 'Xendit',
  sandbox: 'Sandbox',
};
const providerName = (p: string) => PROVIDER_NAMES[p] ?? p;

const EMPTY: Record<Tab, string> = {
  open: "Nothing to resolve: every provider's books matched ours.",
  resolved: 'Nothing has been resolved yet.',
  all: 'The reconciliation has found nothing that does not match.',
};

const money = (amount: number | null, market: Item['market']) =>
  amount === null ? '—' : formatMoney(amount, market);

/** What the daily reconciliation found between each provider's books and ours (credit). */
export default function Reconciliation() {
  // The runs come with each list; the one in front says them.
  const [runs, setRuns] = useState<readonly Run[] | null>(null);
  return (
    <Stack>
      <Title order={2}>Reconciliation</Title>
      <Text size="sm" c="dimmed">
        Each morning every payment provider&apos;s books of the day before are matched to ours.
        Money a provider took that we never booked is booked then; everything else that does not
        match waits here until someone says what was done about it.
      </Text>
      <Runs runs={runs} />
      <MarketTabs
        tabs={[
          { value: 'open', label: 'To resolve' },
          { value: 'resolved', label: 'Resolved' },
          { value: 'all', label: 'All' },
        ]}
        list={(state, market) => <ItemList state={state} market={market} onRuns={setRuns} />}
      />
    </Stack>
  );
}

/** The latest day each provider's books were matched in each market; earlier days on asking. */
function Runs({ runs }: { runs: readonly Run[] | null }) {
  const [all, setAll] = useState(false);
  if (!runs) return null;
  const seen = new Set<string>();
  const latest = runs.filter((r) => {
    const key = `${r.provider}:${r.market}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const shown = all ? runs : latest;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="runs-title">
      <Group justify="space-between" mb="xs">
        <Title id="runs-title" order={3} size="h5">
          Latest runs
        </Title>
        {runs.length > latest.length && (
          <Button variant="subtle" size="compact-xs" onClick={() => setAll((a) => !a)}>
            {all ? 'Show the latest day only' : `Show earlier runs (${runs.length} in all)`}
          </Button>
        )}
      </Group>
      {runs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No run yet. The reconciliation runs at 6 am in each market&apos;s morning, for the day
          before.
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={4} fz="sm" aria-labelledby="runs-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Market</Table.Th>
              <Table.Th>Provider</Table.Th>
              <Table.Th ta="right">In the provider&apos;s books</Table.Th>
              <Table.Th ta="right">Matched</Table.Th>
              <Table.Th ta="right">Booked late</Table.Th>
              <Table.Th ta="right">Flagged</Table.Th>
              <Table.Th>Ran at</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => (
              <Table.Tr key={`${r.provider}:${r.market}:${r.day}`}>
                <Table.Td style={NOWRAP}>{formatDay(r.day, r.market)}</Table.Td>
                <Table.Td>{MARKET_NAMES[r.market]}</Table.Td>
                <Table.Td>{providerName(r.provider)}</Table.Td>
                <Table.Td ta="right">{r.providerItems.toLocaleString('en-GB')}</Table.Td>
                <Table.Td ta="right">{r.matched.toLocaleString('en-GB')}</Table.Td>
                <Table.Td ta="right">{r.booked.toLocaleString('en-GB')}</Table.Td>
                <Table.Td ta="right">
                  <Text
                    span
                    size="sm"
                    c={r.flagged > 0 ? 'red.9' : undefined}
                    fw={r.flagged ? 600 : undefined}
                  >
                    {r.flagged.toLocaleString('en-GB')}
                  </Text>
                </Table.Td>
                <Table.Td style={NOWRAP}>{formatInstant(r.ranAt, r.market)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function ItemList({
  state,
  market,
  onRuns,
}: {
  state: Tab;
  market: Market | null;
  onRuns: (runs: readonly Run[]) => void;
}) {
  const { loading, reload, setPage } = useTabList(opsReconciliation, state, market);
  // The answer itself, kept as it came: a new one each load, never each render.
  const answer = loading.state === 'done' ? loading.result : null;
  useEffect(() => {
    if (answer?.ok) onRuns(answer.data.runs.filter((r) => !market || r.market === market));
  }, [answer, market, onRuns]);
  return (
    <Loaded loading={loading} reload={reload}>
      {(data) => (
        <>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Market</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th ta="right" style={NOWRAP}>
                  Provider&apos;s amount
                </Table.Th>
                <Table.Th ta="right">Ours</Table.Th>
                <Table.Th>Detail</Table.Th>
                <Table.Th>Resolution</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <ItemRow key={row.id} initial={row} />
              ))}
              {data.rows.length === 0 && <EmptyRow columns={8}>{EMPTY[state]}</EmptyRow>}
            </Table.Tbody>
          </Table>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
    </Loaded>
  );
}

/** A row keeps the latest answer, so a resolved item shows how where it was resolved. */
function ItemRow({ initial }: { initial: Item }) {
  const [row, setRow] = useState(initial);
  return (
    <Table.Tr>
      <Table.Td style={NOWRAP}>{formatDay(row.day, row.market)}</Table.Td>
      <Table.Td>
        {MARKET_NAMES[row.market]}
        <Text size="xs" c="dimmed">
          {providerName(row.provider)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" align="baseline">
          <ColorSwatch
            color={`var(--mantine-color-${KIND_COLORS[row.kind]}-6)`}
            size={8}
            withShadow={false}
            aria-hidden
          />
          <Text size="sm" fw={500}>
            {KIND_LABELS[row.kind]}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {SUBJECT_LABELS[row.subject]}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {row.reference ?? '—'}
        </Text>
        {row.providerItemId && (
          <Text size="xs" c="dimmed" ff="monospace" title="The provider's own id">
            {row.providerItemId}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP}>
        {money(row.providerAmount, row.market)}
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP}>
        {money(row.ourAmount, row.market)}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.detail}</Text>
      </Table.Td>
      <Table.Td>
        {row.status === 'open' ? (
          <ResolveButton row={row} onAnswer={setRow} />
        ) : (
          <Stack gap={0}>
            <Text size="sm">{row.resolution ?? 'Resolved'}</Text>
            <Text size="xs" c="dimmed">
              {formatInstant(row.resolvedAt, row.market)}
            </Text>
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** How an item is named where a list holds many: its reference, else the provider's id. */
const itemName = (row: Item) =>
  `item ${row.id}${row.reference ? ` (${row.reference})` : row.providerItemId ? ` (${row.providerItemId})` : ''}`;

function ResolveButton({ row, onAnswer }: { row: Item; onAnswer: (row: Item) => void }) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmButton
      label="Resolve"
      accessibleName={`Resolve ${itemName(row)}`}
      title="Resolve this item?"
      body={
        <Stack gap={4}>
          <Text size="sm">
            {KIND_LABELS[row.kind]}: {SUBJECT_LABELS[row.subject].toLowerCase()}{' '}
            <Text span ff="monospace" size="sm">
              {row.reference ?? row.providerItemId ?? `item ${row.id}`}
            </Text>{' '}
            at {providerName(row.provider)}, {formatDay(row.day, row.market)} (
            {MARKET_NAMES[row.market]}).
          </Text>
          <Text size="sm">
            The provider&apos;s amount {money(row.providerAmount, row.market)}; ours{' '}
            {money(row.ourAmount, row.market)}. {row.detail}
          </Text>
          <Text size="sm" c="dimmed">
            Resolving moves no money: do what it needs first (book it, refund it, take it up with
            the provider), then say here what was done.
          </Text>
        </Stack>
      }
      confirmLabel="Resolve"
      color="teal"
      onConfirm={async () => {
        if (!reason.trim()) return 'Say what was done about it.';
        const r = await call(opsReconciliationResolve, { itemId: row.id, reason: reason.trim() });
        if (!r.ok) return r.message;
        onAnswer(r.data.item);
        return null;
      }}
    >
      <Textarea
        label="What was done (kept with the item and in the audit log)"
        required
        maxLength={500}
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </ConfirmButton>
  );
}
