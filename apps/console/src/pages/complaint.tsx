import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  Image,
  Modal,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  opsComplaintAssign,
  opsComplaintDetail,
  opsComplaintExtend,
  opsComplaintReply,
  opsComplaintUploadImage,
  type OpsComplaintDetail,
} from '@tenora/contract/ops';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../app/router.tsx';
import type { PageProps } from '../app/routes.ts';
import { call, upload } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { ConfirmButton } from '../ui/confirm.tsx';
import { formatDay, formatInstant, MARKET_NAMES } from '../ui/format.ts';
import { LoanMoney } from '../ui/loan-money.tsx';
import { MessagesLog } from '../ui/messages-log.tsx';
import { Field, OrderSummary } from '../ui/order-card.tsx';
import { Loaded } from '../ui/status.tsx';

const MAX_IMAGES = 9;
const ACCEPT = 'image/jpeg,image/png,image/webp';

export default function Complaint({ params }: PageProps) {
  const complaintId = Number(params.id);
  const { loading, reload } = useLoad(
    (signal) => call(opsComplaintDetail, { complaintId }, { signal }),
    [complaintId],
  );
  return (
    <Stack>
      <Anchor component={Link} to="/complaints" size="sm">
        ← Back to the queue
      </Anchor>
      <Loaded loading={loading} reload={reload}>
        {(detail) => <Detail key={detail.complaintId} initial={detail} />}
      </Loaded>
    </Stack>
  );
}

function Detail({ initial }: { initial: OpsComplaintDetail }) {
  const [detail, setDetail] = useState(initial);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Complaint {detail.reference}</Title>
        <Group gap={4}>
          {detail.overdue && (
            <Badge color="red" variant="filled">
              Overdue
            </Badge>
          )}
          {detail.dueSoon && (
            <Badge color="orange" variant="filled">
              Due soon
            </Badge>
          )}
          <Badge color={detail.status === 'answered' ? 'green' : 'blue'}>
            {detail.status === 'answered' ? 'Answered' : 'Open'}
          </Badge>
          {detail.extended && <Badge variant="outline">Extended</Badge>}
        </Group>
      </Group>
      <SimpleGrid cols={4}>
        <Field label="Market" value={MARKET_NAMES[detail.market]} />
        <Field
          label="Type"
          value={
            detail.sonTypeTitle ? `${detail.typeTitle} · ${detail.sonTypeTitle}` : detail.typeTitle
          }
        />
        <Field label="Received" value={formatInstant(detail.createdAt, detail.market)} />
        <Field label="Due date" value={formatDay(detail.dueDate, detail.market)} />
        <Field label="Borrower's phone" value={detail.borrower.phone} />
        <Field label="Borrower id" value={String(detail.borrower.userId)} />
        {detail.score !== null && <Field label="Borrower's rating" value={`${detail.score} / 5`} />}
      </SimpleGrid>
      {detail.status === 'open' ? (
        <Assign detail={detail} onDone={setDetail} />
      ) : (
        detail.assignee && <Field label="Assigned to" value={detail.assignee.name} />
      )}

      <Card withBorder component="section" aria-labelledby="borrower-text">
        <Title id="borrower-text" order={3} size="h5" mb="xs">
          What the borrower wrote
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{detail.text}</Text>
        {detail.images.length > 0 && <Gallery urls={detail.images} label="Borrower's image" />}
        {detail.imagesRemovedAt && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="images-removed">
            The photos of this complaint, the borrower&apos;s and the reply&apos;s, were deleted on{' '}
            {formatInstant(detail.imagesRemovedAt, detail.market)}: their retention period had
            passed.
          </Text>
        )}
      </Card>

      <section aria-labelledby="order-title">
        <Title id="order-title" order={3} size="h5" mb="xs">
          Order
        </Title>
        {detail.order ? (
          <Stack gap="xs">
            <OrderSummary order={detail.order} />
            {detail.loan ? (
              <LoanMoney loan={detail.loan} />
            ) : (
              <Text c="dimmed">Not disbursed: no money has moved on this order.</Text>
            )}
          </Stack>
        ) : (
          <Text c="dimmed">The complaint names no order.</Text>
        )}
      </section>

      <ChatbotHistory detail={detail} />

      {detail.extension && (
        <Alert color="gray" title="Extended">
          On {formatInstant(detail.extension.extendedAt, detail.market)} the due date moved from{' '}
          {formatDay(detail.extension.previousDueDate, detail.market)} to{' '}
          {formatDay(detail.dueDate, detail.market)}. Reason: {detail.extension.reason}
        </Alert>
      )}

      {detail.answer ? (
        <Card withBorder component="section" aria-labelledby="answer-title" bg="green.0">
          <Title id="answer-title" order={3} size="h5" mb="xs">
            Process Result sent
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {formatInstant(detail.answer.answeredAt, detail.market)}
            {detail.answer.staffName ? ` by ${detail.answer.staffName}` : ''}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{detail.answer.text}</Text>
          {detail.answer.images.length > 0 && (
            <Gallery urls={detail.answer.images} label="Reply image" />
          )}
        </Card>
      ) : (
        <>
          {detail.canExtend ? (
            <Extend detail={detail} onDone={setDetail} />
          ) : (
            detail.market === 'ID' &&
            !detail.extended &&
            detail.overdue && (
              <Text c="dimmed" size="sm" data-testid="extend-closed">
                Not extendable: the due date, {formatDay(detail.dueDate, detail.market)}, has
                passed. An Indonesian complaint may be extended only up to its first due date.
              </Text>
            )
          )}
          <ReplyForm complaintId={detail.complaintId} onSent={setDetail} />
        </>
      )}

      <MessagesLog
        // A reply or an extension tells the borrower: the log is read again to show it.
        key={`${detail.answer?.answeredAt ?? ''} ${detail.dueDate}`}
        userId={detail.borrower.userId}
        market={detail.market}
      />
    </Stack>
  );
}

