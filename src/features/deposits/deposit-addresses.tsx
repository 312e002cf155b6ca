import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { DEPOSIT_CURRENCIES } from '../../contract/wallet';
import { walletQueries } from '../../api/wallet';
import { Alert } from '../../components/ui/alert';
import { CopyButton } from '../../components/ui/copy-button';
import { QrCode } from '../../components/ui/qr-code';
import { Skeleton } from '../../components/ui/skeleton';

const NAMES: Record<string, string> = {
  btc: 'Bitcoin',
  eth: 'Ether',
  sol: 'Solana',
  usdt: 'Tether USD',
};

export function DepositAddresses() {
  const addresses = useQuery(walletQueries.depositAddresses());
  if (addresses.isPending) return <Skeleton className="h-64 w-full rounded-card" />;
  if (addresses.isError)
    return (
      <Alert tone="error" title="Could not load your deposit addresses">
        {errorMessage(addresses.error)}
      </Alert>
    );
  const currencies = DEPOSIT_CURRENCIES.filter((c) => addresses.data.addresses[c]);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {currencies.map((currency) => {
        const address = addresses.data.addresses[currency]!;
        const network = addresses.data.networks[currency] ?? '';
        const min = addresses.data.min_deposit[currency];
        const code = currency.toUpperCase();
        return (
          <section
            key={currency}
            aria-labelledby={`dep-${currency}`}
            className="rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-baseline justify-between gap-2">
              <h2 id={`dep-${currency}`} className="text-lg font-semibold">
                {NAMES[currency]} ({code})
              </h2>
              <span className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
                Network: {network}
              </span>
            </div>
            <div className="mt-3 flex flex-col gap-4 sm:flex-row">
              <QrCode value={address} label={`QR code of the ${code} deposit address`} size={128} />
              <div className="min-w-0 flex-1 space-y-2 text-sm">
                <p className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs dark:bg-slate-800">
                  {address}
                </p>
                <CopyButton value={address} label={`${code} address`} />
                {min && (
                  <p>
                    Minimum deposit:{' '}
                    <strong>
                      {min} {code}
                    </strong>
                    . Smaller deposits are not credited.
                  </p>
                )}
                <p className="text-amber-800 dark:text-amber-300">
                  Send only {code} on the {network} network to this address. Anything else is lost.
                </p>
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
