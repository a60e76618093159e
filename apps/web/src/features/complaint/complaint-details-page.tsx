import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import { openAway } from '../../platform/open-away.ts';
import { useSearch } from '../../platform/router.tsx';
import { positiveIntParam } from '../../platform/query-params.ts';
import { showToast } from '../../platform/toast.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Loaded, PageNotFound } from '../../ui/loaded.tsx';
import { Rate } from '../../ui/rate.tsx';
import { Thumbs, useHere } from './complaint-parts.tsx';
import { fetchDetail, rateComplaint, type ComplaintDetail } from './complaint-detail-api.ts';
import './complaint.css';

/** The rating is asked this long after the detail opens (docs/product.md#complaints). */
export const RATE_DELAY_MS = 3000;

/**
 * `/complainDetails?problemId=`: one complaint, its reference and the date the answer is due (and
 * why it moved, if it did), the lender's answer (the Process Result) once there is one, a rating
 * asked once, and always where and from when the borrower may escalate: the server words it.
 */
export default function ComplaintDetailsPage() {
  const { t } = useApp();
  const here = useHere();
  const problemId = positiveIntParam(new URLSearchParams(useSearch()).get('problemId'));
  const { state, retry } = useLoad(`complaint:${problemId}`, (signal) =>
    fetchDetail(problemId ?? 0, here, signal),
  );
  if (problemId === undefined) return <PageNotFound />;
  return (
    <Loaded
      state={state}
      retry={retry}
      failedTitle={t.complaintDetail.detailFailed}
      title={t.complaintDetail.detailTitle}
    >
      {(detail) => <Detail detail={detail} />}
    </Loaded>
  );
}

function Detail({ detail }: { detail: ComplaintDetail }) {
  const { t, market } = useApp();
  const dates = useDates();
  const [score, setScore] = useState(detail.score);
  const [rateOpen, setRateOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const [enlarged, setEnlarged] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!detail.canRate || asked.current) return;
    const timer = setTimeout(() => {
      asked.current = true;
      setRateOpen(true);
    }, RATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [detail.canRate]);

  const submit = async () => {
    if (stars === 0) {
      showToast(t.complaintDetail.ratePick);
      return;
    }
    const result = await rateComplaint(detail.id, stars);
    if (!result.ok) return;
    setRateOpen(false);
    setScore(stars);
    showToast(t.complaintDetail.rateThanks);
  };
  const closeRate = () => {
    setRateOpen(false);
    setStars(0);
  };

  const { escalation } = detail;
  const officer = escalation.officer;
  const url = escalation.url;

  return (
    <main className="page cp-page">
      <header className="page-header">
        <h1>{detail.type}</h1>
        {detail.subType && <p className="cp-intro">{detail.subType}</p>}
      </header>
      <section className="card cp-card">
        <dl className="rows">
          <div className="row">
            <dt>{t.complaint.reference}</dt>
            <dd className="cp-nowrap" data-testid="cp-reference">
              {detail.reference}
            </dd>
          </div>
          <div className="row">
            <dt>{t.complaintDetail.raisedOn}</dt>
            <dd className="cp-nowrap">{detail.time}</dd>
          </div>
          <div className="row">
            <dt>{t.complaint.answerBy}</dt>
            <dd className="cp-nowrap" data-testid="cp-due">
              {dates.date(detail.dueDate, market)}
            </dd>
          </div>
          {detail.extension && (
            <div className="row">
              <dt>{t.complaintDetail.extended}</dt>
              <dd data-testid="cp-extended">
                {t.complaintDetail.moved(
                  dates.date(detail.extension.previousDueDate, market),
                  dates.date(detail.dueDate, market),
                  detail.extension.reason,
                )}
              </dd>
            </div>
          )}
          {score !== undefined && (
            <div className="row">
              <dt>{t.complaintDetail.rating}</dt>
              <dd data-testid="cp-score">{t.complaintDetail.yourRating(score)}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card cp-card">
        <h2 className="section-title">{t.complaintDetail.content}</h2>
        <p className="cp-content" data-testid="cp-content">
          {detail.content}
        </p>
        <Thumbs images={detail.images} onOpen={setEnlarged} />
        {detail.imagesRemoved && (
          <p className="cp-hint" data-testid="cp-images-removed">
            {detail.imagesRemoved}
          </p>
        )}
      </section>
      <section className="card cp-card" data-testid="cp-result">
        <h2 className="section-title">{t.complaintDetail.processResult}</h2>
        {detail.answer ? (
          <>
            <p className="cp-content">{detail.answer.text}</p>
            <Thumbs images={detail.answer.images} onOpen={setEnlarged} />
          </>
        ) : (
          <p className="cp-hint" data-testid="cp-waiting">
            {/* Past its date with no answer, the page says so rather than "looking into it". */}
            {escalation.due
              ? t.complaintDetail.late(dates.date(detail.dueDate, market))
              : t.complaintDetail.waiting}
          </p>
        )}
      </section>
      <section className="card cp-card cp-escalate" data-testid="cp-escalate">
        <h2 className="section-title">{t.complaintDetail.escalateTitle}</h2>
        <p>{escalation.text}</p>
        {url ? (
          // Out of the webview through the shell (docs/native-bridge.md); a browser follows it.
          <a
            className="cp-contact"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="cp-regulator"
            onClick={(e) => {
              if (openAway(url)) e.preventDefault();
            }}
          >
            {escalation.address}
          </a>
        ) : (
          <p className="cp-contact" data-testid="cp-regulator">
            {escalation.address}
          </p>
        )}
        {officer && (
          <div className="cp-officer">
            <p className="cp-hint">{t.complaintDetail.officer}</p>
            <p className="cp-officer-name">{officer.name}</p>
            <a className="cp-contact" href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>
              {t.complaintDetail.phone}: {officer.phone}
            </a>
            <a className="cp-contact" href={`mailto:${officer.email}`}>
              {t.complaintDetail.email}: {officer.email}
            </a>
          </div>
        )}
      </section>
      <Dialog open={rateOpen} title={t.complaintDetail.rateTitle} onClose={closeRate}>
        <p className="dialog-body">{t.complaintDetail.rateBody}</p>
        <Rate value={stars} onChange={setStars} label={t.complaintDetail.star} />
        <div className="dialog-actions">
          <Button onClick={submit} data-testid="cp-rate-submit">
            {t.complaintDetail.rateSubmit}
          </Button>
          <Button variant="secondary" onClick={closeRate}>
            {t.complaintDetail.rateLater}
          </Button>
        </div>
      </Dialog>
      {enlarged && (
        <div className="cp-viewer" data-testid="cp-viewer">
          <img src={enlarged} alt="" />
          <button
            type="button"
            className="btn btn-primary"
            autoFocus
            onClick={() => setEnlarged(null)}
          >
            {t.complaintDetail.close}
          </button>
        </div>
      )}
    </main>
  );
}
