import {
  callKey,
  PAGE_STATE_ID,
  type EmbeddedAnswer,
  type PageState,
} from '@tenora/contract/embedded-answers';
import { scope, type AnswerBook } from './scope.ts';
import { sessionParams } from './session.ts';

/**
 * An answer is for the screen's first draw. One its screen did not ask for at once is not handed
 * to a later screen that asks the same: by then the loan may have moved.
 */
const FRESH_MS = 30_000;

/** The state of the page the server drew, when this is one and it can be read. */
export function readPageState(): PageState | undefined {
  try {
    const text = document.getElementById(PAGE_STATE_ID)?.textContent;
    const parsed = text ? (JSON.parse(text) as Partial<PageState>) : undefined;
    if (!parsed || typeof parsed.path !== 'string' || typeof parsed.locale !== 'string') return;
    const answers = (Array.isArray(parsed.answers) ? parsed.answers : []).filter(
      (a) =>
        typeof a?.key === 'string' &&
        typeof a.status === 'number' &&
        typeof a.envelope === 'object' &&
        a.envelope !== null,
    );
    const drawn = (Array.isArray(parsed.drawn) ? parsed.drawn : []).filter(
      (k) => typeof k === 'string',
    );
    return { ...parsed, path: parsed.path, locale: parsed.locale, answers, drawn };
  } catch {
    // A page whose state we cannot read: every call goes to the network.
    return undefined;
  }
}

/** The calls of this page are answered from these; undefined ends it. */
export function answerFrom(state: Pick<PageState, 'sessionId' | 'lang' | 'answers'> | undefined) {
  scope().answers = state && book(state);
}

function book(state: Pick<PageState, 'sessionId' | 'lang' | 'answers'>): AnswerBook {
  return {
    answers: new Map(state.answers.map((a) => [a.key, a])),
    sessionId: state.sessionId,
    lang: state.lang,
    since: performance.now(),
  };
}

/**
 * The answer the page carries for exactly this call, taken once: a retry, or the same call later,
 * asks the network. Only for the session and language it was made for, and only while the page is
 * new.
 */
export function takeEmbeddedAnswer(path: string, input: unknown): EmbeddedAnswer | undefined {
  const here = scope();
  if (here.answers === undefined && !here.server) {
    // Read by a call before the app took the page's state: as old as the page.
    here.answers = { ...book(readPageState() ?? { answers: [] }), since: 0 };
  }
  const all = here.answers;
  if (!all || all.answers.size === 0) return undefined;
  if (performance.now() - all.since > FRESH_MS) {
    all.answers.clear();
    return undefined;
  }
  const key = callKey(path, input);
  const found = all.answers.get(key);
  if (!found) return undefined;
  all.answers.delete(key);
  const session = sessionParams();
  if (session.sessionId !== all.sessionId || session.lang !== all.lang) return undefined;
  return found;
}
