import { paperStatement, type Paper } from '@tenora/contract/papers';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { withSession } from '../../platform/session.ts';
import { Button } from '../../ui/button.tsx';

/**
 * A statement of account of one loan for the days the borrower picks (docs/product.md#papers):
 * a date left empty is the loan's payout day or today, so two empty dates are the whole loan.
 * The server makes and keeps it among the papers; its download link shows here at once.
 */
export function StatementForm({
  orderId,
  onMade,
}: {
  orderId: number;
  onMade: (paper: Paper) => void;
}) {
  const { t } = useApp();
  const ts = t.documents.statement;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<Paper | null>(null);
  const [failed, setFailed] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  // Opening replaces the button that had the focus: the form's heading takes it.
  useEffect(() => {
    if (open) title.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <Button
        variant="secondary"
        className="statement-open"
        onClick={() => setOpen(true)}
        data-testid="statement-open"
      >
        {ts.open}
      </Button>
    );
  }

  const make = async (e: FormEvent) => {
    e.preventDefault();
    if (from && to && from > to) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    setFailed('');
    // A refusal (a day after today, a loan not paid out) or no connection: said in the form, in
    // the server's or the client's words, beside the dates to change or the button to try again.
    const result = await call(
      paperStatement,
      { orderId, ...(from ? { from } : {}), ...(to ? { to } : {}) },
      { quiet: true },
    );
    setBusy(false);
    if (!result.ok) {
      setFailed(result.message);
      return;
    }
    setMade(result.data);
    onMade(result.data);
  };

  const errorId = `${id}-error`;
  const field = (which: 'from' | 'to', value: string, set: (v: string) => void) => (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-${which}`}>
        {ts[which]}
      </label>
      <input
        id={`${id}-${which}`}
        className="field-input"
        type="date"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : `${id}-hint`}
        onChange={(e) => {
          set(e.currentTarget.value);
          setInvalid(false);
          setFailed('');
          setMade(null);
        }}
        data-testid={`statement-${which}`}
      />
    </div>
  );

  return (
    <form
      className="statement-form"
      noValidate
      onSubmit={(e) => void make(e)}
      aria-labelledby={`${id}-title`}
      data-testid="statement-form"
    >
      <h3 className="statement-title" id={`${id}-title`} ref={title} tabIndex={-1}>
        {ts.title}
      </h3>
      <div className="statement-dates">
        {field('from', from, setFrom)}
        {field('to', to, setTo)}
      </div>
      <p className="doc-meta" id={`${id}-hint`}>
        {ts.hint}
      </p>
      {(invalid || failed) && (
        <p className="field-error" id={errorId} role="alert" data-testid="statement-error">
          {invalid ? ts.badRange : failed}
        </p>
      )}
      <Button type="submit" disabled={busy} data-testid="statement-make">
        {ts.make}
      </Button>
      <p role="status" className="statement-made">
        {made && (
          <>
            {ts.ready(made.number)}{' '}
            <a
              className="link"
              href={withSession('/film/paper/file', { id: made.id })}
              download
              data-testid="statement-download"
            >
              {t.documents.download}
            </a>
          </>
        )}
      </p>
    </form>
  );
}
