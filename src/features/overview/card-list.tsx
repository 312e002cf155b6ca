import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CardListItem } from '../../contract/cards';
import { CardName, NetworkMark } from '../../components/ui/card-visual';
import { EmptyState } from '../../components/ui/empty-state';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatCents } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useCardSummaries } from '../../api/cards';
import { CardMark } from '../../components/ui/card-mark';
import { CardRulesLine } from '../../components/ui/card-rules';
import { useCardLooks } from '../../lib/card-look';

/** The overview's first cards, each a link to its page. */
export function CardList({ cards }: { cards: CardListItem[] }) {
  const { t } = useLingui();
  const looks = useCardLooks();
  // Each card's rules under it (decision 030); a card still loading shows none yet.
  const { byId: summaries } = useCardSummaries(cards);
  return (
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
      {cards.length === 0 ? (
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
          {cards.map((card) => (
            <li key={card.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/60">
              <Link to={paths.card(card.id)} className="flex items-center gap-3 px-4 pt-3 sm:gap-4">
                <NetworkMark
                  network={card.network}
                  className="w-12 shrink-0 text-base text-brand-800 dark:text-brand-200"
                />
                <CardMark look={looks[card.id] ?? {}} gone={card.status === 'terminated'} />
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
                  {formatCents(card.balance)}
                </span>
              </Link>
              <div className="max-w-xl px-4 pb-3 pt-1 sm:pl-[5rem]">
                {summaries[card.id] && <CardRulesLine card={summaries[card.id]!} compact />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
