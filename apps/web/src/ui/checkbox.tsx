import type { ReactNode } from 'react';

/** A large, tappable checkbox with its label; the label may hold links. */
export function Checkbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** @default undefined */
  testId?: string;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
        data-testid={props.testId}
      />
      <span>{props.children}</span>
    </label>
  );
}
