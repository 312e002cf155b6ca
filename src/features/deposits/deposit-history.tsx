import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import {
  DEPOSIT_CURRENCIES,
  DEPOSIT_STATUSES,
  type Deposit,
  type DepositFilters,
} from '../../contract/wallet';
import { walletQueries } from '../../api/wallet';
import { Alert } from '../../components/ui/alert';
import { StatusBadge } from '../../components/ui/status-badge';
import { CopyButton } from '../../components/ui/copy-button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime, shorten } from '../../lib/format';
import { formatCents } from '../../lib/money';
import * as z from 'zod/mini';
import { urlInt, urlParam, urlViewParser, useUrlView } from '../../lib/url-view';
import { Pagination } from '../../components/ui/pagination';
import { EnumSelect } from '../../components/ui/enum-select';
import { Button } from '../../components/ui/button';
import { CURRENCY_NAMES } from '../../lib/currencies';

export const depositFiltersFrom: (search: URLSearchParams) => DepositFilters = urlViewParser(
  z.object({
    status: urlParam(z.enum(DEPOSIT_STATUSES)),
    currency: urlParam(z.enum(DEPOSIT_CURRENCIES)),
    page: urlParam(urlInt(1, 100_000)),
    per_page: urlParam(urlInt(1, 100)),
  }),
);

const PER_PAGE = [25, 50, 100] as const;

export function DepositHistory() {
  const { t } = useLingui();
  const { view: filters, update } = useUrlView(depositFiltersFrom);
  // Polls on its own while any deposit is pending (see walletQueries.deposits).
  const deposits = useQuery(walletQueries.deposits(filters));
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="history-heading" className="text-lg font-semibold">
          <Trans>History</Trans>
        </h2>
        <div className="flex gap-3">
          <EnumSelect
            label={t`Status`}
            options={DEPOSIT_STATUSES}
            value={filters.status}
            onChange={(status) => update({ status }, { replace: true })}
            allLabel={t`All`}
          />
          <EnumSelect
            label={t`Currency`}
            options={DEPOSIT_CURRENCIES}
            value={filters.currency}
            onChange={(currency) => update({ currency }, { replace: true })}
            allLabel={t`All`}
            optionLabel={codeOf}
          />
        </div>
      </div>
      {deposits.isPending && <Skeleton className="h-32 w-full rounded-card" />}
      {deposits.isError && <Alert tone="error">{errorMessage(deposits.error)}</Alert>}
      {deposits.data?.data.length === 0 &&
        (filters.status || filters.currency ? (
          <EmptyState
            title={t`No deposits match these filters`}
            action={
              <Button
                variant="secondary"
                onClick={() =>
                  update({ status: undefined, currency: undefined }, { replace: true })
                }
              >
                <Trans>Show all deposits</Trans>
              </Button>
            }
          />
        ) : (
          <EmptyState title={t`No deposits yet`}>
            <Trans>Deposits appear here as soon as the blockchain sees them.</Trans>
          </EmptyState>
        ))}
      {deposits.data && deposits.data.data.length > 0 && (
        <>
          <ul
            aria-label={t`Deposits`}
            className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          >
            {deposits.data.data.map((d) => (
              <DepositRow key={d.id} deposit={d} />
            ))}
          </ul>
          {deposits.data.pagination.total > deposits.data.pagination.per_page && (
            <Pagination
              pagination={deposits.data.pagination}
              perPageChoices={PER_PAGE}
              onPage={(page) => update({ page }, { resetPage: false })}
              onPerPage={(per_page) => update({ per_page })}
            />
          )}
        </>
      )}
    </section>
  );
}

const codeOf = (currency: string) =>
  (CURRENCY_NAMES as Record<string, { code: string } | undefined>)[currency]?.code ??
  currency.toUpperCase();

function DepositRow({ deposit: d }: { deposit: Deposit }) {
  const { t } = useLingui();
  const fee = formatCents(d.fee_usd);
  const expected = formatCents(d.amount_usd - d.fee_usd);
  const credited = formatCents(d.credited_usd);
  const when = formatDateTime(d.created_at);
  const confirmations = d.confirmations;
  const required = d.required_confirmations ?? null;
  return (
    <li className="grid gap-2 px-4 py-3 text-sm md:grid-cols-[1fr_9rem_12rem] md:items-center">
      <div className="min-w-0">
        <p className="font-semibold tabular-nums">
          {d.amount_crypto} {codeOf(d.currency)}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            ≈ {formatCents(d.amount_usd)}
          </span>
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {d.status === 'pending'
            ? t`Fee ${fee} · expected ${expected} once confirmed · ${when}`
            : t`Fee ${fee} · credited ${credited} · ${when}`}
        </p>
        <p className="mt-1 flex items-center gap-2 font-mono text-xs text-slate-600 dark:text-slate-300">
          <span title={d.tx_hash}>{shorten(d.tx_hash, 10, 8)}</span>
          <CopyButton value={d.tx_hash} label={t`transaction hash`} />
        </p>
      </div>
      <div>
        <StatusBadge status={d.status} />
      </div>
      <div className="text-xs text-slate-600 dark:text-slate-300">
        {d.status === 'pending' && (
          <>
            <p>
              {required
                ? t`${confirmations} of ${required} confirmations`
                : plural(confirmations, { one: '# confirmation', other: '# confirmations' })}
            </p>
            {required && (
              <progress
                className="mt-1 h-1.5 w-full"
                max={required}
                value={d.confirmations}
                aria-label={t`Confirmations`}
              />
            )}
          </>
        )}
        {d.status === 'confirmed' && <p>{t`Confirmed ${formatDateTime(d.confirmed_at)}`}</p>}
        {d.status === 'expired' && (
          <p>
            {d.expired_reason === 'below_minimum'
              ? t`Below the minimum: not credited`
              : t`Expired: not credited`}
          </p>
        )}
      </div>
    </li>
  );
}
