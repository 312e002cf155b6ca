import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useServiceNow } from '../../api/use-service-now';
import { Alert } from '../../components/ui/alert';
import { paths } from '../../lib/paths';
import { reminderOf } from './dispute-rules';
import { DisputeReminderText } from './dispute-reminder-text';
import { useDisputes } from './dispute-store';

/** The overview's reminder of drafted disputes within 14 days of their limit, or past it (043). */
export function DisputeReminders() {
  const { t } = useLingui();
  const disputes = useDisputes();
  const now = useServiceNow(60_000);
  if (now === undefined || !disputes.data) return null;
  const due = disputes.data.filter((d) => reminderOf(d, now) !== 'none');
  if (due.length === 0) return null;
  return (
    <div className="space-y-2">
      {due.map((d) => (
        <Alert
          key={d.txnId}
          tone="warning"
          title={reminderOf(d, now) === 'near' ? t`Send your dispute soon` : t`A dispute is late`}
          action={
            <Link
              to={paths.transactions({ txn: d.txnId })}
              className="rounded-md text-sm font-medium underline underline-offset-2"
            >
              <Trans>Open the dispute</Trans>
            </Link>
          }
        >
          <DisputeReminderText dispute={d} now={now} />
        </Alert>
      ))}
    </div>
  );
}
