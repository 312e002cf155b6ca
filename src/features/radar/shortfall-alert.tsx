import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { formatCents, type Cents } from '../../lib/money';
import { paths } from '../../lib/paths';
import { fundCentsFor, walletLacksCents, type Shortfall } from './shortfall';

/**
 * A card that will not cover the charges due in the next 3 days, and the one action that does:
 * Fund when the wallet can pay for it, else adding the difference to the wallet first (Deposits,
 * carrying the amount; decision 026).
 */
export function ShortfallAlert({
  shortfall,
  cardName,
  walletCents,
  onFund,
}: {
  shortfall: Shortfall;
  cardName: string;
  /** The wallet's balance, once known. */
  walletCents: Cents | undefined;
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
  const lacks = walletLacksCents(shortfall, walletCents);
  const short = formatCents(fundCentsFor(shortfall));
  const wallet = formatCents(walletCents ?? 0);
  const add = formatCents(lacks);
  return (
    <Alert
      tone="warning"
      title={t`${cardName} will not cover its next charges`}
      action={
        lacks > 0 ? (
          <Link
            to={paths.depositsFor(lacks)}
            aria-label={t`Add ${add} to your wallet for ${cardName}`}
            className="inline-flex items-center rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t`Add ${add}`}
          </Link>
        ) : (
          <Button size="sm" onClick={onFund} aria-label={t`Fund ${short} on ${cardName}`}>
            {t`Fund ${short}`}
          </Button>
        )
      }
    >
      <p>{t`${merchants}: ${due} expected by ${by}. The card holds ${holds}.`}</p>
      {lacks > 0 && (
        <p className="mt-1">
          {t`It needs ${short}, and your wallet holds ${wallet}: add ${add} to your wallet first.`}
        </p>
      )}
    </Alert>
  );
}
