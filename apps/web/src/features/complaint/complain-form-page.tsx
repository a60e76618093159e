import { formatDate } from '@tenora/domain/dates';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { navigate, useSearch } from '../../platform/router.tsx';
import { positiveIntParam } from '../../platform/query-params.ts';
import { withSession } from '../../platform/session.ts';
import { showToast } from '../../platform/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { PageNotFound } from '../../ui/loaded.tsx';
import { COLLECTION, fetchStart, saveComplaint, type Saved } from './complaint-api.ts';
import { useHere } from './complaint-parts.tsx';
import { PhotoPicker, usePhotos, MAX_PHOTOS } from './evidence.tsx';
import './complaint.css';

/** The most a complaint's text holds; more typed or pasted is ignored (docs/product.md#complaints). */
export const MAX_TEXT = 200;
/** How long the success modal stays before the complaint page. */
export const SUCCESS_MS = 1500;

/**
 * `/complainPageNext?problemType=&problemSonType=&orderNo=`: the complaint's words and photos. The
 * save answers a reference and the date the lender must answer by, shown for 1.5 s; then the
 * complaint page, in place of this form, so Back does not return to a sent form.
 */
export default function ComplainFormPage() {
  const { t, market } = useApp();
  const search = new URLSearchParams(useSearch());
  const problemType = positiveIntParam(search.get('problemType'));
  const problemSonType = positiveIntParam(search.get('problemSonType'));
  const orderNo = search.get('orderNo') ?? '';
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  // A save under way or done: a second tap, however fast, makes no second complaint.
  const sending = useRef(false);
  // One key per filled-in form: a retry after a lost answer is the same complaint to the server.
  const requestKey = useRef(newRequestKey());
  const photos = usePhotos();
  const here = useHere();
  // What the complaint is about, under the title: the type, its sub-type and the loan, named as
  // the complaint page named them. The form does not wait for it.
  const [about, setAbout] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    void fetchStart(orderNo || undefined, here, abort.signal, true).then((r) => {
      if (!r.ok) return;
      const type = r.data.types.find((x) => x.value === problemType)?.title;
      const sub = r.data.subTypes.find((x) => x.value === problemSonType)?.title;
      const loan = r.data.loans.find((l) => l.orderNo === orderNo)?.productName;
      setAbout(
        [type, problemType === COLLECTION ? sub : undefined, loan].filter(Boolean).join(' · '),
      );
    });
    return () => abort.abort();
    // Asked once per form; the market and hosts do not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNo, problemType, problemSonType]);

  if (problemType === undefined) return <PageNotFound />;

  const submit = async () => {
    if (sending.current) return;
    if (!text.trim()) {
      setEmpty(true);
      return;
    }
    if (photos.photos.some((p) => p.state !== 'sent')) {
      showToast(t.complaint.waitForPhotos);
      return;
    }
    sending.current = true;
    const result = await saveComplaint({
      problemType,
      problemSonType,
      orderNo,
      text: text.trim(),
      images: photos.photos.map((p) => p.url ?? ''),
      requestKey: requestKey.current,
    });
    if (!result.ok) {
      sending.current = false;
      return;
    }
    setSaved(result.data);
    setTimeout(
      () =>
        navigate(withSession('/complaint', { orderNo: orderNo || undefined }), { replace: true }),
      SUCCESS_MS,
    );
  };

  return (
    <main className="page cp-page">
      <header className="page-header">
        <h1>{t.complaint.formTitle}</h1>
        {about && (
          <p className="cp-intro" data-testid="cp-about">
            {about}
          </p>
        )}
      </header>
      <section className="card form-card cp-card">
        <label className="field">
          <span className="field-label">{t.complaint.textLabel}</span>
          <textarea
            className="field-input cp-text"
            rows={6}
            maxLength={MAX_TEXT}
            value={text}
            placeholder={t.complaint.textPlaceholder}
            aria-invalid={empty || undefined}
            aria-describedby="cp-counter"
            data-testid="cp-text"
            onChange={(e) => {
              // maxLength stops typing; an old WebView's paste may still bring more.
              setText(e.target.value.slice(0, MAX_TEXT));
              requestKey.current = newRequestKey();
              setEmpty(false);
            }}
          />
        </label>
        <p className="cp-counter" id="cp-counter" data-testid="cp-counter">
          {t.complaint.counter(text.length, MAX_TEXT)}
        </p>
        {empty && (
          <p className="field-error" role="alert" data-testid="cp-empty">
            {t.complaint.emptyText}
          </p>
        )}
      </section>
      <section className="card cp-card">
        <h2 className="section-title">{t.complaint.photosTitle}</h2>
        <p className="cp-hint">{t.complaint.photosHint(MAX_PHOTOS)}</p>
        <PhotoPicker {...photos} />
      </section>
      <div className="cp-actions">
        <Button onClick={submit} data-testid="cp-submit">
          {t.complaint.submit}
        </Button>
      </div>
      <Dialog open={saved !== null} title={t.complaint.successTitle} onClose={() => undefined}>
        {saved && (
          <dl className="rows" data-testid="cp-success">
            <div className="row">
              <dt>{t.complaint.reference}</dt>
              <dd data-testid="cp-reference">{saved.reference}</dd>
            </div>
            <div className="row">
              <dt>{t.complaint.answerBy}</dt>
              <dd data-testid="cp-due">{formatDate(saved.dueDate, market)}</dd>
            </div>
          </dl>
        )}
      </Dialog>
    </main>
  );
}

function newRequestKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
