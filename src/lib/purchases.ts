import type { TimelineEvent, Transaction } from '../contract/transactions';

/** A row as a cardholder reads it: what happened, and whether money moved with it. */
export type PurchaseRow = Transaction & {
  /** The status to show: an authorization whose settlement is here reads "settled". */
  status: string;
  /** False for a settlement (it makes a hold final, the money left at authorization) and a decline. */
  movesMoney: boolean;
  /** For a purchase: the refunds of it among the rows, in cents (0 when none is here). */
  refunded: number;
};

/**
 * The status a cardholder reads for one transaction: an authorization whose settlement is known —
 * among the rows beside it, or in its own timeline — reads "settled". The list and the drawer both
 * say it this way, so they never disagree on whether a charge is final.
 */
export function shownStatus(
  t: Transaction & { timeline?: TimelineEvent[] },
  settledAmongRows = false,
): string {
  const settled = settledAmongRows || (t.timeline ?? []).some((e) => e.status === 'settled');
  return t.type === 'authorization' && settled ? 'settled' : t.type;
}

/** Whether a transaction moves money: authorizations take it, refunds give it back. */
export const movesMoney = (t: Transaction) => t.type === 'authorization' || t.type === 'refund';

/**
 * An authorization and its settlement are one purchase: the settlement disappears into the
 * authorization, which then reads "Settled", and the money moves once. A settlement whose
 * authorization is not among the rows (another page) stays, marked as moving no money.
 */
export function foldPurchases(rows: Transaction[]): PurchaseRow[] {
  const parent = (t: Transaction) =>
    t.type === 'settlement' && typeof t.authorization_id === 'string' ? t.authorization_id : null;
  const settled = new Set(rows.map(parent).filter((id) => id !== null));
  const present = new Set(rows.filter((t) => t.type === 'authorization').map((t) => t.id));
  const refunded = new Map<string, number>();
  for (const t of rows)
    if (t.type === 'refund' && typeof t.authorization_id === 'string')
      refunded.set(t.authorization_id, (refunded.get(t.authorization_id) ?? 0) + t.amount);
  const out: PurchaseRow[] = [];
  for (const t of rows) {
    const of = parent(t);
    if (of !== null && present.has(of)) continue;
    out.push({
      ...t,
      status: shownStatus(t, settled.has(t.id)),
      movesMoney: movesMoney(t),
      refunded: t.type === 'authorization' ? (refunded.get(t.id) ?? 0) : 0,
    });
  }
  return out;
}

/** How an amount reads: a decline struck through, a settlement muted, money back in green. */
export function amountClass(t: PurchaseRow): string {
  if (t.type === 'decline')
    return 'text-slate-500 line-through decoration-slate-400 dark:text-slate-400';
  if (!t.movesMoney) return 'text-slate-500 dark:text-slate-400';
  if (t.amount > 0) return 'text-emerald-700 dark:text-emerald-400';
  return 'text-slate-900 dark:text-slate-100';
}
