import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import type * as Bridge from './bridge.ts';
import type * as Toast from './toast.ts';

let mod: typeof Bridge;
let toast: typeof Toast;
let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;

const OPEN_IN_APP = 'Open this in the app';
const RATE_THANKS = 'Thanks for rating';
const UNSAFE_LINK = 'This link cannot be opened';

function query(to: string): Record<string, string> {
  return Object.fromEntries(new URL(to, 'http://localhost').searchParams);
}
function pathOf(to: string): string {
  return new URL(to, 'http://localhost').pathname;
}
function navigatedTo(): string {
  expect(navigate).toHaveBeenCalledTimes(1);
  return String(navigate.mock.calls[0]?.[0]);
}

beforeEach(async () => {
  vi.resetModules();
  toast = await import('./toast.ts');
  mod = await import('./bridge.ts');
  const session = await import('./session.ts');
  sessionStorage.clear();
  session.captureSessionParams('?sessionId=s1&userId=7');

  navigate = vi.fn<(to: string) => void>();
  mod.configureBridge({
    navigate,
    rateThanks: () => RATE_THANKS,
    openInApp: () => OPEN_IN_APP,
    unsafeLink: () => UNSAFE_LINK,
    allowedHosts: () => ['help.tenora.in'],
  });
});

afterEach(() => {
  delete window.TenoraBridge;
  delete window.webkit;
});

describe('with the Android shell', () => {
  let postMessage: ReturnType<typeof vi.fn<(json: string) => void>>;
  beforeEach(() => {
    postMessage = vi.fn<(json: string) => void>();
    window.TenoraBridge = { postMessage };
  });

  it('posts goPage as a JSON string', () => {
    mod.bridge.goPage('productDetail', { productId: 3 });
    expect(postMessage).toHaveBeenCalledWith(
      '{"action":"goPage","payload":{"target":"productDetail","params":{"productId":3}}}',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['goHome', () => mod.bridge.goHome()],
    ['goRate', () => mod.bridge.goRate()],
    ['closeWebview', () => mod.bridge.closeWebview()],
  ] as const)('posts %s without a payload', (action, run) => {
    run();
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({ action });
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.toastSnapshot().message).toBeNull();
  });

  it('goes back within the webview when a screen opened this one, and closes it otherwise', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const length = vi.spyOn(window.history, 'length', 'get');
    length.mockReturnValue(2);
    mod.bridge.back();
    expect(back).toHaveBeenCalledTimes(1);
    expect(postMessage).not.toHaveBeenCalled();
    length.mockReturnValue(1);
    mod.bridge.back();
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({ action: 'closeWebview' });
    back.mockRestore();
    length.mockRestore();
  });

  it('posts a tracking point with its event and payload', () => {
    mod.bridge.confirmTrackingPoint('apply', { productId: 3 });
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({
      action: 'confirmTrackingPoint',
      payload: { event: 'apply', productId: 3 },
    });
  });

  it('sends a bare server target to the shell as goPage', () => {
    mod.openServerUrl('productDetail');
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({
      action: 'goPage',
      payload: { target: 'productDetail', params: {} },
    });
  });
});

