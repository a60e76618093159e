import { Badge, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import type { ResponseOf } from '@tenora/contract/endpoint';
import {
  opsLoanApplications,
  opsLoanApprove,
  opsLoanDisburse,
  opsLoanReject,
} from '@tenora/contract/ops';
import { opsBankAccountReview, type BankAccountStatus } from '@tenora/contract/payouts';
import { formatMoney } from '@tenora/domain/money';
import { useId, useState } from 'react';
import { Link } from '../app/router.tsx';
import { call } from '../platform/api.ts';
import { ConfirmButton } from '../ui/confirm.tsx';
import { formatInstant } from '../ui/format.ts';
import { EmptyRow } from '../ui/empty-row.tsx';
import { MarketTabs, useTabList, type Market } from '../ui/market-tabs.tsx';
import { Pager } from '../ui/pager.tsx';
import { Loaded } from '../ui/status.tsx';

type State = 'review' | 'approved';
type Application = ResponseOf<typeof opsLoanApplications>['rows'][number];
type Account = NonNullable<Application['bankAccount']>;
type Payout = NonNullable<Application['payout']>;

const ACCOUNT_BADGES: Record<BankAccountStatus, { label: string; color: string }> = {
  verified: { label: 'Verified', color: 'teal' },
  verifying: { label: 'Checking', color: 'blue' },
  review: { label: 'Needs review', color: 'yellow' },
  invalid: { label: 'Invalid', color: 'red' },
};

/** Why an account cannot be paid into yet, as the Disburse button says it. */
const NOT_PAYABLE: Record<Exclude<BankAccountStatus, 'verified'>, string> = {
  verifying: 'The provider is still checking the bank account.',
  review: 'Verify the bank account first.',
  invalid: 'The bank account could not be confirmed: the borrower must give another in the app.',
};

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
                <Table.Th>Pays into</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <ApplicationRow key={row.order.orderId} initial={row} state={state} done={reload} />
              ))}
              {data.rows.length === 0 && (
                <EmptyRow columns={8}>
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

/**
 * A row keeps the latest disbursal answer, so a payout still on its way or failed shows where it
 * was asked for; a payout made reloads the list, which the loan then leaves.
 */
function ApplicationRow({
  initial,
  state,
  done,
}: {
  initial: Application;
  state: State;
  done: () => void;
}) {
  const [row, setRow] = useState(initial);
  const { order, phone } = row;
  const money = formatMoney(order.principal, order.market);
  const what = `order ${order.orderId} (${money} for ${phone})`;
  return (
    <Table.Tr>
      <Table.Td>{order.orderId}</Table.Td>
      <Table.Td>
        <Link to={`/borrowers?phone=${encodeURIComponent(phone)}`}>{phone}</Link>
      </Table.Td>
      <Table.Td>{order.productName}</Table.Td>
      <Table.Td>{money}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{order.termDays} days</Table.Td>
      <Table.Td>{formatInstant(order.createdAt, order.market)}</Table.Td>
      <Table.Td>
        <PaysInto account={row.bankAccount} />
        {state === 'approved' && row.bankAccount?.status === 'review' && (
          <Group gap="xs" mt={6}>
            <AccountReviewButton decision="verify" row={row} done={done} />
            <AccountReviewButton decision="refuse" row={row} done={done} />
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        {state === 'review' ? (
          <Group gap="xs">
            <ConfirmButton
              label="Approve"
              accessibleName={`Approve order ${order.orderId}`}
              title="Approve this loan?"
              body={<Text size="sm">Approve {what}. It then waits for disbursal.</Text>}
              confirmLabel="Approve"
              color="teal"
              onConfirm={async () => {
                const r = await call(opsLoanApprove, { orderId: order.orderId });
                if (!r.ok) return r.message;
                done();
                return null;
              }}
            />
            <RejectButton orderId={order.orderId} what={what} done={done} />
          </Group>
        ) : (
          <Stack gap={4} align="flex-start">
            {row.payout && <PayoutState payout={row.payout} market={order.market} />}
            <DisburseButton
              row={row}
              onAnswer={(answer) => setRow({ ...row, order: answer.order, payout: answer.payout })}
              done={done}
            />
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Names differ for staff only when more than their case and spacing differ. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The borrower's account, masked, with what the provider found of it. */
function PaysInto({ account }: { account: Account | null }) {
  if (!account)
    return (
      <Text size="sm" c="dimmed">
        None given
      </Text>
    );
  const badge = ACCOUNT_BADGES[account.status];
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">
        {account.bankName} {account.accountMasked}
      </Text>
      <Text size="sm">{account.holderName}</Text>
      {account.registeredName && !sameName(account.registeredName, account.holderName) && (
        <Text size="xs" c="orange.8">
          Name at the bank: {account.registeredName}
        </Text>
      )}
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      {account.status === 'invalid' && account.problem && (
        <Text size="xs" c="red">
          {account.problem}
        </Text>
      )}
    </Stack>
  );
}

/** The loan's latest payout: on its way, or failed in the provider's words. */
function PayoutState({ payout, market }: { payout: Payout; market: Market }) {
  const amount = formatMoney(payout.amount, market);
  const when = formatInstant(payout.at, market);
  if (payout.status === 'sending')
    return (
      <Stack gap={0}>
        <Text size="sm" c="blue">
          Sending…
        </Text>
        <Text size="xs" c="dimmed">
          {amount} to {payout.accountMasked} · since {when}
        </Text>
      </Stack>
    );
  if (payout.status === 'failed')
    return (
      <Stack gap={0}>
        <Text size="sm" c="red">
          Payout failed: {payout.reason ?? 'the provider gave no reason.'}
        </Text>
        <Text size="xs" c="dimmed">
          {amount} to {payout.accountMasked} · {when}
        </Text>
      </Stack>
    );
  return (
    <Text size="xs" c="teal">
      Paid out {amount} to {payout.accountMasked} · {when}
    </Text>
  );
}

const payee = (a: Account) => `${a.bankName} ${a.accountMasked} (${a.holderName})`;

/**
 * Disbursal pays the loan's net amount into the borrower's verified account; the loan is disbursed
 * once the payout is made. After a failure it sends a new payout; while one is on its way it asks
 * the provider again under the same request.
 */
function DisburseButton({
  row,
  onAnswer,
  done,
}: {
  row: Application;
  onAnswer: (answer: ResponseOf<typeof opsLoanDisburse>) => void;
  done: () => void;
}) {
  const reasonId = useId();
  const { order, bankAccount: account, payout } = row;
  const market = order.market;
  const sending = payout?.status === 'sending';
  const failed = payout?.status === 'failed';
  // A payout on its way is asked after whatever the account has become since.
  const blocked = sending
    ? null
    : !account
      ? 'No bank account yet: the borrower adds one in the app.'
      : account.status === 'verified'
        ? null
        : NOT_PAYABLE[account.status];
  const label = sending ? 'Check again' : failed ? 'Try again' : 'Disburse';
  const name =
    label === 'Disburse'
      ? `Disburse order ${order.orderId}`
      : `${label}: disburse order ${order.orderId}`;

  let body;
  if (sending && payout)
    body = (
      <Text size="sm">
        The payout of {formatMoney(payout.amount, market)} to {payout.accountMasked} for order{' '}
        {order.orderId} is on its way. Checking asks the provider about the same payout: it is never
        paid twice. The loan is disbursed once the payout is made.
      </Text>
    );
  else if (failed && payout && account)
    body = (
      <Stack gap="xs">
        <Text size="sm">
          The last payout for order {order.orderId} failed
          {payout.reason ? `: ${payout.reason}` : '.'} A new payout is sent.
        </Text>
        <Text size="sm">
          Pay {formatMoney(payout.amount, market)} to {payee(account)}. The loan is disbursed once
          the payout is made.
        </Text>
      </Stack>
    );
  else
    body = (
      <Text size="sm">
        Pay order {order.orderId} (principal {formatMoney(order.principal, market)}, for {row.phone}
        ) into {account ? payee(account) : 'the borrower’s account'} through the payout provider.
        The borrower receives the net disbursal: the principal less the processing fee and its tax.
        The loan is disbursed once the payout is made; its repayment schedule starts then and the
        borrower sees &quot;Repayment pending&quot;.
      </Text>
    );

  return (
    <>
      <ConfirmButton
        label={label}
        accessibleName={name}
        disabled={blocked !== null}
        describedBy={blocked ? reasonId : undefined}
        title="Disburse this loan?"
        body={body}
        confirmLabel={sending ? 'Check again' : failed ? 'Send a new payout' : 'Disburse'}
        color="teal"
        onConfirm={async () => {
          const r = await call(opsLoanDisburse, { orderId: order.orderId });
          if (!r.ok) return r.message;
          const made = r.data.payout;
          if (made.status === 'sent') {
            done();
            return null;
          }
          onAnswer(r.data);
          const amount = formatMoney(made.amount, market);
          if (made.status === 'failed')
            return `The payout of ${amount} to ${made.accountMasked} failed: ${made.reason ?? 'the provider gave no reason.'} You can try again.`;
          return `The payout of ${amount} to ${made.accountMasked} is on its way: the loan is disbursed once the provider makes it. Check again later.`;
        }}
      />
      {blocked && (
        <Text id={reasonId} size="xs" c="dimmed" maw={220}>
          {blocked}
        </Text>
      )}
    </>
  );
}

/**
 * Credit staff check an account no provider could (Indonesia): the holder's name against the
 * borrower's documents. The reason is kept in the audit log, and a refusal's with the account.
 */
function AccountReviewButton({
  decision,
  row,
  done,
}: {
  decision: 'verify' | 'refuse';
  row: Application;
  done: () => void;
}) {
  const [reason, setReason] = useState('');
  const account = row.bankAccount;
  if (!account) return null;
  const verify = decision === 'verify';
  const label = verify ? 'Verify' : 'Refuse';
  return (
    <ConfirmButton
      label={label}
      accessibleName={`${label} the bank account of order ${row.order.orderId}`}
      title={verify ? 'Verify this bank account?' : 'Refuse this bank account?'}
      body={
        verify ? (
          <Text size="sm">
            Verify {payee(account)} for {row.phone} (order {row.order.orderId}) once the holder’s
            name matches the borrower’s documents. Their loans can then be paid into it.
          </Text>
        ) : (
          <Text size="sm">
            Refuse {payee(account)} for {row.phone} (order {row.order.orderId}). Nothing can be paid
            into it; the borrower is asked in the app to give another account.
          </Text>
        )
      }
      confirmLabel={label}
      color={verify ? 'teal' : 'red'}
      onConfirm={async () => {
        if (!reason.trim()) return 'Give a reason.';
        const r = await call(opsBankAccountReview, {
          userId: row.userId,
          decision,
          reason: reason.trim(),
        });
        if (!r.ok) return r.message;
        done();
        return null;
      }}
    >
      <Textarea
        label={
          verify
            ? 'Reason (kept in the audit log)'
            : 'Reason (kept with the account and in the audit log)'
        }
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </ConfirmButton>
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
