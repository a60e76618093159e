import type { SessionParams } from '@tenora/contract/session-params';
import type { AnyEndpoint } from '@tenora/contract/endpoint';
import type { EmbeddedAnswer } from '@tenora/contract/embedded-answers';
import type { ApiResult } from './api-client.ts';

/** The answers a drawn page carries, for the session and language they were made for. */
export interface AnswerBook {
  answers: Map<string, EmbeddedAnswer>;
  sessionId: string | undefined;
  lang: string | undefined;
  since: number;
}

/** The first loads of a drawn screen, by `useLoad` key (first-loads.ts). */
export interface FirstLoads {
  loads: Map<string, Promise<ApiResult<unknown>>>;
  /** The keys drawn with data; the others load as usual once the screen shows. */
  only?: Set<string>;
  began: number;
}

/**
 * What one screen's code reads besides its props: the session of its address, the answers its page
 * carries and its first loads. In the browser there is one of each, for the one borrower whose
 * webview it is. On the server every request has its own (server.tsx keeps it in an
 * AsyncLocalStorage), so renders run side by side and never share a borrower's data
 * (docs/architecture.md#pages).
 */
export interface Scope {
  /** On the server: a call the page does not answer is not made (no network, no write). */
  readonly server: boolean;
  session: SessionParams;
  answers: AnswerBook | undefined;
  firstLoads: FirstLoads | null;
  /**
   * On the server, while the screen's loader runs: answers a call in process, for the page to
   * carry. Once the loader is done, a call nobody answered is left for the browser.
   */
  inProcess?: ((endpoint: AnyEndpoint, input: unknown) => Promise<EmbeddedAnswer>) | undefined;
}

const browser: Scope = { server: false, session: {}, answers: undefined, firstLoads: null };
let serverScope: (() => Scope | undefined) | undefined;

export function scope(): Scope {
  return serverScope?.() ?? browser;
}

/** The server's render says where each request's scope is kept (server.tsx). */
export function scopesFrom(current: () => Scope | undefined): void {
  serverScope = current;
}
