import { encodeQR } from 'qr';

/**
 * The UPI intent link as a QR code, for paying from a second phone
 * (docs/decisions/031-upi-intent-qr-collect.md). Drawn as one SVG path from the library's module
 * grid, so no markup from outside is put in the page. Its own lazy chunk: the QR encoder is loaded
 * only when a UPI payment is shown.
 */
export default function UpiQr({ link, label }: { link: string; label: string }) {
  const grid = encodeQR(link, 'raw', { ecc: 'medium', border: 2 });
  const size = grid.length;
  let path = '';
  grid.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`;
    });
  });
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
