import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { transactionQueries } from '../../api/transactions';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { PER_PAGE_MAX } from '../../contract/limits';
import type { Transaction } from '../../contract/transactions';
import { formatDate } from '../../lib/format';
import { formatCents } from '../../lib/money';

/** How many of the merchant's other purchases the drawer lists (their total counts them all). */
const LISTED = 5;

/**
 * "Other purchases at this merchant" in a transaction's drawer (issue #51 item 4): the list's own
 * merchant filter (a partial match, spec §Transactions) narrowed to the same name, purchases only
 * (authorizations: a declined attempt took nothing), with their total.
 */
export function MerchantHistory({
  txn,
  onOpen,
}: {
  txn: Transaction & { authorization_id?: string | null };
  onOpen: (id: string) => void;
}) {
  const { t } = useLingui();
  const name = txn.merchant.name;
  const list = useQuery(
    transactionQueries.list({
      merchant: name,
      type: 'authorization',
      page: 1,
      per_page: PER_PAGE_MAX,
    }),
  );
  // The purchase this row is (itself, or the authorization it settles or refunds) is not "other".
  const self = new Set([txn.id, txn.authorization_id].filter(Boolean));
  const others = (list.data?.data ?? []).filter((o) => o.merchant.name === name && !self.has(o.id));
  const total = others.reduce((sum, o) => sum + Math.abs(o.amount), 0);
  const sum = formatCents(total);
  const partial = (list.data?.pagination.total ?? 0) > (list.data?.data.length ?? 0);

  return (
    <section
      aria-labelledby="merchant-history-heading"
      className="rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="merchant-history-heading" className="font-semibold">
        <Trans>Other purchases at {name}</Trans>
      </h3>
      {list.isPending && <Skeleton className="mt-3 h-16 w-full" />}
      {list.isError && (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(list.error)}</Alert>
        </div>
      )}
      {list.data && others.length === 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          <Trans>No other purchase at this merchant.</Trans>
        </p>
      )}
      {others.length > 0 && (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {plural(others.length, {
              one: `# purchase, ${sum} in all`,
              other: `# purchases, ${sum} in all`,
            })}
            {partial && ` ${t`(the latest ${PER_PAGE_MAX})`}`}
          </p>
          <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
            {others.slice(0, LISTED).map((other) => (
              <li key={other.id}>
                <button
                  type="button"
                  onClick={() => onOpen(other.id)}
                  className="flex min-h-11 w-full items-center justify-between gap-3 rounded px-1 text-left text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-800"
                >
                  <span>{formatDate(other.created_at)}</span>
                  <span className="font-medium tabular-nums">{formatCents(other.amount)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
