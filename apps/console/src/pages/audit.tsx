import {
  Button,
  Code,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { opsAuditList, opsStaffList, type OpsAuditEntry } from '@tenora/contract/ops';
import { useState, type FormEvent } from 'react';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { formatInstant } from '../ui/format.ts';
import { EmptyRow } from '../ui/empty-row.tsx';
import { Pager } from '../ui/pager.tsx';
import { Loaded } from '../ui/status.tsx';

interface Filters {
  staffId: string;
  action: string;
  objectType: string;
  objectId: string;
  from: string;
  to: string;
}

const NONE: Filters = { staffId: '', action: '', objectType: '', objectId: '', from: '', to: '' };

export default function Audit() {
  const [typed, setTyped] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<OpsAuditEntry | null>(null);
  const { loading, reload } = useLoad(
    (signal) =>
      call(
        opsAuditList,
        {
          staffId: Number(filters.staffId) || undefined,
          action: filters.action || undefined,
          objectType: filters.objectType || undefined,
          objectId: filters.objectId || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          page,
        },
        { signal },
      ),
    [JSON.stringify(filters), page],
  );
  // The staff filter names people; the list is the admin's own staff page's.
  const staff = useLoad((signal) => call(opsStaffList, {}, { signal }), []).loading;
  const staffOptions =
    staff.state === 'done' && staff.result.ok
      ? staff.result.data.staff.map((m) => ({
          value: String(m.id),
          label: `${m.name} (${m.email})`,
        }))
      : [];
  const field = (name: keyof Filters) => ({
    value: typed[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setTyped((t) => ({ ...t, [name]: e.currentTarget.value })),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({
      ...typed,
      action: typed.action.trim(),
      objectType: typed.objectType.trim(),
      objectId: typed.objectId.trim(),
    });
    setPage(1);
  };

  return (
    <Stack>
      <Title order={2}>Audit log</Title>
      <form onSubmit={apply} role="search">
        <Group align="flex-end">
          <Select
            label="Staff"
            placeholder="Anyone"
            data={staffOptions}
            value={typed.staffId || null}
            onChange={(v) => setTyped((t) => ({ ...t, staffId: v ?? '' }))}
            clearable
            searchable
            w={240}
          />
          <TextInput label="Action" placeholder="complaint.reply" w={180} {...field('action')} />
          <TextInput label="Object type" placeholder="complaint" w={150} {...field('objectType')} />
          <TextInput label="Object id" w={120} {...field('objectId')} />
          <TextInput label="From" type="date" {...field('from')} />
          <TextInput label="To" type="date" {...field('to')} />
          <Button type="submit" variant="light">
            Filter
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setTyped(NONE);
              setFilters(NONE);
              setPage(1);
            }}
          >
            Clear
          </Button>
        </Group>
      </form>
      <Loaded loading={loading} reload={reload}>
        {(data) => (
          <>
            <Table withTableBorder striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Object</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatInstant(e.at)}</Table.Td>
                    <Table.Td>
                      {e.staffEmail ?? (e.staffId === null ? 'script' : `#${e.staffId}`)}
                    </Table.Td>
                    <Table.Td>
                      <Code>{e.action}</Code>
                    </Table.Td>
                    <Table.Td>
                      {e.objectType} {e.objectId}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => setShown(e)}
                        aria-label={`Before and after of ${e.action} on ${e.objectType} ${e.objectId}`}
                      >
                        Before / after
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {data.rows.length === 0 && <EmptyRow columns={5}>No entries match.</EmptyRow>}
              </Table.Tbody>
            </Table>
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              capped={data.totalCapped}
              onPage={setPage}
            />
          </>
        )}
      </Loaded>
      {shown && <DiffDialog entry={shown} onClose={() => setShown(null)} />}
    </Stack>
  );
}

/** Every field path of a JSON value, with its value as text: what a diff compares. */
function flatten(
  value: unknown,
  prefix = '',
  out = new Map<string, string>(),
): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) out.set(prefix, '{}');
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix || value !== null) {
    out.set(prefix || '(value)', JSON.stringify(value));
  }
  return out;
}

function DiffDialog({ entry, onClose }: { entry: OpsAuditEntry; onClose: () => void }) {
  const before = flatten(entry.before ?? null);
  const after = flatten(entry.after ?? null);
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${entry.action} · ${entry.objectType} ${entry.objectId}`}
      size="xl"
      centered
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {formatInstant(entry.at)} by {entry.staffEmail ?? 'a script'}. Changed fields are
          highlighted.
        </Text>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {paths.map((p) => {
              const b = before.get(p);
              const a = after.get(p);
              const changed = a !== b;
              return (
                <Table.Tr key={p} bg={changed ? 'yellow.0' : undefined}>
                  <Table.Td>
                    <Code>{p}</Code>
                    {changed && (
                      <Text span size="xs" c="orange" ml={4}>
                        changed
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{b ?? '—'}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{a ?? '—'}</Table.Td>
                </Table.Tr>
              );
            })}
            {paths.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>Nothing recorded.</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <SimpleGrid cols={2}>
          <div>
            <Text size="sm" fw={600}>
              Before (raw)
            </Text>
            <Code block>{JSON.stringify(entry.before ?? null, null, 2)}</Code>
          </div>
          <div>
            <Text size="sm" fw={600}>
              After (raw)
            </Text>
            <Code block>{JSON.stringify(entry.after ?? null, null, 2)}</Code>
          </div>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
