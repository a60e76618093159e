import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  color?: string | undefined;
  /** Resolves to an error message, or null when done. */
  onConfirm: () => Promise<string | null>;
  /** Extra fields in the dialog (a reason). */
  children?: ReactNode;
}

/**
 * A dialog that asks before it acts. It stays open while the call runs and shows its failure; it
 * closes on success.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  body,
  confirmLabel,
  color,
  onConfirm,
  children,
}: DialogProps & { opened: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) setError(failure);
    else close();
  };
  return (
    <Modal opened={opened} onClose={() => !busy && close()} title={title} centered>
      <Stack>
        <div>{body}</div>
        {children}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button color={color} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A button that opens a ConfirmDialog. */
export function ConfirmButton({
  label,
  accessibleName,
  disabled,
  describedBy,
  ...dialog
}: DialogProps & {
  label: string;
  /** The button's name for assistive technology when `label` alone is ambiguous in a list. */
  accessibleName?: string;
  disabled?: boolean;
  /** The id of the text that says more of the button: why it is disabled. */
  describedBy?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        color={dialog.color}
        variant="light"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={accessibleName}
        aria-describedby={describedBy}
      >
        {label}
      </Button>
      <ConfirmDialog {...dialog} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
