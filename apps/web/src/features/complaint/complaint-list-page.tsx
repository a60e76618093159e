import { useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { Link } from '../../platform/router.tsx';
import { withSession } from '../../platform/session.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Loaded } from '../../ui/loaded.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { fetchList, type ListTab } from './complaint-api.ts';
import { useHere } from './complaint-parts.tsx';
import './complaint.css';

/**
 * `/complaintList`: the borrower's complaints under the server's tabs ("In progress", "Resolved"),
 * each with its time, type, words, reference and the date the lender answers by; a tap opens its
 * detail.
 */
export default function ComplaintListPage() {
  const { t } = useApp();
  const here = useHere();
  const { state, retry } = useLoad('complaint-list', (signal) => fetchList(here, signal));
  return (
    <Loaded
      state={state}
      retry={retry}
      failedTitle={t.complaintStart.listFailed}
      title={t.complaintStart.listTitle}
    >
      {(tabs) => <Tabs tabs={tabs} />}
    </Loaded>
  );
}

function Tabs({ tabs }: { tabs: ListTab[] }) {
  const { t } = useApp();
  const [current, setCurrent] = useState(0);
  const tab = tabs[current];
  return (
    <main className="page cp-page">
      <header className="page-header">
        <h1>{t.complaintStart.listTitle}</h1>
      </header>
      <div className="cp-tabs" role="tablist">
        {tabs.map((each, i) => (
          <button
            key={each.title}
            type="button"
            role="tab"
            id={`cp-tab-${i}`}
            aria-selected={i === current}
            aria-controls="cp-tab-panel"
            className="cp-tab"
            onClick={() => setCurrent(i)}
            data-testid="cp-tab"
          >
            {each.title}
          </button>
        ))}
      </div>
      <section id="cp-tab-panel" role="tabpanel" aria-labelledby={`cp-tab-${current}`}>
        {!tab || tab.items.length === 0 ? (
          <StatusScreen
            icon="empty"
            title={t.complaintStart.listEmpty}
            body={t.complaintStart.listEmptyBody}
          >
            <Link className="btn btn-primary" href={withSession('/complaint')}>
              {t.complaintStart.newComplaint}
            </Link>
          </StatusScreen>
        ) : (
          <ul className="cp-list">
            {tab.items.map((item) => (
              <li key={item.id}>
                <Link
                  className="card cp-item"
                  href={withSession('/complainDetails', { problemId: item.id })}
                  data-testid="cp-item"
                >
                  <span className="cp-item-head">
                    <span className="cp-item-type">{item.type}</span>
                    <span className="cp-item-time">{item.time}</span>
                  </span>
                  <span className="cp-item-content">{item.content}</span>
                  <span className="cp-item-ref">
                    {t.complaint.reference}: {item.reference}
                  </span>
                  <span className="cp-item-due" data-testid="cp-item-due">
                    {item.answered
                      ? t.complaintStart.listAnswered
                      : t.complaintStart.listAnswerBy(item.dueDate)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
