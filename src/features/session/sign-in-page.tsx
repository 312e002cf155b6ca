import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { errorMessage, isApiError } from '../../api/errors';
import { seedSchema } from '../../contract/generate';
import { walletApi } from '../../api/wallet';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { readAutoLockMinutes, sessionStore, useSession, type EndReason } from '../../lib/session';
import { paths } from '../../lib/paths';

const signInSchema = z.object({ seed: seedSchema, remember: z.boolean() });
type SignInValues = z.infer<typeof signInSchema>;

const ENDED: Record<EndReason, { tone: 'info' | 'warning'; text: string }> = {
  signed_out: { tone: 'info', text: 'You signed out. Your data was cleared from this browser.' },
  unauthorized: {
    tone: 'warning',
    text: 'Your session ended: the service no longer accepts this seed. Sign in again.',
  },
  locked: {
    tone: 'info',
    text: `Signed out after ${readAutoLockMinutes()} minutes without activity.`,
  },
};

/** Only same-site paths are followed after sign-in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { ended } = useSession();
  const { register, handleSubmit, formState, setError, control } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { seed: '', remember: false },
  });
  const remember = useWatch({ control, name: 'remember' });
  const verify = useMutation({
    mutationFn: (seed: string) => walletApi.acceptedSeed(seed),
    meta: { inlineErrors: true },
    gcTime: 0,
  });

  function submit(values: SignInValues) {
    verify.mutate(values.seed, {
      onSuccess: (seed) => {
        sessionStore.signIn(seed, { remember: values.remember });
        navigate(safeNext(params.get('next')), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.isUnauthorized)
          setError('seed', {
            message: 'This seed is unknown to the service. Check it and try again.',
          });
      },
    });
  }

  const notice = ended ? ENDED[ended] : null;
  const unknownSeedError =
    verify.isError && !(isApiError(verify.error) && verify.error.isUnauthorized);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Sign in" description="Paste your seed to open your cards and wallet." />
      <div className="space-y-4 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {unknownSeedError && <Alert tone="error">{errorMessage(verify.error)}</Alert>}
        <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
          <TextField
            label="Seed"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="current-password"
            spellCheck={false}
            autoCapitalize="characters"
            className="[&_input]:font-mono"
            error={formState.errors.seed?.message}
            {...register('seed')}
          />
          <div className="space-y-1">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 rounded border-slate-400"
                {...register('remember')}
              />
              <span>Remember on this device</span>
            </label>
            {remember && (
              <p className="text-xs text-amber-700 dark:text-amber-300">
                The seed will be kept in this browser&apos;s storage until you sign out. Anyone
                using this device could open your cards. Only use this on a device that is yours.
              </p>
            )}
          </div>
          <Button type="submit" busy={verify.isPending} className="w-full">
            Sign in
          </Button>
        </form>
      </div>
      <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
        New here?{' '}
        <Link
          to={paths.welcome}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          Get a seed and a card
        </Link>
      </p>
    </div>
  );
}
