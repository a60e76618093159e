import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { opsBorrowerLookup, opsBorrowerSetLimit, type OpsBorrower } from '@tenora/contract/ops';
import { formatMoney } from '@tenora/domain/money';
import { fromMinor, toMinor } from '@tenora/domain/typed-amount';
import { useState, type FormEvent } from 'react';
import { navigate, useLocation } from '../app/router.tsx';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { formatInstant, MARKET_NAMES } from '../ui/format.ts';
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
          <Field label="Signed up" value={formatInstant(borrower.createdAt)} />
          <Field
            label="Credit limit"
            value={
              borrower.creditLimit === null
                ? "The product's first-loan limit"
                : formatMoney(borrower.creditLimit, borrower.market)
            }
          />
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
    </Stack>
  );
}

function LimitForm({
  borrower,
  onChanged,
}: {
  borrower: OpsBorrower;
  onChanged: (b: OpsBorrower) => void;
}) {
  const [amount, setAmount] = useState<string | number>(
    borrower.creditLimit === null ? '' : fromMinor(borrower.creditLimit),
  );
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const currency = borrower.market === 'IN' ? '₹' : 'Rp';

  const save = async (clear: boolean) => {
    setMessage(null);
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (!clear && (amount === '' || !Number.isFinite(value) || value < 0)) {
      setMessage({ ok: false, text: 'Enter the new limit, or clear it.' });
      return;
    }
    setBusy(true);
    const result = await call(opsBorrowerSetLimit, {
      userId: borrower.userId,
      creditLimit: clear ? null : toMinor(value, borrower.market),
      reason: reason.trim(),
    });
    setBusy(false);
    if (!result.ok) {
      setMessage({ ok: false, text: result.message });
      return;
    }
    onChanged(result.data.borrower);
    setMessage({ ok: true, text: 'The limit is changed.' });
    if (clear) setAmount('');
  };

  return (
    <Card withBorder component="section" aria-labelledby="limit-title">
      <Title id="limit-title" order={3} size="h5" mb="xs">
        Change the limit
      </Title>
      <Group align="flex-end">
        <NumberInput
          label={`New limit (${currency})`}
          min={0}
          value={amount}
          onChange={setAmount}
          thousandSeparator=","
          w={200}
        />
        <TextInput
          label="Reason (kept in the audit log)"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.currentTarget.value)}
          w={320}
        />
        <Button onClick={() => void save(false)} loading={busy}>
          Save limit
        </Button>
        <Button variant="default" onClick={() => void save(true)} disabled={busy}>
          Clear (use the product&apos;s limit)
        </Button>
      </Group>
      {message && (
        <Text
          size="sm"
          mt="xs"
          c={message.ok ? 'green' : 'red'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </Text>
      )}
    </Card>
  );
}
