import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import type { CardSummary } from '../../contract/cards';
import { formatCents } from '../../lib/money';
import { cardName } from '../../lib/service-words';

/** What a replace will do, said before it starts (decision 044). */
export function ReplaceIntro({
  card,
  busy,
  onStart,
}: {
  card: CardSummary;
  busy: boolean;
  onStart: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = cardName(i18n, card);
  const balance = formatCents(card.balance);
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Trans>A new card takes this one’s place, with everything on it:</Trans>
      </p>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        <li>{t`the same kind of card, named “${name}”, with a new number`}</li>
        <li>
          <Trans>its spending limit, categories, auto-freeze, metadata and look</Trans>
        </li>
        <li>{t`its balance of ${balance}, moved through your wallet to the new card`}</li>
        <li>
          <Trans>the subscriptions found on it, listed for you to move</Trans>
        </li>
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          The old card ends only when you confirm, at the end. If anything stops the replace, it
          resumes where it stopped: no money moves twice.
        </Trans>
      </p>
      <Button busy={busy} onClick={onStart}>
        <Trans>Start the replace</Trans>
      </Button>
    </div>
  );
}
