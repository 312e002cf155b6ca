import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { walletQueries } from '../../api/wallet';
import type { GenerateResponse } from '../../contract/generate';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { currencyOfAsset } from '../../lib/currencies';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { CardPreview } from './card-preview';
import { FundingWallet } from './funding-wallet';
import { SeedPanel } from './seed-panel';
import { forgetUnsavedSeed } from './unsaved-seed';
import { useLeaveGuard } from './use-leave-guard';

/**
 * The new seed, card and funding address. Its own chunk (with the QR code and the wallet API),
 * loaded while the seed is being generated, not with the welcome page. Needs React Query above it
 * (the route provides it: OnboardingPage's `wrapResult`).
 */
export default function OnboardingResult({
  result,
  onDone,
}: {
  result: GenerateResponse;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [stored, setStored] = useState(false);
  const leaveGuard = useLeaveGuard(true);
  const fee = useQuery(walletQueries.signUpFee(result.seed, currencyOfAsset(result.wallet.asset)));

  function continueIn() {
    leaveGuard.release();
    sessionStore.signIn(result.seed, { fundingWallet: result.wallet });
    forgetUnsavedSeed();
    onDone();
    navigate(paths.overview, { replace: true });
  }

  return (
    <div>
      <PageHeader
        title={t`Your seed and card are ready`}
        description={t`Store your seed, then fund the card from the address below.`}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <SeedPanel seed={result.seed} stored={stored} onStoredChange={setStored} />
          <div className="flex flex-col gap-2">
            <Button onClick={continueIn} disabled={!stored} className="w-full">
              <Trans>Continue to my dashboard</Trans>
            </Button>
            {!stored && (
              <p className="text-center text-xs text-slate-600 dark:text-slate-400">
                <Trans>Confirm that you stored your seed to continue.</Trans>
              </p>
            )}
          </div>
        </div>
        <div className="space-y-6">
          <CardPreview card={result.card} />
          <FundingWallet
            asset={result.wallet.asset}
            address={result.wallet.address}
            feeCents={fee.data}
            feeKnown={!fee.isPending}
          />
        </div>
      </div>
      {leaveGuard.dialog}
    </div>
  );
}
