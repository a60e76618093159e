import { useState, type ButtonHTMLAttributes } from 'react';

/**
 * The one button. An async onClick disables it until the promise settles, so a double tap on a
 * slow phone can never submit twice.
 */
export function Button({
  onClick,
  variant = 'primary',
  disabled,
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary';
  onClick?: () => unknown;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      {...rest}
      className={`btn btn-${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={() => {
        const result = onClick?.();
        if (result instanceof Promise) {
          setBusy(true);
          void result.finally(() => setBusy(false));
        }
      }}
    />
  );
}
