import { cryptoAddressProblem } from './crypto-address';

describe('cryptoAddressProblem', () => {
  it.each([
    ['Bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'P2PKH (the genesis block reward)'],
    ['Bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'P2SH'],
    ['Bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'P2WPKH, BIP 173'],
    ['Bitcoin', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'P2WPKH in capitals'],
    ['Bitcoin', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'P2WSH, BIP 173'],
    ['Bitcoin', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'taproot, BIP 350'],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'EIP-55 checksummed'],
    ['ERC20', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'EIP-55 checksummed'],
    ['ERC20', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'EIP-55 checksummed'],
    ['ERC20', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', 'EIP-55 checksummed'],
    ['ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'all lower case (no checksum)'],
    ['ERC20', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', 'all upper case (no checksum)'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'the USDT contract on TRON'],
    ['TRC20', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', 'the TRON zero address'],
  ])('accepts %s %s (%s)', (network, address) => {
    expect(cryptoAddressProblem(network, address)).toBeNull();
  });

  it.each([
    ['Bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'checksum', 'last character changed'],
    ['Bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'checksum', 'last character changed'],
    ['Bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum', 'bech32 checksum broken'],
    ['Bitcoin', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'checksum', 'mixed case'],
    [
      'Bitcoin',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'checksum',
      'taproot with a bech32 (not bech32m) checksum, BIP 350',
    ],
    ['Bitcoin', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'format', 'a TRON address'],
    ['Bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a', 'format', 'a character outside base58'],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'checksum', 'one letter in the wrong case'],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'format', '39 hex digits'],
    ['ERC20', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'format', 'no 0x'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum', 'last character changed'],
    ['TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'format', 'a Bitcoin address'],
    ['TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'format', 'an Ethereum address'],
    ['Dogecoin', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'unsupported-network', 'a network not checked'],
  ])('refuses %s %s as %s (%s)', (network, address, problem) => {
    expect(cryptoAddressProblem(network, address)).toBe(problem);
  });

  it('reads the network name in any case and by its chain or token standard', () => {
    expect(cryptoAddressProblem('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBeNull();
    expect(cryptoAddressProblem('Ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
    expect(cryptoAddressProblem('TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
  });
});
