import { DEPOSIT_CURRENCIES } from '../../contract/wallet';
import { BASE58, HEX, randomString, type Random } from '../runtime';
import type { DepositCurrency } from './catalogue';

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

export function addressFor(random: Random, currency: DepositCurrency): string {
  switch (currency) {
    case 'btc':
      return bitcoinAddress(random);
    case 'eth':
    case 'usdt':
      return ethereumAddress(random);
    case 'sol':
    case 'usdt-sol':
      return solanaAddress(random);
    case 'xmr':
      return moneroAddress(random);
  }
}

/** An account's addresses, one per currency, made once when the account is. */
export function newAddresses(random: Random): Record<DepositCurrency, string> {
  return Object.fromEntries(
    DEPOSIT_CURRENCIES.map((currency) => [currency, addressFor(random, currency)]),
  ) as Record<DepositCurrency, string>;
}

export function txHash(random: Random, currency: DepositCurrency): string {
  if (currency === 'sol' || currency === 'usdt-sol') return randomString(random, BASE58, 88);
  if (currency === 'btc' || currency === 'xmr') return randomString(random, HEX, 64);
  return `0x${randomString(random, HEX, 64)}`;
}
