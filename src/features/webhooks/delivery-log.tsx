import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { sandboxQueries, type Delivery } from '../../api/sandbox';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { StatusBadge } from '../../components/ui/status-badge';
import { CopyButton } from '../../components/ui/copy-button';
import { formatDateTime } from '../../lib/format';
import { ResendDelivery } from './resend-delivery';
import { SendExample } from './send-example';

/** The sandbox's record of every signed delivery (demo: recorded only; `npm run api`: really sent). */
export function DeliveryLog() {
  const { t } = useLingui();
  const log = useQuery({ ...sandboxQueries.deliveries(), refetchInterval: 4000 });
  if (log.isError) return <Alert tone="error">{errorMessage(log.error)}</Alert>;
  const rows = log.data?.data ?? [];
  return (
    <div className="space-y-3">
      <SendExample />
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {log.isPending
            ? t`Loading…`
            : t`No deliveries yet. Events you subscribed to appear here.`}
        </p>
      ) : (
        <Deliveries rows={rows} />
      )}
    </div>
  );
}

function Deliveries({ rows }: { rows: Delivery[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Deliveries`} className="space-y-2">
      {rows.map((d) => (
        <li
          key={d.id}
          className="rounded-lg border border-slate-200 bg-white text-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <details>
            <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-4 py-2">
              <span className="font-mono font-medium">{d.event_type}</span>
              {d.example && <Badge tone="info">{t`example`}</Badge>}
              {d.resend_of && <Badge>{t`resent`}</Badge>}
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {formatDateTime(d.created_at)}
              </span>
              <span className="ml-auto flex items-center gap-2">
                <StatusBadge status={d.status} />
                <span className="text-xs tabular-nums">
                  {d.response_status === null ? '—' : `HTTP ${d.response_status}`}
                </span>
              </span>
            </summary>
            <div className="space-y-2 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
              <p className="break-all text-xs">
                <Trans>
                  To <span className="font-mono">{d.url}</span> · attempts: {d.attempts}
                </Trans>
                {d.error ? ` · ${d.error}` : ''}
              </p>
              <div className="flex items-center gap-2">
                <span className="text-xs font-medium">X-Webhook-Signature</span>
                <code className="break-all font-mono text-xs">{d.signature}</code>
                <CopyButton value={d.signature} label={t`signature`} />
              </div>
              <pre
                // A keyboard must reach a scrolling region to scroll it (WCAG 2.1.1; axe's
                // scrollable-region-focusable found this one with a delivery open).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                className="max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-800"
              >
                {JSON.stringify(JSON.parse(d.payload), null, 2)}
              </pre>
              <CopyButton value={d.payload} label={t`payload`} />
              <ResendDelivery delivery={d} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
