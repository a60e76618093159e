/**
 * UPI, India's instant payments (docs/product.md#payments, docs/decisions/031-upi-intent-qr-collect.md).
 * One rule for the form of a UPI id, used by the web before sending and by the server before
 * asking the provider, and one builder of the intent link the UPI apps and the QR code read.
 */

/**
 * A UPI id (a virtual payment address) is `name@handle`: a name of 2 to 256 letters, digits,
 * dots, hyphens or underscores, and a handle of letters and digits that starts with a letter
 * (`ybl`, `okhdfcbank`, `paytm`). Whether the id exists is for the payer's bank to say.
 */
export function isUpiId(text: string): boolean {
  return /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(text);
}

/** A UPI id as typed: spaces around it dropped, the handle lower-cased as banks show it. */
export function normaliseUpiId(text: string): string {
  const trimmed = text.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

export interface UpiIntent {
  /** The payee's UPI id. */
  payee: string;
  payeeName: string;
  /** Paise. */
  amount: number;
  /** Our reference for this payment, which the payee's bank sends back with the result. */
  reference: string;
  note: string;
}

/**
 * The NPCI intent link, `upi://pay?pa=…&pn=…&am=…&tr=…&tn=…&cu=INR`, with the amount in rupees
 * and two decimals. UPI apps read it from a tap (the intent) or from a QR code of the same text.
 */
export function upiIntentLink(intent: UpiIntent): string {
  if (!Number.isSafeInteger(intent.amount) || intent.amount <= 0) {
    throw new RangeError(`A UPI amount is a positive whole number of paise, got ${intent.amount}`);
  }
  const rupees = `${Math.floor(intent.amount / 100)}.${String(intent.amount % 100).padStart(2, '0')}`;
  const params: [string, string][] = [
    ['pa', intent.payee],
    ['pn', intent.payeeName],
    ['am', rupees],
    ['tr', intent.reference],
    ['tn', intent.note],
    ['cu', 'INR'],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/**
 * Who an intent link pays (`pa`, `pn`), as the borrower's UPI app will show it: the provider
 * gives the link, and the screen names the same payee.
 */
export function upiPayeeOf(link: string): { vpa: string; name: string } {
  const params = new Map(
    link
      .slice(link.indexOf('?') + 1)
      .split('&')
      .map((pair) => {
        const at = pair.indexOf('=');
        return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
  const read = (key: string) => {
    try {
      return decodeURIComponent(params.get(key) ?? '');
    } catch {
      return '';
    }
  };
  return { vpa: read('pa'), name: read('pn') };
}
