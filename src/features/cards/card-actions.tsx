import { Trans, useLingui } from '@lingui/react/macro';
import { useFreezeCard, useUnfreezeCard } from '../../api/cards';
import type { CardSummary } from '../../contract/cards';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { cardWithLast4 } from '../../lib/service-words';
import type { Direction } from './move-money-dialog';

/**
 * Fund, Withdraw, Freeze or Unfreeze, Terminate. Their place does not move with the state or the
 * language (issue #29: "Unfreeze" and French words pushed "Terminate" onto a row of its own): a
 * 2 × 2 grid of equal buttons on a phone, one row from 640 px up, each label on one line.
 */
export function CardActions({
  card,
  onOpen,
}: {
  card: CardSummary;
  onOpen: (dialog: Direction | 'terminate') => void;
}) {
  const { t, i18n } = useLingui();
  // The toasts name the card (issue #48).
  const name = cardWithLast4(i18n, card);
  const freeze = useFreezeCard();
  const unfreeze = useUnfreezeCard();
  const button = 'whitespace-nowrap';
  return (
    <div role="group" aria-label={t`Card actions`} className="grid grid-cols-2 gap-2 sm:flex">
      <Button className={button} onClick={() => onOpen('fund')}>
        <Trans>Fund</Trans>
      </Button>
      <Button
        className={button}
        variant="secondary"
        onClick={() => onOpen('withdraw')}
        disabled={card.balance <= 0}
      >
        <Trans>Withdraw</Trans>
      </Button>
      {card.status === 'active' ? (
        <Button
          className={button}
          variant="secondary"
          busy={freeze.isPending}
          onClick={() =>
            freeze.mutate(
              { cardId: card.id },
              {
                onSuccess: () =>
                  toast.success(t`Frozen: ${name}. Purchases are declined until you unfreeze it.`),
              },
            )
          }
        >
          <Trans>Freeze</Trans>
        </Button>
      ) : (
        <Button
          className={button}
          variant="secondary"
          busy={unfreeze.isPending}
          onClick={() =>
            unfreeze.mutate(
              { cardId: card.id },
              { onSuccess: () => toast.success(t`Unfrozen: ${name}`) },
            )
          }
        >
          <Trans>Unfreeze</Trans>
        </Button>
      )}
      {/* The one that cannot be undone stands apart at the row's end. */}
      <Button
        className={`${button} sm:ml-auto`}
        variant="dangerOutline"
        onClick={() => onOpen('terminate')}
      >
        <Trans>Terminate</Trans>
      </Button>
    </div>
  );
}
