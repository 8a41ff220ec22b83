import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { decodeBase58Check } from './base58check';
import { decodeBech32, wordsToBytes } from './bech32';

/** Why an address is refused: its network is not one we check, its shape is wrong, or its checksum fails. */
export type CryptoAddressProblem = 'unsupported-network' | 'format' | 'checksum';

type Network = 'bitcoin' | 'ethereum' | 'tron';

/** Wallet currencies name their network as their token standard or chain (`TRC20`, `ERC20`, `Bitcoin`). */
const NETWORK_NAMES: Readonly<Record<string, Network>> = {
  bitcoin: 'bitcoin',
  btc: 'bitcoin',
  ethereum: 'ethereum',
  eth: 'ethereum',
  erc20: 'ethereum',
  tron: 'tron',
  trx: 'tron',
  trc20: 'tron',
};

const BITCOIN_P2PKH_VERSION = 0x00;
const BITCOIN_P2SH_VERSION = 0x05;
const TRON_VERSION = 0x41;
const HASH160_BYTES = 20;

function base58AccountProblem(address: string, versions: readonly number[]): CryptoAddressProblem | null {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return 'format';
  const payload = decodeBase58Check(address);
  if (!payload) return 'checksum';
  return payload.length === HASH160_BYTES + 1 && versions.includes(payload[0] ?? -1) ? null : 'format';
}

/** BIP 173 / BIP 350 segwit address on mainnet: v0 in bech32 (20 or 32 bytes), v1–16 in bech32m. */
function segwitProblem(address: string): CryptoAddressProblem | null {
  if (!/^bc1[02-9ac-hj-np-z]{8,87}$/i.test(address)) return 'format';
  const decoded = decodeBech32(address);
  if (!decoded || decoded.prefix !== 'bc') return 'checksum';
  const [witnessVersion, ...programWords] = decoded.words;
  const program = wordsToBytes(programWords);
  if (witnessVersion === undefined || witnessVersion > 16 || !program) return 'format';
  if (program.length < 2 || program.length > 40) return 'format';
  if (witnessVersion === 0) {
    if (decoded.variant !== 'bech32') return 'checksum';
    return program.length === 20 || program.length === 32 ? null : 'format';
  }
  return decoded.variant === 'bech32m' ? null : 'checksum';
}

function bitcoinProblem(address: string): CryptoAddressProblem | null {
  return /^bc1/i.test(address)
    ? segwitProblem(address)
    : base58AccountProblem(address, [BITCOIN_P2PKH_VERSION, BITCOIN_P2SH_VERSION]);
}

/** EIP-55: one case throughout carries no checksum; mixed case must be exactly the checksummed spelling. */
function ethereumProblem(address: string): CryptoAddressProblem | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'format';
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())));
  const checksummed = [...hex.toLowerCase()]
    .map((char, index) => (parseInt(hash.charAt(index), 16) >= 8 ? char.toUpperCase() : char))
    .join('');
  return checksummed === hex ? null : 'checksum';
}

function tronProblem(address: string): CryptoAddressProblem | null {
  return address.startsWith('T') ? base58AccountProblem(address, [TRON_VERSION]) : 'format';
}

const CHECKS: Readonly<Record<Network, (address: string) => CryptoAddressProblem | null>> = {
  bitcoin: bitcoinProblem,
  ethereum: ethereumProblem,
  tron: tronProblem,
};

/**
 * What is wrong with `address` as a receiving address on `network` (a wallet currency's network name such as
 * `TRC20`, `ERC20` or `Bitcoin`), or null when it is a valid mainnet address there.
 */
export function cryptoAddressProblem(network: string, address: string): CryptoAddressProblem | null {
  const known = NETWORK_NAMES[network.trim().toLowerCase()];
  return known ? CHECKS[known](address) : 'unsupported-network';
}
