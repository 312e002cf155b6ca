import { plural, t } from '@lingui/core/macro';
import type { Deposit } from '../../contract/wallet';
import { formatDateTime } from '../../lib/format';
import { formatCents } from '../../lib/money';
import type { DepositTrouble } from './deposit-progress';

/** What the assistant knows about where a deposit was sent: the account's address for its asset. */
export type DepositPlace = {
  /** "Tether on Ethereum (USDT-ERC20)" */
  asset: string;
  /** "USDT-ERC20" */
  code: string;
  /** "ERC-20", as people write it; null when the service does not say. */
  network: string | null;
  address: string | null;
};

/** "about 3 hours": a wait in the largest whole unit, rounded down (a late deposit is never early). */
export function durationWords(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 120) return plural(minutes, { one: '# minute', other: '# minutes' });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, { one: '# hour', other: '# hours' });
  return plural(Math.floor(hours / 24), { one: '# day', other: '# days' });
}

/** The likely cause, in words, and what to do about it. */
export function causeWords(trouble: DepositTrouble, d: Deposit, place: DepositPlace): string {
  const { code } = place;
  const amount = `${d.amount_crypto} ${code}`;
  const network = place.network ?? place.asset;
  switch (trouble.kind) {
    case 'below_minimum': {
      const minimum = trouble.minimum ? `${trouble.minimum} ${code}` : t`the minimum`;
      return trouble.final
        ? t`${amount} is below the minimum deposit of ${minimum}, so it was not credited. The coins reached your address; support can tell you whether they can be returned or added to a later deposit.`
        : t`${amount} is below the minimum deposit of ${minimum}: it will not be credited when confirmed. Contact support before sending more.`;
    }
    case 'late': {
      const waited = durationWords(trouble.waitedMs);
      const usual = durationWords(trouble.usualMs);
      return t`Waiting for ${waited}; on ${network} a deposit is usually credited within ${usual}. The network may be busy, or the fee paid by the sending wallet may be too low for a quick confirmation. It usually arrives later; if it does not, contact support.`;
    }
    case 'not_confirmed':
      return t`The network did not confirm this transaction in time, so it was not credited. If your wallet shows it as sent, contact support.`;
  }
}

/** The message to paste into a support request: everything support needs to find the deposit. */
export function supportMessage(d: Deposit, place: DepositPlace, cause: string): string {
  const usd = formatCents(d.amount_usd);
  const seen = formatDateTime(d.created_at);
  const lines = [
    t`Hello, I need help with a deposit.`,
    t`Deposit ID: ${d.id}`,
    t`Asset: ${place.asset}`,
    t`Network: ${place.network ?? '—'}`,
    t`Address: ${place.address ?? '—'}`,
    t`Amount: ${d.amount_crypto} ${place.code} (${usd})`,
    t`Transaction hash: ${d.tx_hash}`,
    t`Seen: ${seen}`,
    // The service's own word for the state (pending, confirmed, expired): support searches by it.
    t`Status: ${d.status}`,
    t`What the dashboard says: ${cause}`,
  ];
  return lines.join('\n');
}
