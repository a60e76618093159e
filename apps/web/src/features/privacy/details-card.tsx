import {
  borrowerPhone,
  borrowerPhoneConfirm,
  borrowerPhoneSet,
} from '@tenora/contract/borrower-contact';
import {
  formatPhone,
  parsePhone,
  PHONE_INPUT_MAX_DIGITS,
  sanitizePhoneInput,
} from '@tenora/domain/phone';
import { useId, useState } from 'react';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { showToast } from '../../platform/toast.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { ContactForm, useContactEditor } from '../../ui/contact-editor.tsx';
import { TextField } from '../../ui/text-field.tsx';
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
  const tc = t.orders.contact;
  const editor = useContactEditor(borrowerPhone);
  const [codes, setCodes] = useState({ current: '', next: '' });
  const [missing, setMissing] = useState({ current: false, next: false });
  const { value } = editor;
  if (value === undefined) return null;
  const shown = (phone: string) => formatPhone(phone, market);

  const send = async () => {
    const parsed = parsePhone(editor.draft, market);
    if (!parsed.ok) return editor.refuse();
    setCodes({ current: '', next: '' });
    await editor.send(call(borrowerPhoneSet, { phone: parsed.e164 }));
  };

  const confirm = async () => {
    const gaps = { current: codes.current.length !== 6, next: codes.next.length !== 6 };
    setMissing(gaps);
    if (gaps.current || gaps.next) return;
    const made = call(borrowerPhoneConfirm, { currentCode: codes.current, newCode: codes.next });
    if (await editor.send(made)) showToast(tp.saved);
  };

  if (value.pending !== null && !editor.editing) {
    const { pending } = value;
    const current = shown(value.phone);
    const next = shown(pending);
    const codeField = (which: 'current' | 'next', label: string, testId: string) => (
      <CodeField
        label={label}
        value={codes[which]}
        error={missing[which] ? tc.codeMissing : undefined}
        onChange={(code) => {
          setCodes((c) => ({ ...c, [which]: code }));
          setMissing((m) => ({ ...m, [which]: false }));
        }}
        testId={testId}
      />
    );
    return (
      <ContactForm
        onSubmit={confirm}
        intro={
          <>
            <p className="contact-label">{tp.label}</p>
            <p className="msg-body">{tp.sent(current, next)}</p>
          </>
        }
        submit={{ label: tc.confirm, testId: 'phone-confirm' }}
        other={{ label: tc.change, onClick: () => editor.edit(pending) }}
        busy={editor.busy}
        testId="phone-code-form"
      >
        {codeField('current', tp.currentCode(current), 'phone-code-current')}
        {codeField('next', tp.newCode(next), 'phone-code-new')}
      </ContactForm>
    );
  }

  if (editor.editing) {
    return (
      <ContactForm
        onSubmit={send}
        intro={<p className="msg-body">{tp.why}</p>}
        submit={{ label: tp.send, testId: 'phone-send' }}
        other={{ label: tc.cancel, onClick: editor.cancel }}
        busy={editor.busy}
      >
        <TextField
          label={tp.newLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_DIGITS[market] + 1}
          value={editor.draft}
          error={editor.invalid ? tp.invalid[market] : undefined}
          onChange={(typed) => editor.type(sanitizePhoneInput(typed, market))}
          testId="phone-input"
        />
      </ContactForm>
    );
  }

  return (
    <>
      <p className="contact-label">{tp.label}</p>
      <p className="contact-value" data-testid="phone-current">
        {shown(value.phone)}
      </p>
      <div className="details-actions">
        <Button variant="secondary" onClick={() => editor.edit('')} data-testid="phone-change">
          {tc.change}
        </Button>
      </div>
    </>
  );
}
