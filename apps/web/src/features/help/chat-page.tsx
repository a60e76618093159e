import { QA_ACTION, QA_RECORD_TYPE, QA_TEXT_MAX } from '@tenora/contract/complaints';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import type { ApiResult } from '../../platform/api-client.ts';
import { bridge } from '../../platform/bridge.ts';
import { kept, useKept } from '../../platform/kept.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { Link, navigate, useSearch } from '../../platform/router.tsx';
import { withSession } from '../../platform/session.ts';
import { showToast } from '../../platform/toast.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded } from '../../ui/loaded.tsx';
import { Rate } from '../../ui/rate.tsx';
import {
  HAND_OVER_PROBLEM_TYPE,
  fetchEntries,
  record,
  type BotReply,
  type QaEntry,
  type QaLoanAction,
} from './help-api.ts';
import './help.css';

/** Stars that ask the shell for a store rating (docs/product.md#complaints). */
const STORE_RATING_STARS = 5;

/** One thing in the conversation, in the order it was said. */
type Item =
  | { kind: 'bot' | 'user'; text: string }
  | { kind: 'choices'; entries: QaEntry[] }
  | { kind: 'solved'; qaId: number }
  | { kind: 'rating'; qaId: number }
  | { kind: 'handOver'; qaId?: number }
  | { kind: 'service' }
  | { kind: 'actions'; actions: QaLoanAction[] }
  | { kind: 'offline' };

const ITEM_KINDS = new Set<string>([
  'bot',
  'user',
  'choices',
  'solved',
  'rating',
  'handOver',
  'service',
  'actions',
  'offline',
]);
const isConversation = (value: unknown): value is Item[] =>
  Array.isArray(value) &&
  value.every(
    (item: unknown) =>
      !!item &&
      typeof item === 'object' &&
      ITEM_KINDS.has(String((item as { kind?: unknown }).kind)),
  );

/** A conversation is kept for the day: a reload, or the webview back from another app, finds it. */
const CONVERSATION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Where each of the bot's buttons leads, for the loan it answered about. */
const ACTION_PAGES = { repay: '/repay', extend: '/repayDelay', documents: '/relevant' } as const;

/**
 * `/intelligentCustomerService?selectedIndex=&orderNo=`, the help chatbot
 * (docs/product.md#complaints). The question tree comes from get-qa-list a level at a time: the
 * topics, then a topic's questions, then a question's answer. What the borrower does is recorded
 * with qa-record, whose answer is the bot's reply: a hand-over (1) opens the complaint form, solved
 * or not (2) leads to the stars or to customer service, the stars (3) thank, and typed text (4)
 * gets the closest answer or the offer of a person.
 */
export default function ChatPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const orderNo = positiveIntParam(search.get('orderNo') ?? search.get('orderId'));
  const selected = Number.parseInt(search.get('selectedIndex') ?? '', 10);
  const { state, retry } = useLoad(`chat:${orderNo ?? ''}`, (signal) =>
    fetchEntries(0, orderNo, signal),
  );
  return (
    <Loaded state={state} retry={retry} failedTitle={t.help.loadFailed} title={t.help.chatTitle}>
      {({ entries }) => (
        <Chat topics={entries} orderNo={orderNo} selected={entries[selected] ?? null} />
      )}
    </Loaded>
  );
}

