import { useLingui } from '@lingui/react/macro';
import { CURRENCY_NAMES, currencyLabel } from '../../lib/currencies';
import type { DepositCurrency } from '../../contract/wallet';

/** Said before the address: the same coin on another network is not this one. */
export function LookAlikeWarning(props: {
  currency: DepositCurrency;
  network: string | undefined;
  others: Array<{ currency: DepositCurrency; network: string | undefined }>;
}) {
  const { t } = useLingui();
  const code = CURRENCY_NAMES[props.currency].code;
  const here = props.network ?? code;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <p className="font-semibold">{t`Check the network: look-alike coins`}</p>
      {props.others.map((other) => {
        const label = currencyLabel(other.currency);
        const there = other.network ?? CURRENCY_NAMES[other.currency].code;
        return (
          <p key={other.currency} className="mt-1">
            {t`${label} looks the same in many wallets but travels on ${there}. This address takes ${code} on ${here} only: sent on another network, the coins are not credited.`}
          </p>
        );
      })}
    </div>
  );
}
