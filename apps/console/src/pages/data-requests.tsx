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
  Textarea,
  Title,
} from '@mantine/core';
import type { ResponseOf } from '@tenora/contract/endpoint';
import { opsDataRequestAct, opsDataRequests, type OpsDataRequest } from '@tenora/contract/privacy';
import {
  DATA_REQUEST_DETAIL_MAX,
  DATA_REQUEST_KINDS,
  REQUEST_DUE_SOON_HOURS,
  type DataRequestKind,
} from '@tenora/domain/privacy';
import { useContext, useState } from 'react';
import { Link, navigate, useLocation } from '../app/router.tsx';
import { Session } from '../app/session.ts';
import { call, type Result } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { ConfirmButton } from '../ui/confirm.tsx';
import { EmptyRow } from '../ui/empty-row.tsx';
import { formatInstant, MARKET_NAMES } from '../ui/format.ts';
import { Pager } from '../ui/pager.tsx';
import { Loaded } from '../ui/status.tsx';

type Market = OpsDataRequest['market'];
type ListData = ResponseOf<typeof opsDataRequests>;
type Action = 'answer' | 'erase' | 'refuse';

// Short cells stay on one line; the borrower's words take what is left.
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const KIND_NAMES: Record<DataRequestKind, string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  grievance: 'Grievance',
};

const KINDS = DATA_REQUEST_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }));

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'dueSoon', label: 'Due soon' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

const MARKETS = [
  { value: 'IN', label: 'India' },
  { value: 'ID', label: 'Indonesia' },
];

/** What a request that is done became, by its kind. */
const DONE_NAMES: Record<DataRequestKind, string> = {
  access: 'Given',
  correction: 'Corrected',
  erasure: 'Erased',
  grievance: 'Answered',
};

type Filters = {
  market?: Market;
  kind?: DataRequestKind;
  status?: 'open' | 'dueSoon' | 'overdue' | 'closed' | 'all';
  page: number;
};

function readFilters(query: URLSearchParams): Filters {
  const market = query.get('market');
  const kind = query.get('kind');
  const status = query.get('status');
  return {
    market: market === 'IN' || market === 'ID' ? market : undefined,
    kind: DATA_REQUEST_KINDS.find((k) => k === kind),
    status: STATUSES.some((s) => s.value === status) ? (status as Filters['status']) : undefined,
    page: Math.max(1, Number(query.get('page')) || 1),
  };
}

/** The filters live in the address, so a filtered queue can be reloaded and shared. */
function writeFilters(next: Filters): void {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(next)) {
    if (v !== undefined && !(k === 'page' && v === 1)) query.set(k, String(v));
  }
  const qs = query.toString();
  navigate(qs ? `/data-requests?${qs}` : '/data-requests', { replace: true });
}

