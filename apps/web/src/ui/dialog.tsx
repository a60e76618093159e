import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal popup. Tapping the mask or pressing Escape closes it and cancels
 * (docs/product.md#screen-rules). Focus moves into it on open so screen readers announce it.
 */
export function Dialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { open, onClose } = props;
  // The latest onClose, read when a key is pressed: focus moves only when the dialog opens, not
  // each time a parent re-renders with a new callback (a countdown re-renders every second).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="dialog-mask"
      data-testid="dialog-mask"
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
      >
        <h2 className="dialog-title" id={titleId}>
          {props.title}
        </h2>
        {props.children}
      </div>
    </div>
  );
}
