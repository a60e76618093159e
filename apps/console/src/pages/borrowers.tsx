import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CREDIT_LIMIT_MAX,
  opsBorrowerLookup,
  opsBorrowerSetLimit,
  type OpsBorrower,
} from '@tenora/contract/ops';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { isWholeMajor, toMinor } from '@tenora/domain/typed-amount';
import { useState, type FormEvent } from 'react';
import { navigate, useLocation } from '../app/router.tsx';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { formatInstant, MARKET_NAMES } from '../ui/format.ts';
import { ConfirmDialog } from '../ui/confirm.tsx';
import { MessagesLog } from '../ui/messages-log.tsx';
import { PapersLog } from '../ui/papers-log.tsx';
import { Field, OrderSummary } from '../ui/order-card.tsx';
import { Loaded } from '../ui/status.tsx';

type By = 'phone' | 'order';

export default function Borrowers() {
  const { query } = useLocation();
  const phone = query.get('phone') ?? '';
  const orderId = Number(query.get('order')) || undefined;
  const [by, setBy] = useState<By>(orderId ? 'order' : 'phone');
  const [typed, setTyped] = useState(orderId ? String(orderId) : phone);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!value) return;
    navigate(
      by === 'phone'
        ? `/borrowers?phone=${encodeURIComponent(value)}`
        : `/borrowers?order=${encodeURIComponent(value.replace(/\D/g, ''))}`,
      { replace: true },
    );
  };

  return (
    <Stack>
      <Title order={2}>Borrowers</Title>
      <form onSubmit={search} role="search">
        <Group align="flex-end">
          <div>
            <Text size="sm" fw={500} id="lookup-by">
              Look up by
            </Text>
            <SegmentedControl
              aria-labelledby="lookup-by"
              data={[
                { value: 'phone', label: 'Phone' },
                { value: 'order', label: 'Order number' },
              ]}
              value={by}
              onChange={(v) => setBy(v as By)}
            />
          </div>
          <TextInput
            label={by === 'phone' ? 'Phone number' : 'Order number'}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            w={240}
          />
          <Button type="submit">Look up</Button>
        </Group>
      </form>
      {(phone || orderId) && <Lookup phone={phone} orderId={orderId} />}
    </Stack>
  );
}

function Lookup({ phone, orderId }: { phone: string; orderId: number | undefined }) {
  const { loading, reload } = useLoad(
    (signal) => call(opsBorrowerLookup, orderId ? { orderId } : { phone }, { signal }),
    [phone, orderId],
  );
  return (
    <Loaded loading={loading} reload={reload}>
      {({ borrower }) =>
        borrower ? (
          <BorrowerCard key={borrower.userId} initial={borrower} />
        ) : (
          <Text role="status">No borrower matches.</Text>
        )
      }
    </Loaded>
  );
}

function BorrowerCard({ initial }: { initial: OpsBorrower }) {
  const [borrower, setBorrower] = useState(initial);
  return (
    <Stack>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Borrower {borrower.userId}
        </Title>
        <SimpleGrid cols={5}>
          <Field label="Phone" value={borrower.phone} />
          <Field label="Market" value={MARKET_NAMES[borrower.market]} />
          <Field label="Signed up" value={formatInstant(borrower.createdAt, borrower.market)} />
          <Field label="Credit limit" value={limitText(borrower.creditLimit, borrower.market)} />
          <Field label="Outstanding" value={formatMoney(borrower.outstanding, borrower.market)} />
        </SimpleGrid>
      </Card>
      <LimitForm borrower={borrower} onChanged={setBorrower} />
      <Title order={3} size="h5">
        Orders
      </Title>
      {borrower.orders.length === 0 && <Text c="dimmed">No orders yet.</Text>}
      {borrower.orders.map((o) => (
        <OrderSummary key={o.orderId} order={o} />
      ))}
      <MessagesLog userId={borrower.userId} market={borrower.market} />
      <PapersLog userId={borrower.userId} market={borrower.market} />
    </Stack>
  );
}

const CURRENCY_WORD = { IN: 'rupees', ID: 'rupiah' } as const;

const limitText = (limit: number | null, market: Market) =>
  limit === null ? "The product's first-loan limit" : formatMoney(limit, market);

/**
 * What is wrong with the typed limit, in words, or the limit in minor units. The server checks
 * the same again; this says it before the member confirms.
 */
