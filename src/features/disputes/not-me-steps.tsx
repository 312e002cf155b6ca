import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CardStatus } from '../../contract/cards';
import { paths } from '../../lib/paths';

const STEP_LINK =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/**
 * "Not me"'s path after the freeze (decision 043): replace the card, then dispute the charge.
 * It waits for the card's status (`before` null: still being asked for), because a terminated
 * card has no replace step, and a step named before the card is known would lack its number.
 */
export function NotMeSteps({
  before,
  cardId,
  last4,
  dispute,
}: {
  before: CardStatus | null;
  cardId: string;
  last4: string;
  dispute: ReactNode;
}) {
  if (before === null) return null;
  return (
    <ol className="list-decimal space-y-4 pl-5 marker:font-semibold">
      {before !== 'terminated' && (
        <li className="space-y-2">
          <h4 className="font-semibold">
            <Trans>Replace the card</Trans>
          </h4>
          <p className="text-sm">
            <Trans>
              A new card with a new number keeps whoever has this one out; your balance and settings
              move to it.
            </Trans>
          </p>
          <Link to={paths.replaceCard(cardId)} className={STEP_LINK}>
            <Trans>Replace card •••• {last4}</Trans>
          </Link>
        </li>
      )}
      <li className="space-y-2">
        <h4 className="font-semibold">
          <Trans>Dispute the charge</Trans>
        </h4>
        {dispute}
      </li>
    </ol>
  );
}
