import type { Market } from '@tenora/domain/market';
import { formatTypedAmount } from '@tenora/domain/typed-amount';
import { useEffect, useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useCountdown } from '../../ui/countdown.ts';
import { MoneyKeypad } from '../../ui/money-keypad.tsx';
import { KEYPAD_DECIMALS, KEYPAD_MAX_LENGTH, RESEND_SECONDS } from './repay-rules.ts';
import { CODE_LENGTH, type RepayFlow } from './use-repay-flow.ts';

/**
 * Repay's two bottom sheets, the keypad and the SMS code: their own chunk, fetched once the
 * payway is shown, so the amount and the ways to pay come first (the route's JS budget).
 */

const CURRENCY_SIGN = { IN: '₹', ID: 'Rp' } as const;

export default function RepaySheets({ flow, market }: { flow: RepayFlow; market: Market }) {
  return (
    <>
      <KeypadSheet flow={flow} market={market} />
      <CodeSheet flow={flow} />
    </>
  );
}

/** The keypad for a part payment, in a bottom sheet, with what was typed above it. */
function KeypadSheet({ flow, market }: { flow: RepayFlow; market: Market }) {
  const { t } = useApp();
  const { keypad } = flow;
  return (
    <Dialog open={keypad.open} title={t.payMethods.enterAmount} onClose={keypad.close}>
      <p className="keypad-display" aria-live="polite" data-testid="keypad-display">
        <span className="keypad-sign">{CURRENCY_SIGN[market]}</span>
        {/* The market's separators for the eye; what was typed stays plain digits. */}
        {formatTypedAmount(keypad.draft, market) || '0'}
      </p>
      <p className="field-error keypad-error" role="alert">
        {keypad.error}
      </p>
      <MoneyKeypad
        value={keypad.draft}
        onChange={keypad.type}
        onConfirm={keypad.confirm}
        onHide={keypad.close}
        maxLength={KEYPAD_MAX_LENGTH}
        decimals={KEYPAD_DECIMALS[market]}
        labels={t.payMethods.keypad}
      />
    </Dialog>
  );
}

/** The SMS-code step, with its resend countdown. */
function CodeSheet({ flow }: { flow: RepayFlow }) {
  const { t } = useApp();
  const { code } = flow;
  // The flow keeps when another code may be asked for; the sheet ticks the seconds down to it.
  const { start, running, remaining } = useCountdown(RESEND_SECONDS);
  useEffect(() => start(Math.ceil((code.resendAt - Date.now()) / 1000)), [code.resendAt, start]);
  const resendIn = running ? remaining : null;
  return (
    <Dialog open={code.open} title={t.payMethods.codeTitle} onClose={code.cancel}>
      <p className="dialog-body">{t.payMethods.codeBody}</p>
      <CodeField
        value={code.value}
        error={code.error}
        label={t.payMethods.code}
        onChange={code.type}
      />
      <Button
        variant="secondary"
        className="resend"
        disabled={resendIn !== null}
        onClick={code.resend}
        data-testid="resend"
      >
        {resendIn !== null ? t.payMethods.resendIn(resendIn) : t.payMethods.resend}
      </Button>
      <div className="dialog-actions">
        <Button onClick={code.confirm} data-testid="confirm-code">
          {t.payMethods.confirm}
        </Button>
        <Button variant="secondary" onClick={code.cancel}>
          {t.payMethods.cancel}
        </Button>
      </div>
    </Dialog>
  );
}

/** The SMS code: six digits, nothing else, with the one-time-code hint for autofill. */
function CodeField(props: {
  value: string;
  error: string;
  label: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {props.label}
      </label>
      <input
        id={inputId}
        className="field-input code-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) =>
          props.onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH))
        }
        data-testid="code-input"
      />
      {props.error && (
        <p className="field-error" id={errorId} role="alert" data-testid="code-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
