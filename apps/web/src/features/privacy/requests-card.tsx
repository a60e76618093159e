import type { DataRequest } from '@tenora/contract/privacy';
import { useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { Button } from '../../ui/button.tsx';
import { withdrawRequest, type Privacy } from './privacy-api.ts';
import { usePrivacyTimes } from './privacy-format.ts';
import { RequestForm } from './request-form.tsx';
import { useAct } from './use-act.ts';

/**
 * The borrower's requests, newest first, each with its status, when it was opened and by when the
 * law has it answered, what they wrote and what the lender answered; an open one can be taken
 * back. Below them, the forms to ask for a correction and to raise a grievance.
 */
export function RequestsCard(props: { view: Privacy; onChange: (next: Privacy) => void }) {
  const { t } = useApp();
  const tr = t.privacy.requests;
  const { market, requests } = props.view;
  const titleId = useId();
  const openOf = (kind: DataRequest['kind']) =>
    requests.find((r) => r.kind === kind && r.status === 'open');

  return (
    <section className="card privacy-card" aria-labelledby={titleId} data-testid="requests">
      <h2 className="section-title" id={titleId}>
        {tr.title}
      </h2>
      <p className="privacy-note">{tr.deadline[market]}</p>
      {requests.length === 0 ? (
        <p className="privacy-note" data-testid="requests-none">
          {tr.none}
        </p>
      ) : (
        <ul className="privacy-list">
          {requests.map((request) => (
            <RequestItem
              key={request.id}
              request={request}
              market={market}
              onChange={props.onChange}
            />
          ))}
        </ul>
      )}
      <RequestForm
        kind="correction"
        market={market}
        open={openOf('correction')}
        onChange={props.onChange}
      />
      <RequestForm
        kind="grievance"
        market={market}
        open={openOf('grievance')}
        onChange={props.onChange}
      />
    </section>
  );
}

function RequestItem(props: {
  request: DataRequest;
  market: Privacy['market'];
  onChange: (next: Privacy) => void;
}) {
  const { t } = useApp();
  const { when, dueWhen } = usePrivacyTimes();
  const tr = t.privacy.requests;
  const { request: r, market } = props;
  const { problem, act } = useAct(props.onChange);
  const titleId = useId();
  const waiting = r.status === 'open' || r.status === 'erasing';

  return (
    <li className="privacy-item" data-testid="request" data-kind={r.kind} data-status={r.status}>
      <div className="privacy-item-head">
        <h3 className="privacy-item-title" id={titleId}>
          {tr.kind[r.kind]}
        </h3>
        <span
          className={`privacy-status${waiting ? ' privacy-status-open' : ''}`}
          data-testid="request-status"
        >
          {tr.status[r.status]}
        </span>
      </div>
      <dl className="privacy-rows">
        <div className="privacy-row">
          <dt>{tr.opened}</dt>
          <dd>{when(r.openedAt, market)}</dd>
        </div>
        {waiting && (
          <div className="privacy-row">
            <dt>{tr.dueBy}</dt>
            <dd data-testid="request-due">{dueWhen(r.dueAt, market)}</dd>
          </div>
        )}
        {r.closedAt && (
          <div className="privacy-row">
            <dt>{tr.closed}</dt>
            <dd>{when(r.closedAt, market)}</dd>
          </div>
        )}
      </dl>
      {r.detail && (
        <div className="privacy-words">
          <p className="privacy-words-label">{tr.yourWords}</p>
          <p className="privacy-words-text">{r.detail}</p>
        </div>
      )}
      {r.answer && (
        <div className="privacy-words" data-testid="request-answer">
          <p className="privacy-words-label">{tr.answer}</p>
          <p className="privacy-words-text">{r.answer}</p>
        </div>
      )}
      {r.status === 'open' && (
        <div className="privacy-actions">
          <Button
            variant="secondary"
            onClick={() => act(() => withdrawRequest(r.id))}
            aria-describedby={titleId}
            data-testid="request-withdraw"
          >
            {tr.withdraw}
          </Button>
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert" data-testid="request-problem">
          {problem}
        </p>
      )}
    </li>
  );
}
