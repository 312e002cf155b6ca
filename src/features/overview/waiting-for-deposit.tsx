import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../../api/wallet';
import { Alert } from '../../components/ui/alert';
import { CopyButton } from '../../components/ui/copy-button';
import { QrCode } from '../../components/ui/qr-code';
import { Spinner } from '../../components/ui/button';
import { networkName } from '../../lib/currencies';
import { formatCents, type Cents } from '../../lib/money';
import type { FundingWallet } from '../../lib/session';

/** Before the first confirmed deposit: where to send crypto, and live progress. */
export function WaitingForDeposit({
  fundingWallet,
  pendingCents,
  sandbox,
}: {
  fundingWallet: FundingWallet | null;
  pendingCents: Cents;
  sandbox: boolean;
}) {
  const { t } = useLingui();
  const addresses = useQuery({
    ...walletQueries.depositAddresses(),
    enabled: fundingWallet === null,
  });
  const wallet: FundingWallet | null =
    fundingWallet ??
    (addresses.data?.addresses.usdt
      ? {
          // An asset's code and its network: not words. The service writes networks in lower
          // case ("erc-20"): shown as people write them (as on the Deposits page).
          // eslint-disable-next-line lingui/no-unlocalized-strings
          asset: `USDT (${networkName(addresses.data.networks.usdt ?? 'erc-20')})`,
          address: addresses.data.addresses.usdt,
        }
      : null);
  const asset = wallet?.asset;
  return (
    <section
      aria-labelledby="waiting-heading"
      className="rounded-card border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <Spinner className="h-5 w-5 text-brand-600" />
        <h2 id="waiting-heading" className="text-xl font-semibold">
          <Trans>Waiting for your first deposit</Trans>
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Your card activates as soon as a deposit to your wallet is confirmed. This page updates by
          itself.
        </Trans>
      </p>
      {pendingCents > 0 && (
        <div className="mt-4">
          <Alert tone="info" title={t`Deposit detected`}>
            {t`${formatCents(pendingCents)} is waiting for confirmations on the blockchain.`}
          </Alert>
        </div>
      )}
      {wallet && (
        <div className="mt-5 flex flex-col items-start gap-4 sm:flex-row">
          <QrCode value={wallet.address} label={t`QR code of the ${asset} address`} />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-sm font-medium">
              <Trans>Send {asset} to</Trans>
            </p>
            <p className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm dark:bg-slate-800">
              {wallet.address}
            </p>
            <CopyButton value={wallet.address} label={t`${asset} address`} />
          </div>
        </div>
      )}
      {sandbox && (
        <p className="mt-5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <Trans>
            This is a sandbox: no real coins move. Open <strong>Sandbox</strong> in the header,
            simulate a deposit and confirm it.
          </Trans>
        </p>
      )}
    </section>
  );
}
