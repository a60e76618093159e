/**
 * What the server puts inside a screen's HTML (docs/architecture.md#pages): the answers to the calls
 * the screen makes before it can show anything, made in process by the screen's loader, so the app
 * does not wait for them after its own code. The app's client takes each answer once, when it makes
 * exactly that call for the same session; anything else goes over the network as usual.
 */

/** The id of the one `<script type="application/json">` element that carries the page's state. */
export const PAGE_STATE_ID = 'tenora-page';

/** An answer as the app's client would have read it from the wire: the family's envelope. */
export interface EmbeddedAnswer {
  /** `callKey(path, input)` of the call answered. */
  key: string;
  status: number;
  envelope: { code: number | string; data: unknown; message: string };
}

/** A drawn page's state: what it was drawn with, which the browser hydrates from. */
export interface PageState {
  /** The path the page was drawn for. */
  path: string;
  /** The language it speaks. */
  locale: string;
  /** The answer that holds the config of the app it speaks, when there is one. */
  configKey?: string;
  /** The session the answers were made for; absent for anonymous visitors. */
  sessionId?: string;
  /** The display-language flag they were made with: it decides the language of messages. */
  lang?: string;
  /** The `useLoad` keys drawn with their data; the browser hydrates exactly these from the page. */
  drawn: string[];
  /** The keys it could not draw with data: the browser loads them (a page complete has none). */
  pending?: string[];
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
