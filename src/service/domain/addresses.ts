import { BASE58, HEX, randomString, type Random } from '../runtime';
import type { DepositCurrency, FundingAsset } from './catalogue';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Plausible address formats per chain (not spendable: the sandbox moves no real coins). */
export function bitcoinAddress(random: Random) {
  return `bc1q${randomString(random, BECH32, 38)}`;
}
export function ethereumAddress(random: Random) {
  return `0x${randomString(random, HEX, 40)}`;
}
export function solanaAddress(random: Random) {
  return randomString(random, BASE58, 44);
}
export function moneroAddress(random: Random) {
  return `4${randomString(random, '0123456789AB', 1)}${randomString(random, BASE58, 93)}`;
}

export function fundingAddress(random: Random, asset: FundingAsset): string {
  switch (asset) {
    case 'BTC':
      return bitcoinAddress(random);
    case 'ETH':
    case 'USDT-ERC20':
      return ethereumAddress(random);
    case 'SOL':
    case 'USDT-SOL':
      return solanaAddress(random);
    case 'XMR':
      return moneroAddress(random);
  }
}

export function depositAddresses(random: Random): Record<DepositCurrency, string> {
  return {
    btc: bitcoinAddress(random),
    eth: ethereumAddress(random),
    sol: solanaAddress(random),
    usdt: ethereumAddress(random),
  };
}

export function txHash(random: Random, currency: DepositCurrency): string {
  if (currency === 'sol') return randomString(random, BASE58, 88);
  if (currency === 'btc') return randomString(random, HEX, 64);
  return `0x${randomString(random, HEX, 64)}`;
}
