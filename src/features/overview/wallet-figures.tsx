import { useLingui } from '@lingui/react/macro';
import type { WalletBalance } from '../../contract/wallet';
import { formatUsd } from '../../lib/money';

export function WalletFigures({ wallet }: { wallet: WalletBalance }) {
  const { t } = useLingui();
  const figures: Array<[string, string, string?]> = [
    // The amount already says its currency; another one (a provider's) is named beside it.
    [
      t`Wallet balance`,
      formatUsd(wallet.balance),
      wallet.currency === 'USD' ? undefined : wallet.currency,
    ],
    [t`On cards`, formatUsd(wallet.cards_total_balance)],
    [t`Active cards`, String(wallet.cards_active)],
    [t`Pending deposits`, formatUsd(wallet.pending_deposits)],
    [t`Total deposited`, formatUsd(wallet.total_deposited)],
    [t`Total spent`, formatUsd(wallet.total_spent)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value, unit], i) => (
        <div
          key={label}
          className={`rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 ${i === 0 ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {label}
          </dt>
          <dd className={`mt-1 font-semibold tabular-nums ${i === 0 ? 'text-2xl' : 'text-lg'}`}>
            {value}
            {unit && (
              <span className="ml-1 text-xs font-normal text-slate-600 dark:text-slate-400">
                {unit}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
