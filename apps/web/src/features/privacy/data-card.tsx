import { useId, useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { Button } from '../../ui/button.tsx';
import { askAccess, exportHref, type Privacy } from './privacy-api.ts';
import { usePrivacyTimes } from './privacy-format.ts';
import { useAct } from './use-act.ts';

/**
 * What is held about the borrower, kind by kind, as the server counts it; and the copy of it all.
 * Asking for the copy records an access request, answered at once; the files are then made at
 * each download, as the data stands then.
 */
export function DataCard(props: { view: Privacy; onChange: (next: Privacy) => void }) {
  const { t } = useApp();
  const { when } = usePrivacyTimes();
  const td = t.privacy.data;
  const { market } = props.view;
  const titleId = useId();
  const { problem, act } = useAct(props.onChange);
  const [ready, setReady] = useState(false);

  return (
    <section className="card privacy-card" aria-labelledby={titleId} data-testid="data">
      <h2 className="section-title" id={titleId}>
        {td.title}
      </h2>
      <p className="privacy-note">{td.intro}</p>
      <ul className="privacy-data">
        {props.view.data.map((d) => (
          <li
            key={d.category}
            className="privacy-data-row"
            data-testid="data-category"
            data-category={d.category}
          >
            <span className="privacy-data-head">
              <span className="privacy-data-name">{td.categories[d.category]}</span>
              <span className="privacy-data-count">
                {d.count > 0 ? td.count(d.count) : td.none}
              </span>
            </span>
            {d.examples.length > 0 && (
              <span className="privacy-meta">{d.examples.join(' · ')}</span>
            )}
            {d.latestAt && (
              <span className="privacy-meta">{td.latest(when(d.latestAt, market))}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="privacy-note">{td.copyHint}</p>
      {!ready && (
        <div className="privacy-actions">
          <Button onClick={async () => setReady(await act(askAccess))} data-testid="data-copy">
            {td.copy}
          </Button>
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert" data-testid="data-problem">
          {problem}
        </p>
      )}
      {/* Kept in the page while empty, so that a screen reader announces what comes into it. */}
      <div role="status" className="privacy-ready">
        {ready && (
          <>
            <p>{td.ready}</p>
            <div className="privacy-downloads">
              <a
                className="btn btn-secondary"
                href={exportHref('json')}
                download
                data-testid="data-json"
              >
                {td.json}
              </a>
              <a
                className="btn btn-secondary"
                href={exportHref('pdf')}
                download
                data-testid="data-pdf"
              >
                {td.pdf}
              </a>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
