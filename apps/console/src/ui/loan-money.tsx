import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { OpsLoanMoney } from '@tenora/contract/ops';
import { formatMoney } from '@tenora/domain/money';
import { formatDay, formatInstant, METHOD_NAMES } from './format.ts';
import { Field } from './order-card.tsx';

/**
 * A loan's money as the borrower's own loan account tells it today: what is owed, the late
 * charges, every payment with how it came and its reference, and each extension.
 */
export function LoanMoney({ loan }: { loan: OpsLoanMoney }) {
  const money = (minor: number) => formatMoney(minor, loan.market);
  const when = (iso: string) => formatInstant(iso, loan.market);
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="money-title">
      <Title id="money-title" order={4} size="h6" mb="xs">
        The loan&apos;s money today
      </Title>
      <SimpleGrid cols={4} spacing="xs" mb="sm">
        <Field label="Outstanding" value={money(loan.outstanding)} />
        <Field label="Of it, principal" value={money(loan.unpaidPrincipal)} />
        <Field label="Due now" value={money(loan.dueNow)} />
        <Field
          label="Next due date"
          value={loan.nextDueDate ? formatDay(loan.nextDueDate, loan.market) : '—'}
        />
        <Field label="Days late" value={String(loan.daysLate)} />
        <Field label="Late charges owed" value={money(loan.lateCharges.owed)} />
        <Field label="Late charges so far" value={money(loan.lateCharges.charged)} />
      </SimpleGrid>
      <Title order={5} size="h6" mb={4}>
        Payments
      </Title>
      {loan.payments.length === 0 ? (
        <Text c="dimmed" size="sm" mb="sm">
          Nothing has been paid on this loan.
        </Text>
      ) : (
        <Table withTableBorder striped mb="sm" aria-label="Payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th>For</Table.Th>
              <Table.Th>Reference</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loan.payments.map((p) => (
              <Table.Tr key={p.reference}>
                <Table.Td>{when(p.paidAt)}</Table.Td>
                <Table.Td>{money(p.amount)}</Table.Td>
                <Table.Td>{METHOD_NAMES[p.method]}</Table.Td>
                <Table.Td>{p.purpose === 'extension' ? 'Extension fee' : 'Repayment'}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {p.reference}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={5} size="h6" mb={4}>
        Extensions
      </Title>
      {loan.extensions.length === 0 ? (
        <Text c="dimmed" size="sm">
          The loan has not been extended.
        </Text>
      ) : (
        <Table withTableBorder striped aria-label="Extensions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paid</Table.Th>
              <Table.Th>Fee</Table.Th>
              <Table.Th>Due date moved to</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loan.extensions.map((x) => (
              <Table.Tr key={x.reference}>
                <Table.Td>{when(x.paidAt)}</Table.Td>
                <Table.Td>{money(x.fee)}</Table.Td>
                <Table.Td>{formatDay(x.dueDate, loan.market)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
