import type { DepositCurrency } from '../../contract/wallet';

/**
 * The same coin on another network that this page also offers: Tether exists on Ethereum and on
 * Solana, and wallets list both as "USDT". Sent on the wrong network it never reaches the
 * address's chain, so the warning comes before the address (decision 027).
 */
const LOOK_ALIKES: Partial<Record<DepositCurrency, readonly DepositCurrency[]>> = {
  usdt: ['usdt-sol'],
  'usdt-sol': ['usdt'],
};

/** The look-alikes of `currency` among those `offered` on the page. */
export function lookAlikesOf(
  currency: DepositCurrency,
  offered: readonly DepositCurrency[],
): DepositCurrency[] {
  return (LOOK_ALIKES[currency] ?? []).filter((other) => offered.includes(other));
}
