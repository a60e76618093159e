import type { Market } from '@tenora/domain/market';
import { useId } from 'react';
import { Link } from 'wouter';
import { useApp } from '../../platform/app-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { MoneyKeypad } from '../../ui/money-keypad.tsx';
import type { SavedCard } from './repay-api.ts';
import { KEYPAD_DECIMALS, KEYPAD_MAX_LENGTH } from './repay-rules.ts';
import { CODE_LENGTH, type RepayFlow } from './use-repay-flow.ts';

const CURRENCY_SIGN = { IN: '₹', ID: 'Rp' } as const;

/** What is owed, as the payway's header. */
export function AmountDueHeader({ amountDue }: { amountDue: string }) {
  const { t } = useApp();
  return (
    <header className="page-header repay-header">
      <h1>{t.repay.title}</h1>
      <p className="confirm-sub repay-due-label">{t.repay.amountDue}</p>
      <p className="confirm-amount" data-testid="amount-due">
        {amountDue}
      </p>
    </header>
  );
}

/** The amount to pay, when part payments are allowed: a different one, or back to everything. */
export function PartialAmount({ flow }: { flow: RepayFlow }) {
  const { t } = useApp();
  return (
    <section className="card" data-testid="partial">
      <dl className="rows">
        <div className="row">
          <dt>{t.repay.amountToPay}</dt>
          <dd data-testid="amount-to-pay">{flow.money(flow.amount)}</dd>
        </div>
      </dl>
      <button type="button" className="link choice-link" onClick={flow.keypad.show}>
        {t.repay.payDifferent}
      </button>
      {flow.partial && (
        <button type="button" className="link choice-link" onClick={flow.payFull}>
          {t.repay.payFull}
        </button>
      )}
    </section>
  );
}

/**
 * The borrower's cards as radio rows; none chosen unless there is only one
 * (docs/product.md#screen-rules).
 */
export function CardList(props: {
  cards: SavedCard[];
  selected: number | undefined;
  onSelect: (id: number) => void;
  addCardHref: string;
}) {
  const { t } = useApp();
  const titleId = useId();
  return (
    <section className="card">
      <h2 className="section-title" id={titleId}>
        {t.repay.cards}
      </h2>
      {props.cards.length === 0 ? (
        <p className="confirm-note">{t.repay.noCards}</p>
      ) : (
        <div className="choices" role="radiogroup" aria-labelledby={titleId}>
          {props.cards.map((c) => (
            <label key={c.id} className="choice" data-testid="bank-card">
              <input
                type="radio"
                name="bank-card"
                value={c.id}
                checked={props.selected === c.id}
                onChange={() => props.onSelect(c.id)}
              />
              <span className="choice-text">
                {c.bankName} <span className="card-mask">{c.maskedNumber}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      <Link className="choice choice-link" href={props.addCardHref} data-testid="add-card">
        {t.repay.addCard}
      </Link>
    </section>
  );
}

/** The way to the wallet, when the server offers it. */
export function WalletLink({ href }: { href: string }) {
  const { t } = useApp();
  return (
    <section className="card">
      <Link className="choice choice-link" data-testid="wallet-link" href={href}>
        {t.repay.wallet}
      </Link>
    </section>
  );
}

/** The keypad for a part payment, in a bottom sheet, with what was typed above it. */
export function KeypadSheet({ flow, market }: { flow: RepayFlow; market: Market }) {
  const { t } = useApp();
  const { keypad } = flow;
  return (
    <Dialog open={keypad.open} title={t.repay.enterAmount} onClose={keypad.close}>
      <p className="keypad-display" aria-live="polite" data-testid="keypad-display">
        <span className="keypad-sign">{CURRENCY_SIGN[market]}</span>
        {keypad.draft || '0'}
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
        labels={t.keypad}
      />
    </Dialog>
  );
}

/** The SMS-code step, with its resend countdown. */
export function CodeSheet({ flow }: { flow: RepayFlow }) {
  const { t } = useApp();
  const { code } = flow;
  return (
    <Dialog open={code.open} title={t.repay.codeTitle} onClose={code.cancel}>
      <p className="dialog-body">{t.repay.codeBody}</p>
      <CodeField value={code.value} error={code.error} label={t.repay.code} onChange={code.type} />
      <Button
        variant="secondary"
        className="resend"
        disabled={code.resendIn !== null}
        onClick={code.resend}
        data-testid="resend"
      >
        {code.resendIn !== null ? t.repay.resendIn(code.resendIn) : t.repay.resend}
      </Button>
      <div className="dialog-actions">
        <Button onClick={code.confirm} data-testid="confirm-code">
          {t.repay.confirm}
        </Button>
        <Button variant="secondary" onClick={code.cancel}>
          {t.repay.cancel}
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
