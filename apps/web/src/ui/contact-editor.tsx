import type { AnyEndpoint, RequestOf, ResponseOf } from '@tenora/contract/endpoint';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { call, type ApiResult } from '../platform/api-client.ts';
import { Button } from './button.tsx';

/**
 * What the e-mail and the phone editors share (docs/product.md#my-details): the value, read once
 * when the editor is drawn; the form for a new one, typed until it is sent; and the buttons held
 * while a call is on its way. The value stays `undefined` until it arrives, and the editor draws
 * nothing till then, so nothing moves when it does.
 */
export function useContactEditor<E extends AnyEndpoint>(read: E) {
  type Value = ResponseOf<E>;
  const [value, setValue] = useState<Value>();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    // The reads of a borrower's own contact take nothing but the session.
    const nothing = {} as RequestOf<E>;
    void call(read, nothing, { signal: ctrl.signal, quiet: true, loading: false }).then((r) => {
      if (r.ok) setValue(r.data);
    });
    return () => ctrl.abort();
  }, [read]);

  return {
    value,
    editing,
    draft,
    invalid,
    busy,
    /** Opens the form with `from` typed in it. */
    edit(from: string) {
      setDraft(from);
      setInvalid(false);
      setEditing(true);
    },
    cancel: () => setEditing(false),
    type(next: string) {
      setDraft(next);
      setInvalid(false);
    },
    refuse: () => setInvalid(true),
    /**
     * Makes a call with the buttons held; its answer becomes the value. A refusal toasts the
     * server's own words, a dropped connection the client's, and the form stays as it was.
     */
    async send(made: Promise<ApiResult<Value>>): Promise<boolean> {
      setBusy(true);
      const result = await made;
      setBusy(false);
      if (!result.ok) return false;
      setValue(result.data);
      setEditing(false);
      return true;
    },
  };
}

/** A form of the editor: what it says, its fields, then its submit button and the other one. */
export function ContactForm(props: {
  onSubmit: () => Promise<unknown>;
  intro: ReactNode;
  children: ReactNode;
  submit: { label: string; testId: string };
  other?: { label: string; onClick: () => void } | undefined;
  busy: boolean;
  testId?: string;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void props.onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} data-testid={props.testId}>
      {props.intro}
      {props.children}
      <div className="details-actions">
        <Button type="submit" disabled={props.busy} data-testid={props.submit.testId}>
          {props.submit.label}
        </Button>
        {props.other && (
          <Button variant="secondary" disabled={props.busy} onClick={props.other.onClick}>
            {props.other.label}
          </Button>
        )}
      </div>
    </form>
  );
}
