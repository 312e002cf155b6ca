import { centsText } from '../../contract/money';
import { MONEY_MAX_CENTS } from '../../contract/limits';
import { fail } from './errors';
import type { CardRecord, DepositRecord } from './state';

/** The money fields of an account, as it is kept or as a snapshot file holds it. */
type MoneyOf = {
  walletCents: number;
  cards: readonly { balanceCents: number }[];
  deposits: readonly DepositRecord[];
};

/**
 * The most money an account may hold (decision 023: MONEY_MAX_CENTS, $1,000,000,000.00). Money
 * enters an account only by a credited deposit and comes back only by a refund; funding, withdraws
 * and terminations move it between the wallet and the cards. So the account's money — wallet,
 * cards and the credit its pending deposits will bring — is checked where a deposit is made and a
 * refund given, before anything changes, and every balance stays at or under the ceiling.
 */
export { MONEY_MAX_CENTS };

/** What a deposit adds to the wallet once confirmed (one below its currency's minimum: nothing). */
export const creditOf = (d: DepositRecord) => (d.belowMinimum ? 0 : d.amountUsdCents - d.feeCents);

/** Wallet, card balances and the credit of pending deposits: the account's money, now and due. */
export function accountMoneyCents(account: MoneyOf): number {
  let cents = account.walletCents;
  for (const card of account.cards) cents += card.balanceCents;
  for (const d of account.deposits) if (d.status === 'pending') cents += creditOf(d);
  return cents;
}

/** Refuses (409 limit_reached) `addCents` more money in the account if it would pass the ceiling. */
export function assertRoomFor(account: MoneyOf, addCents: number, what: string): void {
  const held = accountMoneyCents(account);
  if (held + addCents > MONEY_MAX_CENTS)
    fail(
      'limit_reached',
      `${what} would bring this account's money (wallet, cards and pending deposits: $${centsText(held)}) past the sandbox's ceiling of $${centsText(MONEY_MAX_CENTS)}.`,
    );
}

/**
 * Refuses a move between the wallet and a card that would leave one balance past the ceiling: only
 * an account holding more than the ceiling in all (from before it) can, but its next start would
 * set it apart (store/snapshot.ts), so the move is refused instead.
 */
export function assertBalanceRoom(balanceCents: number, addCents: number, what: string): void {
  if (balanceCents + addCents > MONEY_MAX_CENTS)
    fail(
      'limit_reached',
      `${what} would hold more than the sandbox's ceiling of $${centsText(MONEY_MAX_CENTS)}.`,
    );
}

/** Refuses a purchase that would bring the card's total spent past the ceiling. */
export function assertSpendRoom(card: CardRecord, amountCents: number): void {
  if (card.totalSpentCents + amountCents > MONEY_MAX_CENTS)
    fail(
      'limit_reached',
      `Card ${card.id} has spent $${centsText(card.totalSpentCents)}; this purchase would pass the sandbox's ceiling of $${centsText(MONEY_MAX_CENTS)}.`,
    );
}

/**
 * Money is conserved: what the wallet and cards hold is what confirmed deposits credited, less
 * what purchases took, plus what refunds gave back. Returns both sides (equal in a sound account).
 */
export function moneyBalance(
  account: MoneyOf & { transactions: readonly { type: string; amountCents: number }[] },
): { held: number; accounted: number } {
  let held = account.walletCents;
  for (const card of account.cards) held += card.balanceCents;
  let accounted = 0;
  for (const d of account.deposits) if (d.status === 'confirmed') accounted += creditOf(d);
  // Authorizations are negative (money out), refunds positive; settlements and declines move none.
  for (const t of account.transactions)
    if (t.type === 'authorization' || t.type === 'refund') accounted += t.amountCents;
  return { held, accounted };
}
