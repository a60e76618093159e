import { postToShell } from './bridge.ts';

/**
 * A UPI AutoPay mandate link (`upi://mandate?…`), which the borrower approves in their UPI app:
 * handed to the shell as the `openUpi` action (docs/native-bridge.md), as Repay's pay links are,
 * and in a plain browser followed, which opens a UPI app where the browser can. True when the
 * shell took it; false otherwise, so the screen can say when no app opened. Anything but a UPI
 * mandate link is refused. Apart from bridge.ts's `bridge` so that only Repay's autopay card
 * carries it.
 */
export function openUpiMandate(link: string): boolean {
  if (!link.startsWith('upi://mandate?')) return false;
  if (postToShell({ action: 'openUpi', payload: { url: link } })) return true;
  try {
    // Not the router: another app's scheme, which the browser hands to the phone, if it can.
    window.location.assign(link);
  } catch {
    // A browser that refuses the scheme outright: the card's fallback says what to do.
  }
  return false;
}
