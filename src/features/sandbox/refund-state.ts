import type { TransactionDetail } from '../../contract/transactions';
import type { Cents } from '../../lib/money';

export type RefundState = {
  /** What the purchase took from the card, in cents (positive). */
  charged: Cents;
  refunded: Cents;
  /** What can still be refunded: the service refuses more (`invalid_amount`). */
  remaining: Cents;
  settled: boolean;
};

/**
 * Where an authorization stands, from its detail: `settled_at`, and the refunds in its timeline
 * (the list rows do not say). Null when the detail has no timeline (a provider that names it
 * otherwise): the row then offers both actions and lets the service decide, as before.
 */
export function refundState(detail: TransactionDetail | undefined): RefundState | null {
  if (!detail?.timeline) return null;
  const charged = Math.abs(detail.amount);
  const refunded = detail.timeline
    .filter((e) => e.status === 'refunded' && e.amount !== undefined)
    .reduce((sum, e) => sum + Math.abs(e.amount!), 0);
  const settled = Boolean(detail.settled_at) || detail.timeline.some((e) => e.status === 'settled');
  return { charged, refunded, remaining: Math.max(0, charged - refunded), settled };
}
