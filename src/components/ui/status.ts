import {
  Ban,
  CircleCheck,
  CircleSlash,
  Clock,
  Hourglass,
  Snowflake,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import type { BadgeTone } from './badge';

/**
 * Every status the service sends, in words a cardholder reads, with a tone and an icon (so a
 * status is never told by colour alone). One place for cards, transactions, deposits and 3DS.
 */
export const STATUSES: Record<string, { label: string; tone: BadgeTone; icon: LucideIcon }> = {
  active: { label: 'Active', tone: 'success', icon: CircleCheck },
  frozen: { label: 'Frozen', tone: 'info', icon: Snowflake },
  terminated: { label: 'Terminated', tone: 'neutral', icon: Ban },
  pending_top_up: { label: 'Awaiting first deposit', tone: 'warning', icon: Hourglass },
  pending: { label: 'Pending', tone: 'warning', icon: Clock },
  confirmed: { label: 'Confirmed', tone: 'success', icon: CircleCheck },
  completed: { label: 'Completed', tone: 'success', icon: CircleCheck },
  expired: { label: 'Expired', tone: 'neutral', icon: CircleSlash },
  authorization: { label: 'Authorized', tone: 'info', icon: Clock },
  settlement: { label: 'Settled', tone: 'neutral', icon: CircleCheck },
  settled: { label: 'Settled', tone: 'neutral', icon: CircleCheck },
  refund: { label: 'Refunded', tone: 'success', icon: Undo2 },
  decline: { label: 'Declined', tone: 'danger', icon: Ban },
  delivered: { label: 'Delivered', tone: 'success', icon: CircleCheck },
  failed: { label: 'Failed', tone: 'danger', icon: Ban },
  recorded: { label: 'Recorded', tone: 'neutral', icon: CircleCheck },
  inactive: { label: 'Inactive', tone: 'neutral', icon: CircleSlash },
};

/** Words for a status the table does not know: "some_new_state" → "Some new state". */
export function statusLabel(status: string): string {
  const known = STATUSES[status]?.label;
  if (known) return known;
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
