import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { applyKey, type KeypadKey } from './money-keypad-logic.ts';

/** Rows of three: 1 2 3 / 4 5 6 / 7 8 9, then point, 0 and delete. */
const DIGITS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The on-screen money keypad (docs/product.md#screen-rules). Digits, the decimal point (absent when
 * the market has no decimals), delete, confirm and hide; confirm is disabled while the value is
 * empty. The value is text in major units as typed ('1250.5'); the page converts it. A hardware
 * keyboard works too while the keypad is shown: digits, '.', Backspace and Enter.
 */
export function MoneyKeypad(props: {
  value: string;
  onChange: (value: string) => void;
  onConfirm: () => void;
  onHide: () => void;
  maxLength: number;
  decimals: number;
  labels: { confirm: string; hide: string; delete: string };
}) {
  const { value, onChange, onConfirm, maxLength, decimals } = props;
  const press = (key: KeypadKey) => onChange(applyKey(value, key, { maxLength, decimals }));

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (e.key === 'Enter') {
      // A focused button answers Enter itself.
      if (value === '' || target?.closest('button, a')) return;
      e.preventDefault();
      onConfirm();
      return;
    }
    const key: KeypadKey | undefined = /^[0-9]$/.test(e.key)
      ? (e.key as KeypadKey)
      : e.key === '.'
        ? '.'
        : e.key === 'Backspace'
          ? 'delete'
          : undefined;
    if (!key) return;
    e.preventDefault();
    press(key);
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <div className="keypad" data-testid="money-keypad">
      <div className="keypad-grid">
        {DIGITS.map((key) => (
          <KeyButton key={key} onPress={() => press(key)}>
            {key}
          </KeyButton>
        ))}
        {decimals > 0 ? (
          <KeyButton onPress={() => press('.')}>.</KeyButton>
        ) : (
          <span className="keypad-gap" aria-hidden="true" />
        )}
        <KeyButton onPress={() => press('0')}>0</KeyButton>
        <KeyButton
          onPress={() => press('delete')}
          disabled={value === ''}
          label={props.labels.delete}
          testId="keypad-delete"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="keypad-icon">
            <path d="M9 5h11v14H9l-6-7zM12 9l5 6m0-6-5 6" />
          </svg>
        </KeyButton>
      </div>
      <div className="keypad-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onHide}>
          {props.labels.hide}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={value === ''}
          onClick={onConfirm}
          data-testid="keypad-confirm"
        >
          {props.labels.confirm}
        </button>
      </div>
    </div>
  );
}

function KeyButton(props: {
  onPress: () => void;
  children: ReactNode;
  disabled?: boolean;
  label?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className="keypad-key"
      disabled={props.disabled}
      aria-label={props.label}
      data-testid={props.testId}
      onClick={props.onPress}
    >
      {props.children}
    </button>
  );
}
