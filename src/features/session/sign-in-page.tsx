import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SEED_FORMAT_MESSAGE, SEED_PATTERN } from '../../contract/fields';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { readAutoLockMinutes, sessionStore, useSession, type EndReason } from '../../lib/session';
import { paths } from '../../lib/paths';

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

/**
 * Two fields and one call: plain React state instead of a form library, and the API client (with
 * its schemas) loaded on the first submit, so the page's first load stays small (decision 005).
 */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { ended } = useSession();
  const seedInput = useRef<HTMLInputElement>(null);
  const [seed, setSeed] = useState('');
  const [remember, setRemember] = useState(false);
  const [seedError, setSeedError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = seed.trim();
    setFailure(null);
    if (!SEED_PATTERN.test(typed)) {
      setSeedError(SEED_FORMAT_MESSAGE);
      seedInput.current?.focus();
      return;
    }
    setSeedError(undefined);
    setBusy(true);
    const [{ walletApi }, { errorMessage, isApiError }] = await Promise.all([
      import('../../api/wallet'),
      import('../../api/errors'),
    ]);
    try {
      const accepted = await walletApi.acceptedSeed(typed);
      sessionStore.signIn(accepted, { remember });
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) {
        setSeedError('This seed is unknown to the service. Check it and try again.');
        seedInput.current?.focus();
      } else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const notice = ended ? ENDED[ended] : null;
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Sign in" description="Paste your seed to open your cards and wallet." />
      <div className="space-y-4 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <TextField
            label="Seed"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="current-password"
            spellCheck={false}
            autoCapitalize="characters"
            className="[&_input]:font-mono"
            name="seed"
            ref={seedInput}
            value={seed}
            onChange={(event) => setSeed(event.target.value)}
            error={seedError}
          />
          <div className="space-y-1">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 rounded border-slate-400"
                name="remember"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
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
          <Button type="submit" busy={busy} className="w-full">
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
