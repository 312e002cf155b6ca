import type { TransactionDetail } from '../../contract/transactions';

/**
 * The dispute helper's rules (decision 043): which charges can be disputed, the time limit, the
 * reminder and the states a dispute goes through. Pure: the service has no dispute endpoint, so a
 * dispute is a report the person sends to their provider's support and tracks on this device.
 */

/** Reasons as the card networks group them (Visa's and Mastercard's dispute conditions). */
export const DISPUTE_REASONS = [
  'fraudulent',
  'not_received',
  'duplicate',
  'canceled',
  'wrong_amount',
  'not_as_described',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** Drafted here → sent to support (by the person) → resolved (as support answered). */
export const DISPUTE_STATES = ['drafted', 'sent', 'resolved'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/** The networks' window for a cardholder dispute: 120 days from settlement (decision 043). */
export const DISPUTE_WINDOW_DAYS = 120;
/** A drafted dispute is recalled this many days before its limit. */
export const REMINDER_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Where the networks may count from a later date (the expected delivery, the day the goods came):
 * at most this many days after the charge. The helper still counts from settlement, the earliest.
 */
export const LATER_START_REASONS: readonly DisputeReason[] = ['not_received', 'not_as_described'];
export const LATER_START_MAX_DAYS = 540;

export type Disputability =
  | { can: true; purchaseId: string; settledAt: string; deadline: string }
  | { can: false; why: 'pending' | 'declined' | 'refund' };

type Disputable = Pick<
  TransactionDetail,
  'id' | 'type' | 'authorization_id' | 'settled_at' | 'created_at'
> & {
  timeline?: TransactionDetail['timeline'];
};

/** The day the networks' window closes: settlement + 120 days, to the millisecond. */
export const deadlineOf = (settledAt: string) =>
  new Date(Date.parse(settledAt) + DISPUTE_WINDOW_DAYS * DAY_MS).toISOString();

/**
 * Only a settled charge can be disputed: a pending one is a hold the merchant can still change or
 * release, a decline took nothing, a refund is money back. A settlement and its authorization are
 * one purchase, so both lead to the authorization's dispute.
 */
export function disputability(txn: Disputable): Disputability {
  if (txn.type === 'decline') return { can: false, why: 'declined' };
  if (txn.type === 'refund') return { can: false, why: 'refund' };
  // A settlement is itself the settling, whether or not its authorization is known.
  const settledAt =
    txn.settled_at ??
    txn.timeline?.find((e) => e.status === 'settled')?.at ??
    (txn.type === 'settlement' ? txn.created_at : null);
  if (!settledAt) return { can: false, why: 'pending' };
  const purchaseId =
    txn.type === 'settlement' && typeof txn.authorization_id === 'string'
      ? txn.authorization_id
      : txn.id;
  return { can: true, purchaseId, settledAt, deadline: deadlineOf(settledAt) };
}

/** Whole days left before `deadline` (rounded up: 1 ms left is 1 day); 0 or less once past. */
export const daysLeft = (deadline: string, now: number) =>
  Math.ceil((Date.parse(deadline) - now) / DAY_MS);

/** A drafted dispute near its limit, or past it; anything sent or resolved needs no reminder. */
export function reminderOf(
  dispute: { state: DisputeState; deadline: string },
  now: number,
): 'none' | 'near' | 'past' {
  if (dispute.state !== 'drafted') return 'none';
  const left = Date.parse(dispute.deadline) - now;
  if (left <= 0) return 'past';
  return left <= REMINDER_DAYS * DAY_MS ? 'near' : 'none';
}

/** The one step forward from each state; resolved is the end. */
export const NEXT_STATE: Record<DisputeState, DisputeState | null> = {
  drafted: 'sent',
  sent: 'resolved',
  resolved: null,
};

type Stamps = { state: DisputeState; sentAt?: string; resolvedAt?: string };

/** Moves a dispute one step forward, stamped with `now`; any other move is refused. */
export function advance<T extends Stamps>(dispute: T, to: DisputeState, now: number): T {
  if (NEXT_STATE[dispute.state] !== to)
    throw new Error(`A dispute cannot go from ${dispute.state} to ${to}.`);
  const at = new Date(now).toISOString();
  return to === 'sent'
    ? { ...dispute, state: to, sentAt: at }
    : { ...dispute, state: to, resolvedAt: at };
}
