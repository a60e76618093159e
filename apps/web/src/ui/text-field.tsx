import { useId, type HTMLAttributes } from 'react';

/** One labelled field of a form, with what is wrong with its value said under it. */
export function TextField(props: {
  label: string;
  type: 'email' | 'tel' | 'text';
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete: string;
  maxLength: number;
  value: string;
  /** Said under the field when the value was refused. */
  error: string | undefined;
  onChange: (typed: string) => void;
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
        type={props.type}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.currentTarget.value)}
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
