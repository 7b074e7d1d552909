import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * `text` as a QR code: an SVG of dark squares on white, with the quiet zone the code needs.
 * Text longer than a QR code holds (a plan of some hundred sets) shows `tooLong` instead.
 */
export function QrCode({ text, label, tooLong }: { text: string; label: string; tooLong: string }) {
  const code = useMemo(() => {
    let qr: ReturnType<typeof encode>;
    try {
      qr = encode(text, { ecc: 'M', border: 4 });
    } catch {
      return null;
    }
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, size: qr.size };
  }, [text]);
  if (!code) return <p className="hint">{tooLong}</p>;
  const { path, size } = code;
  return (
    <svg
      className="crew__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
