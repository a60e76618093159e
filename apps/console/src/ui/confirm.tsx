import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A button that asks before it acts. The dialog stays open while the call runs and shows its
 * failure; it closes on success.
 */
export function ConfirmButton({
  label,
  accessibleName,
  title,
  body,
  confirmLabel,
  color,
  onConfirm,
  disabled,
  children,
}: {
  label: string;
  /** The button's name for assistive technology when `label` alone is ambiguous in a list. */
  accessibleName?: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  color?: string;
  /** Resolves to an error message, or null when done. */
  onConfirm: () => Promise<string | null>;
  disabled?: boolean;
  /** Extra fields in the dialog (a reason). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) setError(failure);
    else setOpen(false);
  };
  return (
    <>
      <Button
        size="xs"
        color={color}
        variant="light"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={accessibleName}
      >
        {label}
      </Button>
      <Modal opened={open} onClose={() => !busy && setOpen(false)} title={title} centered>
        <Stack>
          <div>{body}</div>
          {children}
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button color={color} loading={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
