import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { appConfig, orderList } from '@tenora/contract/film';
import type * as ApiClient from './api-client.ts';
import type * as Toast from './toast.ts';

let api: typeof ApiClient;
let toast: typeof Toast;
let onUnauthenticated: ReturnType<typeof vi.fn<() => void>>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const LOADING = 'Loading…';
const GENERIC = 'Something went wrong';
const NETWORK = 'Check your connection';

const order = {
  orderId: 3,
  productId: 9,
  productName: 'Quick Loan',
  productLogo: '/logo.png',
  amount: 500000,
  market: 'IN',
  status: 1,
  statusText: 'In progress',
  createdAt: '2024-05-01T10:00:00.000Z',
};

function envelope(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function lastRequest(): { url: URL; init: RequestInit } {
  const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: new URL(String(input), 'http://localhost'), init: init ?? {} };
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.[name];
}

beforeEach(async () => {
  // Fresh toast, session and client state for every test.
  vi.resetModules();
  toast = await import('./toast.ts');
  api = await import('./api-client.ts');
  const session = await import('./session.ts');
  sessionStorage.clear();
  session.captureSessionParams('?sessionId=s1&userId=7&appName=tenora-in');

  onUnauthenticated = vi.fn<() => void>();
  api.configureApiClient({
    loadingText: () => LOADING,
    genericError: () => GENERIC,
    networkError: () => NETWORK,
    onUnauthenticated,
  });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('call: the request', () => {
  it('carries the session parameters in the query', async () => {
    fetchMock.mockResolvedValue(
      envelope({ code: 0, data: { orders: [], unread: 0 }, message: '' }),
    );
    await api.call(orderList, {});
    const { url } = lastRequest();
    expect(url.pathname).toBe('/film/order/list');
    expect(url.searchParams.get('sessionId')).toBe('s1');
    expect(url.searchParams.get('userId')).toBe('7');
    expect(url.searchParams.get('appName')).toBe('tenora-in');
  });

  it('sends a form POST for a form endpoint', async () => {
    fetchMock.mockResolvedValue(
      envelope({ code: 0, data: { orders: [], unread: 0 }, message: '' }),
    );
    await api.call(orderList, {});
    const { init } = lastRequest();
    expect(init.method).toBe('POST');
    expect(header(init, 'content-type')).toBe('application/x-www-form-urlencoded');
    expect(typeof init.body).toBe('string');
  });

  it('puts a GET input in the query and sends no body', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 1, data: null, message: 'x' }));
    await api.call(appConfig, { appName: 'other-app' }, { quiet: true });
    const { url, init } = lastRequest();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(header(init, 'content-type')).toBeUndefined();
    expect(url.pathname).toBe('/film/app/config');
    expect(url.searchParams.get('appName')).toBe('other-app');
    expect(url.searchParams.get('sessionId')).toBe('s1');
  });
});

describe('call: the outcome', () => {
  it('returns the validated data on success', async () => {
    fetchMock.mockResolvedValue(
      envelope({ code: 0, data: { orders: [order], unread: 0 }, message: '' }),
    );
    const result = await api.call(orderList, {});
    expect(result).toMatchObject({ ok: true, data: { orders: [order] }, code: 0 });
    expect(toast.toastSnapshot().message).toBeNull();
  });

  it('accepts the success code as a string that parses to 0', async () => {
    fetchMock.mockResolvedValue(
      envelope({ code: '0', data: { orders: [], unread: 0 }, message: '' }),
    );
    expect(await api.call(orderList, {})).toMatchObject({ ok: true, data: { orders: [] } });
  });

  it('treats malformed data as a protocol failure and toasts the generic message', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 0, data: { orders: 'nope' }, message: '' }));
    const result = await api.call(orderList, {});
    expect(result).toMatchObject({ ok: false, kind: 'protocol', message: GENERIC });
    expect(toast.toastSnapshot().message?.text).toBe(GENERIC);
  });

  it('treats a body that is not JSON as a protocol failure', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 200 }));
    const result = await api.call(orderList, {});
    expect(result).toMatchObject({ ok: false, kind: 'protocol' });
    expect(toast.toastSnapshot().message?.text).toBe(GENERIC);
  });

  it('resolves a business failure and toasts the server message', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 1, data: null, message: 'Nope' }));
    const result = await api.call(orderList, {});
    expect(result).toMatchObject({ ok: false, kind: 'business', code: 1, message: 'Nope' });
    expect(toast.toastSnapshot().message?.text).toBe('Nope');
  });

  it('does not toast a business failure when quiet', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 1, data: null, message: 'Nope' }));
    const result = await api.call(orderList, {}, { quiet: true });
    expect(result).toMatchObject({ ok: false, kind: 'business', code: 1, message: 'Nope' });
    expect(toast.toastSnapshot().message).toBeNull();
  });

  it('uses the generic message for a business failure without one', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 1, data: null, message: '' }));
    expect(await api.call(orderList, {})).toMatchObject({ kind: 'business', message: GENERIC });
    expect(toast.toastSnapshot().message?.text).toBe(GENERIC);
  });

  it('sends a 401 to the session hook without a toast', async () => {
    fetchMock.mockResolvedValue(
      envelope({ code: 401, data: null, message: 'Session expired' }, 401),
    );
    const result = await api.call(orderList, {});
    expect(result).toMatchObject({ ok: false, kind: 'unauthenticated' });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(toast.toastSnapshot().message).toBeNull();
  });

  it('resolves a network failure silently for a film endpoint', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await api.call(orderList, {});
    expect(result).toMatchObject({ ok: false, kind: 'network', message: NETWORK });
    expect(toast.toastSnapshot().message).toBeNull();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
  it('toasts a network failure for a repayment endpoint', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const repayment = { ...orderList, family: 'repayment' as const };
    const result = await api.call(repayment, {});
    expect(result).toMatchObject({ ok: false, kind: 'network' });
    expect(toast.toastSnapshot().message?.text).toBe(NETWORK);
  });
});

