import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { walletQueries } from '../api/wallet';
import { formatCents } from '../lib/money';
import { paths } from '../lib/paths';

/**
 * The wallet balance in the header, a link to the overview. On every width: on a phone the sticky
 * header keeps it in sight while the page scrolls (decision 032, the phone shell).
 */
export function WalletChip() {
  const { t } = useLingui();
  const wallet = useQuery(walletQueries.balance());
  return (
    <NavLink
      to={paths.overview}
      className="flex shrink-0 flex-col items-end whitespace-nowrap rounded-lg bg-slate-100 px-2.5 py-0.5 text-sm leading-tight sm:px-3 2xl:flex-row 2xl:items-baseline 2xl:gap-1 2xl:py-1.5 dark:bg-slate-800"
      title={t`Wallet balance (USD)`}
    >
      {/* The word is always shown (an amount alone did not say whose, issue #29): small, above
          the amount where the header is crowded (below 1536 px), beside it above. The link is
          named by what it shows, "Wallet $48.00" (WCAG 2.5.3 label in name: a name of its own,
          "Wallet balance $48.00", was not what a voice user reads on screen; axe 4.14); the
          space between the two is not drawn in a flex box, but keeps the words apart in the name. */}
      <span className="text-[0.6875rem] text-slate-600 2xl:text-sm dark:text-slate-400">
        {t`Wallet`}
      </span>{' '}
      <span className="font-semibold tabular-nums">
        {wallet.data ? formatCents(wallet.data.balance) : '…'}
      </span>
    </NavLink>
  );
}
