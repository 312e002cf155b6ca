import { Plural, Trans } from '@lingui/react/macro';
import { formatDate } from '../../lib/format';
import {
  daysLeft,
  DISPUTE_WINDOW_DAYS,
  LATER_START_MAX_DAYS,
  LATER_START_REASONS,
  type DisputeReason,
} from './dispute-rules';

/**
 * The time limit in words (decision 043): the networks' window counted from settlement, said as
 * the outer limit it is — the provider may want it sooner, and its support decides.
 */
export function DisputeLimit({
  reason,
  deadline,
  now,
}: {
  reason: DisputeReason;
  deadline: string;
  now: number;
}) {
  const date = formatDate(deadline);
  const days = daysLeft(deadline, now);
  const window = DISPUTE_WINDOW_DAYS;
  const later = LATER_START_MAX_DAYS;
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">
        {days > 0 ? (
          <Trans>
            Send it by {date} (<Plural value={days} one="# day left" other="# days left" />
            ).
          </Trans>
        ) : (
          <Trans>The usual limit passed on {date}. You can still ask support.</Trans>
        )}
      </p>
      <p className="text-slate-600 dark:text-slate-400">
        <Trans>
          Card networks accept disputes up to {window} days after the charge settled. Your card
          provider may ask for it sooner, and its support decides the outcome.
        </Trans>{' '}
        {LATER_START_REASONS.includes(reason) && (
          <Trans>
            For this reason they may count from the day you expected the goods instead, up to{' '}
            {later} days after the charge; the date above is the earliest.
          </Trans>
        )}
      </p>
    </div>
  );
}
