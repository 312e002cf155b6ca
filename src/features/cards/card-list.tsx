import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'react-router';
import type { CardListItem } from '../../contract/cards';
import { StatusBadge } from '../../components/ui/status-badge';
import { CardName, NetworkMark } from '../../components/ui/card-visual';
import { formatDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { FreezeSwitch } from './freeze-switch';
import { useCardSummaries } from '../../api/cards';
import { CardMark } from '../../components/ui/card-mark';
import { CardRulesLine } from '../../components/ui/card-rules';
import { useCardLooks } from '../../lib/card-look';
import { paths } from '../../lib/paths';
import { Skeleton } from '../../components/ui/skeleton';

type Props = {
  cards: CardListItem[];
  onToggle: (card: CardListItem, freeze: boolean) => void;
  pendingId: string | null;
};

/** A frozen card reads as on hold (a frosted row), a terminated one as gone (greyed). */
const STATUS_LOOK: Record<string, string> = {
  frozen: '!bg-brand-50/70 dark:!bg-brand-950/40',
  terminated: 'bg-slate-50 text-slate-600 dark:bg-slate-900/60 dark:text-slate-400',
};

/**
 * A table on wide screens, a stack of cards on phones. Memoised: the page renders it from a
 * deferred value, and the page's urgent renders must not redo the rows they defer (cards-page.tsx).
 */
export const CardList = memo(function CardList({ cards, onToggle, pendingId }: Props) {
  const { t } = useLingui();
  const looks = useCardLooks();
  // Each card's rules under its name (decision 030); a card still loading shows none yet.
  const { byId: summaries, pending } = useCardSummaries(cards);
  if (pending) return <CardRowsLoading count={cards.length} />;
  return (
    <>
      <div className="hidden overflow-hidden rounded-card border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Cards</Trans>
          </caption>
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-3">
                <Trans>Card</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <Trans>Balance</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Created</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Last used</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Active</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {cards.map((card) => (
              <tr
                key={card.id}
                data-status={card.status}
                className={`hover:bg-slate-50 dark:hover:bg-slate-800/40 ${STATUS_LOOK[card.status] ?? ''}`}
              >
                <td className="px-4 py-3">
                  <Link
                    to={paths.card(card.id)}
                    className="flex items-center gap-3 font-medium hover:underline"
                  >
                    <NetworkMark
                      network={card.network}
                      className="w-12 text-sm text-brand-800 dark:text-brand-200"
                    />
                    <CardMark look={looks[card.id] ?? {}} gone={card.status === 'terminated'} />
                    <CardName label={card.label} last4={card.last4} className="max-w-[16rem]" />
                  </Link>
                  {summaries[card.id] && (
                    <div className="mt-1 max-w-[22rem] pl-[3.75rem]">
                      <CardRulesLine card={summaries[card.id]!} compact />
                    </div>
                  )}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={card.status} />
                </td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">
                  {formatCents(card.balance)}
                </td>
                <td className="px-4 py-3 text-slate-600 dark:text-slate-400">
                  {formatDate(card.created_at)}
                </td>
                <td className="px-4 py-3 text-slate-600 dark:text-slate-400">
                  {card.last_used_at ? formatDate(card.last_used_at) : t`Never`}
                </td>
                <td className="px-4 py-3">
                  <FreezeSwitch
                    card={card}
                    busy={pendingId === card.id}
                    onToggle={(freeze) => onToggle(card, freeze)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {cards.map((card) => (
          <li
            key={card.id}
            data-status={card.status}
            className={`rounded-card border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 ${STATUS_LOOK[card.status] ?? ''}`}
          >
            <div className="flex items-center gap-3">
              <NetworkMark
                network={card.network}
                className="w-12 shrink-0 text-sm text-brand-800 dark:text-brand-200"
              />
              <CardMark look={looks[card.id] ?? {}} gone={card.status === 'terminated'} />
              <Link to={paths.card(card.id)} className="min-w-0 flex-1">
                <CardName label={card.label} last4={card.last4} className="block" />
              </Link>
              <FreezeSwitch
                card={card}
                busy={pendingId === card.id}
                onToggle={(freeze) => onToggle(card, freeze)}
              />
            </div>
            <div className="mt-3 flex items-center justify-between text-sm">
              <StatusBadge status={card.status} />
              <span className="font-semibold tabular-nums">{formatCents(card.balance)}</span>
            </div>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {card.last_used_at
                ? t`Created ${formatDate(card.created_at)} · last used ${formatDate(card.last_used_at)}`
                : t`Created ${formatDate(card.created_at)} · never used`}
            </p>
            {summaries[card.id] && (
              <div className="mt-2">
                <CardRulesLine card={summaries[card.id]!} compact />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
});

/** Rows on their way: the page's first load, and a list waiting for its cards' rules. */
export function CardRowsLoading({ count = 3 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <div className="space-y-2" aria-busy="true" aria-label={t`Loading cards`}>
      {Array.from({ length: Math.min(Math.max(count, 1), 3) }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full rounded-card" />
      ))}
    </div>
  );
}
