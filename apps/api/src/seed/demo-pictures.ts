import sharp from 'sharp';

/**
 * The pictures the demo's pending tasks carry, drawn locally (no downloads) as a shopper's phone would send them:
 * a transfer's receipt, both sides of an ID card and a photo of a damaged parcel. They go through the upload
 * store like any upload, so the console shows them as it shows real ones.
 */
const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';
const MONO = 'DejaVu Sans Mono, monospace';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const svg = (width: number, height: number, body: string[]) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    ...body,
    '</svg>',
  ].join('');

const text = (x: number, y: number, size: number, value: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" ${extra}>${escape(value)}</text>`;

const png = (source: string) => sharp(Buffer.from(source)).png().toBuffer();

/** The receipt's labelled rows, each value wrapped at 30 characters, one under the other. */
function receiptRows(rows: [string, string][]): string[] {
  let y = 670;
  return rows.flatMap(([label, value]) => {
    const lines = value.match(/.{1,30}/g) ?? [value];
    const drawn = [
      text(70, y, 26, label, 'fill="#6b7280"'),
      ...lines.map(
        (line, row) =>
          `<text x="70" y="${y + 40 + row * 32}" font-family="${MONO}" font-size="26" fill="#111827">${escape(line)}</text>`,
      ),
    ];
    y += 40 + lines.length * 32 + 40;
    return drawn;
  });
}

/** A wallet app's "sent" screen: amount, network, the receiving address and the transaction id. */
export function transferReceiptPicture(transfer: {
  amount: string;
  currency: string;
  network: string;
  address: string;
  transactionId: string;
  at: string;
}): Promise<Buffer> {
  const rows: [string, string][] = [
    ['Network', transfer.network],
    ['To', transfer.address],
    ['Transaction ID', transfer.transactionId],
    ['Date', transfer.at],
  ];
  return png(
    svg(720, 1280, [
      '<rect width="720" height="1280" fill="#f4f6fb"/>',
      '<rect width="720" height="120" fill="#1f3a8a"/>',
      text(40, 76, 36, 'Wallet', 'fill="#ffffff" font-weight="bold"'),
      '<circle cx="360" cy="300" r="90" fill="#16a34a"/>',
      '<path d="M315 300 l32 32 l62 -70" stroke="#ffffff" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
      text(360, 460, 40, 'Transfer sent', 'text-anchor="middle" fill="#111827" font-weight="bold"'),
      text(
        360,
        540,
        56,
        `${transfer.amount} ${transfer.currency}`,
        'text-anchor="middle" fill="#111827" font-weight="bold"',
      ),
      '<rect x="40" y="600" width="640" height="600" rx="24" fill="#ffffff"/>',
      ...receiptRows(rows),
    ]),
  );
}

/** One side of a national ID card, with the holder's name on the front and a machine-readable zone on the back. */
export function idCardPicture(
  side: 'front' | 'back',
  holder: { name: string; number: string },
): Promise<Buffer> {
  const card = [
    '<rect width="1000" height="640" fill="#d9d4c7"/>',
    '<rect x="40" y="40" width="920" height="560" rx="32" fill="#e8f0e6" stroke="#7a9a75" stroke-width="4"/>',
  ];
  if (side === 'front')
    return png(
      svg(1000, 640, [
        ...card,
        text(80, 110, 34, 'IDENTITY CARD', 'fill="#2f4f2a" font-weight="bold"'),
        '<rect x="80" y="160" width="240" height="300" rx="12" fill="#b9c7d6"/>',
        '<circle cx="200" cy="270" r="62" fill="#8093a8"/>',
        '<path d="M110 460 q90 -130 180 0 z" fill="#8093a8"/>',
        text(370, 200, 24, 'Name', 'fill="#4b5d48"'),
        text(370, 240, 36, holder.name, 'fill="#1f2a1d" font-weight="bold"'),
        text(370, 300, 24, 'Number', 'fill="#4b5d48"'),
        `<text x="370" y="340" font-family="${MONO}" font-size="34" fill="#1f2a1d">${escape(holder.number)}</text>`,
        text(370, 400, 24, 'Date of birth', 'fill="#4b5d48"'),
        text(370, 440, 32, '14 MAR 1990', 'fill="#1f2a1d"'),
        text(80, 540, 24, 'Specimen — demo data', 'fill="#7a9a75"'),
      ]),
    );
  const zone = `IDDEMO${holder.number.replace(/\W/g, '')}<<<<<<<<<<<`.slice(0, 30);
  return png(
    svg(1000, 640, [
      ...card,
      text(80, 110, 28, 'Address', 'fill="#4b5d48"'),
      text(80, 150, 30, '12 Harbour Road, Springfield', 'fill="#1f2a1d"'),
      '<rect x="640" y="90" width="260" height="200" rx="12" fill="#c9d8c5"/>',
      text(770, 200, 22, 'Signature', 'text-anchor="middle" fill="#4b5d48"'),
      '<rect x="40" y="420" width="920" height="180" fill="#f5f5f0"/>',
      `<text x="80" y="490" font-family="${MONO}" font-size="40" fill="#1f2a1d">${escape(zone)}</text>`,
      `<text x="80" y="550" font-family="${MONO}" font-size="40" fill="#1f2a1d">9003147M3012315DEMO&lt;&lt;&lt;&lt;&lt;4</text>`,
    ]),
  );
}

/** A phone photo of a parcel that arrived dented and torn. */
export function damagedParcelPicture(): Promise<Buffer> {
  return png(
    svg(900, 900, [
      '<rect width="900" height="900" fill="#cfc6b8"/>',
      '<rect y="620" width="900" height="280" fill="#a99c86"/>',
      '<path d="M190 330 L450 210 L710 330 L710 650 L450 770 L190 650 Z" fill="#c8955a"/>',
      '<path d="M190 330 L450 450 L710 330" stroke="#8a5f2f" stroke-width="6" fill="none"/>',
      '<path d="M450 450 L450 770" stroke="#8a5f2f" stroke-width="6"/>',
      '<path d="M520 520 L560 560 L540 600 L590 640 L570 690" stroke="#3b2a17" stroke-width="10" fill="none" stroke-linejoin="round"/>',
      '<path d="M250 420 q40 30 10 80 q-30 40 20 90" stroke="#7a5126" stroke-width="14" fill="none"/>',
      '<rect x="250" y="560" width="150" height="90" fill="#f4efe6" transform="rotate(12 325 605)"/>',
      text(300, 610, 22, 'FRAGILE', 'fill="#b91c1c" font-weight="bold" transform="rotate(12 325 605)"'),
    ]),
  );
}
