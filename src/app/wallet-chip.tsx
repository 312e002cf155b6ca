import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { walletQueries } from '../api/wallet';
import { formatUsd } from '../lib/money';
import { paths } from '../lib/paths';

/** The wallet balance in the header, a link to the overview. */
export function WalletChip() {
  const { t } = useLingui();
  const wallet = useQuery(walletQueries.balance());
  return (
    <NavLink
      to={paths.overview}
      className="hidden whitespace-nowrap rounded-lg bg-slate-100 px-3 py-1.5 text-sm sm:block dark:bg-slate-800"
      title={t`Wallet balance (USD)`}
      aria-label={
        wallet.data
          ? t`Wallet balance ${formatUsd(wallet.data.balance)}`
          : t`Wallet balance loading`
      }
    >
      {/* The word gives way below 1536 px: the header holds longer words in other languages. */}
      <span className="hidden text-slate-600 2xl:inline dark:text-slate-400">{t`Wallet`} </span>
      <span className="font-semibold tabular-nums">
        {wallet.data ? formatUsd(wallet.data.balance) : '…'}
      </span>
    </NavLink>
  );
}
