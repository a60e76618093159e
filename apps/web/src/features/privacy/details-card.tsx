import {
  borrowerPhone,
  borrowerPhoneConfirm,
  borrowerPhoneSet,
  type BorrowerPhone,
} from '@tenora/contract/borrower-contact';
import {
  formatPhone,
  parsePhone,
  PHONE_INPUT_MAX_DIGITS,
  sanitizePhoneInput,
} from '@tenora/domain/phone';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { showToast } from '../../platform/toast.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { EmailEditor } from '../../ui/email-editor.tsx';

/**
 * My details on /privacy (docs/product.md#my-details): the number and the e-mail address the
 * borrower is reached at, each changed here and confirmed by codes, and where the rest of what
 * they might correct lives.
 */
export function DetailsCard() {
  const { t } = useApp();
  const td = t.orders.details;
  const titleId = useId();
  return (
    <section className="card privacy-card" aria-labelledby={titleId} data-testid="details">
      <h2 className="section-title" id={titleId}>
        {td.title}
      </h2>
      <p className="privacy-note">{td.intro}</p>
      <div className="contact-row">
        <PhoneEditor />
      </div>
      <div className="contact-row">
        <p className="contact-label">{t.orders.email.label}</p>
        <EmailEditor />
      </div>
      <p className="privacy-note contact-note">{td.bank}</p>
      <p className="privacy-note contact-note">{td.address}</p>
    </section>
  );
}

/**
 * The borrower's number: shown, then a new one typed, then the two codes, one sent to the number
 * they have and one to the new one. Until both come back, the number stays.
 */
function PhoneEditor() {
  const { t, market } = useApp();
  const tp = t.orders.phone;
  const id = useId();
  const [state, setState] = useState<BorrowerPhone>();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [codes, setCodes] = useState({ current: '', next: '' });
  const [missing, setMissing] = useState({ current: false, next: false });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    void call(borrowerPhone, {}, { signal: ctrl.signal, quiet: true, loading: false }).then((r) => {
      if (r.ok) setState(r.data);
    });
    return () => ctrl.abort();
  }, []);

  if (state === undefined) return null;
  const shown = (phone: string) => formatPhone(phone, market);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsePhone(draft, market);
    if (!parsed.ok) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    const result = await call(borrowerPhoneSet, { phone: parsed.e164 });
    setBusy(false);
    if (!result.ok) return;
    setState(result.data);
    setCodes({ current: '', next: '' });
    setEditing(false);
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    const gaps = { current: codes.current.length !== 6, next: codes.next.length !== 6 };
    setMissing(gaps);
    if (gaps.current || gaps.next) return;
    setBusy(true);
    const result = await call(borrowerPhoneConfirm, {
      currentCode: codes.current,
      newCode: codes.next,
    });
    setBusy(false);
    if (!result.ok) return;
    setState(result.data);
    showToast(tp.saved);
  };

  if (state.pending !== null && !editing) {
    const current = shown(state.phone);
    const next = shown(state.pending);
    return (
      <form noValidate onSubmit={(e) => void confirm(e)} data-testid="phone-code-form">
        <p className="contact-label">{tp.label}</p>
        <p className="msg-body">{tp.sent(current, next)}</p>
        <CodeField
          label={tp.currentCode(current)}
          value={codes.current}
          error={missing.current ? tp.codeMissing : undefined}
          onChange={(code) => {
            setCodes((c) => ({ ...c, current: code }));
            setMissing((m) => ({ ...m, current: false }));
          }}
          testId="phone-code-current"
        />
        <CodeField
          label={tp.newCode(next)}
          value={codes.next}
          error={missing.next ? tp.codeMissing : undefined}
          onChange={(code) => {
            setCodes((c) => ({ ...c, next: code }));
            setMissing((m) => ({ ...m, next: false }));
          }}
          testId="phone-code-new"
        />
        <div className="details-actions">
          <Button type="submit" disabled={busy} data-testid="phone-confirm">
            {tp.confirm}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setDraft(state.pending ?? '');
              setEditing(true);
            }}
          >
            {tp.change}
          </Button>
        </div>
      </form>
    );
  }

  if (editing) {
    const errorId = `${id}-error`;
    return (
      <form noValidate onSubmit={(e) => void send(e)}>
        <p className="msg-body">{tp.why}</p>
        <div className="field">
          <label className="field-label" htmlFor={id}>
            {tp.newLabel}
          </label>
          <input
            id={id}
            className="field-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_INPUT_MAX_DIGITS[market] + 1}
            value={draft}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => {
              setDraft(sanitizePhoneInput(e.currentTarget.value, market));
              setInvalid(false);
            }}
            data-testid="phone-input"
          />
          {invalid && (
            <p className="field-error" id={errorId} role="alert">
              {tp.invalid[market]}
            </p>
          )}
        </div>
        <div className="details-actions">
          <Button type="submit" disabled={busy} data-testid="phone-send">
            {tp.send}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)} disabled={busy}>
            {tp.cancel}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <>
      <p className="contact-label">{tp.label}</p>
      <p className="contact-value" data-testid="phone-current">
        {shown(state.phone)}
      </p>
      <div className="details-actions">
        <Button
          variant="secondary"
          onClick={() => {
            setDraft('');
            setEditing(true);
          }}
          data-testid="phone-change"
        >
          {tp.change}
        </Button>
      </div>
    </>
  );
}
