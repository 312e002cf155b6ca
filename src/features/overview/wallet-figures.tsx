import { useLingui } from '@lingui/react/macro';
import type { WalletBalance } from '../../contract/wallet';
import { formatCents } from '../../lib/money';

export function WalletFigures({ wallet }: { wallet: WalletBalance }) {
  const { t } = useLingui();
  const figures: Array<[string, string, string?]> = [
    // The amount already says its currency; another one (a provider's) is named beside it.
    [
      t`Wallet balance`,
      formatCents(wallet.balance),
      wallet.currency === 'USD' ? undefined : wallet.currency,
    ],
    [t`On cards`, formatCents(wallet.cards_total_balance)],
    [t`Active cards`, String(wallet.cards_active)],
    [t`Pending deposits`, formatCents(wallet.pending_deposits)],
    [t`Total deposited`, formatCents(wallet.total_deposited)],
    [t`Total spent`, formatCents(wallet.total_spent)],
  ];
  // Six tiles, two or three or six to a row: never one alone in a half row on a phone (the
  // wallet's tile spanning a phone's row left five, the last one alone, issue #29). The wallet
  // stands out by its border, and by a larger amount where its tile is wide enough for one.
  // A row's tiles are as tall as its tallest; each value sits at its tile's foot, so the values of
  // a row stay level when one label takes two lines (French, issue #48).
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value, unit], i) => (
        <div
          key={label}
          className={`flex flex-col rounded-card border bg-white p-4 dark:bg-slate-900 ${i === 0 ? 'border-brand-300 dark:border-brand-800' : 'border-slate-200 dark:border-slate-800'}`}
        >
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {label}
          </dt>
          <dd
            className={`mt-auto pt-1 font-semibold tabular-nums ${i === 0 ? 'text-lg sm:text-2xl lg:text-xl 2xl:text-2xl' : 'text-lg'}`}
          >
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
