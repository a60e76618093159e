import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ResponseOf } from '@tenora/contract/endpoint';
import { opsComplaintList, opsComplaintSummary, type OpsComplaintRow } from '@tenora/contract/ops';
import { useState, type FormEvent } from 'react';
import { Link, navigate, useLocation } from '../app/router.tsx';
import { call } from '../platform/api.ts';
import { useLoad, type Loading } from '../platform/use-load.ts';
import { formatDay, formatInstant, formatShare, MARKET_NAMES } from '../ui/format.ts';
import { Pager } from '../ui/pager.tsx';
import { Loaded } from '../ui/status.tsx';

const PAGE_SIZE = 50;
// Short cells stay on one line; the borrower's words take what is left.
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'dueSoon', label: 'Due soon' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'answered', label: 'Answered' },
  { value: 'all', label: 'All' },
];

const ASSIGNEES = [
  { value: 'me', label: 'Assigned to me' },
  { value: 'none', label: 'No one' },
];

const MARKETS = [
  { value: 'IN', label: 'India' },
  { value: 'ID', label: 'Indonesia' },
];

type Filters = {
  market?: 'IN' | 'ID';
  type?: number;
  status?: 'open' | 'dueSoon' | 'overdue' | 'answered' | 'all';
  assignee?: 'me' | 'none';
  reference?: string;
  page: number;
};

function readFilters(query: URLSearchParams): Filters {
  const market = query.get('market');
  const status = query.get('status');
  const assignee = query.get('assignee');
  const type = Number(query.get('type'));
  return {
    market: market === 'IN' || market === 'ID' ? market : undefined,
    type: Number.isInteger(type) && type > 0 ? type : undefined,
    status: STATUSES.some((s) => s.value === status) ? (status as Filters['status']) : undefined,
    assignee: assignee === 'me' || assignee === 'none' ? assignee : undefined,
    reference: query.get('reference') || undefined,
    page: Math.max(1, Number(query.get('page')) || 1),
  };
}

/** The filters live in the address, so a filtered queue can be reloaded and shared. */
function writeFilters(next: Filters): void {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(next)) {
    if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) query.set(k, String(v));
  }
  const qs = query.toString();
  navigate(qs ? `/complaints?${qs}` : '/complaints', { replace: true });
}

type SummaryData = ResponseOf<typeof opsComplaintSummary>;

function Summary({ loading, reload }: { loading: Loading<SummaryData>; reload: () => void }) {
  return (
    <Loaded loading={loading} reload={reload}>
      {({ markets }) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} component="section" aria-label="Summary by market">
          {markets.map((m) => (
            <Card key={m.market} withBorder padding="sm">
              <Text fw={600} mb={4}>
                {MARKET_NAMES[m.market]}
              </Text>
              <Group gap="lg">
                <Figure label="Open" value={String(m.open)} />
                <Figure label="Overdue" value={String(m.overdue)} alert={m.overdue > 0} />
                <Figure label="Due soon" value={String(m.dueSoon)} note="within 2 working days" />
                <Figure label="Answered" value={String(m.answered)} />
                <Figure
                  label="Answered within due date"
                  value={formatShare(m.shareAnsweredWithinDue)}
                  // An open complaint past its due date has missed it as surely as a late answer.
                  note={`${m.answeredWithinDue} of ${m.answeredOrOverdue} answered or overdue`}
                />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Loaded>
  );
}

function Figure({
  label,
  value,
  alert,
  note,
}: {
  label: string;
  value: string;
  alert?: boolean;
  note?: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={alert ? 'red' : undefined}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

function StatusBadge({ row }: { row: OpsComplaintRow }) {
  if (row.overdue)
    return (
      <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
        Overdue
      </Badge>
    );
  if (row.status === 'answered') return <Badge color="green">Answered</Badge>;
  if (row.dueSoon)
    return (
      <Badge color="orange" variant="filled" style={{ flexShrink: 0 }}>
        Due soon
      </Badge>
    );
  return <Badge color="blue">Open</Badge>;
}

export default function Queue() {
  const { query } = useLocation();
  const filters = readFilters(query);
  const [reference, setReference] = useState(filters.reference ?? '');
  const key = JSON.stringify(filters);
  const { loading, reload } = useLoad(
    (signal) => call(opsComplaintList, { ...filters, pageSize: PAGE_SIZE }, { signal }),
    [key],
  );
  const summary = useLoad((signal) => call(opsComplaintSummary, {}, { signal }), []);
  // The types come with the summary, named by the server, so a new type needs no edit here.
  const types =
    summary.loading.state === 'done' && summary.loading.result.ok
      ? summary.loading.result.data.types.map((t) => ({ value: String(t.type), label: t.title }))
      : [];
  const set = (change: Partial<Filters>) => writeFilters({ ...filters, page: 1, ...change });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ reference: reference.trim() || undefined });
  };

  return (
    <Stack>
      <Title order={2}>Complaints</Title>
      <Summary {...summary} />
      <Group align="flex-end" component="form" onSubmit={search} role="search">
        <Select
          label="Market"
          placeholder="All markets"
          data={MARKETS}
          value={filters.market ?? null}
          onChange={(v) => set({ market: (v as Filters['market']) ?? undefined })}
          clearable
          w={160}
        />
        <Select
          label="Type"
          placeholder="All types"
          data={types}
          value={filters.type ? String(filters.type) : null}
          onChange={(v) => set({ type: v ? Number(v) : undefined })}
          clearable
          w={220}
        />
        <Select
          label="Status"
          data={STATUSES}
          value={filters.status ?? 'open'}
          onChange={(v) => set({ status: (v as Filters['status']) ?? undefined })}
          allowDeselect={false}
          w={150}
        />
        <Select
          label="Assigned"
          placeholder="Anyone"
          data={ASSIGNEES}
          value={filters.assignee ?? null}
          onChange={(v) => set({ assignee: (v as Filters['assignee']) ?? undefined })}
          clearable
          w={170}
        />
        <TextInput
          label="Reference"
          placeholder="TNC-IN-000123"
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          w={200}
        />
        <Button type="submit" variant="light">
          Search
        </Button>
      </Group>
      <Loaded loading={loading} reload={reload}>
        {(data) => (
          <>
            <Table striped highlightOnHover withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th>Market</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Due date</Table.Th>
                  <Table.Th>Assigned to</Table.Th>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Borrower wrote</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr
                    key={row.complaintId}
                    bg={row.overdue ? 'red.0' : row.dueSoon ? 'orange.0' : undefined}
                  >
                    <Table.Td style={NOWRAP}>
                      <Link to={`/complaints/${row.complaintId}`}>{row.reference}</Link>
                    </Table.Td>
                    <Table.Td>{row.market}</Table.Td>
                    <Table.Td style={NOWRAP}>{row.typeTitle}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <StatusBadge row={row} />
                        {row.extended && (
                          <Badge variant="outline" style={{ flexShrink: 0 }}>
                            Extended
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td style={NOWRAP}>{formatDay(row.dueDate, row.market)}</Table.Td>
                    <Table.Td style={NOWRAP}>
                      {row.assignee?.name ?? (
                        <Text span c="dimmed" size="sm">
                          No one
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={NOWRAP}>{formatInstant(row.createdAt, row.market)}</Table.Td>
                    <Table.Td maw={300}>
                      <Text size="sm" truncate="end" title={row.excerpt}>
                        {row.excerpt}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {data.rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text c="dimmed" ta="center" py="md">
                        No complaints match these filters.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => writeFilters({ ...filters, page })}
            />
          </>
        )}
      </Loaded>
    </Stack>
  );
}
