import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Cents } from '../contract/money';
import { CURRENCY_OF_ASSET, type DepositCurrency, type FundingAsset } from '../contract/fields';
import { formatCents } from './money';

/** How a person reads each deposit currency: one place for sign-up, Deposits and the Sandbox. */
export const CURRENCY_NAMES: Record<DepositCurrency, { name: MessageDescriptor; code: string }> = {
  btc: { name: msg`Bitcoin`, code: 'BTC' },
  eth: { name: msg`Ether`, code: 'ETH' },
  sol: { name: msg`Solana`, code: 'SOL' },
  usdt: { name: msg`Tether on Ethereum`, code: 'USDT-ERC20' },
  'usdt-sol': { name: msg`Tether on Solana`, code: 'USDT-SOL' },
  xmr: { name: msg`Monero`, code: 'XMR' },
};

/** "Tether sur Ethereum (USDT-ERC20)": the name in the person's language, the code as it is. */
export const currencyLabel = (currency: DepositCurrency) =>
  `${i18n._(CURRENCY_NAMES[currency].name)} (${CURRENCY_NAMES[currency].code})`;

export const assetLabel = (asset: FundingAsset) => currencyLabel(CURRENCY_OF_ASSET[asset]);

/**
 * A network as a person reads it: the service sends names in lower case ("erc-20", "solana (spl)");
 * a standard's code ("ERC-20", "SPL") is written in capitals, a chain's name with one. Unknown
 * spellings from a live provider get the same rule.
 */
export function networkName(raw: string): string {
  return raw
    .split(/(\s+|[()])/)
    .map((word, i, words) => {
      const inParentheses = words[i - 1] === '(' && words[i + 1] === ')';
      if (/\d/.test(word) || inParentheses) return word.toUpperCase();
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join('');
}

/** The deposit currency of a sign-up asset code ("XMR" → "xmr"); null for one we do not know. */
export function currencyOfAsset(asset: string): DepositCurrency | null {
  return (CURRENCY_OF_ASSET as Record<string, DepositCurrency | undefined>)[asset] ?? null;
}

/**
 * The fee, said before anyone sends coins: what is deducted and what arrives. `feeUsd` is the
 * service's decimal string; without one (a provider that does not say) the fee shows on arrival.
 */
export function feeNote(fee: Cents | null | undefined, receiveCents: Cents = 100_00): string {
  if (fee === null || fee === undefined)
    return t`The network fee is shown when the deposit arrives.`;
  if (fee === 0) return t`No fee: the whole deposit is credited.`;
  const feeText = formatCents(fee);
  const send = formatCents(receiveCents + fee);
  const receive = formatCents(receiveCents);
  return t`A fee of ${feeText} is deducted when the deposit is credited: send ${send} to receive ${receive}.`;
}
