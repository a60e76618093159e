import {
  borrowerEmail,
  borrowerEmailConfirm,
  borrowerEmailRemove,
  borrowerEmailSet,
} from '@tenora/contract/borrower-contact';
import { EMAIL_MAX_LENGTH, isEmail } from '@tenora/domain/email';
import { useState } from 'react';
import { call } from '../platform/api-client.ts';
import { useApp } from '../platform/app-context.tsx';
import { showToast } from '../platform/toast.ts';
import { Button } from './button.tsx';
import { CodeField } from './code-field.tsx';
import { ContactForm, useContactEditor } from './contact-editor.tsx';
import { TextField } from './text-field.tsx';

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
  const tc = t.orders.contact;
  const editor = useContactEditor(borrowerEmail);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const { value } = editor;
  if (value === undefined) return null;

  const send = async () => {
    const typed = editor.draft.trim();
    if (!isEmail(typed)) return editor.refuse();
    setCode('');
    await editor.send(call(borrowerEmailSet, { email: typed }));
  };

  const confirm = async () => {
    if (code.length !== 6) return setCodeError(tc.codeMissing);
    if (await editor.send(call(borrowerEmailConfirm, { code }))) showToast(te.saved);
  };

  const remove = async () => {
    if (await editor.send(call(borrowerEmailRemove, {}))) showToast(te.removed);
  };

  if (value.pending !== null && !editor.editing) {
    const { pending } = value;
    return (
      <ContactForm
        onSubmit={confirm}
        intro={<p className="msg-body">{te.sent(pending)}</p>}
        submit={{ label: tc.confirm, testId: 'email-confirm' }}
        other={{ label: tc.change, onClick: () => editor.edit(pending) }}
        busy={editor.busy}
        testId="email-code-form"
      >
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
      </ContactForm>
    );
  }

  if (editor.editing || value.email === null) {
    return (
      <ContactForm
        onSubmit={send}
        intro={<p className="msg-body">{te.why}</p>}
        submit={{ label: te.send, testId: 'msg-email-save' }}
        other={editor.editing ? { label: tc.cancel, onClick: editor.cancel } : undefined}
        busy={editor.busy}
      >
        <TextField
          label={te.label}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={editor.draft}
          error={editor.invalid ? te.invalid : undefined}
          onChange={editor.type}
          testId="msg-email-input"
        />
      </ContactForm>
    );
  }

  const { email } = value;
  return (
    <>
      <p className="msg-body" data-testid="msg-email-current">
        {te.current(email)}
      </p>
      <div className="details-actions">
        <Button variant="secondary" onClick={() => editor.edit(email)}>
          {tc.change}
        </Button>
        <Button
          variant="secondary"
          onClick={remove}
          disabled={editor.busy}
          data-testid="msg-email-remove"
        >
          {te.remove}
        </Button>
      </div>
    </>
  );
}
