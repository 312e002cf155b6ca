import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../../components/ui/copy-button';
import { QrCode } from '../../components/ui/qr-code';
import { feeNote } from '../../lib/currencies';
import type { Cents } from '../../lib/money';

export function FundingWallet({
  asset,
  address,
  feeCents,
  feeKnown,
}: {
  asset: string;
  address: string;
  feeCents: Cents | null | undefined;
  /** False while the fee is being asked for: nothing is said rather than something wrong. */
  feeKnown: boolean;
}) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="wallet-heading"
      className="space-y-3 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="wallet-heading" className="text-lg font-semibold">
        <Trans>Fund it with {asset}</Trans>
      </h2>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <QrCode value={address} label={t`QR code of the ${asset} address`} />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Send only {asset} to this address. Other assets are lost.</Trans>
          </p>
          <p
            data-testid="funding-address"
            className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm dark:bg-slate-800"
          >
            {address}
          </p>
          <CopyButton value={address} label={t`${asset} address`} />
          {feeKnown && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{feeNote(feeCents)}</p>
          )}
        </div>
      </div>
    </section>
  );
}
