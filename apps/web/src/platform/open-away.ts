import type { BridgeMessage } from './bridge.ts';

/**
 * Asks the shell to open another site outside the webview: the `openUrl` action
 * (docs/native-bridge.md). False with no shell, so a link can then be followed as a browser does.
 *
 * Posts as bridge.ts's postToShell does, but apart from it: bridge.ts is in the entry every route
 * loads, and one more export of the entry renames its exports and grows every route; this file is
 * loaded only by the screens that link out.
 */
export function openAway(url: string): boolean {
  const message: BridgeMessage = { action: 'openUrl', payload: { url } };
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
    // A shell that throws is treated as no shell: the link is followed instead.
  }
  return false;
}
