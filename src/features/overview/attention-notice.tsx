import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CardListItem, CardSummary } from '../../contract/cards';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { formatCents } from '../../lib/money';
import { paths } from '../../lib/paths';
import { cardName } from '../../lib/service-words';

export const LOW_BALANCE_CENTS = 10_00;

/**
 * A card is low on funds under $10, unless it has never had a use: a card at $0 never used is
 * new (every card starts at $0 by design) or emptied on purpose, not running low. Calling it so
 * beside "Your card is active" read as a fault (issue #29); it is in the card list at $0.00 and
 * the activation notice says to fund it.
 */
export function isLowOnFunds(card: CardListItem): boolean {
  if (card.balance === 0 && card.last_used_at === null) return false;
  return card.balance < LOW_BALANCE_CENTS;
}

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
  const { t, i18n } = useLingui();
  if (lowCards.length === 0 && autoFrozen.length === 0) return null;
  const nameAndDigits = (card: { label: string; last4: string }) =>
    `${cardName(i18n, card)} •••• ${card.last4}`;
  const titles = [
    lowCards.length > 0 &&
      plural(lowCards.length, { one: '# card is low on funds', other: '# cards are low on funds' }),
    autoFrozen.length > 0 &&
      plural(autoFrozen.length, { one: '# card froze itself', other: '# cards froze themselves' }),
  ].filter(Boolean);
  return (
    <section aria-label={t`Needs attention`}>
      <Alert tone="warning" title={titles.join(' · ')}>
        {autoFrozen.length > 0 && (
          <ul className="mt-1 space-y-1">
            {autoFrozen.map((card) => (
              <li key={card.id}>
                <Trans>
                  <Link to={paths.card(card.id)} className="font-medium underline">
                    {nameAndDigits(card)}
                  </Link>{' '}
                  froze itself: this month&apos;s spending reached its auto-freeze threshold of{' '}
                  {formatCents(card.auto_freeze_at ?? 0)}. Unfreeze it on its page.
                </Trans>
              </li>
            ))}
          </ul>
        )}
        {lowCards.length > 0 && (
          <>
            <p className="mt-1">
              <Trans>Purchases above a card&apos;s balance are declined.</Trans>
            </p>
            <ul className="mt-2 divide-y divide-amber-200 dark:divide-amber-900">
              {lowCards.map((card) => (
                <li key={card.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
                  {/* The label gives way on a narrow screen; the last four digits never do. */}
                  <span className="flex min-w-0 flex-1 gap-1">
                    <span className="truncate">{cardName(i18n, card)}</span>
                    <span className="shrink-0 whitespace-nowrap">•••• {card.last4}</span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatCents(card.balance)}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onFund(card)}
                    aria-label={t`Fund •••• ${card.last4}`}
                  >
                    <Trans>Fund</Trans>
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