function typedLimit(
  typed: string | number,
  borrower: OpsBorrower,
): { ok: true; limit: number } | { ok: false; problem: string } {
  const text = String(typed).replace(/,/g, '').trim();
  const word = CURRENCY_WORD[borrower.market];
  if (text === '') return { ok: false, problem: 'Enter the new limit, or clear it.' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: `Enter the limit in ${word}.` };
  if (value < 0) return { ok: false, problem: 'A limit cannot be negative.' };
  const limit = toMinor(value, borrower.market);
  if (!isWholeMajor(limit, borrower.market)) {
    return { ok: false, problem: `Enter the limit in whole ${word}.` };
  }
  if (limit > CREDIT_LIMIT_MAX) {
    return {
      ok: false,
      problem: `A limit can be at most ${formatMoney(CREDIT_LIMIT_MAX, borrower.market)}.`,
    };
  }
  if (limit === borrower.creditLimit) {
    return { ok: false, problem: `The limit is ${formatMoney(limit, borrower.market)} already.` };
  }
  return { ok: true, limit };
}

/**
 * A new limit, or none (the product's first-loan limit), with a required reason; a dialog shows
 * the old and the new before anything changes.
 */
function LimitForm({
  borrower,
  onChanged,
}: {
  borrower: OpsBorrower;
  onChanged: (b: OpsBorrower) => void;
}) {
  const [amount, setAmount] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [pending, setPending] = useState<{ limit: number | null } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const currency = borrower.market === 'IN' ? '₹' : 'Rp';

  const review = (clear: boolean) => {
    setDone(null);
    const next: { amount?: string; reason?: string } = {};
    let limit: number | null = null;
    if (clear) {
      if (borrower.creditLimit === null)
        next.amount = "The product's first-loan limit applies already.";
    } else {
      const typed = typedLimit(amount, borrower);
      if (typed.ok) limit = typed.limit;
      else next.amount = typed.problem;
    }
    if (!reason.trim())
      next.reason = 'Give the reason for the change: it is kept in the audit log.';
    setErrors(next);
    if (next.amount || next.reason) return;
    setPending({ limit });
  };

  const confirm = async (limit: number | null): Promise<string | null> => {
    const result = await call(opsBorrowerSetLimit, {
      userId: borrower.userId,
      creditLimit: limit,
      reason: reason.trim(),
    });
    if (!result.ok) return result.message;
    const before = limitText(borrower.creditLimit, borrower.market);
    const after = limitText(result.data.borrower.creditLimit, borrower.market);
    onChanged(result.data.borrower);
    setAmount('');
    setReason('');
    setDone(`The limit is changed from ${before} to ${after}.`);
    return null;
  };

  return (
    <Card withBorder component="section" aria-labelledby="limit-title">
      <Title id="limit-title" order={3} size="h5" mb="xs">
        Change the limit
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          review(false);
        }}
        noValidate
      >
        <Group align="flex-start">
          <NumberInput
            label={`New limit (${currency})`}
            description={`Whole ${CURRENCY_WORD[borrower.market]}`}
            value={amount}
            onChange={setAmount}
            thousandSeparator=","
            // Staff see what they typed, and are told what is wrong with it, rather than have a
            // decimal point or a minus sign silently dropped or clamped away.
            clampBehavior="none"
            error={errors.amount}
            w={220}
          />
          <TextInput
            label="Reason (kept in the audit log)"
            required
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            w={320}
          />
          <Group mt={25}>
            <Button type="submit">Review the change</Button>
            <Button variant="default" onClick={() => review(true)}>
              Clear (use the product&apos;s limit)
            </Button>
          </Group>
        </Group>
      </form>
      {done && (
        <Text size="sm" mt="xs" c="green" role="status">
          {done}
        </Text>
      )}
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Change this borrower's limit?"
        confirmLabel="Change the limit"
        onConfirm={() => confirm(pending?.limit ?? null)}
        body={
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Borrower</Table.Th>
                <Table.Td>
                  {borrower.phone} ({MARKET_NAMES[borrower.market]})
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Now</Table.Th>
                <Table.Td>{limitText(borrower.creditLimit, borrower.market)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">New</Table.Th>
                <Table.Td>{limitText(pending?.limit ?? null, borrower.market)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Reason</Table.Th>
                <Table.Td>{reason.trim()}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        }
      />
    </Card>
  );
}
