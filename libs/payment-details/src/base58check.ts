import { sha256 } from '@noble/hashes/sha2';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const CHECKSUM_BYTES = 4;

function decodeBase58(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  // Each leading '1' stands for a leading zero byte the number itself cannot carry.
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes]);
}

/** The payload of a Base58Check string (version byte included), or null when it is not one. */
export function decodeBase58Check(text: string): Uint8Array | null {
  const bytes = decodeBase58(text);
  if (!bytes || bytes.length <= CHECKSUM_BYTES) return null;
  const payload = bytes.subarray(0, bytes.length - CHECKSUM_BYTES);
  const checksum = sha256(sha256(payload)).subarray(0, CHECKSUM_BYTES);
  const given = bytes.subarray(bytes.length - CHECKSUM_BYTES);
  return checksum.every((byte, index) => byte === given[index]) ? payload : null;
}
