/**
 * Answers the server puts inside a screen's HTML (docs/decisions/044-data-in-the-page.md): the
 * calls that screen makes before it can show anything, already answered, so the app does not wait
 * for them after its own code. The app's client takes each answer once, when it makes exactly that
 * call for the same session; anything else goes over the network as usual.
 */

/** The id of the `<script type="application/json">` element that carries them. */
export const EMBEDDED_ANSWERS_ID = 'tenora-answers';

export interface EmbeddedAnswer {
  /** `callKey(path, input)` of the call answered. */
  key: string;
  status: number;
  /** The response body, as the server sent it. */
  body: string;
}

export interface EmbeddedAnswers {
  /** The session the answers were made for; absent for anonymous visitors. */
  sessionId?: string;
  /** The display-language flag they were made with: it decides the language of messages. */
  lang?: string;
  answers: EmbeddedAnswer[];
}

/** One call's identity: the endpoint's path and its input, keys sorted, absent values left out. */
export function callKey(path: string, input: unknown): string {
  return `${path} ${stableJson(input ?? {})}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
