import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { DEPOSIT_CURRENCIES, DEPOSIT_STATUSES } from '../../contract/fields';
import type { DepositAddresses, DepositCurrency, DepositFilters } from '../../contract/wallet';
import { useServiceNow } from '../../api/use-service-now';
import { walletQueries } from '../../api/wallet';
import { Alert } from '../../components/ui/alert';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { urlChoice, urlInt, urlViewParser, useUrlView } from '../../lib/url-view';
import { Pagination } from '../../components/ui/pagination';
import { SentMoreNote } from '../../components/ui/sent-more-note';
import { EnumSelect } from '../../components/ui/enum-select';
import { Button } from '../../components/ui/button';
import { CURRENCY_NAMES, currencyLabel, networkName } from '../../lib/currencies';
import { DepositRow } from './deposit-row';
import type { DepositPlace } from './deposit-words';

export const depositFiltersFrom: (search: URLSearchParams) => DepositFilters = urlViewParser({
  status: urlChoice(DEPOSIT_STATUSES),
  currency: urlChoice(DEPOSIT_CURRENCIES),
  page: urlInt(1, 100_000),
  per_page: urlInt(1, 100),
});

const PER_PAGE = [25, 50, 100] as const;

export function DepositHistory() {
  const { t } = useLingui();
  const { view: filters, update } = useUrlView(depositFiltersFrom);
  // Polls on its own while any deposit is pending (see walletQueries.deposits).
  const deposits = useQuery(walletQueries.deposits(filters));
  // The addresses card above asks the same: the address, network and minimum of each deposit.
  const addresses = useQuery(walletQueries.depositAddresses());
  // "Late" is judged on the account's clock (decision 027), re-read every 30 s so a deposit turns
  // late without a reload.
  const now = useServiceNow(30_000);
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
          <SentMoreNote page={deposits.data} />
          <ul
            aria-label={t`Deposits`}
            className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          >
            {deposits.data.data.map((d) => (
              <DepositRow
                key={d.id}
                deposit={d}
                place={placeOf(d.currency, addresses.data)}
                minimum={addresses.data?.min_deposit[d.currency]}
                now={now}
              />
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

const known = (currency: string): currency is DepositCurrency =>
  (DEPOSIT_CURRENCIES as readonly string[]).includes(currency);

const codeOf = (currency: string) =>
  known(currency) ? CURRENCY_NAMES[currency].code : currency.toUpperCase();

/** Where a deposit of `currency` was sent: one address per asset (decision 002). */
function placeOf(currency: string, data: DepositAddresses | undefined): DepositPlace {
  const network = data?.networks[currency];
  return {
    asset: known(currency) ? currencyLabel(currency) : currency.toUpperCase(),
    code: codeOf(currency),
    network: network ? networkName(network) : null,
    address: data?.addresses[currency] ?? null,
  };
}