function Chat(props: { topics: QaEntry[]; orderNo: number | undefined; selected: QaEntry | null }) {
  const { t } = useApp();
  const { orderNo } = props;
  const conversation = useMemo(
    () => kept(`chat:${orderNo ?? ''}`, CONVERSATION_MAX_AGE_MS, isConversation),
    [orderNo],
  );
  const restored = useKept(conversation);
  const [items, setItems] = useState<Item[]>(() => [
    { kind: 'bot', text: t.help.greeting },
    { kind: 'choices', entries: props.topics },
  ]);
  // The conversation so far comes back after a reload, in place of the greeting.
  const [restoredFrom, setRestoredFrom] = useState<Item[] | undefined>(undefined);
  if (restored.value && restoredFrom !== restored.value) {
    setRestoredFrom(restored.value);
    setItems(restored.value);
  }
  useEffect(() => {
    if (restored.hydrated) conversation.write(items);
  }, [conversation, restored.hydrated, items]);
  const say = (...more: Item[]) => setItems((now) => [...now, ...more]);

  // Offline, what the borrower asked waits, and goes as soon as the network is back.
  const [waiting, setWaiting] = useState<(() => Promise<void>) | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const again = () => {
      setWaiting(null);
      say({ kind: 'bot', text: t.help.backOnline });
      void waiting();
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
    // say and the words are the same for the life of the conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);
  /** True when the answer came; offline, says so and asks again once back online. */
  const arrived = (result: ApiResult<unknown>, askAgain: () => Promise<void>) => {
    if (result.ok) return true;
    if (result.kind === 'network') {
      say({ kind: 'offline' });
      setWaiting(() => askAgain);
    }
    return false;
  };
  const end = useRef<HTMLDivElement>(null);
  // Braces: newer browsers answer scrollIntoView with a promise, which React would take for a
  // clean-up function.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [items.length]);

  const handOver = async (qaId?: number) => {
    const r = await record(QA_RECORD_TYPE.handOver, orderNo, { qaId });
    if (!r.ok) return;
    navigate(withSession('/complainPageNext', { problemType: HAND_OVER_PROBLEM_TYPE, orderNo }));
  };

  const choose = async (entry: QaEntry) => {
    say({ kind: 'user', text: entry.title_local });
    if (entry.action_type === QA_ACTION.handOver) {
      await handOver(entry.id);
      return;
    }
    await answerChoice(entry);
  };
  const answerChoice = async (entry: QaEntry) => {
    const r = await fetchEntries(entry.id, orderNo);
    if (!arrived(r, () => answerChoice(entry)) || !r.ok) return;
    const { says, entries } = r.data;
    const next: Item[] = says ? [{ kind: 'bot', text: says }] : [];
    if (entries.length > 0) next.push({ kind: 'choices', entries });
    else next.push({ kind: 'solved', qaId: entry.id });
    say(...next);
  };

  // A chosen topic from the help entry is asked at once, as if tapped here; not again when the
  // conversation came back after a reload.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !props.selected || !restored.hydrated || restored.value) return;
    asked.current = true;
    void choose(props.selected);
  });

  const reply = (r: BotReply, then: Item[] = []) =>
    say(
      ...(r.text ? [{ kind: 'bot' as const, text: r.text }] : []),
      ...(r.actions?.length ? [{ kind: 'actions' as const, actions: r.actions }] : []),
      ...then,
      ...(r.offerHandOver ? [{ kind: 'handOver' as const }] : []),
    );

  const solved = async (qaId: number, yes: boolean) => {
    say({ kind: 'user', text: yes ? t.help.solvedYes : t.help.solvedNo });
    const r = await record(QA_RECORD_TYPE.solved, orderNo, { qaId, value: yes ? '1' : '2' });
    if (!r.ok) return;
    reply(r.data, [yes ? { kind: 'rating', qaId } : { kind: 'service' }]);
  };

  const rate = async (qaId: number, stars: number) => {
    if (stars === 0) {
      showToast(t.help.pleaseChoose);
      return false;
    }
    const r = await record(QA_RECORD_TYPE.rating, orderNo, { qaId, value: String(stars) });
    if (!r.ok) return false;
    say({ kind: 'user', text: t.help.star(stars) });
    reply(r.data);
    if (stars >= STORE_RATING_STARS) bridge.goRate();
    return true;
  };

  const send = async (text: string) => {
    say({ kind: 'user', text });
    await answerText(text);
  };
  const answerText = async (text: string) => {
    const r = await record(QA_RECORD_TYPE.text, orderNo, { value: text });
    if (!arrived(r, () => answerText(text)) || !r.ok) return;
    reply(r.data, r.data.matched ? [{ kind: 'solved', qaId: r.data.matched.id }] : []);
  };

  const last = items.length - 1;
  return (
    <main className="page help-page chat-page">
      <header className="page-header">
        <h1>{t.help.chatTitle}</h1>
      </header>
      <div className="chat-log" role="log" aria-label={t.help.conversation} data-testid="chat-log">
        {items.map((item, index) => (
          <ChatItem
            key={index}
            item={item}
            // Only the newest question can still be answered; older ones are history.
            live={index === last}
            onChoose={choose}
            onSolved={solved}
            onRate={rate}
            onHandOver={handOver}
          />
        ))}
        {items[last]?.kind !== 'choices' && (
          <button
            type="button"
            className="chip chat-topics"
            onClick={() => say({ kind: 'choices', entries: props.topics })}
          >
            {t.help.otherTopics}
          </button>
        )}
      </div>
      <Composer onSend={send} />
      {/* After the typing box: scrolled to, the newest choices show above it, none beneath it. */}
      <div ref={end} />
    </main>
  );
}

