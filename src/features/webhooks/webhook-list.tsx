import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { WebhookSummary } from '../../contract/webhooks';
import { webhookQueries } from '../../api/webhooks';
import { Alert } from '../../components/ui/alert';
import { StatusBadge } from '../../components/ui/status-badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { readAlerts } from '../../lib/alerts-record';
import { formatDateTime } from '../../lib/format';
import { DeleteWebhookDialog } from './delete-webhook-dialog';

export function WebhookList() {
  const { t } = useLingui();
  const hooks = useQuery(webhookQueries.list());
  const [removing, setRemoving] = useState<WebhookSummary | null>(null);
  // This device's card alerts (decision 025): their webhook is named, not a bare URL (#48 item 9).
  const alerts = readAlerts();
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
        {hooks.data.map((hook) => {
          const name = hook.id === alerts?.webhookId ? t`Card alerts (this device)` : null;
          return (
            <li key={hook.id} className="flex flex-wrap items-start gap-3 px-4 py-3 text-sm">
              <div className="min-w-0 flex-1">
                {name && <p className="font-medium">{name}</p>}
                <p
                  className={`break-all font-mono ${name ? 'text-xs text-slate-600 dark:text-slate-400' : ''}`}
                >
                  {hook.url}
                </p>
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
                aria-label={t`Delete ${name ?? hook.url}`}
                onClick={() => setRemoving(hook)}
              >
                <Trans>Delete</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      {removing && (
        <DeleteWebhookDialog
          hook={removing}
          alerts={removing.id === alerts?.webhookId ? alerts : null}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
