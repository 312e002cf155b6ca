import type { Ctx, DomainEvent } from './context';

/**
 * What a trigger made and what money it moved (decision 040): it may deposit into the wallet,
 * move money onto a card, spend or refund it, so the answer says so instead of leaving the
 * integrator to find a changed wallet. Records are only ever appended to the account's lists,
 * so what is past each list's length before is what the trigger made.
 */
export type TriggerMoney = {
  created: { cards: string[]; transactions: string[]; deposits: string[]; challenges: string[] };
  walletBeforeCents: number;
  walletAfterCents: number;
  /** Every card whose balance changed (a card it made counts from 0), in the account's order. */
  cardBalances: { cardId: string; beforeCents: number; afterCents: number }[];
};

/** Notes the account now; the function it returns says what changed since. */
export function watchMoney(ctx: Ctx): () => TriggerMoney {
  const { account } = ctx;
  const walletBeforeCents = account.walletCents;
  const balances = new Map(account.cards.map((c) => [c.id, c.balanceCents]));
  const lengths = {
    cards: account.cards.length,
    transactions: account.transactions.length,
    deposits: account.deposits.length,
    challenges: account.challenges.length,
  };
  const madeSince = (list: readonly { id: string }[], from: number) =>
    list.slice(from).map((r) => r.id);
  return () => ({
    created: {
      cards: madeSince(account.cards, lengths.cards),
      transactions: madeSince(account.transactions, lengths.transactions),
      deposits: madeSince(account.deposits, lengths.deposits),
      challenges: madeSince(account.challenges, lengths.challenges),
    },
    walletBeforeCents,
    walletAfterCents: account.walletCents,
    cardBalances: account.cards
      .map((c) => ({
        cardId: c.id,
        beforeCents: balances.get(c.id) ?? 0,
        afterCents: c.balanceCents,
      }))
      .filter((c) => c.beforeCents !== c.afterCents),
  });
}

/** The records the event is about: its card, transaction, deposit or 3-D Secure challenge. */
export function eventRecordIds(event: DomainEvent) {
  const ids = {
    cardId: null as string | null,
    transactionId: null as string | null,
    depositId: null as string | null,
    challengeId: null as string | null,
  };
  if ('card' in event) ids.cardId = event.card.id;
  if ('transaction' in event) {
    ids.transactionId = event.transaction.id;
    ids.cardId = event.transaction.cardId;
  }
  if ('deposit' in event) ids.depositId = event.deposit.id;
  if ('challenge' in event) {
    ids.challengeId = event.challenge.id;
    ids.cardId = event.challenge.cardId;
  }
  return ids;
}
