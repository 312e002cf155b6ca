import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useGenerate } from '../../api/generate';
import { walletQueries } from '../../api/wallet';
import { currencyOfAsset } from '../../lib/currencies';
import { errorMessage } from '../../api/errors';
import type { GenerateResponse } from '../../contract/generate';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { sessionStore } from '../../lib/session';
import { CardPreview } from './card-preview';
import { FundingWallet } from './funding-wallet';
import { GenerateForm, type GenerateFormValues } from './generate-form';
import { SeedPanel } from './seed-panel';
import { paths } from '../../lib/paths';
import { forgetUnsavedSeed, keepUnsavedSeed, readUnsavedSeed } from './unsaved-seed';
import { useLeaveGuard } from './use-leave-guard';

export function OnboardingPage() {
  const generate = useGenerate();
  const navigate = useNavigate();
  // A seed generated in this tab and not yet confirmed comes back after a reload.
  const [result, setResult] = useState<GenerateResponse | null>(readUnsavedSeed);
  const [stored, setStored] = useState(false);
  const leaveGuard = useLeaveGuard(result !== null);
  const fee = useQuery({
    ...walletQueries.signUpFee(
      result?.seed ?? '',
      result ? currencyOfAsset(result.wallet.asset) : null,
    ),
    enabled: result !== null,
  });

  function submit(values: GenerateFormValues) {
    generate.mutate(
      { card: values.network === 'auto' ? undefined : values.network, asset: values.asset },
      {
        onSuccess: (data) => {
          keepUnsavedSeed(data);
          setResult(data);
        },
      },
    );
  }

  function continueIn() {
    if (!result) return;
    leaveGuard.release();
    sessionStore.signIn(result.seed, { fundingWallet: result.wallet });
    forgetUnsavedSeed();
    setResult(null);
    navigate(paths.overview, { replace: true });
  }

  if (!result) {
    return (
      <div className="mx-auto max-w-md">
        <PageHeader
          title="Get a seed and a card"
          description="One click gives you a seed (your login), a virtual card and a crypto address to fund it."
        />
        <div className="rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          {generate.isError && (
            <div className="mb-4">
              <Alert tone="error" title="Could not generate">
                {errorMessage(generate.error)}
              </Alert>
            </div>
          )}
          <GenerateForm onSubmit={submit} busy={generate.isPending} />
        </div>
        <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
          Already have a seed?{' '}
          <Link
            to={paths.signIn()}
            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            Sign in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title="Your seed and card are ready"
        description="Store your seed, then fund the card from the address below."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <SeedPanel seed={result.seed} stored={stored} onStoredChange={setStored} />
          <div className="flex flex-col gap-2">
            <Button onClick={continueIn} disabled={!stored} className="w-full">
              Continue to my dashboard
            </Button>
            {!stored && (
              <p className="text-center text-xs text-slate-600 dark:text-slate-400">
                Confirm that you stored your seed to continue.
              </p>
            )}
          </div>
        </div>
        <div className="space-y-6">
          <CardPreview card={result.card} />
          <FundingWallet
            asset={result.wallet.asset}
            address={result.wallet.address}
            feeUsd={fee.data}
            feeKnown={!fee.isPending}
          />
        </div>
      </div>
      {leaveGuard.dialog}
    </div>
  );
}
