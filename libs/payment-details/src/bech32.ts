const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONSTANT = 1;
const BECH32M_CONSTANT = 0x2bc830a3;
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let bit = 0; bit < GENERATORS.length; bit += 1) {
      if ((top >>> bit) & 1) checksum ^= GENERATORS[bit] ?? 0;
    }
  }
  return checksum >>> 0;
}

function expandPrefix(prefix: string): number[] {
  const codes = [...prefix].map((char) => char.charCodeAt(0));
  return [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31)];
}

export type Bech32Variant = 'bech32' | 'bech32m';

export interface Bech32Decoded {
  prefix: string;
  variant: Bech32Variant;
  /** The 5-bit groups between the separator and the checksum. */
  words: number[];
}

/** Decodes a BIP 173 / BIP 350 string (one case throughout), or null when it is not valid in either variant. */
export function decodeBech32(text: string): Bech32Decoded | null {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return null;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || lower.length - separator - 1 < 6) return null;
  const prefix = lower.slice(0, separator);
  const data = [...lower.slice(separator + 1)].map((char) => CHARSET.indexOf(char));
  if (data.some((word) => word < 0)) return null;
  const residue = polymod([...expandPrefix(prefix), ...data]);
  const variant = residue === BECH32_CONSTANT ? 'bech32' : residue === BECH32M_CONSTANT ? 'bech32m' : null;
  if (!variant) return null;
  return { prefix, variant, words: data.slice(0, -6) };
}

/** Regroups 5-bit words into bytes; null when the padding is not the zero bits BIP 173 allows. */
export function wordsToBytes(words: readonly number[]): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const word of words) {
    accumulator = (accumulator << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >> bits) & 0xff);
    }
    accumulator &= (1 << bits) - 1;
  }
  return bits >= 5 || accumulator !== 0 ? null : bytes;
}
