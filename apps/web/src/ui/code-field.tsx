import { useId } from 'react';

/** Six digits from a message, as the keyboard's suggestion or typed; anything else is dropped. */
export const codeInput = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

/** One code field: digits only, offered by the phone's keyboard from the message it received. */
export function CodeField(props: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (code: string) => void;
  testId: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="field-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(codeInput(e.currentTarget.value))}
        data-testid={props.testId}
      />
      {props.error && (
        <p className="field-error" id={errorId} role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
