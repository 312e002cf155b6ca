import * as z from 'zod/mini';
import { NOTE_MAX } from '../../lib/notes/limits';
import { deadlineOf, DISPUTE_REASONS, DISPUTE_STATES } from './dispute-rules';

/** The person's own words in a report: short enough that a record stays one sealed note. */
export const EXPLANATION_MAX = 500;

const instant = z.iso.datetime();

/**
 * One dispute as this device keeps it (decision 043): what the report says, and where it stands.
 * Read back through this schema: a record may be from an older version or written by hand.
 */
export const disputeRecordSchema = z.object({
  txnId: z.string().check(z.regex(/^txn_[\w-]{1,64}$/)),
  cardId: z.string().check(z.regex(/^card_[\w-]{1,64}$/)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  /** The charge in cents, as a positive figure. */
  amount: z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  merchant: z.string().check(z.minLength(1), z.maxLength(80)),
  chargedAt: instant,
  settledAt: instant,
  reason: z.enum(DISPUTE_REASONS),
  explanation: z.string().check(z.maxLength(EXPLANATION_MAX)),
  state: z.enum(DISPUTE_STATES),
  draftedAt: instant,
  sentAt: z.optional(instant),
  resolvedAt: z.optional(instant),
});
export type DisputeRecord = z.infer<typeof disputeRecordSchema>;
/** A record with its limit worked out (never stored: always settlement + the window). */
export type Dispute = DisputeRecord & { deadline: string };

/** A stored record for `txnId`, or null when it does not read as one (or names another). */
export function parseDispute(text: string, txnId: string): Dispute | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = disputeRecordSchema.safeParse(value);
  if (!parsed.success || parsed.data.txnId !== txnId) return null;
  return { ...parsed.data, deadline: deadlineOf(parsed.data.settledAt) };
}

export class DisputeTooLongError extends Error {}

/** The record as kept; refused when its words (escaped as JSON) would not fit one note. */
export function serializeDispute(dispute: DisputeRecord): string {
  const { deadline: _derived, ...record } = dispute as Dispute;
  const text = JSON.stringify(disputeRecordSchema.parse(record));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a class the form says in words
  if (text.length > NOTE_MAX) throw new DisputeTooLongError('dispute too long');
  return text;
}
