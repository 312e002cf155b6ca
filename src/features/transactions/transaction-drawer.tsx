import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { transactionQueries } from '../../api/transactions';
import type { TransactionDetail } from '../../contract/transactions';
import { Alert } from '../../components/ui/alert';
import { StatusBadge } from '../../components/ui/status-badge';
import { CopyButton } from '../../components/ui/copy-button';
import { Drawer } from '../../components/ui/drawer';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { shownStatus } from '../../lib/purchases';
import { categoryName, declineReasonText } from '../../lib/service-words';
import { statusLabel } from '../../components/ui/status';
import { Timeline } from './timeline';
import { LockToCategory } from './lock-to-category';
import { MerchantHistory } from './merchant-history';
import { paths } from '../../lib/paths';
import { lazyPart } from '../../lib/lazy-part';

// The note and receipt (decision 029) load with the drawer's first opening, not with the page.
const TransactionNotes = lazyPart(() => import('./notes/transaction-notes'), 'TransactionNotes');

export function TransactionDrawer({
  id,
  cardName,
  onClose,
  onOpen,
  renderNotMe,
}: {
  id: string;
  cardName: (id: string) => string;
  onClose: () => void;
  /** Opens another transaction in the drawer (its merchant's other purchases). */
  onOpen: (id: string) => void;
  /** "Not me" and the dispute helper (decision 043): another feature's, given by the route. */
  renderNotMe?: (txn: TransactionDetail) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const detail = useQuery(transactionQueries.detail(id));
  const txn = detail.data;
  return (
    <Drawer
      title={txn ? txn.merchant.name : t`Transaction`}
      description={txn ? formatDateTime(txn.created_at) : undefined}
      onClose={onClose}
    >
      {detail.isPending && <Skeleton className="h-40 w-full" />}
      {detail.isError && <Alert tone="error">{errorMessage(detail.error)}</Alert>}
      {txn && (
        <>
          <div className="flex items-center justify-between rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <StatusBadge status={shownStatus(txn)} />
            <span className="text-2xl font-semibold tabular-nums">
              {formatCents(txn.amount, { signed: true })}
            </span>
          </div>
          {txn.decline_reason && (
            <Alert tone="error" title={t`Declined`}>
              {declineReasonText(i18n, txn.decline_reason)}
            </Alert>
          )}
          <dl className="grid grid-cols-2 gap-3 rounded-card border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
            <Item label={t`Merchant`} value={txn.merchant_details?.name ?? txn.merchant.name} />
            <Item
              label={t`Category`}
              value={categoryName(i18n, txn.merchant_details?.category ?? txn.merchant.category)}
            />
            <Item label={t`Merchant code (MCC)`} value={txn.mcc ?? txn.merchant.mcc} />
            <Item
              label={t`Country`}
              value={txn.merchant_details?.country ?? txn.merchant.country}
            />
            {txn.merchant_details?.descriptor && (
              <Item label={t`Statement descriptor`} value={txn.merchant_details.descriptor} wide />
            )}
            <Item
              label={t`3-D Secure`}
              value={txn.three_ds ? statusLabel(txn.three_ds.status) : '—'}
            />
            <Item label={t`Balance after`} value={formatCents(txn.balance_after)} />
            <div className="col-span-2">
              <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
                <Trans>Card</Trans>
              </dt>
              <dd className="mt-0.5">
                <Link
                  to={paths.card(txn.card_id)}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  {cardName(txn.card_id)}
                </Link>
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
                <Trans>Transaction id</Trans>
              </dt>
              <dd className="mt-0.5 flex items-center justify-between gap-2 font-mono text-xs">
                {txn.id}
                <CopyButton value={txn.id} label={t`transaction id`} />
              </dd>
            </div>
          </dl>
          {renderNotMe?.(txn)}
          <LockToCategory txn={txn} cardName={cardName(txn.card_id)} />
          <MerchantHistory txn={txn} onOpen={onOpen} />
          {txn.timeline && txn.timeline.length > 0 && (
            <section
              aria-labelledby="timeline-heading"
              className="rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 id="timeline-heading" className="mb-3 font-semibold">
                <Trans>Timeline</Trans>
              </h3>
              <Timeline events={txn.timeline} amountAbove={txn.amount} />
            </section>
          )}
          <Suspense fallback={<Skeleton className="h-32 w-full" />}>
            <TransactionNotes txnId={txn.id} />
          </Suspense>
          <Link
            to={paths.transactionReport(txn.id)}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            <Trans>Report a problem</Trans>
          </Link>
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
