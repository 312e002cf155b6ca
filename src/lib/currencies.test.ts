import { describe, expect, it } from 'vitest';
import { networkName } from './currencies';

describe('networkName', () => {
  it('writes the service’s lower-case networks as people read them', () => {
    // Issue #29: "on the erc-20 network", "solana (spl)".
    expect(networkName('erc-20')).toBe('ERC-20');
    expect(networkName('solana (spl)')).toBe('Solana (SPL)');
    expect(networkName('bitcoin')).toBe('Bitcoin');
    expect(networkName('trc-20')).toBe('TRC-20');
    expect(networkName('BNB Smart Chain')).toBe('BNB Smart Chain');
  });
});
