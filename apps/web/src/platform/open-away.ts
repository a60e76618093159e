import { postToShell } from './bridge.ts';

/**
 * Asks the shell to open another site outside the webview: the `openUrl` action
 * (docs/native-bridge.md). False with no shell, so a link can then be followed as a browser does.
 * Apart from bridge.ts's `bridge` so that only the screens that link out carry it.
 */
export function openAway(url: string): boolean {
  return postToShell({ action: 'openUrl', payload: { url } });
}
