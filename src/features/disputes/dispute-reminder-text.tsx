import { Plural, Trans } from '@lingui/react/macro';
import { formatDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import type { Dispute } from './dispute-record';
import { daysLeft, DISPUTE_WINDOW_DAYS } from './dispute-rules';

/** A drafted dispute near or past its limit, in words (the drawer and the overview say the same). */
export function DisputeReminderText({ dispute, now }: { dispute: Dispute; now: number }) {
  const merchant = dispute.merchant;
  const amount = formatCents(dispute.amount);
  const date = formatDate(dispute.deadline);
  const days = daysLeft(dispute.deadline, now);
  const window = DISPUTE_WINDOW_DAYS;
  return days > 0 ? (
    <Trans>
      Your dispute of {amount} at {merchant} is still a draft: send it to support by {date} (
      <Plural value={days} one="# day left" other="# days left" />
      ).
    </Trans>
  ) : (
    <Trans>
      The networks’ {window} days for your dispute of {amount} at {merchant} ended on {date}. Send
      it anyway if you still want to: your card provider’s support decides.
    </Trans>
  );
}
