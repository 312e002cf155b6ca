import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyChunk } from '../../lib/lazy-part';
import { Link } from 'react-router';
import type { GenerateResponse } from '../../contract/generate';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { PageSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { GenerateForm, type GenerateFormValues } from './generate-form';
import { keepUnsavedSeed, readUnsavedSeed } from './unsaved-seed';

const loadResult = () => import('./onboarding-result');
const OnboardingResult = lazyChunk(loadResult);

/**
 * The first page a new user sees, prerendered to HTML (scripts/prerender.tsx): the form is all of
 * its first load. The API client and the result view load on submit (decision 005).
 */
export function OnboardingPage({
  wrapResult,
}: {
  /** Puts React Query around the result view (it is not in this page's first load). */
  wrapResult: (result: ReactNode) => ReactNode;
}) {
  // A seed generated in this tab and not yet confirmed comes back after a reload.
  const { t } = useLingui();
  const [result, setResult] = useState<GenerateResponse | null>(readUnsavedSeed);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: GenerateFormValues) {
    setBusy(true);
    setFailure(null);
    const [{ generate }, { errorMessage }] = await Promise.all([
      import('../../api/generate'),
      import('../../api/errors'),
      loadResult(),
    ]);
    try {
      const data = await generate({
        card: values.network === 'auto' ? undefined : values.network,
        asset: values.asset,
      });
      keepUnsavedSeed(data);
      setResult(data);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (result)
    return (
      <Suspense fallback={<PageSkeleton />}>
        {wrapResult(<OnboardingResult result={result} onDone={() => setResult(null)} />)}
      </Suspense>
    );

  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title={t`Get a seed and a card`}
        description={t`One click gives you a seed (your login), a virtual card and a crypto address to fund it.`}
      />
      <div className="rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        {failure && (
          <div className="mb-4">
            <Alert tone="error" title={t`Could not generate`}>
              {failure}
            </Alert>
          </div>
        )}
        <GenerateForm onSubmit={(values) => void submit(values)} busy={busy} />
      </div>
      <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Already have a seed?{' '}
          <Link
            to={paths.signIn()}
            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            Sign in
          </Link>
        </Trans>
      </p>
    </div>
  );
}
