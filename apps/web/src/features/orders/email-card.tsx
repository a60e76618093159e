import {
  borrowerEmail,
  borrowerEmailRemove,
  borrowerEmailSet,
} from '@tenora/contract/borrower-contact';
import { EMAIL_MAX_LENGTH, isEmail } from '@tenora/domain/email';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { showToast } from '../../platform/toast.ts';
import { Button } from '../../ui/button.tsx';

/**
 * The borrower's e-mail address for their messages (docs/product.md#e-mail-address), under the
 * messages: none, one being typed, or the one given, with Change and Remove. Messages go by SMS
 * whatever is here; an address adds e-mail.
 */
export function EmailCard() {
  const { t } = useApp();
  const te = t.orders.email;
  const id = useId();
  // undefined: not read yet (nothing is drawn, so nothing moves when it arrives).
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    void call(borrowerEmail, {}, { signal: ctrl.signal, quiet: true, loading: false }).then((r) => {
      if (r.ok) setEmail(r.data.email);
    });
    return () => ctrl.abort();
  }, []);

  if (email === undefined) return null;

  const save = async (e: FormEvent) => {
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
    setEmail(result.data.email);
    setEditing(false);
    showToast(te.saved);
  };

  const remove = async () => {
    const result = await call(borrowerEmailRemove, {});
    if (!result.ok) return;
    setEmail(null);
    showToast(te.removed);
  };

  const errorId = `${id}-error`;
  return (
    <section className="card msg-email" aria-labelledby={`${id}-title`} data-testid="msg-email">
      <h2 className="msg-title" id={`${id}-title`}>
        {te.title}
      </h2>
      {editing || email === null ? (
        <form noValidate onSubmit={(e) => void save(e)}>
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
          <div className="msg-email-actions">
            <Button type="submit" disabled={busy} data-testid="msg-email-save">
              {te.save}
            </Button>
            {editing && (
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={busy}>
                {te.cancel}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <>
          <p className="msg-body" data-testid="msg-email-current">
            {te.current(email)}
          </p>
          <div className="msg-email-actions">
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
      )}
    </section>
  );
}
