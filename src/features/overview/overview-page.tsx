import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cardQueries, useCardSummaries } from '../../api/cards';
import type { CardListItem } from '../../contract/cards';
import { transactionQueries } from '../../api/transactions';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useAppContext } from '../../lib/app-context';
import { useSession } from '../../lib/session';
import { AttentionNotice, isLowOnFunds } from './attention-notice';
import { CardList } from './card-list';
import { CardPicker } from './card-picker';
import { SpendingSection } from './spending-section';
import { useServiceNow } from '../../api/use-service-now';
import { useAutoFrozenCards } from './use-auto-frozen-cards';
import { WaitingForDeposit } from './waiting-for-deposit';
import { WalletFigures } from './wallet-figures';
import { overviewQueries } from './overview-queries';
import { paths } from '../../lib/paths';
import { PER_PAGE_MAX } from '../../contract/limits';
import type { Cents } from '../../lib/money';

/** The fund dialog belongs to the cards feature; the route passes it in (an amount to suggest). */
export type RenderFund = (card: CardListItem, onClose: () => void, cents?: Cents) => ReactNode;
/** The subscription radar is a feature of its own; it asks to fund a card with an amount. */
export type RenderRadar = (onFund: (card: CardListItem, cents: Cents) => void) => ReactNode;
/** The budget and what is safe to spend (decision 042) come from a feature of their own. */
export type RenderBudget = () => ReactNode;
/** Reminders of disputes near their limit (decision 043), from a feature of their own. */
export type RenderReminders = () => ReactNode;

export function OverviewPage({
  renderFund,
  renderRadar,
  renderBudget,
  renderReminders,
}: {
  renderFund: RenderFund;
  renderRadar?: RenderRadar;
  renderBudget?: RenderBudget;
  renderReminders?: RenderReminders;
}) {
  const { t } = useLingui();
  const { fundingWallet } = useSession();
  const { connection } = useAppContext();
  // Until the first card is active, poll: the deposit confirms and the card activates on their own.
  const first = overviewQueries();
  const cards = useQuery({
    ...first.cards,
    refetchInterval: (q) => (q.state.data?.pagination.total === 0 ? 3000 : false),
  });
  const waiting = cards.data?.pagination.total === 0;
  const wallet = useQuery({ ...first.wallet, refetchInterval: waiting ? 3000 : false });
  const active = useQuery({
    ...cardQueries.list({ status: 'active', per_page: PER_PAGE_MAX }),
    enabled: cards.data !== undefined && !waiting,
  });
  // The last 30 days are the service's (the sandbox's clock can run ahead, decision 020), not
  // this device's: as the radar and the deposits judge time (issue #48).
  const now = useServiceNow(60_000);
  const today = now === undefined ? '' : new Date(now).toISOString().slice(0, 10);
  const recent = useQuery({
    ...transactionQueries.recent(30, today),
    enabled: cards.data !== undefined && !waiting && now !== undefined,
  });
  const [funding, setFunding] = useState<CardListItem | null>(null);
  const [fundCents, setFundCents] = useState<Cents>();
  const [picking, setPicking] = useState(false);
  const lowCards = active.data?.data.filter(isLowOnFunds) ?? [];
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
  // The cards' rules too (decision 030): they sit under each card of the list.
  const rules = useCardSummaries(cards.data?.data ?? []);
  const layoutPending =
    !waiting && (active.isPending || recent.isPending || frozenPending || rules.pending);
  const header = (
    <PageHeader title={t`Overview`} description={t`Your wallet, cards and what needs attention.`} />
  );
  // The heading at once, the body when its layout is known: a person (and a test) sees where
  // they are while the first view loads; only the body waits.
  if (cards.isPending || wallet.isPending || layoutPending) {
    return (
      <div className="space-y-6">
        {header}
        <PageSkeleton titled />
      </div>
    );
  }
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
      {header}
      {justActivated && (
        <Alert
          tone="success"
          title={t`Your card is active`}
          action={
            active.data?.data[0] && (
              <Button size="sm" onClick={() => setFunding(active.data.data[0]!)}>
                <Trans>Fund card</Trans>
              </Button>
            )
          }
        >
          <Trans>
            Your deposit is confirmed and your card is ready. Fund it from your wallet and start
            paying.
          </Trans>
        </Alert>
      )}
      {waiting && wallet.data.total_deposited === 0 ? (
        <WaitingForDeposit
          fundingWallet={fundingWallet}
          pendingCents={wallet.data.pending_deposits}
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
          {recent.data && now !== undefined && (
            <SpendingSection transactions={recent.data} now={now} />
          )}
          <CardList cards={cards.data.data} />
          {/* Below the list too: read from this device after the page, it must not push the list. */}
          {renderReminders?.()}
          {/* Below the list as the radar is: it reads two months of history after the page. */}
          {renderBudget?.()}
          {/* Below the list: it loads a year of history, and must not push the list as it comes. */}
          {renderRadar?.((card, cents) => {
            setFunding(card);
            setFundCents(cents);
          })}
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
      {funding &&
        renderFund(
          funding,
          () => {
            setFunding(null);
            setFundCents(undefined);
          },
          fundCents,
        )}
    </div>
  );
}