/** The borrowers' requests about their data, each against its market's legal clock (agent). */
export default function DataRequests() {
  const { query } = useLocation();
  const filters = readFilters(query);
  const { loading, reload } = useLoad(
    (signal) => call(opsDataRequests, filters, { signal }),
    [JSON.stringify(filters)],
  );
  const set = (change: Partial<Filters>) => writeFilters({ ...filters, page: 1, ...change });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Data requests</Title>
        <Button variant="default" onClick={reload}>
          Refresh
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Borrowers&apos; requests about their data: to correct or erase it, their grievances about
        how it is handled, and the copies they took themselves in the app. India&apos;s DPDP Act
        2023 gives the lender 30 days to answer, Indonesia&apos;s PDP Law 27/2022 3 × 24 hours. An
        answer or a refusal is sent to the borrower in your words; an approved erasure is carried
        out by a job, which tells the borrower itself.
      </Text>
      <Group align="flex-end" role="search" aria-label="Filter data requests">
        <Select
          label="Market"
          placeholder="All markets"
          data={MARKETS}
          value={filters.market ?? null}
          onChange={(v) => set({ market: (v as Market | null) ?? undefined })}
          clearable
          w={160}
        />
        <Select
          label="Kind"
          placeholder="All kinds"
          data={KINDS}
          value={filters.kind ?? null}
          onChange={(v) => set({ kind: (v as DataRequestKind | null) ?? undefined })}
          clearable
          w={180}
        />
        <Select
          label="Status"
          data={STATUSES}
          value={filters.status ?? 'open'}
          onChange={(v) => set({ status: (v as Filters['status']) ?? undefined })}
          allowDeselect={false}
          w={150}
        />
      </Group>
      <Loaded loading={loading} reload={reload}>
        {(data) => (
          <>
            <Counts counts={data.counts} />
            <Table striped highlightOnHover withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Request</Table.Th>
                  <Table.Th>Borrower</Table.Th>
                  <Table.Th>Market</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Opened</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>Borrower wrote</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <RequestRow key={row.id} initial={row} />
                ))}
                {data.rows.length === 0 && (
                  <EmptyRow columns={8}>No data requests match these filters.</EmptyRow>
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

function Counts({ counts }: { counts: ListData['counts'] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} component="section" aria-label="Summary by market">
      {counts.map((c) => (
        <Card key={c.market} withBorder padding="sm">
          <Text fw={600} mb={4}>
            {MARKET_NAMES[c.market]}
          </Text>
          <Group gap="lg">
            <Figure label="Open" value={c.open} />
            <Figure
              label="Due soon"
              value={c.dueSoon}
              note={`within ${REQUEST_DUE_SOON_HOURS[c.market]} hours`}
            />
            <Figure label="Overdue" value={c.overdue} alert={c.overdue > 0} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Figure({
  label,
  value,
  alert,
  note,
}: {
  label: string;
  value: number;
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

/** A row keeps the latest answer, so an act shows its outcome where it was taken. */
function RequestRow({ initial }: { initial: OpsDataRequest }) {
  const [row, setRow] = useState(initial);
  const session = useContext(Session);
  const name = `${KIND_NAMES[row.kind]} request ${row.id}`;
  return (
    <Table.Tr bg={row.overdue ? 'red.0' : row.dueSoon ? 'orange.0' : undefined}>
      <Table.Td style={NOWRAP}>
        <Text size="sm" fw={600}>
          {KIND_NAMES[row.kind]}
        </Text>
        <Text size="xs" c="dimmed">
          No. {row.id}
        </Text>
      </Table.Td>
      <Table.Td style={NOWRAP}>
        {row.phone === null ? (
          <Text span size="sm" c="dimmed">
            Forgotten
          </Text>
        ) : // Borrowers opens to credit staff only: an agent without it is not sent to a refusal.
        session?.staff.roles.includes('credit') ? (
          <Link to={`/borrowers?phone=${encodeURIComponent(row.phone)}`}>{row.phone}</Link>
        ) : (
          row.phone
        )}
      </Table.Td>
      <Table.Td>{MARKET_NAMES[row.market]}</Table.Td>
      <Table.Td miw={110}>
        <StatusCell row={row} />
      </Table.Td>
      <Table.Td>
        <When iso={row.openedAt} market={row.market} />
      </Table.Td>
      <Table.Td>
        <When iso={row.dueAt} market={row.market} />
      </Table.Td>
      <Table.Td maw={320}>
        {row.detail ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {row.detail}
          </Text>
        ) : (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {row.status === 'open' && (
          <Stack gap={6} align="flex-start">
            {row.kind === 'erasure' ? (
              <ActButton action="erase" row={row} name={name} onAnswer={setRow} />
            ) : (
              <ActButton action="answer" row={row} name={name} onAnswer={setRow} />
            )}
            <ActButton action="refuse" row={row} name={name} onAnswer={setRow} />
          </Stack>
        )}
        {row.status === 'erasing' && <LookAgain row={row} name={name} onAnswer={setRow} />}
      </Table.Td>
    </Table.Tr>
  );
}

/** A time in the market's zone that breaks, if it must, between its day and its clock. */
function When({ iso, market }: { iso: string; market: Market }) {
  const [day, clock] = formatInstant(iso, market).split(/, (?=[^,]*$)/);
  if (clock === undefined) return <span style={NOWRAP}>{day}</span>;
  return (
    <>
      <span style={NOWRAP}>{day},</span> <span style={NOWRAP}>{clock}</span>
    </>
  );
}

function StatusCell({ row }: { row: OpsDataRequest }) {
  const at = (iso: string | null) => formatInstant(iso, row.market);
  const by = row.closedBy ? `by ${row.closedBy}, ` : '';
  if (row.status === 'open') {
    if (row.overdue)
      return (
        <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
          Overdue
        </Badge>
      );
    if (row.dueSoon)
      return (
        <Badge color="orange" variant="filled" style={{ flexShrink: 0 }}>
          Due soon
        </Badge>
      );
    return <Badge color="blue">Open</Badge>;
  }
  if (row.status === 'withdrawn')
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="gray">Withdrawn</Badge>
        <Text size="xs" c="dimmed">
          by the borrower, {at(row.closedAt)}
        </Text>
      </Stack>
    );
  const badge =
    row.status === 'erasing'
      ? { label: 'Erasing…', color: 'violet' }
      : row.status === 'refused'
        ? { label: 'Refused', color: 'red' }
        : { label: DONE_NAMES[row.kind], color: 'teal' };
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      {row.erasedAt && <Text size="xs">Erased {at(row.erasedAt)}</Text>}
      {row.kind === 'erasure' && row.status !== 'refused' ? (
        // An approved erasure is closed when the job has erased, not when it was approved.
        row.closedBy && (
          <Text size="xs" c="dimmed">
            Approved by {row.closedBy}
          </Text>
        )
      ) : (
        <Text size="xs" c="dimmed">
          {row.kind === 'access' && !row.closedBy ? 'in the app, ' : by}
          {at(row.closedAt)}
        </Text>
      )}
      {row.answer && (
        <Text size="xs" maw={280} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Note: {row.answer}
        </Text>
      )}
    </Stack>
  );
}

const ACTIONS: Record<
  Action,
  { label: string; title: string; confirm: string; color: string; what: string }
> = {
  answer: {
    label: 'Answer',
    title: 'Answer this request?',
    confirm: 'Send answer',
    color: 'teal',
    what: 'Close it as done: say what was corrected, or answer the grievance.',
  },
  erase: {
    label: 'Approve erasure',
    title: 'Approve this erasure?',
    confirm: 'Approve erasure',
    color: 'red',
    what:
      'The account is closed and the data erased, which cannot be undone. Loan records the law ' +
      'requires are kept. The server refuses while a loan is open.',
  },
  refuse: {
    label: 'Refuse',
    title: 'Refuse this request?',
    confirm: 'Refuse',
    color: 'gray',
    what: 'Close it without acting: say why.',
  },
};

function ActButton({
  action,
  row,
  name,
  onAnswer,
}: {
  action: Action;
  row: OpsDataRequest;
  name: string;
  onAnswer: (row: OpsDataRequest) => void;
}) {
  const [note, setNote] = useState('');
  const a = ACTIONS[action];
  return (
    <ConfirmButton
      label={a.label}
      accessibleName={`${a.label}: ${name}`}
      title={a.title}
      body={
        <Stack gap="xs">
          <Text size="sm">
            {name} from {row.phone ?? 'a forgotten borrower'} ({MARKET_NAMES[row.market]}), due{' '}
            {formatInstant(row.dueAt, row.market)}.
          </Text>
          <Text size="sm">{a.what}</Text>
          <Text size="sm">
            {action === 'erase'
              ? 'The note is kept with the request, as the answer the borrower sees should they sign in again; the erasure job sends its own message, that the account is closed and what the law keeps.'
              : "The note is sent to the borrower as the lender's answer."}
          </Text>
        </Stack>
      }
      confirmLabel={a.confirm}
      color={a.color}
      onConfirm={async () => {
        if (!note.trim()) return 'Write the note to the borrower.';
        const r = await call(opsDataRequestAct, { id: row.id, action, note: note.trim() });
        if (!r.ok) return r.message;
        onAnswer(r.data);
        return null;
      }}
    >
      <Textarea
        label="Note to the borrower"
        description={`${note.length.toLocaleString('en-GB')} of ${DATA_REQUEST_DETAIL_MAX.toLocaleString('en-GB')} characters`}
        required
        rows={4}
        maxLength={DATA_REQUEST_DETAIL_MAX}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
    </ConfirmButton>
  );
}

/** An erasure runs as a job after its approval: its row is read again, alone, by its id. */
async function findRequest(row: OpsDataRequest): Promise<Result<OpsDataRequest | null>> {
  const r = await call(opsDataRequests, { id: row.id, status: 'all' });
  if (!r.ok) return r;
  return { ok: true, data: r.data.rows[0] ?? null };
}

function LookAgain({
  row,
  name,
  onAnswer,
}: {
  row: OpsDataRequest;
  name: string;
  onAnswer: (row: OpsDataRequest) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const look = async () => {
    setBusy(true);
    setError(null);
    const r = await findRequest(row);
    setBusy(false);
    if (!r.ok) setError(r.message);
    else if (r.data) onAnswer(r.data);
    else setError('This request is no longer listed. Refresh the page.');
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        variant="light"
        loading={busy}
        onClick={() => void look()}
        aria-label={`Refresh ${name}`}
      >
        Refresh
      </Button>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
