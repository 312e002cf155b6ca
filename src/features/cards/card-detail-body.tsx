import { Trans, useLingui } from '@lingui/react/macro';
import { memo, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/status-badge';
import { CardVisual, maskedPan } from '../../components/ui/card-visual';
import { Skeleton } from '../../components/ui/skeleton';
import { CardActions } from './card-actions';
import { CardLookEdit } from './card-look-edit';
import { CardSummary } from './card-summary';
import { useCardLook } from '../../lib/card-look';
import { useCardTypeWords } from './use-card-type-words';
import type { Direction } from './move-money-dialog';
import { RecentTransactions } from './recent-transactions';
import { RevealPanel } from './reveal-panel';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';
import { paths, type CardIntent } from '../../lib/paths';
import { cardName } from '../../lib/service-words';
import type { Cents } from '../../lib/money';
import type { CardSummary as CardRecord } from '../../contract/cards';
import type { Transaction } from '../../contract/transactions';
import { PageHeader } from '../../components/ui/page-header';

// The forms and dialogs (with the form library) are not in the page's first load.
const CardSettingsForm = lazyPart(() => import('./card-settings-form'), 'CardSettingsForm');
const MoveMoneyDialog = lazyPart(() => import('./move-money-dialog'), 'MoveMoneyDialog');
const TerminateDialog = lazyPart(() => import('./terminate-dialog'), 'TerminateDialog');
// Said only near a card's expiry (decision 044): not in the page's first load, which is at its
// budget (decision 005).
const ExpiryNotice = lazyPart(() => import('./expiry-notice'), 'ExpiryNotice');

/** The subscription radar is a feature of its own (the route passes it): it may ask to fund. */
export type RenderCardRadar = (card: CardRecord, onFund: (cents: Cents) => void) => ReactNode;
/** The card's statement action (a feature of its own, decision 045): the route passes it. */
export type RenderCardStatement = (card: CardRecord) => ReactNode;

/**
 * The card's page once its card is here. Memoised: the page renders it from deferred values, and
 * the page's urgent renders must not redo what they defer (card-detail-page.tsx).
 */
export const CardDetailBody = memo(function CardDetailBody({
  card: c,
  recent,
  intent,
  renderRadar,
  statement,
}: {
  card: CardRecord;
  /** The card's latest transactions, once they are here. */
  recent: Transaction[] | undefined;
  /** Sent here to do this (command menu): open the fund form, or reveal the details. */
  intent?: CardIntent | undefined;
  renderRadar?: RenderCardRadar | undefined;
  statement?: RenderCardStatement | undefined;
}) {
  const { t, i18n } = useLingui();
  usePreloadWhenIdle(CardSettingsForm, MoveMoneyDialog, TerminateDialog);
  const look = useCardLook(c.id);
  const [dialog, setDialog] = useState<Direction | 'terminate' | null>(
    intent === 'fund' ? 'fund' : null,
  );
  const [fundCents, setFundCents] = useState<Cents>();
  // Which card's settings were just saved: kept here, as the form remounts after a rename.
  const [savedCard, setSavedCard] = useState<string | null>(null);
  // Presses of "Show details" at the top: the reveal panel further down answers them.
  const [detailsAsked, setDetailsAsked] = useState(0);
  const closeDialog = () => {
    setDialog(null);
    setFundCents(undefined);
  };

  const expiry = `${c.expires_at.slice(5, 7)}/${c.expires_at.slice(2, 4)}`;
  const terminated = c.status === 'terminated';
  const name = cardName(i18n, c);
  const typeWords = useCardTypeWords(c);
  return (
    <div className="space-y-6">
      <nav aria-label={t`Breadcrumb`} className="text-sm">
        <Link
          to={paths.cards}
          className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          <Trans>Cards</Trans>
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span>{name}</span>
      </nav>
      <PageHeader title={name} description={typeWords} actions={statement?.(c)} />
      {/* On a phone the page leads with the card, its actions, the way to its details and its
          balance (issue #48 item 14, as Revolut and Apple Card do): "Show details" reveals them in
          the panel below and brings it into view; the look is behind "Edit look", after them.
          From 1024 px the art is beside the rest. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
        {/* The art shows the state at a glance; a terminated card's expiry is no longer true.
            min-w-0: a grid item is as wide as its content at least, and the art's long label made
            the column 384 px on a 390 px phone (the page scrolled sideways). */}
        <div className="min-w-0">
          <CardVisual
            network={c.network}
            number={maskedPan(c.last4)}
            expiry={terminated ? undefined : expiry}
            label={c.label ? name : t`Virtual card`}
            status={<StatusBadge status={c.status} />}
            state={c.status === 'frozen' || terminated ? c.status : 'active'}
            look={look}
          />
        </div>
        <div className="min-w-0 space-y-4">
          {!terminated && <CardActions card={c} onOpen={setDialog} />}
          {!terminated && (
            <CardLookEdit
              cardId={c.id}
              beside={
                // From 1024 px the details panel is in sight beside the card: no second way to it.
                <Button
                  variant="secondary"
                  className="lg:hidden"
                  onClick={() => setDetailsAsked((n) => n + 1)}
                >
                  <Eye aria-hidden="true" className="h-4 w-4" />
                  <Trans>Show details</Trans>
                </Button>
              }
            />
          )}
          {c.status === 'frozen' && (
            <Alert tone="info">
              <Trans>Frozen: every purchase is declined. The balance is kept.</Trans>
            </Alert>
          )}
          <Suspense fallback={null}>
            <ExpiryNotice card={c} />
          </Suspense>
          {terminated && (
            <Alert tone="info">
              <Trans>This card is terminated. Its balance went back to your wallet.</Trans>
            </Alert>
          )}
          <CardSummary card={c} recent={recent} />
          {/* A terminated card has no details to reveal, no look or settings to change (#29). */}
          {!terminated && (
            <RevealPanel card={c} revealNow={intent === 'reveal'} asked={detailsAsked} />
          )}
        </div>
      </div>
      {!terminated &&
        renderRadar?.(c, (cents) => {
          setFundCents(cents);
          setDialog('fund');
        })}
      <RecentTransactions cardId={c.id} transactions={recent} />
      {!terminated && (
        <section
          aria-labelledby="settings-heading"
          className="space-y-3 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="settings-heading" className="text-lg font-semibold">
            <Trans>Settings</Trans>
          </h2>
          <Suspense fallback={<Skeleton className="h-40" />}>
            <CardSettingsForm
              key={`${c.id}:${c.label}:${JSON.stringify(c.metadata)}`}
              card={c}
              saved={savedCard === c.id}
              onSaved={() => setSavedCard(c.id)}
            />
          </Suspense>
        </section>
      )}
      <Suspense fallback={null}>
        {(dialog === 'fund' || dialog === 'withdraw') && (
          <MoveMoneyDialog
            card={c}
            direction={dialog}
            onClose={closeDialog}
            initialCents={dialog === 'fund' ? fundCents : undefined}
          />
        )}
        {dialog === 'terminate' && <TerminateDialog card={c} onClose={closeDialog} />}
      </Suspense>
    </div>
  );
});
