import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import type { Shortfall } from './shortfall';

/** A card that will not cover the charges due in the next 3 days, and the one action that does. */
export function ShortfallAlert({
  shortfall,
  cardName,
  onFund,
}: {
  shortfall: Shortfall;
  cardName: string;
  onFund: () => void;
}) {
  const { t, i18n } = useLingui();
  const merchants = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    shortfall.due.map((s) => s.merchant),
  );
  const last = shortfall.due[shortfall.due.length - 1]!;
  const by = formatDate(new Date(last.nextAt).toISOString());
  const due = formatCents(shortfall.dueCents);
  const holds = formatCents(shortfall.balanceCents);
  const short = formatCents(shortfall.shortCents);
  return (
    <Alert
      tone="warning"
      title={t`${cardName} will not cover its next charges`}
      action={
        <Button size="sm" onClick={onFund} aria-label={t`Fund ${short} on ${cardName}`}>
          {t`Fund ${short}`}
        </Button>
      }
    >
      {t`${merchants}: ${due} expected by ${by}. The card holds ${holds}.`}
    </Alert>
  );
}