function Gallery({ urls, label }: { urls: string[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Group mt="sm" gap="xs">
        {urls.map((url, i) => (
          <UnstyledButton
            key={url}
            onClick={() => setOpen(url)}
            aria-label={`${label} ${i + 1} of ${urls.length}: enlarge`}
          >
            <Image src={url} alt="" w={120} h={120} fit="cover" radius="sm" />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="auto"
        title={label}
        centered
      >
        {open && <Image src={open} alt={label} mah="80vh" fit="contain" />}
      </Modal>
    </>
  );
}

const RECORD_KIND = {
  handOver: 'Asked for a person',
  solved: 'Marked solved',
  rating: 'Rated',
  text: 'Typed',
} as const;

function ChatbotHistory({ detail }: { detail: OpsComplaintDetail }) {
  return (
    <section aria-labelledby="chatbot-title">
      <Title id="chatbot-title" order={3} size="h5" mb="xs">
        Chatbot history
      </Title>
      {detail.chatbot.length === 0 ? (
        <Text c="dimmed">The borrower has not used the help chatbot.</Text>
      ) : (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Step</Table.Th>
              <Table.Th>About</Table.Th>
              <Table.Th>Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.chatbot.map((r, i) => (
              <Table.Tr key={`${r.at}-${i}`}>
                <Table.Td>{formatInstant(r.at, detail.market)}</Table.Td>
                <Table.Td>{RECORD_KIND[r.kind]}</Table.Td>
                <Table.Td>{r.entryTitle ?? r.matchedTitle ?? '—'}</Table.Td>
                <Table.Td>{r.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

const NO_ONE = 'none';

/**
 * Who answers the complaint: any active agent, or no one. The agent is e-mailed on the working
 * day before the due date; the change is audited.
 */
function Assign({
  detail,
  onDone,
}: {
  detail: OpsComplaintDetail;
  onDone: (d: OpsComplaintDetail) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choose = async (value: string | null) => {
    const staffId = !value || value === NO_ONE ? null : Number(value);
    if (staffId === (detail.assignee?.staffId ?? null)) return;
    setSaving(true);
    setError(null);
    const result = await call(opsComplaintAssign, { complaintId: detail.complaintId, staffId });
    setSaving(false);
    if (result.ok) onDone(result.data);
    else setError(result.message);
  };
  return (
    <Stack gap={4} maw={360}>
      <Select
        label="Assigned to"
        description="The agent is e-mailed on the working day before the due date."
        data={[
          { value: NO_ONE, label: 'No one' },
          ...detail.assignable.map((m) => ({ value: String(m.staffId), label: m.name })),
        ]}
        value={detail.assignee ? String(detail.assignee.staffId) : NO_ONE}
        onChange={(v) => void choose(v)}
        allowDeselect={false}
        disabled={saving}
        searchable
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function Extend({
  detail,
  onDone,
}: {
  detail: OpsComplaintDetail;
  onDone: (d: OpsComplaintDetail) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Group>
      <ConfirmButton
        label="Extend"
        title="Extend the due date"
        body={
          <Text size="sm">
            An Indonesian complaint may be extended once, by 10 working days, up to its first due
            date. The borrower sees the new due date and the reason, which the audit log keeps too.
          </Text>
        }
        confirmLabel="Extend"
        onConfirm={async () => {
          if (!reason.trim()) return 'Write the reason for the extension.';
          const result = await call(opsComplaintExtend, {
            complaintId: detail.complaintId,
            reason: reason.trim(),
          });
          if (!result.ok) return result.message;
          onDone(result.data);
          return null;
        }}
      >
        <Textarea
          label="Reason"
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
        />
      </ConfirmButton>
    </Group>
  );
}

interface PendingImage {
  key: number;
  file: File;
  preview: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  imageId?: string;
  error?: string;
}

function ReplyForm({
  complaintId,
  onSent,
}: {
  complaintId: number;
  onSent: (d: OpsComplaintDetail) => void;
}) {
  const [text, setText] = useState('');
  const [images, setImages] = useState<PendingImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const nextKey = useRef(0);
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(() => () => imagesRef.current.forEach((i) => URL.revokeObjectURL(i.preview)), []);

  const patch = (key: number, change: Partial<PendingImage>) =>
    setImages((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const send = async (image: PendingImage) => {
    patch(image.key, { state: 'uploading', progress: 0, error: undefined });
    const form = new FormData();
    form.append('image', image.file);
    const result = await upload(opsComplaintUploadImage, form, (progress) =>
      patch(image.key, { progress }),
    );
    if (result.ok) patch(image.key, { state: 'done', progress: 1, imageId: result.data.imageId });
    else patch(image.key, { state: 'failed', error: result.message });
  };

  const add = (files: File[]) => {
    const room = MAX_IMAGES - images.length;
    const added = files.slice(0, room).map((file) => ({
      key: nextKey.current++,
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
      state: 'uploading' as const,
    }));
    setImages((list) => [...list, ...added]);
    added.forEach((image) => void send(image));
    if (files.length > room) setError(`At most ${MAX_IMAGES} images.`);
  };

  const remove = (key: number) =>
    setImages((list) => {
      const gone = list.find((i) => i.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((i) => i.key !== key);
    });

  const uploading = images.some((i) => i.state === 'uploading');
  const failed = images.some((i) => i.state === 'failed');

  const submit = async () => {
    setError(null);
    if (!text.trim()) {
      setError('Write the reply to the borrower.');
      return;
    }
    setSending(true);
    const result = await call(opsComplaintReply, {
      complaintId,
      text: text.trim(),
      imageIds: images.flatMap((i) => (i.imageId ? [i.imageId] : [])),
    });
    setSending(false);
    if (result.ok) onSent(result.data);
    else setError(result.message);
  };

  return (
    <Card withBorder component="section" aria-labelledby="reply-title">
      <Stack>
        <Title id="reply-title" order={3} size="h5">
          Reply to the borrower
        </Title>
        <Text size="sm" c="dimmed">
          The reply becomes the borrower&apos;s Process Result at once and the complaint shows as
          Resolved. It can be sent once.
        </Text>
        <Textarea
          label="Reply"
          required
          maxLength={2000}
          autosize
          minRows={5}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          description={`${text.length} / 2000`}
        />
        <div>
          <Group gap="xs" align="flex-start">
            {images.map((image, i) => (
              <Card key={image.key} withBorder padding={4} w={140}>
                <Group justify="space-between" gap={0} wrap="nowrap">
                  <Text size="xs" truncate="end">
                    {image.file.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Remove image ${i + 1}`}
                    onClick={() => remove(image.key)}
                  />
                </Group>
                <Image src={image.preview} alt={`Reply image ${i + 1}`} h={90} fit="cover" />
                {image.state === 'uploading' && (
                  <Progress
                    value={image.progress * 100}
                    size="sm"
                    mt={4}
                    aria-label={`Uploading image ${i + 1}`}
                  />
                )}
                {image.state === 'done' && (
                  <Text size="xs" c="green">
                    Uploaded
                  </Text>
                )}
                {image.state === 'failed' && (
                  <Stack gap={2}>
                    <Text size="xs" c="red" role="alert">
                      {image.error}
                    </Text>
                    <Button size="compact-xs" variant="light" onClick={() => void send(image)}>
                      Retry
                    </Button>
                  </Stack>
                )}
              </Card>
            ))}
          </Group>
          <FileButton onChange={add} accept={ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="default" mt="xs" disabled={images.length >= MAX_IMAGES}>
                Add images
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" mt={4}>
            JPEG, PNG or WebP, at most 10 MB each, up to {MAX_IMAGES}.
          </Text>
        </div>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button onClick={() => void submit()} loading={sending} disabled={uploading || failed}>
            Send reply
          </Button>
          {(uploading || failed) && (
            <Text size="sm" c="dimmed">
              {uploading
                ? 'Waiting for the images to upload…'
                : 'Retry or remove the failed image.'}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
