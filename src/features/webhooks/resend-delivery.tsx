import { Trans } from '@lingui/react/macro';
import { errorMessage } from '../../api/errors';
import { useResendDelivery } from '../../api/webhook-tools';
import type { Delivery } from '../../api/sandbox';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/**
 * Sends this delivery's event again to its endpoint (decision 021): a new delivery, same event id
 * and payload, signed with the endpoint's current secret. It appears at the top of the log.
 */
export function ResendDelivery({ delivery }: { delivery: Delivery }) {
  const resend = useResendDelivery();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        busy={resend.isPending}
        onClick={() => resend.mutate({ webhookId: delivery.webhook_id, deliveryId: delivery.id })}
      >
        <Trans>Resend</Trans>
      </Button>
      <p role="status" className="text-xs text-slate-700 dark:text-slate-300">
        {resend.isSuccess && (
          <Trans>Resent as a new delivery ({resend.data.id}), at the top of the log.</Trans>
        )}
      </p>
      {resend.isError && (
        <div className="w-full">
          <Alert tone="error">{errorMessage(resend.error)}</Alert>
        </div>
      )}
    </div>
  );
}
