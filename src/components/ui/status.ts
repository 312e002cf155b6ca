import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
export const STATUSES: Record<
  string,
  { label: MessageDescriptor; tone: BadgeTone; icon: LucideIcon }
> = {
  active: { label: msg`Active`, tone: 'success', icon: CircleCheck },
  frozen: { label: msg`Frozen`, tone: 'info', icon: Snowflake },
  terminated: { label: msg`Terminated`, tone: 'neutral', icon: Ban },
  pending_top_up: { label: msg`Awaiting first deposit`, tone: 'warning', icon: Hourglass },
  pending: { label: msg`Pending`, tone: 'warning', icon: Clock },
  confirmed: { label: msg`Confirmed`, tone: 'success', icon: CircleCheck },
  completed: { label: msg`Completed`, tone: 'success', icon: CircleCheck },
  expired: { label: msg`Expired`, tone: 'neutral', icon: CircleSlash },
  authorization: { label: msg`Authorized`, tone: 'info', icon: Clock },
  settlement: { label: msg`Settled`, tone: 'neutral', icon: CircleCheck },
  settled: { label: msg`Settled`, tone: 'neutral', icon: CircleCheck },
  refund: { label: msg`Refunded`, tone: 'success', icon: Undo2 },
  decline: { label: msg`Declined`, tone: 'danger', icon: Ban },
  delivered: { label: msg`Delivered`, tone: 'success', icon: CircleCheck },
  failed: { label: msg`Failed`, tone: 'danger', icon: Ban },
  recorded: { label: msg`Recorded`, tone: 'neutral', icon: CircleCheck },
  inactive: { label: msg`Inactive`, tone: 'neutral', icon: CircleSlash },
  not_required: { label: msg`Not required`, tone: 'neutral', icon: CircleSlash },
};

/** Words for a status the table does not know: "some_new_state" → "Some new state". */
export function statusLabel(status: string): string {
  const known = STATUSES[status]?.label;
  if (known) return i18n._(known);
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
