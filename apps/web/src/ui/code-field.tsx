import { TextField } from './text-field.tsx';

/** The digits of a code the borrower's contact changes send (the contract's `code`). */
const CODE_DIGITS = 6;

/** Six digits from a message, as the keyboard's suggestion or typed; anything else is dropped. */
export const codeInput = (raw: string) => raw.replace(/\D/g, '').slice(0, CODE_DIGITS);

/** Whether the field holds a whole code, worth sending. */
export const isWholeCode = (code: string) => code.length === CODE_DIGITS;

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
      maxLength={CODE_DIGITS}
      value={props.value}
      error={props.error}
      onChange={(typed) => props.onChange(codeInput(typed))}
      testId={props.testId}
    />
  );
}
