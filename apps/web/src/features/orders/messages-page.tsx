import type { Message } from '@tenora/contract/messages';
import { useEffect, useState } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import type { PageLoad } from '../../platform/page-load.ts';
import { Link } from '../../platform/router.tsx';
import { withSession } from '../../platform/session.ts';
import { showToast } from '../../platform/toast.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded } from '../../ui/loaded.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { EmailCard } from './email-card.tsx';
import { fetchMessages, markAllRead } from './messages-api.ts';
import './orders.css';

/** Drawn by the server with the borrower's latest messages (docs/architecture.md#pages). */
export const load: PageLoad = (_query, signal) => fetchMessages(undefined, signal);

type Inbox = { messages: Message[]; more: boolean; unread: number };

/**
 * `/messages`: everything the lender told the borrower (reminders, penal charges, complaints),
 * newest first, each with its time and a link to its loan or complaint
 * (docs/product.md#screens).
 */
export default function MessagesPage() {
  const { t } = useApp();
  const { state, retry } = useLoad('messages', (signal) => fetchMessages(undefined, signal));
  return (
    <Loaded
      state={state}
      retry={retry}
      failedTitle={t.orders.inbox.loadFailed}
      title={t.orders.messages}
    >
      {(first) => <InboxList first={first} />}
    </Loaded>
  );
}

function InboxList({ first }: { first: Inbox }) {
  const { t } = useApp();
  const [messages, setMessages] = useState(first.messages);
  const [more, setMore] = useState(first.more);

  // Opened, they are read. What is on screen keeps its "New" mark for this visit, so nothing
  // moves under the borrower's eyes; the count on My loans is the server's, and drops to 0.
  useEffect(() => {
    if (first.unread > 0) void markAllRead();
  }, [first.unread]);

  const loadOlder = async () => {
    const last = messages[messages.length - 1];
    if (!last) return;
    const older = await fetchMessages(last.id);
    if (!older.ok) {
      // A refusal was toasted by the client; a dropped connection is said here, not passed over.
      if (older.kind === 'network') showToast(t.errors.network);
      return;
    }
    setMessages((shown) => [...shown, ...older.data.messages]);
    setMore(older.data.more);
  };

  return (
    <main className="page">
      <header className="page-header">
        <h1>{t.orders.messages}</h1>
      </header>
      {messages.length === 0 ? (
        // Reached from My loans, which Back returns to: nothing else to offer here.
        <StatusScreen
          icon="empty"
          title={t.orders.inbox.emptyTitle}
          body={t.orders.inbox.emptyBody}
        />
      ) : (
        <ul className="card-list msg-list">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Button
          variant="secondary"
          className="msg-older"
          onClick={loadOlder}
          data-testid="msg-older"
        >
          {t.orders.inbox.older}
        </Button>
      )}
      <EmailCard />
    </main>
  );
}

function MessageCard({ message }: { message: Message }) {
  const { t, market } = useApp();
  const dates = useDates();
  const titleId = `msg-${message.id}`;
  const link = message.link;
  return (
    <article
      className={`card msg${message.read ? '' : ' msg-unread'}`}
      aria-labelledby={titleId}
      data-testid="message"
    >
      <h2 className="msg-title" id={titleId}>
        {!message.read && (
          <span className="msg-new" data-testid="msg-new">
            {t.orders.inbox.unread}
          </span>
        )}
        {message.title}
      </h2>
      <time className="msg-time" dateTime={message.sentAt}>
        {dates.dateTime(new Date(message.sentAt), market)}
      </time>
      <p className="msg-body">{message.body}</p>
      {link?.kind === 'paper' && (
        // A PDF to keep: a plain link to the attachment, which a webview downloads itself.
        <a
          className="choice-link msg-link"
          aria-describedby={titleId}
          href={withSession('/film/paper/file', { id: link.id })}
          download
          data-testid="msg-link"
        >
          {t.orders.inbox.openPaper}
        </a>
      )}
      {link && link.kind !== 'paper' && (
        <Link
          className="choice-link msg-link"
          aria-describedby={titleId}
          href={
            link.kind === 'loan'
              ? withSession('/borrowDetail', { orderId: link.id })
              : withSession('/complainDetails', { problemId: link.id })
          }
          data-testid="msg-link"
        >
          {link.kind === 'loan' ? t.orders.inbox.openLoan : t.orders.inbox.openComplaint}
        </Link>
      )}
    </article>
  );
}
