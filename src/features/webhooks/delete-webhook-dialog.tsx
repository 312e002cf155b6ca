import { Trans, useLingui } from '@lingui/react/macro';
import { endAlertsHere } from '../../api/alerts';
import { useDeleteWebhook } from '../../api/webhooks';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import type { WebhookSummary } from '../../contract/webhooks';
import type { AlertsRecord } from '../../lib/alerts-record';

/**
 * "Delete this endpoint?" When it is this device's card alerts' webhook (decision 025), the
 * question says that deleting it turns the alerts off, and it does (issue #48 item 9).
 */
export function DeleteWebhookDialog({
  hook,
  alerts,
  onClose,
}: {
  hook: WebhookSummary;
  /** This device's alerts record, when `hook` is its webhook. */
  alerts: AlertsRecord | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteWebhook();
  const done = async () => {
    if (alerts) await endAlertsHere(alerts);
    toast.success(
      alerts ? t`Endpoint deleted. Card alerts are off on this device.` : t`Endpoint deleted`,
    );
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={alerts ? t`Delete the card alerts’ webhook?` : t`Delete this endpoint?`}
      description={
        alerts
          ? t`This turns card alerts off on this device. You can turn them on again in Settings.`
          : t`No further events will be delivered to it. This cannot be undone.`
      }
    >
      <p className="mb-4 break-all font-mono text-sm">{hook.url}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Keep it</Trans>
        </Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() => remove.mutate({ webhookId: hook.id }, { onSuccess: () => void done() })}
        >
          {alerts ? t`Delete and turn off alerts` : t`Delete endpoint`}
        </Button>
      </div>
    </Dialog>
  );
}
