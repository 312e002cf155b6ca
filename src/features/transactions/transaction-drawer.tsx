import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { transactionQueries } from '../../api/transactions';
import { Alert } from '../../components/ui/alert';
import { StatusBadge } from '../../components/ui/status-badge';
import { CopyButton } from '../../components/ui/copy-button';
import { Drawer } from '../../components/ui/drawer';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { Timeline } from './timeline';
import { paths } from '../../lib/paths';

export function TransactionDrawer({
  id,
  cardName,
  onClose,
}: {
  id: string;
  cardName: (id: string) => string;
  onClose: () => void;
}) {
  const detail = useQuery(transactionQueries.detail(id));
  const t = detail.data;
  return (
    <Drawer
      title={t ? t.merchant.name : 'Transaction'}
      description={t ? formatDateTime(t.created_at) : undefined}
      onClose={onClose}
    >
      {detail.isPending && <Skeleton className="h-40 w-full" />}
      {detail.isError && <Alert tone="error">{errorMessage(detail.error)}</Alert>}
      {t && (
        <>
          <div className="flex items-center justify-between rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <StatusBadge status={t.type} />
            <span className="text-2xl font-semibold tabular-nums">
              {formatUsd(t.amount, { signed: true })}
            </span>
          </div>
          {t.decline_reason && (
            <Alert tone="error" title="Declined">
              {t.decline_reason}
            </Alert>
          )}
          <dl className="grid grid-cols-2 gap-3 rounded-card border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
            <Item label="Merchant" value={t.merchant_details?.name ?? t.merchant.name} />
            <Item
              label="Category"
              value={(t.merchant_details?.category ?? t.merchant.category).replace(/_/g, ' ')}
            />
            <Item label="MCC" value={t.mcc ?? t.merchant.mcc} />
            <Item label="Country" value={t.merchant_details?.country ?? t.merchant.country} />
            {t.merchant_details?.descriptor && (
              <Item label="Statement descriptor" value={t.merchant_details.descriptor} wide />
            )}
            <Item
              label="3-D Secure"
              value={t.three_ds ? t.three_ds.status.replace(/_/g, ' ') : '—'}
            />
            <Item label="Balance after" value={formatUsd(t.balance_after)} />
            <div className="col-span-2">
              <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
                Card
              </dt>
              <dd className="mt-0.5">
                <Link
                  to={paths.card(t.card_id)}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  {cardName(t.card_id)}
                </Link>
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
                Transaction id
              </dt>
              <dd className="mt-0.5 flex items-center justify-between gap-2 font-mono text-xs">
                {t.id}
                <CopyButton value={t.id} label="transaction id" />
              </dd>
            </div>
          </dl>
          {t.timeline && t.timeline.length > 0 && (
            <section
              aria-labelledby="timeline-heading"
              className="rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 id="timeline-heading" className="mb-3 font-semibold">
                Timeline
              </h3>
              <Timeline events={t.timeline} />
            </section>
          )}
        </>
      )}
    </Drawer>
  );
}

function Item({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : ''}>
      <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-0.5 font-medium">{value}</dd>
    </div>
  );
}
