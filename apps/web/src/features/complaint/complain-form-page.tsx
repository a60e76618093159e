import { useEffect, useMemo, useRef, useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { navigate, useSearch } from '../../platform/router.tsx';
import { positiveIntParam } from '../../platform/query-params.ts';
import { useKept } from '../../platform/kept.ts';
import { withSession } from '../../platform/session.ts';
import { showToast } from '../../platform/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { PageNotFound } from '../../ui/loaded.tsx';
import { COLLECTION, fetchStart, safeUrl, saveComplaint, type Saved } from './complaint-api.ts';
import { keptDraft, type Draft } from './draft.ts';
import { useHere } from './complaint-parts.tsx';
import { PhotoPicker, usePhotos, MAX_PHOTOS } from './evidence.tsx';
import './complaint.css';

/** The most a complaint's text holds; more typed or pasted is ignored (docs/product.md#complaints). */
export const MAX_TEXT = 200;

/**
 * `/complainPageNext?problemType=&problemSonType=&orderNo=`: the complaint's words and photos. The
 * save answers a reference and the date the lender must answer by, which stay on screen until the
 * borrower is done with them (a reference gone before it is written down is no reference); then
 * the complaint page, in place of this form, so Back does not return to a sent form.
 */
export default function ComplainFormPage() {
  const { t, market } = useApp();
  const dates = useDates();
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
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const photos = usePhotos();
  const here = useHere();
  // The words and the photos already sent come back after a reload, or after the webview was
  // killed while the borrower was in the gallery.
  const draft = useMemo(
    () => keptDraft({ problemType, problemSonType, orderNo }),
    [problemType, problemSonType, orderNo],
  );
  const kept = useKept(draft);
  const [restoredFrom, setRestoredFrom] = useState<Draft | undefined>(undefined);
  if (kept.value && restoredFrom !== kept.value) {
    setRestoredFrom(kept.value);
    setText(kept.value.text);
    setRequestKey(kept.value.requestKey);
    photos.restore(
      kept.value.photos.flatMap((url) => {
        const preview = safeUrl(url, here);
        return preview ? [{ url, preview }] : [];
      }),
    );
  }
  const sentPhotos = photos.photos.flatMap((p) => (p.state === 'sent' && p.url ? [p.url] : []));
  const sentKey = sentPhotos.join(',');
  useEffect(() => {
    if (!kept.hydrated || saved) return;
    if (!text && sentPhotos.length === 0) draft.clear();
    else draft.write({ text, requestKey, photos: sentPhotos });
    // What is kept changes with the words, their key and the photos sent, and nothing else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept.hydrated, saved, text, requestKey, sentKey]);
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

  // A collection complaint says what happened (its sub-type, chosen on /complaint): an address
  // without it could only be refused on Submit, after the borrower wrote it all.
  if (problemType === undefined || (problemType === COLLECTION && problemSonType === undefined))
    return <PageNotFound />;

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
      requestKey,
    });
    if (!result.ok) {
      sending.current = false;
      return;
    }
    draft.clear();
    setSaved(result.data);
  };
  const done = () =>
    navigate(withSession('/complaint', { orderNo: orderNo || undefined }), { replace: true });

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
              setRequestKey(newRequestKey());
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
      <Dialog open={saved !== null} title={t.complaint.successTitle} onClose={done}>
        {saved && (
          <>
            <dl className="rows" data-testid="cp-success">
              <div className="row">
                <dt>{t.complaint.reference}</dt>
                <dd data-testid="cp-reference">{saved.reference}</dd>
              </div>
              <div className="row">
                <dt>{t.complaint.answerBy}</dt>
                <dd className="cp-nowrap" data-testid="cp-due">
                  {dates.date(saved.dueDate, market)}
                </dd>
              </div>
            </dl>
            <p className="dialog-body">{t.complaint.successKeep}</p>
            <div className="dialog-actions">
              <Button onClick={done} data-testid="cp-done">
                {t.complaint.successDone}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </main>
  );
}

function newRequestKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
