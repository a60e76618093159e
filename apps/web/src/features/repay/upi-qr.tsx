import { use } from 'react';

type Drawing = { size: number; path: string };

/**
 * The codes encoded so far, by link, so a render of the same code (the panel shown again after a
 * look at another way to pay) does not spend a cheap phone's main thread encoding it again
 * (decision 075). One promise per link, always handed to `use`: React reads a promise it has seen
 * settle at once, and warns of a render that skips `use` after one that suspended on it.
 * None comes drawn in the page: a code is made only when the borrower asks for it
 * (docs/decisions/087-a-get-never-writes.md).
 */
const codes = new Map<string, Promise<Drawing>>();
// A long visit may ask for many codes: only the latest few are kept.
const MAX_CODES = 100;

/**
 * The encoder is a chunk of its own, fetched only once a code is asked for, so a page that shows
 * no code never loads or runs it.
 */
function encode(link: string): Promise<Drawing> {
  let code = codes.get(link);
  if (!code) {
    const encoding = import('qr').then(({ encodeQR }) => {
      const grid = encodeQR(link, 'raw', { ecc: 'medium', border: 2 });
      let path = '';
      grid.forEach((row, y) => {
        row.forEach((on, x) => {
          if (on) path += `M${x} ${y}h1v1h-1z`;
        });
      });
      return { size: grid.length, path };
    });
    // A chunk that did not arrive (the connection dropped) is asked for again on the next try,
    // rather than failing every retry until the page reloads.
    encoding.catch(() => codes.delete(link));
    if (codes.size >= MAX_CODES) codes.clear();
    codes.set(link, encoding);
    code = encoding;
  }
  return code;
}

/** The encoder, fetched while the server makes the code it will draw rather than after. */
export function fetchEncoder(): Promise<unknown> {
  return import('qr');
}

export default function UpiQr({ link, label }: { link: string; label: string }) {
  const { size, path } = use(encode(link));
  return (
    <svg
      className="upi-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="upi-qr"
      data-link={link}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
