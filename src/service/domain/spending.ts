import type { Account } from './state';
import { spentSinceMonthStart } from './transaction-index';

/**
 * Net spend (authorizations minus refunds) of a card in the calendar month (UTC) of `now`: from
 * the account's transaction index, by month, not by walking its history (issue #35).
 */
export function spentThisMonthCents(account: Account, cardId: string, now: number): number {
  return spentSinceMonthStart(account, cardId, now);
}
