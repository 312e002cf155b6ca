import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../api/errors';
import type { WebhookSummary } from '../../contract/webhooks';
import { useDeleteWebhook, webhookQueries } from '../../api/webhooks';
import { Alert } from '../../components/ui/alert';
import { StatusBadge } from '../../components/ui/status-badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format';

export function WebhookList() {
  const { t } = useLingui();
  const hooks = useQuery(webhookQueries.list());
  const [removing, setRemoving] = useState<WebhookSummary | null>(null);
  const remove = useDeleteWebhook();
  if (hooks.isPending) return <Skeleton className="h-24 w-full rounded-card" />;
  if (hooks.isError) return <Alert tone="error">{errorMessage(hooks.error)}</Alert>;
  if (hooks.data.length === 0)
    return (
      <EmptyState title={t`No endpoints yet`}>
        <Trans>Register one below to receive signed events.</Trans>
      </EmptyState>
    );
  return (
    <>
      <ul
        aria-label={t`Webhook endpoints`}
        className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {hooks.data.map((hook) => (
          <li key={hook.id} className="flex flex-wrap items-start gap-3 px-4 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="break-all font-mono">{hook.url}</p>
              <p className="mt-1 flex flex-wrap gap-1">
                {hook.events.map((e) => (
                  <span
                    key={e}
                    className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800"
                  >
                    {e === '*' ? t`all events` : e}
                  </span>
                ))}
              </p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {t`Registered ${formatDateTime(hook.created_at)}`}
              </p>
            </div>
            <StatusBadge status={hook.active ? 'active' : 'inactive'} />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Delete ${hook.url}`}
              onClick={() => setRemoving(hook)}
            >
              <Trans>Delete</Trans>
            </Button>
          </li>
        ))}
      </ul>
      {removing && (
        <Dialog
          open
          onClose={() => setRemoving(null)}
          title={t`Delete this endpoint?`}
          description={t`No further events will be delivered to it. This cannot be undone.`}
        >
          <p className="mb-4 break-all font-mono text-sm">{removing.url}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { webhookId: removing.id },
                  {
                    onSuccess: () => {
                      toast.success(t`Endpoint deleted`);
                      setRemoving(null);
                    },
                  },
                )
              }
            >
              <Trans>Delete endpoint</Trans>
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
