import { Link } from 'react-router';
import type { CardListItem, CardSummary } from '../../contract/cards';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { formatUsd } from '../../lib/money';
import { paths } from '../../lib/paths';

const cardName = (card: { label: string; last4: string }) =>
  `${card.label || 'Card'} •••• ${card.last4}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What needs attention, as one notice (it was one alert per card: nine cards under $10 filled a
 * phone's screen): cards low on funds, each with a Fund button, and cards that froze themselves
 * at their auto-freeze threshold.
 */
export function AttentionNotice({
  lowCards,
  autoFrozen,
  onFund,
}: {
  lowCards: CardListItem[];
  autoFrozen: CardSummary[];
  onFund: (card: CardListItem) => void;
}) {
  if (lowCards.length === 0 && autoFrozen.length === 0) return null;
  const titles = [
    lowCards.length > 0 && `${plural(lowCards.length, 'card is', 'cards are')} low on funds`,
    autoFrozen.length > 0 && `${plural(autoFrozen.length, 'card', 'cards')} froze itself`,
  ].filter(Boolean);
  return (
    <section aria-label="Needs attention">
      <Alert tone="warning" title={titles.join(' · ')}>
        {autoFrozen.length > 0 && (
          <ul className="mt-1 space-y-1">
            {autoFrozen.map((card) => (
              <li key={card.id}>
                <Link to={paths.card(card.id)} className="font-medium underline">
                  {cardName(card)}
                </Link>{' '}
                froze itself: this month&apos;s spending reached its auto-freeze threshold of{' '}
                {formatUsd(card.auto_freeze_at ?? 0)}. Unfreeze it on its page.
              </li>
            ))}
          </ul>
        )}
        {lowCards.length > 0 && (
          <>
            <p className="mt-1">Purchases above a card&apos;s balance are declined.</p>
            <ul className="mt-2 divide-y divide-amber-200 dark:divide-amber-900">
              {lowCards.map((card) => (
                <li key={card.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
                  {/* The label gives way on a narrow screen; the last four digits never do. */}
                  <span className="flex min-w-0 flex-1 gap-1">
                    <span className="truncate">{card.label || 'Card'}</span>
                    <span className="shrink-0 whitespace-nowrap">•••• {card.last4}</span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatUsd(card.balance)}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onFund(card)}
                    aria-label={`Fund •••• ${card.last4}`}
                  >
                    Fund
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </Alert>
    </section>
  );
}
