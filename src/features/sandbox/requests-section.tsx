import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { sandboxToolQueries } from '../../api/sandbox-tools';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { RequestLogEntry } from '../../contract/request-log';
import { timeFormat } from '../../lib/i18n/intl';
import { ActionError, PanelSection } from './panel-section';

const toneOf = (status: number): BadgeTone =>
  status >= 500 ? 'danger' : status >= 400 ? 'warning' : 'success';

/**
 * The account's last requests as the sandbox answered them (issue #50 item 7, decision 040):
 * newest first, a list rather than a table so a phone shows every field. Paths are the API's,
 * shown as the sandbox logged them (secrets left out).
 */
export function RequestsSection() {
  const { t } = useLingui();
  const requests = useQuery(sandboxToolQueries.requests());
  const entries = requests.data?.data ?? [];
  return (
    <PanelSection title={t`Requests`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 flex-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>This account’s last 50 requests, newest first. Secrets are left out.</Trans>
        </p>
        <Button
          size="sm"
          variant="secondary"
          busy={requests.isFetching}
          onClick={() => void requests.refetch()}
        >
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {entries.length > 0 ? (
        <ol
          aria-label={t`Requests, newest first`}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {entries.map((entry) => (
            <RequestRow key={entry.request_id} entry={entry} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {requests.isLoading ? t`Loading…` : t`No requests yet.`}
        </p>
      )}
      <ActionError errors={[requests.error]} />
    </PanelSection>
  );
}

function RequestRow({ entry }: { entry: RequestLogEntry }) {
  const { t } = useLingui();
  const time = timeFormat().format(new Date(entry.at));
  const ms = entry.duration_ms;
  return (
    <li className="space-y-1 px-3 py-2 text-sm">
      <div className="flex items-start gap-2">
        <Badge tone={toneOf(entry.status)}>{entry.status}</Badge>
        <span className="font-mono text-xs font-semibold">{entry.method}</span>
        <span className="min-w-0 flex-1 font-mono text-xs [overflow-wrap:anywhere]">
          {entry.path}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-2 text-xs text-slate-600 dark:text-slate-400">
        <span>{time}</span>
        <span>{t`${ms} ms`}</span>
        <span className="font-mono break-all">{entry.request_id}</span>
      </p>
    </li>
  );
}