describe('with the iOS shell', () => {
  it('posts the message object', () => {
    const postMessage = vi.fn<(message: unknown) => void>();
    window.webkit = { messageHandlers: { tenora: { postMessage } } };
    mod.bridge.goPage('productDetail', { productId: 3 });
    expect(postMessage).toHaveBeenCalledWith({
      action: 'goPage',
      payload: { target: 'productDetail', params: { productId: 3 } },
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('with a shell that throws', () => {
  it('falls back to the browser behaviour', () => {
    window.TenoraBridge = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    mod.bridge.goHome();
    expect(pathOf(navigatedTo())).toBe('/');
  });
});

describe('with no shell', () => {
  it('goHome navigates home with the session', () => {
    mod.bridge.goHome();
    const to = navigatedTo();
    expect(pathOf(to)).toBe('/');
    expect(query(to)).toEqual({ sessionId: 's1', userId: '7' });
  });

  it('goPage navigates to the route that shows the target', () => {
    mod.bridge.goPage('productDetail', { productId: 3 });
    const to = navigatedTo();
    expect(pathOf(to)).toBe('/borrowDetail');
    expect(query(to)).toEqual({ sessionId: 's1', userId: '7', productId: '3' });
  });

  it('goPage toasts "open in the app" for a target the browser cannot show', () => {
    mod.bridge.goPage('kycCamera');
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.toastSnapshot().message?.text).toBe(OPEN_IN_APP);
  });

  it('goRate thanks the borrower', () => {
    mod.bridge.goRate();
    expect(toast.toastSnapshot().message?.text).toBe(RATE_THANKS);
  });

  it('a tracking point does nothing visible', () => {
    mod.bridge.confirmTrackingPoint('apply');
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.toastSnapshot().message).toBeNull();
  });
});

describe('openServerUrl', () => {
  it('follows a same-origin path through the router with the session', () => {
    mod.openServerUrl('/borrowDetail?orderId=3');
    const to = navigatedTo();
    expect(pathOf(to)).toBe('/borrowDetail');
    expect(query(to)).toEqual({ orderId: '3', sessionId: 's1', userId: '7' });
  });

  it('follows an absolute URL on our own origin through the router', () => {
    mod.openServerUrl(`${window.location.origin}/orders`);
    const to = navigatedTo();
    expect(pathOf(to)).toBe('/orders');
    expect(query(to)).toEqual({ sessionId: 's1', userId: '7' });
  });

  it.each(['javascript:alert(1)', 'https://evil.example/', 'data:text/html,hi'])(
    'refuses %s with a message',
    (raw) => {
      mod.openServerUrl(raw);
      expect(navigate).not.toHaveBeenCalled();
      expect(toast.toastSnapshot().message?.text).toBe(UNSAFE_LINK);
    },
  );

  it('opens an allowed host in the page without the session, not through the router', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    mod.openServerUrl('https://help.tenora.in/faq?topic=repay', { extra: { utm_tag: 'fb' } });
    expect(navigate).not.toHaveBeenCalled();
    const to = new URL(String(assign.mock.calls[0]?.[0]));
    expect(to.origin).toBe('https://help.tenora.in');
    expect(to.pathname).toBe('/faq');
    // Another site never sees the borrower's session or phone; only what the caller carries.
    expect(Object.fromEntries(to.searchParams)).toEqual({ topic: 'repay', utm_tag: 'fb' });
    assign.mockRestore();
  });

  it('sends a bare target to goPage', () => {
    mod.openServerUrl('productDetail');
    expect(pathOf(navigatedTo())).toBe('/borrowDetail');
  });

  it('toasts "open in the app" for a bare target the browser cannot show', () => {
    mod.openServerUrl('kycCamera');
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.toastSnapshot().message?.text).toBe(OPEN_IN_APP);
  });
});

describe('openUpi', () => {
  const LINK = 'upi://pay?pa=t%40sbx&pn=T&am=10.00&tr=upi1&tn=L&cu=INR';

  afterEach(() => {
    delete window.TenoraBridge;
  });

  it('hands a UPI pay link to the shell, which opens the phone’s UPI apps', () => {
    const postMessage = vi.fn<(json: string) => void>();
    window.TenoraBridge = { postMessage };
    expect(mod.bridge.openUpi(LINK)).toBe(true);
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({
      action: 'openUpi',
      payload: { url: LINK },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses anything but a UPI pay link, even with a shell', () => {
    const postMessage = vi.fn<(json: string) => void>();
    window.TenoraBridge = { postMessage };
    for (const link of ['https://evil.example/pay', 'upi://mandate?pa=x', 'javascript:alert(1)'])
      expect(mod.bridge.openUpi(link)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
