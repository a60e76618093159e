import { Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import {
  opsLoanApplications,
  opsLoanApprove,
  opsLoanDisburse,
  opsLoanReject,
} from '@tenora/contract/ops';
import { formatMoney } from '@tenora/domain/money';
import { useState } from 'react';
import { Link } from '../app/router.tsx';
import { call } from '../platform/api.ts';
import { ConfirmButton } from '../ui/confirm.tsx';
import { formatInstant } from '../ui/format.ts';
import { EmptyRow } from '../ui/empty-row.tsx';
import { MarketTabs, useTabList, type Market } from '../ui/market-tabs.tsx';
import { Pager } from '../ui/pager.tsx';
import { Loaded } from '../ui/status.tsx';

type State = 'review' | 'approved';

export default function Loans() {
  return (
    <Stack>
      <Title order={2}>Loans</Title>
      <MarketTabs
        tabs={[
          { value: 'review', label: 'Under review' },
          { value: 'approved', label: 'Approved, to disburse' },
        ]}
        list={(state, market) => <Applications state={state} market={market} />}
      />
    </Stack>
  );
}

function Applications({ state, market }: { state: State; market: Market | null }) {
  const { loading, reload, setPage } = useTabList(opsLoanApplications, state, market);
  return (
    <Loaded loading={loading} reload={reload}>
      {(data) => (
        <>
          <Table striped withTableBorder highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Borrower</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Principal</Table.Th>
                <Table.Th>Term</Table.Th>
                <Table.Th>Applied</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map(({ order, phone }) => {
                const money = formatMoney(order.principal, order.market);
                const what = `order ${order.orderId} (${money} for ${phone})`;
                return (
                  <Table.Tr key={order.orderId}>
                    <Table.Td>{order.orderId}</Table.Td>
                    <Table.Td>
                      <Link to={`/borrowers?phone=${encodeURIComponent(phone)}`}>{phone}</Link>
                    </Table.Td>
                    <Table.Td>{order.productName}</Table.Td>
                    <Table.Td>{money}</Table.Td>
                    <Table.Td>{order.termDays} days</Table.Td>
                    <Table.Td>{formatInstant(order.createdAt, order.market)}</Table.Td>
                    <Table.Td>
                      {state === 'review' ? (
                        <Group gap="xs">
                          <ConfirmButton
                            label="Approve"
                            accessibleName={`Approve order ${order.orderId}`}
                            title="Approve this loan?"
                            body={
                              <Text size="sm">Approve {what}. It then waits for disbursal.</Text>
                            }
                            confirmLabel="Approve"
                            color="teal"
                            onConfirm={async () => {
                              const r = await call(opsLoanApprove, { orderId: order.orderId });
                              if (!r.ok) return r.message;
                              reload();
                              return null;
                            }}
                          />
                          <RejectButton orderId={order.orderId} what={what} done={reload} />
                        </Group>
                      ) : (
                        <ConfirmButton
                          label="Disburse"
                          accessibleName={`Disburse order ${order.orderId}`}
                          title="Disburse this loan?"
                          body={
                            <Text size="sm">
                              Disburse {what}. The repayment schedule starts today and the borrower
                              sees &quot;Repayment pending&quot;.
                            </Text>
                          }
                          confirmLabel="Disburse"
                          color="teal"
                          onConfirm={async () => {
                            const r = await call(opsLoanDisburse, { orderId: order.orderId });
                            if (!r.ok) return r.message;
                            reload();
                            return null;
                          }}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {data.rows.length === 0 && (
                <EmptyRow columns={7}>
                  {state === 'review' ? 'No applications await review.' : 'Nothing to disburse.'}
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

function RejectButton({
  orderId,
  what,
  done,
}: {
  orderId: number;
  what: string;
  done: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmButton
      label="Reject"
      accessibleName={`Reject order ${orderId}`}
      title="Reject this loan?"
      body={<Text size="sm">Reject {what}. The borrower sees the application refused.</Text>}
      confirmLabel="Reject"
      color="red"
      onConfirm={async () => {
        const r = await call(opsLoanReject, { orderId, reason: reason.trim() || undefined });
        if (!r.ok) return r.message;
        done();
        return null;
      }}
    >
      <Textarea
        label="Reason (kept in the audit log)"
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </ConfirmButton>
  );
}
