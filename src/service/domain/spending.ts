import type { Account } from './state';

/** Net spend (authorizations minus refunds) of a card in the calendar month (UTC) of `now`. */
export function spentThisMonthCents(account: Account, cardId: string, now: number): number {
  const d = new Date(now);
  const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  let total = 0;
  for (const t of account.transactions) {
    if (t.cardId !== cardId || Date.parse(t.createdAt) < monthStart) continue;
    if (t.type === 'authorization') total += -t.amountCents;
    else if (t.type === 'refund') total -= t.amountCents;
  }
  return total;
}
