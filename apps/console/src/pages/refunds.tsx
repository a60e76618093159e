import { Badge, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import {
  opsRefund,
  opsRefundList,
  type OpsRefund,
  type OpsRefundState,
} from '@tenora/contract/ops';
import { formatMoney } from '@tenora/domain/money';
import { useState } from 'react';
import { Link } from '../app/router.tsx';
import { call } from '../platform/api.ts';
import { ConfirmButton } from '../ui/confirm.tsx';
import { formatInstant, METHOD_NAMES } from '../ui/format.ts';
import { EmptyRow } from '../ui/empty-row.tsx';
import { MarketTabs, useTabList, type Market } from '../ui/market-tabs.tsx';
import { Pager } from '../ui/pager.tsx';
import { Loaded } from '../ui/status.tsx';

type Tab = 'open' | 'refunded';

const STATE_BADGES: Record<OpsRefundState, { label: string; color: string }> = {
  due: { label: 'To refund', color: 'gray' },
  requested: { label: 'Requested', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'teal' },
};

/** What the money was for says why it goes back; staff may write their own. */
const SUGGESTED_REASON: Record<OpsRefund['purpose'], string> = {
  repayment: 'Paid after the loan was already repaid',
  extension: 'Extension fee paid when the loan could not be extended',
};

/** Money a provider brought in that the loan no longer owed, and its refunds (credit). */
export default function Refunds() {
  return (
    <Stack>
      <Title order={2}>Refunds</Title>
      <Text size="sm" c="dimmed">
        Payments that arrived when the loan no longer owed them. Each goes back whole to the payer
        through the payment provider, once; the borrower sees it on their loan.
      </Text>
      <MarketTabs
        tabs={[
          { value: 'open', label: 'To refund' },
          { value: 'refunded', label: 'Refunded' },
        ]}
        list={(state, market) => <RefundList state={state} market={market} />}
      />
    </Stack>
  );
}

function RefundList({ state, market }: { state: Tab; market: Market | null }) {
  const { loading, reload, setPage } = useTabList(opsRefundList, state, market);
  return (
    <Loaded loading={loading} reload={reload}>
      {(data) => (
        <>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Payment</Table.Th>
                <Table.Th>Borrower</Table.Th>
                <Table.Th>Order</Table.Th>
                <Table.Th>Paid by</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Received</Table.Th>
                <Table.Th>Refund</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <RefundRow key={row.reference} initial={row} />
              ))}
              {data.rows.length === 0 && (
                <EmptyRow columns={8}>
                  {state === 'open' ? 'No money waits to be refunded.' : 'No refunds yet.'}
                </EmptyRow>
              )}
            </Table.Tbody>
          </Table>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
    </Loaded>
  );
}

/** A row keeps the latest answer, so a refund shows its outcome where it was asked for. */
function RefundRow({ initial }: { initial: OpsRefund }) {
  const [row, setRow] = useState(initial);
  const money = formatMoney(row.amount, row.market);
  const badge = STATE_BADGES[row.state];
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {row.reference}
        </Text>
      </Table.Td>
      <Table.Td>
        <Link to={`/borrowers?phone=${encodeURIComponent(row.phone)}`}>{row.phone}</Link>
      </Table.Td>
      <Table.Td>{row.orderId}</Table.Td>
      <Table.Td>
        {METHOD_NAMES[row.method]}
        {row.purpose === 'extension' && (
          <Text size="xs" c="dimmed">
            Extension fee
          </Text>
        )}
      </Table.Td>
      <Table.Td>{money}</Table.Td>
      <Table.Td>{formatInstant(row.receivedAt, row.market)}</Table.Td>
      <Table.Td>
        <Badge color={badge.color} variant="light">
          {badge.label}
        </Badge>
        <RefundNote row={row} />
      </Table.Td>
      <Table.Td>
        {row.state !== 'refunded' && <RefundButton row={row} money={money} onAnswer={setRow} />}
      </Table.Td>
    </Table.Tr>
  );
}

function RefundNote({ row }: { row: OpsRefund }) {
  const r = row.refund;
  if (!r) return null;
  const who = r.requestedBy ? ` by ${r.requestedBy}` : '';
  return (
    <Stack gap={0} mt={4}>
      {row.state === 'failed' && r.failure && (
        <Text size="xs" c="red">
          {r.failure.message} ({r.failure.code})
        </Text>
      )}
      {row.state === 'refunded' && (
        <Text size="xs">
          {formatInstant(r.settledAt, row.market)} · {r.providerRefundId}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {r.reason} · asked {formatInstant(r.requestedAt, row.market)}
        {who}
        {r.attempt > 1 ? ` · try ${r.attempt}` : ''}
      </Text>
    </Stack>
  );
}

const BUTTON_LABELS: Record<Exclude<OpsRefundState, 'refunded'>, string> = {
  due: 'Refund',
  failed: 'Try again',
  requested: 'Check again',
};

function RefundButton({
  row,
  money,
  onAnswer,
}: {
  row: OpsRefund;
  money: string;
  onAnswer: (row: OpsRefund) => void;
}) {
  const [reason, setReason] = useState(row.refund?.reason ?? SUGGESTED_REASON[row.purpose]);
  const label = BUTTON_LABELS[row.state as keyof typeof BUTTON_LABELS];
  return (
    <ConfirmButton
      label={label}
      accessibleName={`${label}: refund ${row.reference}`}
      title="Refund this payment?"
      body={
        <Text size="sm">
          Give {money} back to {row.phone} (order {row.orderId}) through the payment provider. The
          borrower sees the refund on their loan.
        </Text>
      }
      confirmLabel="Refund"
      color="teal"
      onConfirm={async () => {
        if (!reason.trim()) return 'Give a reason for the refund.';
        const r = await call(opsRefund, { reference: row.reference, reason: reason.trim() });
        if (!r.ok) return r.message;
        onAnswer(r.data.refund);
        const failure = r.data.refund.refund?.failure;
        if (r.data.refund.state === 'failed' && failure)
          return `The provider refused the refund: ${failure.message} (${failure.code}). You can try again.`;
        if (r.data.refund.state === 'requested')
          return 'The provider has not finished this refund yet. Check again later.';
        return null;
      }}
    >
      <Textarea
        label="Reason (kept with the refund and in the audit log)"
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </ConfirmButton>
  );
}
