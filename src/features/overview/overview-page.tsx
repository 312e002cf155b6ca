import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cardQueries } from '../../api/cards';
import { errorMessage } from '../../api/errors';
import { walletQueries } from '../../api/wallet';
import { Alert } from '../../components/ui/alert';
import { StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { NetworkMark } from '../../components/ui/card-visual';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useAppContext } from '../../lib/app-context';
import { formatUsd } from '../../lib/money';
import { useSession } from '../../lib/session';
import { WaitingForDeposit } from './waiting-for-deposit';
import { WalletFigures } from './wallet-figures';

export function OverviewPage() {
  const { fundingWallet } = useSession();
  const { connection } = useAppContext();
  // Until the first card is active, poll: the deposit confirms and the card activates on their own.
  const cards = useQuery({
    ...cardQueries.list({ per_page: 5 }),
    refetchInterval: (q) => (q.state.data?.pagination.total === 0 ? 3000 : false),
  });
  const waiting = cards.data?.pagination.total === 0;
  const wallet = useQuery({ ...walletQueries.balance(), refetchInterval: waiting ? 3000 : false });
  // Remember having waited, to celebrate the activation when it happens on this page.
  const [sawWaiting, setSawWaiting] = useState(false);
  if (waiting && !sawWaiting) setSawWaiting(true);
  const justActivated = sawWaiting && cards.data !== undefined && !waiting;
  // The card list can see the activation before the wallet does: refresh the figures then.
  const refetchWallet = wallet.refetch;
  useEffect(() => {
    if (justActivated) void refetchWallet();
  }, [justActivated, refetchWallet]);

  if (cards.isPending || wallet.isPending) return <PageSkeleton />;
  if (cards.isError || wallet.isError) {
    return (
      <Alert
        tone="error"
        title="Could not load your overview"
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void Promise.all([cards.refetch(), wallet.refetch()])}
          >
            Retry
          </Button>
        }
      >
        {errorMessage(cards.error ?? wallet.error)}
      </Alert>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Overview" description="Your wallet, cards and what needs attention." />
      {justActivated && (
        <Alert tone="success" title="Your card is active">
          Your deposit is confirmed and your card is ready. Fund it from your wallet and start
          paying.
        </Alert>
      )}
      {waiting && wallet.data.total_deposited === 0 ? (
        <WaitingForDeposit
          fundingWallet={fundingWallet}
          pendingUsd={wallet.data.pending_deposits}
          sandbox={connection.mode !== 'live'}
        />
      ) : (
        <>
          <WalletFigures wallet={wallet.data} />
          <section aria-labelledby="cards-heading" className="space-y-3">
            <div className="flex items-center justify-between">
              <h2 id="cards-heading" className="text-lg font-semibold">
                Cards
              </h2>
              <Link
                to="/cards"
                className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                All cards
              </Link>
            </div>
            {cards.data.data.length === 0 ? (
              <EmptyState
                title="No cards yet"
                action={
                  <Link
                    to="/cards"
                    className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
                  >
                    Create a card
                  </Link>
                }
              />
            ) : (
              <ul className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
                {cards.data.data.map((card) => (
                  <li key={card.id}>
                    <Link
                      to={`/cards/${card.id}`}
                      className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 sm:gap-4 dark:hover:bg-slate-800/60"
                    >
                      <NetworkMark
                        network={card.network}
                        className="w-12 shrink-0 text-base text-brand-800 dark:text-brand-200"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{card.label || 'Card'}</span>
                        <span className="flex items-center gap-2">
                          <span className="whitespace-nowrap font-mono text-sm text-slate-500">
                            •••• {card.last4}
                          </span>
                          <span className="sm:hidden">
                            <StatusBadge status={card.status} />
                          </span>
                        </span>
                      </span>
                      <span className="hidden sm:block">
                        <StatusBadge status={card.status} />
                      </span>
                      <span className="shrink-0 text-right font-semibold tabular-nums sm:w-24">
                        {formatUsd(card.balance)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
