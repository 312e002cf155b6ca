import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cardQueries } from '../../api/cards';
import { Alert } from '../../components/ui/alert';
import { formatCents } from '../../lib/money';
import { paths } from '../../lib/paths';
import type { ReplacePlan } from './replace-plan';

/** The replace is complete: the new card, what it holds, and the way to it. */
export function ReplaceResult({ plan }: { plan: ReplacePlan }) {
  const { t } = useLingui();
  const fresh = useQuery({
    ...cardQueries.detail(plan.newCardId ?? ''),
    enabled: !!plan.newCardId,
  });
  // A no-break space: the mask and the digits never part at the line's end (as the page's title).
  const card = `••••\u00a0${fresh.data?.last4 ?? ''}`;
  const moved = formatCents(plan.balanceCents ?? 0);
  return (
    <Alert tone="success" title={t`Card replaced`}>
      <p>{t`The new card ${card} has the old card’s settings and its balance of ${moved}. The old card is ended.`}</p>
      {plan.newCardId && (
        <Link
          to={paths.card(plan.newCardId)}
          className="mt-2 inline-block font-medium underline underline-offset-2"
        >
          <Trans>Open the new card</Trans>
        </Link>
      )}
    </Alert>
  );
}
