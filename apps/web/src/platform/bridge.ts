import { isApiPath } from '@tenora/contract/envelope';
import { showToast } from './toast.ts';
import { checkServerUrl } from './safe-url.ts';
import { withSession } from './session.ts';

/**
 * The native bridge (docs/native-bridge.md): one JSON message `{action, payload}`
 * to the Android or iOS shell. With no shell, in a plain browser, each action degrades visibly.
 */
export type BridgeAction =
  'closeWebview' | 'goPage' | 'goHome' | 'goRate' | 'confirmTrackingPoint' | 'openUpi' | 'openUrl';

export interface BridgeMessage {
  action: BridgeAction;
  payload?: Record<string, unknown>;
}

interface AndroidBridge {
  postMessage(json: string): void;
}
interface IosHandler {
  postMessage(message: unknown): void;
}
declare global {
  interface Window {
    TenoraBridge?: AndroidBridge;
    webkit?: { messageHandlers?: { tenora?: IosHandler } };
  }
}

/** Native page targets a browser can still show, and the route that shows them. */
export const GO_PAGE_ROUTES: Record<string, string> = {
  home: '/',
  orders: '/orders',
  productDetail: '/borrowDetail',
  loanConfirm: '/loanConfirm',
  recommend: '/recommend',
  repay: '/repay',
  customerService: '/customerService',
  complaint: '/complaint',
};

interface BridgeHooks {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  rateThanks: () => string;
  openInApp: () => string;
  unsafeLink: () => string;
  allowedHosts: () => readonly string[];
}

let hooks: BridgeHooks = {
  navigate: (to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
  rateThanks: () => '',
  openInApp: () => '',
  unsafeLink: () => '',
  allowedHosts: () => [],
};

export function configureBridge(next: BridgeHooks): void {
  hooks = next;
}

/** Sends to the shell; false when there is none (a plain browser). */
export function postToShell(message: BridgeMessage): boolean {
  try {
    if (window.TenoraBridge?.postMessage) {
      window.TenoraBridge.postMessage(JSON.stringify(message));
      return true;
    }
    const ios = window.webkit?.messageHandlers?.tenora;
    if (ios?.postMessage) {
      ios.postMessage(message);
      return true;
    }
  } catch {
    // A shell that throws is treated as no shell, so the borrower still gets somewhere.
  }
  return false;
}

export const bridge = {
  closeWebview(): void {
    if (postToShell({ action: 'closeWebview' })) return;
    if (window.history.length > 1) window.history.back();
    else hooks.navigate(withSession('/'));
  },

  /**
   * Back to the screen that opened this one in the same webview (a document opened from loan
   * confirm, whose choice must survive), else closes the webview as `closeWebview` does.
   */
  back(): void {
    if (window.history.length > 1) window.history.back();
    else bridge.closeWebview();
  },

  goHome(): void {
    if (!postToShell({ action: 'goHome' })) hooks.navigate(withSession('/'));
  },

  goPage(target: string, params: Record<string, string | number> = {}): void {
    if (postToShell({ action: 'goPage', payload: { target, params } })) return;
    const route = GO_PAGE_ROUTES[target];
    if (route) hooks.navigate(withSession(route, params));
    else showToast(hooks.openInApp());
  },

  goRate(): void {
    if (!postToShell({ action: 'goRate' })) showToast(hooks.rateThanks());
  },

  /**
   * A UPI intent link (`upi://pay?…`, docs/native-bridge.md): the shell hands it to the phone,
   * which offers the borrower's UPI apps. In a plain browser the link is followed, which opens a
   * UPI app where the browser can; false then, so the page can offer the QR code and a collect
   * request if nothing opened. Anything but a UPI pay link is refused.
   */
  openUpi(link: string): boolean {
    if (!link.startsWith('upi://pay?')) return false;
    if (postToShell({ action: 'openUpi', payload: { url: link } })) return true;
    try {
      // Not the router: another app's scheme, which the browser hands to the phone, if it can.
      window.location.assign(link);
    } catch {
      // A browser that refuses the scheme outright: the page's fallback says what to do.
    }
    return false;
  },

  /** Analytics for the shell; a browser has no one to tell, which is fine. */
  confirmTrackingPoint(event: string, payload: Record<string, unknown> = {}): void {
    postToShell({ action: 'confirmTrackingPoint', payload: { ...payload, event } });
  },
};

/**
 * Follows a URL the server gave us (apply links, lendDetailsUrl, h5Url, contract_url …):
 * our own pages through the router with the session, allowed hosts with the session
 * parameters, anything else refused with a message. Non-URL targets go to the shell.
 */
export function openServerUrl(
  raw: string,
  options: { replace?: boolean; extra?: Record<string, string> } = {},
): void {
  if (!/^[a-z][a-z0-9+.-]*:|^\/|^\.\.?\//i.test(raw.trim())) {
    bridge.goPage(raw.trim());
    return;
  }
  const checked = checkServerUrl(raw, {
    origin: window.location.origin,
    allowedHosts: hooks.allowedHosts(),
  });
  if (!checked.ok) {
    showToast(hooks.unsafeLink());
    return;
  }
  // Server-rendered pages on our origin (a provider's hosted page in the sandbox) are not app
  // routes: a full load, and no session parameters in their address.
  if (checked.sameOrigin && isApiPath(checked.url.pathname)) {
    const here = `${checked.url.pathname}${checked.url.search}`;
    if (options.replace) window.location.replace(here);
    else window.location.assign(here);
    return;
  }
  if (checked.sameOrigin) {
    const target =
      withSession(`${checked.url.pathname}${checked.url.search}`, options.extra) + checked.url.hash;
    hooks.navigate(target, { replace: options.replace ?? false });
    return;
  }
  // Another site, even an allowed one (a bank's page, a partner's), never sees the borrower's
  // session or phone: only the extra parameters the caller chose to carry.
  const away = new URL(checked.url.href);
  for (const [key, value] of Object.entries(options.extra ?? {})) away.searchParams.set(key, value);
  if (options.replace) window.location.replace(away.href);
  else window.location.assign(away.href);
}
