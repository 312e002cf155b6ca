import type { Transaction } from '../../contract/transactions';

export type Spending = {
  days: Array<{ day: string; cents: number }>;
  categories: Array<{ category: string; cents: number }>;
  totalCents: number;
};

/**
 * Net spending in integer cents: authorizations add, refunds subtract; declines and settlements
 * (which repeat an authorization) do not count. One bucket per local day for the last `days` days.
 */
export function aggregateSpending(transactions: Transaction[], now: Date, days = 30): Spending {
  const key = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const byDay = new Map<string, number>();
  for (let i = days - 1; i >= 0; i--)
    byDay.set(key(new Date(now.getFullYear(), now.getMonth(), now.getDate() - i)), 0);
  const byCategory = new Map<string, number>();
  let total = 0;
  for (const t of transactions) {
    if (t.type !== 'authorization' && t.type !== 'refund') continue;
    const cents = -t.amount; // spends are negative, refunds positive
    const day = key(new Date(t.created_at));
    if (!byDay.has(day)) continue;
    byDay.set(day, byDay.get(day)! + cents);
    byCategory.set(t.merchant.category, (byCategory.get(t.merchant.category) ?? 0) + cents);
    total += cents;
  }
  return {
    days: [...byDay].map(([day, cents]) => ({ day, cents })),
    categories: [...byCategory]
      .filter(([, cents]) => cents > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([category, cents]) => ({ category, cents })),
    totalCents: total,
  };
}
