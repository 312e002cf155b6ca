import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../../api/wallet';
import type { CardListItem } from '../../contract/cards';
import { Skeleton } from '../../components/ui/skeleton';
import { maskedName } from './card-words';
import type { Cents } from '../../lib/money';
import { ShortfallAlert } from './shortfall-alert';
import { findShortfalls, fundCentsFor } from './shortfall';
import { SubscriptionRow } from './subscription-row';
import { useRadar } from './use-radar';

export type RadarCard = Pick<CardListItem, 'id' | 'label' | 'last4' | 'balance'>;

/**
 * Recurring charges on these cards (issue #32), soonest first, with a warning for each card that
 * will not cover what falls due in the next 3 days. Funding belongs to the cards feature: the
 * route passes `onFund`, which opens its dialog with the shortfall filled in; a wallet too short
 * for it is sent to Deposits instead (issue #48).
 */
export function SubscriptionRadar<C extends RadarCard>({
  cards,
  onFund,
  perCard = false,
}: {
  cards: C[];
  onFund: (card: C, cents: Cents) => void;
  /** On one card's page: no card names, and a sentence when nothing recurs. */
  perCard?: boolean;
}) {
  const { t, i18n } = useLingui();
  const radar = useRadar();
  const wallet = useQuery(walletQueries.balance());
  const ids = new Set(cards.map((c) => c.id));
  const mine = radar.subscriptions.filter((s) => ids.has(s.cardId));
  const hidden = radar.hidden.filter((key) => cards.some((c) => key.startsWith(`${c.id}:`)));
  if (radar.pending) return perCard ? <Skeleton className="h-24" /> : null;
  if (!perCard && mine.length === 0 && hidden.length === 0) return null;
  const byId = new Map(cards.map((c) => [c.id, c]));
  const shortfalls = radar.now === undefined ? [] : findShortfalls(mine, cards, radar.now);

  return (
    <section
      aria-labelledby="radar-heading"
      className="space-y-3 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="radar-heading" className="text-lg font-semibold">
          <Trans>Subscription radar</Trans>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Charges that repeat every week, month or year, and when the next is due.</Trans>
        </p>
      </div>
      {shortfalls.map((s) => {
        const card = byId.get(s.cardId)!;
        return (
          <ShortfallAlert
            key={s.cardId}
            shortfall={s}
            cardName={maskedName(i18n, card)}
            walletCents={wallet.data?.balance}
            onFund={() => onFund(card, fundCentsFor(s))}
          />
        );
      })}
      {mine.length > 0 ? (
        <ul
          aria-label={t`Subscriptions`}
          className="divide-y divide-slate-200 dark:divide-slate-800"
        >
          {mine.map((s) => (
            <SubscriptionRow
              key={s.key}
              subscription={s}
              cardName={perCard ? undefined : maskedName(i18n, byId.get(s.cardId)!)}
              onDismiss={() => radar.dismiss(s.key)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>No recurring charges found.</Trans>
        </p>
      )}
      {hidden.length > 0 && (
        <button
          type="button"
          onClick={() => radar.restore(hidden)}
          className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          {plural(hidden.length, {
            one: 'Show # hidden charge again',
            other: 'Show # hidden charges again',
          })}
        </button>
      )}
    </section>
  );
}
