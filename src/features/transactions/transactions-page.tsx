import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useDeferredValue, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TransactionDetail } from '../../contract/transactions';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cardOptionName } from '../../components/ui/card-select';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { TransactionFilters } from './transaction-filters';
import { TransactionSearch } from './search/transaction-search';
import { TransactionList } from './transaction-list';
import { TRANSACTION_PER_PAGE, useTransactionView, viewToFilters } from './transaction-params';
import { ExportButton } from './export-button';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';
import { foldPurchases } from '../../lib/purchases';
import { transactionsPageQueries } from './page-queries';

// The detail drawer (with its timeline) opens on a click: not in the page's first load.
const TransactionDrawer = lazyPart(() => import('./transaction-drawer'), 'TransactionDrawer');

export function TransactionsPage({
  statement,
  renderNotMe,
}: {
  /** The account's statement action (a feature of its own, decision 045), from the route. */
  statement?: ReactNode;
  /** "Not me" in the drawer (decision 043): the disputes feature's, composed by the route. */
  renderNotMe?: (txn: TransactionDetail) => ReactNode;
} = {}) {
  const { t } = useLingui();
  usePreloadWhenIdle(TransactionDrawer);
  const { view, update } = useTransactionView();
  const filters = viewToFilters(view);
  const first = transactionsPageQueries(filters);
  const list = useQuery(first.list);
  const cards = useQuery(first.cards);
  // The rows render from a deferred value, in slices React can interrupt: an answer's own render
  // is synchronous, and fifty rows in it were one long task of the page's start (decision 005,
  // seventh pass). Until then the loading rows, or the rows before, stay.
  const shown = useDeferredValue(list.data);
  const openId = view.txn ?? null;
  // Opening pushes a history entry (Back closes the drawer); closing replaces it, so Back does
  // not open it again. The list's page stays as it is.
  const setOpenId = useCallback(
    (txn: string | null) =>
      update({ txn: txn ?? undefined }, { resetPage: false, replace: txn === null }),
    [update],
  );
  const onOpen = useCallback((row: { id: string }) => setOpenId(row.id), [setOpenId]);
  const cardName = useCallback(
    (id: string) => {
      const card = cards.data?.data.find((c) => c.id === id);
      return card ? cardOptionName(card) : t`Card`;
    },
    [cards.data, t],
  );
  const total = list.data?.pagination.total ?? 0;

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Transactions`}
        description={t`Authorizations, settlements, refunds and declines across your cards.`}
        actions={
          <>
            {statement}
            <ExportButton filters={filters} disabled={total === 0} />
          </>
        }
      />
      <TransactionSearch update={update} />
      <TransactionFilters view={view} update={update} />
      {list.isError && (
        <Alert
          tone="error"
          title={t`Could not load transactions`}
          action={
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {errorMessage(list.error)}
        </Alert>
      )}
      {(list.isPending || (list.data && list.data.data.length > 0 && !shown)) && (
        <div className="space-y-2" aria-busy="true" aria-label={t`Loading transactions`}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      )}
      {list.data && list.data.data.length === 0 && (
        <EmptyState
          title={
            Object.keys(view).length
              ? t`No transaction matches these filters`
              : t`No transactions yet`
          }
        >
          {Object.keys(view).length
            ? t`Widen the dates or clear a filter.`
            : t`Purchases with your cards show up here.`}
        </EmptyState>
      )}
      {list.data && shown && shown.data.length > 0 && (
        <>
          {/* The last answer, dimmed, while the new filters' answer comes: busy, so a screen
              reader (and a test's wait) knows it is about to change. */}
          <div
            className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
            aria-busy={list.isPlaceholderData || undefined}
          >
            <TransactionList
              rows={shown.data}
              cardName={cardName}
              // Filtered to authorizations, the list shows no settlement: "Authorized", not "Pending".
              settlementsListed={view.type !== 'authorization'}
              onOpen={onOpen}
            />
          </div>
          <Pagination
            pagination={shown.pagination}
            perPageChoices={TRANSACTION_PER_PAGE}
            rowsShown={foldPurchases(shown.data).length}
            onPage={(page) => update({ page }, { resetPage: false })}
            onPerPage={(per_page) => update({ per_page })}
          />
        </>
      )}
      <Suspense fallback={null}>
        {openId && (
          // Keyed: Back and Forward between transactions start each drawer afresh (a half-asked
          // category lock or "Receipt attached." is not carried to the next one).
          <TransactionDrawer
            key={openId}
            id={openId}
            cardName={cardName}
            onClose={() => setOpenId(null)}
            onOpen={setOpenId}
            renderNotMe={renderNotMe}
          />
        )}
      </Suspense>
    </div>
  );
}
