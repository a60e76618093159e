/**
 * A screen's first loads, as the server makes them before drawing it (docs/architecture.md#pages):
 * the same functions the screen's `useLoad` calls, with the inputs it reads from its address. On
 * the server the app's client answers each call in process and keeps the answer for the page; the
 * screen's own calls then find their answers there, on the server and in the browser alike. A
 * call the screen makes that the loader did not is simply asked by the browser. A loader only
 * reads: drawing a page never writes.
 */
export type PageLoad = (query: URLSearchParams, signal: AbortSignal) => Promise<unknown>;
