import { TextField } from './text-field.tsx';

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
  return (
    <TextField
      label={props.label}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={props.value}
      error={props.error}
      onChange={(typed) => props.onChange(codeInput(typed))}
      testId={props.testId}
    />
  );
}
