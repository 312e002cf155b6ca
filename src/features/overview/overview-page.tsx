import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cardQueries } from '../../api/cards';
import type { CardListItem } from '../../contract/cards';
import { transactionQueries } from '../../api/transactions';
import { errorMessage } from '../../api/errors';
import { walletQueries } from '../../api/wallet';
import { Alert } from '../../components/ui/alert';
import { StatusBadge } from '../../components/ui/status-badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CardName, NetworkMark } from '../../components/ui/card-visual';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useAppContext } from '../../lib/app-context';
import { formatUsd } from '../../lib/money';
import { useSession } from '../../lib/session';
import { AttentionNotice } from './attention-notice';
import { ChartsPlaceholder } from './chart-layout';
import { useAutoFrozenCards } from './use-auto-frozen-cards';
import { WaitingForDeposit } from './waiting-for-deposit';
import { aggregateSpending } from './spending';
import { WalletFigures } from './wallet-figures';
import { paths } from '../../lib/paths';

// Chart.js and the charts load only when the overview shows them.
const SpendingCharts = lazy(() => import('./spending-charts'));

export const LOW_BALANCE_USD = 10;
const today = () => new Date().toISOString().slice(0, 10);

/** The fund dialog belongs to the cards feature; the route passes it in. */
export type RenderFund = (card: CardListItem, onClose: () => void) => ReactNode;

export function OverviewPage({ renderFund }: { renderFund: RenderFund }) {
  const { t } = useLingui();
  const { fundingWallet } = useSession();
  const { connection } = useAppContext();
  // Until the first card is active, poll: the deposit confirms and the card activates on their own.
  const cards = useQuery({
    ...cardQueries.list({ per_page: 5 }),
    refetchInterval: (q) => (q.state.data?.pagination.total === 0 ? 3000 : false),
  });
  const waiting = cards.data?.pagination.total === 0;
  const wallet = useQuery({ ...walletQueries.balance(), refetchInterval: waiting ? 3000 : false });
  const active = useQuery({
    ...cardQueries.list({ status: 'active', per_page: 100 }),
    enabled: cards.data !== undefined && !waiting,
  });
  const recent = useQuery({
    ...transactionQueries.recent(30, today()),
    enabled: cards.data !== undefined && !waiting,
  });
  const [funding, setFunding] = useState<CardListItem | null>(null);
  const [picking, setPicking] = useState(false);
  const lowCards = active.data?.data.filter((c) => c.balance < LOW_BALANCE_USD) ?? [];
  const { autoFrozen, pending: frozenPending } = useAutoFrozenCards(
    cards.data !== undefined && !waiting,
  );
  // Remember having waited, to celebrate the activation when it happens on this page.
  const [sawWaiting, setSawWaiting] = useState(false);
  if (waiting && !sawWaiting) setSawWaiting(true);
  const justActivated = sawWaiting && cards.data !== undefined && !waiting;
  // The card list can see the activation before the wallet does: refresh the figures then.
  const refetchWallet = wallet.refetch;
  useEffect(() => {
    if (justActivated) void refetchWallet();
  }, [justActivated, refetchWallet]);

  // Everything above the card list (low-balance alerts, charts) is known before the page shows:
  // inserting it later pushed the list down under a pointer about to click a card.
  const layoutPending = !waiting && (active.isPending || recent.isPending || frozenPending);
  if (cards.isPending || wallet.isPending || layoutPending) return <PageSkeleton />;
  if (cards.isError || wallet.isError) {
    return (
      <Alert
        tone="error"
        title={t`Could not load your overview`}
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void Promise.all([cards.refetch(), wallet.refetch()])}
          >
            <Trans>Retry</Trans>
          </Button>
        }
      >
        {errorMessage(cards.error ?? wallet.error)}
      </Alert>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Overview`}
        description={t`Your wallet, cards and what needs attention.`}
      />
      {justActivated && (
        <Alert tone="success" title={t`Your card is active`}>
          <Trans>
            Your deposit is confirmed and your card is ready. Fund it from your wallet and start
            paying.
          </Trans>
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
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setPicking(true)} disabled={!active.data?.data.length}>
              <Trans>Fund a card</Trans>
            </Button>
            <Link
              to={paths.deposits}
              className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <Trans>Deposit crypto</Trans>
            </Link>
          </div>
          <AttentionNotice lowCards={lowCards} autoFrozen={autoFrozen} onFund={setFunding} />
          {recent.data && (
            <Suspense fallback={<ChartsPlaceholder />}>
              <SpendingCharts spending={aggregateSpending(recent.data, new Date())} />
            </Suspense>
          )}
          <section aria-labelledby="cards-heading" className="space-y-3">
            <div className="flex items-center justify-between">
              <h2 id="cards-heading" className="text-lg font-semibold">
                <Trans>Cards</Trans>
              </h2>
              <Link
                to={paths.cards}
                className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                <Trans>All cards</Trans>
              </Link>
            </div>
            {cards.data.data.length === 0 ? (
              <EmptyState
                title={t`No cards yet`}
                action={
                  <Link
                    to={paths.cards}
                    className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
                  >
                    <Trans>Create a card</Trans>
                  </Link>
                }
              />
            ) : (
              <ul className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
                {cards.data.data.map((card) => (
                  <li key={card.id}>
                    <Link
                      to={paths.card(card.id)}
                      className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 sm:gap-4 dark:hover:bg-slate-800/60"
                    >
                      <NetworkMark
                        network={card.network}
                        className="w-12 shrink-0 text-base text-brand-800 dark:text-brand-200"
                      />
                      <CardName
                        label={card.label}
                        last4={card.last4}
                        extra={
                          <span className="sm:hidden">
                            <StatusBadge status={card.status} />
                          </span>
                        }
                      />
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
      {picking && active.data && (
        <CardPicker
          cards={active.data.data}
          onPick={(card) => {
            setPicking(false);
            setFunding(card);
          }}
          onClose={() => setPicking(false)}
        />
      )}
      {funding && renderFund(funding, () => setFunding(null))}
    </div>
  );
}

function CardPicker({
  cards,
  onPick,
  onClose,
}: {
  cards: CardListItem[];
  onPick: (card: CardListItem) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open onClose={onClose} title={t`Fund which card?`}>
      <ul className="space-y-2">
        {cards.map((card) => (
          <li key={card.id}>
            <button
              type="button"
              onClick={() => onPick(card)}
              className="flex w-full items-center justify-between rounded-lg border border-slate-300 px-4 py-3 text-left text-sm hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <span>
                {card.label || t`Card`}{' '}
                <span className="font-mono text-slate-600 dark:text-slate-400">
                  •••• {card.last4}
                </span>
              </span>
              <span className="font-semibold tabular-nums">{formatUsd(card.balance)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
