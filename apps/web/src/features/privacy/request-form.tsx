import type { DataRequest } from '@tenora/contract/privacy';
import { DATA_REQUEST_DETAIL_MAX } from '@tenora/domain/privacy';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { kept, useKept } from '../../platform/kept.ts';
import { Button } from '../../ui/button.tsx';
import { sendRequest, type Privacy } from './privacy-api.ts';
import { usePrivacyTimes } from './privacy-format.ts';

/**
 * A week: long enough for a borrower who left to find the words of their address or a date, short
 * enough that a draft about their data does not linger on the phone.
 */
const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A correction or a grievance, in the borrower's words (at most DATA_REQUEST_DETAIL_MAX). What
 * they type is never lost: a refusal or a dropped connection leaves it in the field, and it is
 * kept on the phone until sent (docs/decisions/095-nothing-lost-mid-task.md). One request of a
 * kind is open at a time: while one is, the form gives way to a line saying so.
 */
export function RequestForm(props: {
  kind: 'correction' | 'grievance';
  market: Privacy['market'];
  /** The open request of this kind, if there is one. */
  open: DataRequest | undefined;
  onChange: (next: Privacy) => void;
}) {
  const { t } = useApp();
  const { dueWhen } = usePrivacyTimes();
  const tr = t.privacy.requests;
  const tk = tr[props.kind];
  const id = useId();
  const draft = useMemo(
    () => kept(`privacy:${props.kind}`, DRAFT_MAX_AGE_MS, isText),
    [props.kind],
  );
  const restored = useKept(draft);
  const [shown, setShown] = useState(false);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);
  // The request sent from this form: its line stays while it is the open one.
  const [sentId, setSentId] = useState<number>();
  const [focusTitle, setFocusTitle] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const [restoredFrom, setRestoredFrom] = useState<string>();
  if (restored.value && restoredFrom !== restored.value) {
    setRestoredFrom(restored.value);
    setText(restored.value);
    setShown(true);
  }
  useEffect(() => {
    if (!restored.hydrated) return;
    if (text) draft.write(text);
    else draft.clear();
  }, [restored.hydrated, text, draft]);
  // Opening replaces the button that had the focus: the form's heading takes it.
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const detail = text.trim();
    if (!detail) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    setBusy(true);
    setFailed('');
    const result = await sendRequest(props.kind, detail);
    setBusy(false);
    if (!result.ok) {
      if (result.kind !== 'unauthenticated') setFailed(result.message || t.privacy.failed);
      return;
    }
    const made = result.data.requests.find((r) => r.kind === props.kind && r.status === 'open');
    setSentId(made?.id);
    setText('');
    setShown(false);
    setFocusTitle(false);
    draft.clear();
    props.onChange(result.data);
  };

  const sent = props.open && props.open.id === sentId ? props.open : undefined;
  const ids = { hint: `${id}-hint`, counter: `${id}-counter`, error: `${id}-error` };
  const error = empty ? tk.empty : failed;

  return (
    <div className="privacy-request-form" data-testid={`${props.kind}-form`}>
      <p role="status" className="privacy-sent" data-testid={`${props.kind}-sent`}>
        {sent && tr.sent(dueWhen(sent.dueAt, props.market))}
      </p>
      {!shown && props.open && !sent && (
        <p className="privacy-note" data-testid={`${props.kind}-one-open`}>
          {tk.oneOpen}
        </p>
      )}
      {!shown && !props.open && (
        <Button
          variant="secondary"
          onClick={() => {
            setShown(true);
            setFocusTitle(true);
          }}
          data-testid={`${props.kind}-open`}
        >
          {tk.open}
        </Button>
      )}
      {shown && (
        <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
          <h3 className="privacy-form-title" id={`${id}-title`} ref={title} tabIndex={-1}>
            {tk.open}
          </h3>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-text`}>
              {tk.label}
            </label>
            <p className="privacy-meta" id={ids.hint}>
              {tk.hint}
            </p>
            <textarea
              id={`${id}-text`}
              ref={field}
              className="field-input privacy-text"
              rows={5}
              maxLength={DATA_REQUEST_DETAIL_MAX}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={[ids.hint, ids.counter, error && ids.error]
                .filter(Boolean)
                .join(' ')}
              onChange={(e) => {
                // maxLength stops typing; an old WebView's paste may still bring more.
                setText(e.currentTarget.value.slice(0, DATA_REQUEST_DETAIL_MAX));
                setEmpty(false);
                setFailed('');
              }}
              data-testid={`${props.kind}-text`}
            />
            <p className="privacy-counter" id={ids.counter} data-testid={`${props.kind}-counter`}>
              {tr.counter(text.length, DATA_REQUEST_DETAIL_MAX)}
            </p>
          </div>
          {error && (
            <p
              className="field-error"
              id={ids.error}
              role="alert"
              data-testid={`${props.kind}-error`}
            >
              {error}
            </p>
          )}
          <div className="privacy-actions">
            <Button type="submit" disabled={busy} data-testid={`${props.kind}-send`}>
              {tr.send}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setShown(false);
                setEmpty(false);
                setFailed('');
              }}
            >
              {tr.cancel}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
