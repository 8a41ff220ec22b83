import { encode } from 'uqr';
import { useMemo } from 'react';

/** A QR code of `text` drawn as SVG squares, one per dark module, so it scales crisply and prints. */
export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const modules = useMemo(() => encode(text, { border: 2 }).data, [text]);
  const count = modules.length;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${count} ${count}`}>
      <rect width={count} height={count} fill="#fff" />
      {modules.flatMap((row, y) =>
        row.map((dark, x) => (dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} /> : null)),
      )}
    </svg>
  );
}
