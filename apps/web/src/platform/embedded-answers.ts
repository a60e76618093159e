import {
  callKey,
  EMBEDDED_ANSWERS_ID,
  type EmbeddedAnswer,
  type EmbeddedAnswers,
} from '@tenora/contract/embedded-answers';
import { sessionParams } from './session.ts';

/**
 * An answer is for the screen's first draw. One its screen did not ask for at once is not handed
 * to a later screen that asks the same: by then the loan may have moved.
 */
const FRESH_MS = 30_000;

let answers: Map<string, EmbeddedAnswer> | undefined;
let madeFor: Pick<EmbeddedAnswers, 'sessionId' | 'lang'> = {};
let since = 0;

/** The server's render of a screen answers its calls from these (decision 045); null ends it. */
export function answerFrom(embedded: EmbeddedAnswers | null): void {
  answers = new Map(embedded?.answers.map((a) => [a.key, a]));
  madeFor = { sessionId: embedded?.sessionId, lang: embedded?.lang };
  since = performance.now();
}

function read(): Map<string, EmbeddedAnswer> {
  if (answers) return answers;
  answers = new Map();
  try {
    const text = document.getElementById(EMBEDDED_ANSWERS_ID)?.textContent;
    const parsed = text ? (JSON.parse(text) as Partial<EmbeddedAnswers>) : undefined;
    for (const a of Array.isArray(parsed?.answers) ? parsed.answers : []) {
      if (
        typeof a?.key === 'string' &&
        typeof a.status === 'number' &&
        typeof a.body === 'string'
      ) {
        answers.set(a.key, a);
      }
    }
    madeFor = { sessionId: parsed?.sessionId, lang: parsed?.lang };
  } catch {
    // A page without answers, or with answers we cannot read: every call goes to the network.
  }
  return answers;
}

/**
 * The answer the server put in the page for exactly this call (decision 044), taken once: a retry,
 * or the same call later, asks the network. Only for the session and language it was made for, and
 * only while the page is new.
 */
export function takeEmbeddedAnswer(path: string, input: unknown): Response | undefined {
  const all = read();
  if (all.size === 0) return undefined;
  if (performance.now() - since > FRESH_MS) {
    all.clear();
    return undefined;
  }
  const key = callKey(path, input);
  const found = all.get(key);
  if (!found) return undefined;
  all.delete(key);
  const session = sessionParams();
  if (session.sessionId !== madeFor.sessionId || session.lang !== madeFor.lang) return undefined;
  return new Response(found.body, {
    status: found.status,
    headers: { 'content-type': 'application/json' },
  });
}
