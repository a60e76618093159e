import {
  borrowerEmail,
  borrowerEmailConfirm,
  borrowerEmailRemove,
  borrowerEmailSet,
  type BorrowerEmail,
} from '@tenora/contract/borrower-contact';
import { EMAIL_MAX_LENGTH, isEmail } from '@tenora/domain/email';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { call } from '../platform/api-client.ts';
import { useApp } from '../platform/app-context.tsx';
import { showToast } from '../platform/toast.ts';
import { Button } from './button.tsx';
import { CodeField } from './code-field.tsx';

/**
 * The borrower's e-mail address: none, one being typed, a code being entered, or the one
 * confirmed, with Change and Remove (docs/product.md#my-details). A new address counts once the
 * code sent to it comes back; until then the one before stays, and messages go by SMS whatever is
 * here. Shown under the messages and in My details on /privacy, it speaks the `orders` section's
 * words, which both load.
 */
export function EmailEditor() {
  const { t } = useApp();
  const te = t.orders.email;
  const id = useId();
  // undefined: not read yet (nothing is drawn, so nothing moves when it arrives).
  const [state, setState] = useState<BorrowerEmail>();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    void call(borrowerEmail, {}, { signal: ctrl.signal, quiet: true, loading: false }).then((r) => {
      if (r.ok) setState(r.data);
    });
    return () => ctrl.abort();
  }, []);

  if (state === undefined) return null;

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const typed = draft.trim();
    if (!isEmail(typed)) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    // A refusal toasts the server's own words; a dropped connection the client's.
    const result = await call(borrowerEmailSet, { email: typed });
    setBusy(false);
    if (!result.ok) return;
    setState(result.data);
    setCode('');
    setEditing(false);
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (code.length !== 6) {
      setCodeError(t.orders.phone.codeMissing);
      return;
    }
    setBusy(true);
    const result = await call(borrowerEmailConfirm, { code });
    setBusy(false);
    if (!result.ok) return;
    setState(result.data);
    showToast(te.saved);
  };

  const remove = async () => {
    const result = await call(borrowerEmailRemove, {});
    if (!result.ok) return;
    setState(result.data);
    showToast(te.removed);
  };

  if (state.pending !== null && !editing) {
    return (
      <form noValidate onSubmit={(e) => void confirm(e)} data-testid="email-code-form">
        <p className="msg-body">{te.sent(state.pending)}</p>
        <CodeField
          label={te.codeLabel}
          value={code}
          error={codeError}
          onChange={(next) => {
            setCode(next);
            setCodeError('');
          }}
          testId="email-code"
        />
        <div className="details-actions">
          <Button type="submit" disabled={busy} data-testid="email-confirm">
            {te.confirm}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setDraft(state.pending ?? '');
              setEditing(true);
            }}
          >
            {te.change}
          </Button>
        </div>
      </form>
    );
  }

  if (editing || state.email === null) {
    const errorId = `${id}-error`;
    return (
      <form noValidate onSubmit={(e) => void send(e)}>
        <p className="msg-body">{te.why}</p>
        <div className="field">
          <label className="field-label" htmlFor={id}>
            {te.label}
          </label>
          <input
            id={id}
            className="field-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={draft}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setInvalid(false);
            }}
            data-testid="msg-email-input"
          />
          {invalid && (
            <p className="field-error" id={errorId} role="alert">
              {te.invalid}
            </p>
          )}
        </div>
        <div className="details-actions">
          <Button type="submit" disabled={busy} data-testid="msg-email-save">
            {te.send}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={busy}>
              {te.cancel}
            </Button>
          )}
        </div>
      </form>
    );
  }

  const { email } = state;
  return (
    <>
      <p className="msg-body" data-testid="msg-email-current">
        {te.current(email)}
      </p>
      <div className="details-actions">
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(email);
            setEditing(true);
          }}
        >
          {te.change}
        </Button>
        <Button variant="secondary" onClick={remove} data-testid="msg-email-remove">
          {te.remove}
        </Button>
      </div>
    </>
  );
}