function ChatItem(props: {
  item: Item;
  live: boolean;
  onChoose: (entry: QaEntry) => Promise<void>;
  onSolved: (qaId: number, yes: boolean) => Promise<void>;
  onRate: (qaId: number, stars: number) => Promise<boolean>;
  onHandOver: (qaId?: number) => Promise<void>;
}) {
  const { t } = useApp();
  const { item, live } = props;
  switch (item.kind) {
    case 'bot':
    case 'user':
      return (
        <p className={`bubble bubble-${item.kind}`} data-testid={`chat-${item.kind}`}>
          <span className="visually-hidden">{item.kind === 'bot' ? t.help.bot : t.help.you}: </span>
          {item.text}
        </p>
      );
    case 'choices':
      return (
        <div className="chips" data-testid="chat-choices">
          {item.entries.map((entry) => (
            <Button
              key={entry.id}
              variant="secondary"
              className="chip"
              disabled={!live}
              onClick={() => props.onChoose(entry)}
            >
              {entry.title_local}
            </Button>
          ))}
        </div>
      );
    case 'solved':
      return (
        <div className="chat-card" data-testid="chat-solved">
          <p>{t.help.solvedAsk}</p>
          <div className="chips">
            <Button
              className="chip"
              disabled={!live}
              onClick={() => props.onSolved(item.qaId, true)}
            >
              {t.help.solvedYes}
            </Button>
            <Button
              variant="secondary"
              className="chip"
              disabled={!live}
              onClick={() => props.onSolved(item.qaId, false)}
            >
              {t.help.solvedNo}
            </Button>
          </div>
        </div>
      );
    case 'rating':
      return <Rating live={live} onRate={(stars) => props.onRate(item.qaId, stars)} />;
    case 'handOver':
      return (
        <Button
          className="chat-action"
          disabled={!live}
          onClick={() => props.onHandOver(item.qaId)}
          data-testid="chat-hand-over"
        >
          {t.help.handOver}
        </Button>
      );
    case 'actions':
      return (
        <div className="chips" data-testid="chat-actions">
          {item.actions.map((action) => (
            <Link
              key={action.kind}
              className="btn btn-primary chip chat-action"
              href={withSession(ACTION_PAGES[action.kind], { orderId: action.orderId })}
              data-testid={`chat-open-${action.kind}`}
            >
              {action.kind === 'repay'
                ? t.help.openRepay
                : action.kind === 'extend'
                  ? t.help.openExtension
                  : t.help.openDocuments}
            </Link>
          ))}
        </div>
      );
    case 'offline':
      return (
        <p className="bubble bubble-bot bubble-offline" role="status" data-testid="chat-offline">
          <span className="visually-hidden">{t.help.bot}: </span>
          {t.help.offline}
        </p>
      );
    case 'service':
      return (
        <Link
          className="btn btn-secondary chat-action"
          href={withSession('/customerService')}
          data-testid="chat-service"
        >
          {t.help.customerService}
        </Link>
      );
  }
}

function Rating(props: { live: boolean; onRate: (stars: number) => Promise<boolean> }) {
  const { t } = useApp();
  const [stars, setStars] = useState(0);
  const [sent, setSent] = useState(false);
  const titleId = useId();
  const done = sent || !props.live;
  return (
    <div className="chat-card" role="group" aria-labelledby={titleId} data-testid="chat-rating">
      {/* The bot's reply above asks for the stars already; this names the group for screen readers. */}
      <p id={titleId} className="visually-hidden">
        {t.help.rateAsk}
      </p>
      <Rate value={stars} onChange={done ? () => undefined : setStars} label={t.help.star} />
      {!done && (
        <Button onClick={async () => setSent(await props.onRate(stars))}>{t.help.rate}</Button>
      )}
    </div>
  );
}

function Composer({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const { t } = useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    // An empty message is not sent (docs/product.md#complaints).
    if (!message || busy) return;
    setBusy(true);
    setText('');
    await onSend(message);
    setBusy(false);
  };
  return (
    <form className="confirm-bar chat-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t.help.inputLabel}
      </label>
      <input
        id={inputId}
        className="field-input"
        value={text}
        maxLength={QA_TEXT_MAX}
        placeholder={t.help.inputLabel}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="send"
        autoComplete="off"
        data-testid="chat-input"
      />
      <button type="submit" className="btn btn-primary chat-send" aria-busy={busy || undefined}>
        {t.help.send}
      </button>
    </form>
  );
}
