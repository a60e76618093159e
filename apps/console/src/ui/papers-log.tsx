import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import {
  opsBorrowerDocuments,
  opsBorrowerPapers,
  opsLoanDocumentResend,
  opsPaperResend,
  type OpsLoanDocument,
  type Paper,
} from '@tenora/contract/papers';
import type { Market } from '@tenora/domain/market';
import { useState } from 'react';
import { call, type Result } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { EmptyRow } from './empty-row.tsx';
import { formatInstant } from './format.ts';
import { LogCard, useSendAgain } from './log-card.tsx';

interface Held {
  papers: Paper[];
  documents: OpsLoanDocument[];
}

/** A row of the log: a paper, or a loan document as issued at confirm. */
interface Row {
  key: number;
  issuedAt: string;
  title: string;
  number: string;
  orderId: number;
  href: string;
  resend: () => Promise<Result<Held>>;
}

/**
 * The borrower's papers (sanction letters, receipts, refund receipts, statements, the certificate that a loan is
 * repaid) and their loans' agreements and key fact statements as issued, newest first: for staff
 * asked for a copy. Each opens as the borrower gets it, and can be told to the borrower again
 * (agent or credit; audited).
 */
export function PapersLog({ userId, market }: { userId: number; market: Market }) {
  const { loading, reload } = useLoad(
    async (signal): Promise<Result<Held>> => {
      const [papers, documents] = await Promise.all([
        call(opsBorrowerPapers, { userId }, { signal }),
        call(opsBorrowerDocuments, { userId }, { signal }),
      ]);
      if (!papers.ok) return papers;
      if (!documents.ok) return documents;
      return { ok: true, data: { ...papers.data, ...documents.data } };
    },
    [userId],
  );
  return (
    <LogCard id="papers-title" title="Papers" loading={loading} reload={reload}>
      {(held) => <List initial={held} market={market} />}
    </LogCard>
  );
}

function rowsOf(held: Held, replace: (next: Partial<Held>) => Held): Row[] {
  const papers: Row[] = held.papers.map((p) => ({
    key: p.id,
    issuedAt: p.issuedAt,
    title: p.title,
    number: p.number,
    orderId: p.orderId,
    href: `/film/ops/papers/file?id=${p.id}`,
    resend: async () => {
      const r = await call(opsPaperResend, { id: p.id });
      return r.ok ? { ok: true, data: replace(r.data) } : r;
    },
  }));
  // Keys apart from the papers' ids: a document is one of two per loan.
  const documents: Row[] = held.documents.map((d) => ({
    key: -(d.orderId * 2 + (d.kind === 'agreement' ? 0 : 1)),
    issuedAt: d.issuedAt,
    title: d.title,
    number: d.number,
    orderId: d.orderId,
    href: `/film/ops/loan-documents/file?orderId=${d.orderId}&kind=${d.kind}`,
    resend: async () => {
      const r = await call(opsLoanDocumentResend, { orderId: d.orderId, kind: d.kind });
      return r.ok ? { ok: true, data: replace(r.data) } : r;
    },
  }));
  return [...papers, ...documents].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
}

function List({ initial, market }: { initial: Held; market: Market }) {
  const [held, setHeld] = useState(initial);
  const { sending, send, notice } = useSendAgain();
  const rows = rowsOf(held, (next) => ({ ...held, ...next }));

  const sendAgain = (row: Row) =>
    send(row.key, row.resend, (data) => {
      setHeld(data);
      return `${row.number} is sent to the borrower again: a message in the app, by SMS and e-mail.`;
    });

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
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{formatInstant(row.issuedAt, market)}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.title}</Text>
                <Text size="xs" c="dimmed">
                  {row.number} · order {row.orderId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor size="sm" href={row.href} download aria-label={`Download ${row.number}`}>
                    Download
                  </Anchor>
                  <Button
                    size="compact-xs"
                    variant="light"
                    loading={sending === row.key}
                    onClick={() => void sendAgain(row)}
                    aria-label={`Send again: ${row.number}`}
                  >
                    Send again
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <EmptyRow columns={3}>
              No papers yet: a loan's agreement and key facts come when it is confirmed, a receipt
              with each payment.
            </EmptyRow>
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
