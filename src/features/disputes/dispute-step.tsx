import { Trans } from '@lingui/react/macro';
import type { TransactionDetail } from '../../contract/transactions';
import { Skeleton } from '../../components/ui/skeleton';
import type { Dispute } from './dispute-record';
import type { Disputability } from './dispute-rules';
import { DisputeForm } from './dispute-form';
import { DisputeTracker } from './dispute-tracker';

/**
 * The dispute helper for one transaction: why not (not settled, declined, a refund), sealed until
 * the passphrase opens the notes, the form, or the dispute already kept.
 */
export function DisputeStep({
  txn,
  can,
  dispute,
  locked,
  last4,
  now,
}: {
  txn: TransactionDetail;
  can: Disputability;
  dispute: Dispute | undefined;
  locked: boolean;
  last4: string;
  now: number | undefined;
}) {
  if (!can.can)
    return (
      <p className="text-sm">
        {can.why === 'pending' ? (
          <Trans>
            This charge is still pending, so it cannot be disputed yet. A pending charge is a hold
            the merchant can still change or release, and card networks take disputes only on
            settled charges. Come back to dispute it once it settles.
          </Trans>
        ) : can.why === 'declined' ? (
          <Trans>
            This charge was declined: no money was taken, so there is nothing to dispute.
          </Trans>
        ) : (
          <Trans>This is a refund, money back to you: there is nothing to dispute.</Trans>
        )}
      </p>
    );
  if (locked)
    return (
      <p className="text-sm">
        <Trans>
          Disputes are sealed on this device. Open this transaction’s notes with your passphrase to
          start or see one.
        </Trans>
      </p>
    );
  if (now === undefined || !last4) return <Skeleton className="h-24 w-full" />;
  if (dispute) return <DisputeTracker dispute={dispute} now={now} />;
  return (
    <DisputeForm
      txn={txn}
      purchaseId={can.purchaseId}
      settledAt={can.settledAt}
      deadline={can.deadline}
      last4={last4}
      now={now}
    />
  );
}
