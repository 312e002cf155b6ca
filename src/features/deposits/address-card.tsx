import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../../components/ui/copy-button';
import { QrCode } from '../../components/ui/qr-code';
import type { DepositCurrency } from '../../contract/wallet';
import type { Cents } from '../../lib/money';
import { CURRENCY_NAMES, currencyLabel, feeNote, networkName } from '../../lib/currencies';
import { useSearchParams } from 'react-router';
import { readDepositNeed } from '../../lib/deposit-need';
import { LookAlikeWarning } from './look-alike-warning';

/**
 * One currency's deposit address. What decides whether coins arrive is said first — the network,
 * the minimum, the look-alike coins — then the QR, the address and the fee (decision 027).
 */
export function AddressCard(props: {
  currency: DepositCurrency;
  address: string;
  network: string | undefined;
  minimum: string | undefined;
  feeCents: Cents | null | undefined;
  isFunding: boolean;
  lookAlikes: Array<{ currency: DepositCurrency; network: string | undefined }>;
}) {
  const { currency, address, minimum, feeCents, isFunding } = props;
  // Sent here for a shortfall (`?need=`, the subscription radar's): the fee's example is that sum.
  const needCents = readDepositNeed(useSearchParams()[0]);
  // The service writes networks in lower case ("erc-20"): shown as people write them.
  const network = props.network ? networkName(props.network) : undefined;
  const others = props.lookAlikes.map((other) => ({
    currency: other.currency,
    network: other.network ? networkName(other.network) : undefined,
  }));
  const { t } = useLingui();
  const code = CURRENCY_NAMES[currency].code;
  return (
    <section
      aria-labelledby={`dep-${currency}`}
      className="rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`dep-${currency}`} className="text-lg font-semibold">
        {currencyLabel(currency)}
      </h2>
      {isFunding && (
        <p className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
          <Trans>Your funding address (shown at sign-up)</Trans>
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {network && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t`Network`}</dt>
            <dd className="font-semibold">{network}</dd>
          </>
        )}
        {minimum && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t`Minimum`}</dt>
            <dd>
              <Trans>
                <strong>
                  {minimum} {code}
                </strong>{' '}
                — smaller deposits are not credited.
              </Trans>
            </dd>
          </>
        )}
      </dl>
      {others.length > 0 && (
        <div className="mt-3">
          <LookAlikeWarning currency={currency} network={network} others={others} />
        </div>
      )}
      <div className="mt-3 flex flex-col gap-4 sm:flex-row">
        <QrCode value={address} label={t`QR code of the ${code} deposit address`} size={128} />
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <p className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs dark:bg-slate-800">
            {address}
          </p>
          <CopyButton value={address} label={t`${code} address`} />
          <p>{feeNote(feeCents, needCents)}</p>
          <p className="text-amber-800 dark:text-amber-300">
            {network
              ? t`Send only ${code} on the ${network} network to this address. Anything else is lost.`
              : t`Send only ${code} to this address. Anything else is lost.`}
          </p>
        </div>
      </div>
    </section>
  );
}
