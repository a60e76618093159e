import { use } from 'react';

type Drawing = { size: number; path: string };

/**
 * The codes already drawn, by link. The server draws India's Repay with its code in the page
 * (docs/architecture.md#pages); the same encoder gives the same picture for the same link, so hydration reads it
 * from there rather than spend tens of milliseconds of a cheap phone's main thread encoding it
 * again (decision 075).
 */
const drawings = new Map<string, Drawing>();
if (typeof document !== 'undefined') {
  for (const svg of document.querySelectorAll<SVGSVGElement>('svg.upi-qr[data-link]')) {
    const link = svg.dataset.link;
    const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const path = svg.querySelector('path')?.getAttribute('d');
    if (link && path && Number.isInteger(size) && size > 0) drawings.set(link, { size, path });
  }
}
// Every borrower's link is their own and a server lives long: only the latest few are kept.
const MAX_DRAWINGS = 100;

/** Codes being encoded, by link, so that every render waiting for one waits on the same promise. */
const encoding = new Map<string, Promise<Drawing>>();

/**
 * The encoder is a chunk of its own, fetched only for a code the page does not have (a new amount,
 * or a Repay the browser draws), so a drawn page never loads or runs it.
 */
function encode(link: string): Promise<Drawing> {
  let drawn = encoding.get(link);
  if (!drawn) {
    drawn = import('qr').then(({ encodeQR }) => {
      const grid = encodeQR(link, 'raw', { ecc: 'medium', border: 2 });
      let path = '';
      grid.forEach((row, y) => {
        row.forEach((on, x) => {
          if (on) path += `M${x} ${y}h1v1h-1z`;
        });
      });
      const drawing = { size: grid.length, path };
      // Kept before the promise settles, so the render it wakes finds the picture.
      if (drawings.size >= MAX_DRAWINGS) drawings.clear();
      drawings.set(link, drawing);
      encoding.delete(link);
      return drawing;
    });
    // A chunk that did not arrive (the connection dropped) is asked for again on the next try,
    // rather than failing every retry until the page reloads.
    drawn.catch(() => encoding.delete(link));
    encoding.set(link, drawn);
  }
  return drawn;
}

export default function UpiQr({ link, label }: { link: string; label: string }) {
  const { size, path } = drawings.get(link) ?? use(encode(link));
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
