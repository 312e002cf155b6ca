import { useLingui } from '@lingui/react/macro';
import type { CardListItem } from '../../contract/cards';
import { Dialog } from '../../components/ui/dialog';
import { formatCents } from '../../lib/money';
import { cardName } from '../../lib/service-words';
import { CardMark } from '../../components/ui/card-mark';
import { useCardLooks } from '../../lib/card-look';

/** "Fund a card": which one, with each card's balance. */
export function CardPicker({
  cards,
  onPick,
  onClose,
}: {
  cards: CardListItem[];
  onPick: (card: CardListItem) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const looks = useCardLooks();
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
              <span className="flex items-center gap-2">
                <CardMark look={looks[card.id] ?? {}} />
                {cardName(i18n, card)}{' '}
                <span className="font-mono text-slate-600 dark:text-slate-400">
                  •••• {card.last4}
                </span>
              </span>
              <span className="font-semibold tabular-nums">{formatCents(card.balance)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