describe('call: loading and timeout', () => {
  it('shows the loading toast while the request is pending', async () => {
    let respond: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    const pending = api.call(orderList, {});
    expect(toast.toastSnapshot().loading).toBe(LOADING);
    respond(envelope({ code: 0, data: { orders: [], unread: 0 }, message: '' }));
    await pending;
    expect(toast.toastSnapshot().loading).toBeNull();
  });

  it('shows a custom loading text', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    void api.call(orderList, {}, { loading: 'Fetching orders' });
    expect(toast.toastSnapshot().loading).toBe('Fetching orders');
  });

  it('shows no loading toast with loading: false', async () => {
    let respond: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    const pending = api.call(orderList, {}, { loading: false });
    expect(toast.toastSnapshot().loading).toBeNull();
    respond(envelope({ code: 0, data: { orders: [], unread: 0 }, message: '' }));
    await pending;
    expect(toast.toastSnapshot().loading).toBeNull();
  });

  it('hides the loading toast after a failure too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await api.call(orderList, {});
    expect(toast.toastSnapshot().loading).toBeNull();
  });

  it('gives up after 60 s as a silent network failure', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    let settled = false;
    const pending = api.call(orderList, {}).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, kind: 'network' });
    expect(toast.toastSnapshot()).toMatchObject({ loading: null, message: null });
  });

  it('aborts when the caller signal aborts', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const page = new AbortController();
    const pending = api.call(orderList, {}, { signal: page.signal });
    page.abort();
    expect(await pending).toMatchObject({ ok: false, kind: 'network' });
    expect(toast.toastSnapshot().message).toBeNull();
  });
});

describe('call: sent another way (an upload with progress)', () => {
  it('hands the request to `send`, and reads its answer by the family rule', async () => {
    const { uploadProblemImg } = await import('@tenora/contract/complaints');
    const send = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
      envelope({ code: '01', message: 'This file is not a picture we accept.', data: null }),
    );
    const result = await api.call(uploadProblemImg, {} as never, { send, loading: false });
    expect(fetchMock).not.toHaveBeenCalled();
    const [url] = send.mock.calls[0] ?? [''];
    expect(url).toMatch(/^\/h5-api\/v3\/user-problem\/upload-problem-img\?.*sessionId=s1/);
    expect(result).toMatchObject({ ok: false, kind: 'business' });
    expect(toast.toastSnapshot().message?.text).toBe('This file is not a picture we accept.');
    expect(toast.toastSnapshot().loading).toBeNull();
  });

  it("succeeds on the complaint family's success flag", async () => {
    const { uploadProblemImg } = await import('@tenora/contract/complaints');
    const send = vi.fn(async () =>
      envelope({ code: 'x', success: true, data: { url: '/img/1', imageId: 'a' }, message: '' }),
    );
    const result = await api.call(uploadProblemImg, {} as never, { send });
    expect(result).toMatchObject({ ok: true, data: { url: '/img/1', imageId: 'a' } });
  });
});
