import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { readAutoLockMinutes, sessionStore, useSession, type EndReason } from '../../lib/session';
import { paths } from '../../lib/paths';
import { SeedForm } from './seed-form';
import { UnlockForm } from './unlock-form';
import { useVault } from '../../lib/vault/use-vault';

/** Why the last session ended, worded when shown (the auto-lock's minutes as set now). */
function endedNotice(reason: EndReason): { tone: 'info' | 'warning'; text: string } {
  if (reason === 'signed_out')
    return {
      tone: 'info',
      text: t`You signed out. This session's data was cleared from this browser.`,
    };
  if (reason === 'unauthorized')
    return {
      tone: 'warning',
      text: t`Your session ended: the service no longer accepts this seed. Sign in again.`,
    };
  const minutes = readAutoLockMinutes();
  return { tone: 'info', text: t`Signed out after ${minutes} minutes without activity.` };
}

/** Only same-site paths are followed after sign-in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { ended, accountId } = useSession();
  const vault = useVault();
  const done = () => navigate(safeNext(params.get('next')), { replace: true });
  const notice = ended ? endedNotice(ended) : null;
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title={t`Sign in`}
        description={
          vault
            ? t`Unlock an account remembered on this device, or paste a seed.`
            : t`Paste your seed to open your cards and wallet.`
        }
      />
      <div className="space-y-4 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {vault && (
          <>
            <UnlockForm
              vault={vault}
              preferred={accountId}
              onUnlocked={(unlocked) => {
                sessionStore.signIn(unlocked.seed, {
                  accountId: unlocked.accountId,
                  vaultKey: unlocked.key,
                });
                done();
              }}
            />
            <p className="flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 dark:text-slate-400 dark:before:bg-slate-700 dark:after:bg-slate-700">
              <Trans>or sign in with a seed</Trans>
            </p>
          </>
        )}
        <SeedForm vault={vault} onSignedIn={done} />
      </div>
      <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
        <Trans>New here?</Trans>{' '}
        <Link
          to={paths.welcome}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          <Trans>Get a seed and a card</Trans>
        </Link>
      </p>
    </div>
  );
}
