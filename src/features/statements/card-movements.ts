import type { Transaction } from '../../contract/transactions';
import type { Movement } from './statement-model';

/** What a transaction does to its card's balance: a purchase takes, a refund gives back. */
export const balanceEffect = (t: Transaction) =>
  t.type === 'authorization' || t.type === 'refund' ? t.amount : 0;

type CardFacts = {
  balance: number;
  created_at: string;
  terminated_at?: string | null | undefined;
};

/** Oldest first; the list answers newest first, so equal times keep their order reversed. */
export function oldestFirst(transactions: readonly Transaction[]): Transaction[] {
  return [...transactions]
    .reverse()
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/**
 * A card's movements from its whole history. The service lists no funding or withdrawal
 * (decision 045): each is found in the card's balance — `balance_after` less what the transaction
 * did, against the balance after the one before, and the balance now after the last. What
 * moved before the first transaction is dated at the card's creation (a card is funded when it is
 * made); what moved between two transactions at the later one (money is added for the purchase
 * it pays for); what moved after the last at the card's termination, or now.
 */
export function cardMovements(
  card: CardFacts,
  transactions: readonly Transaction[],
  now: number,
): Movement[] {
  const out: Movement[] = [];
  let before = 0;
  const moved = (cents: number, at: number, id: string) => {
    if (cents !== 0)
      out.push({ at, kind: cents > 0 ? 'moved_in' : 'moved_out', cents, what: '', id });
  };
  oldestFirst(transactions).forEach((t, i) => {
    const at = Date.parse(t.created_at);
    const effect = balanceEffect(t);
    moved(
      t.balance_after - effect - before,
      i === 0 ? Date.parse(card.created_at) : at,
      `${t.id}:move`,
    );
    if (effect !== 0)
      out.push({
        at,
        kind: t.type === 'refund' ? 'refund' : 'purchase',
        cents: effect,
        what: t.merchant.name,
        category: t.merchant.category,
        cardId: t.card_id,
        id: t.id,
      });
    before = t.balance_after;
  });
  const end = card.terminated_at ? Date.parse(card.terminated_at) : now;
  moved(
    card.balance - before,
    transactions.length === 0 ? Date.parse(card.created_at) : end,
    'now:move',
  );
  return out;
}
