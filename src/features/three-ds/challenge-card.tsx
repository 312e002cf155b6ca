import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { ChallengeSummary } from '../../contract/three-ds';
import { threeDsApi } from '../../api/three-ds';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { formatDateTime } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { useServiceOffset } from '../../api/use-service-now';
import { Countdown } from './countdown';

/** A pending challenge. Its code is fetched only when asked for, and kept in this component only. */
export function PendingChallenge({
  challenge,
  cardName,
  onExpire,
}: {
  challenge: ChallengeSummary;
  cardName: string;
  onExpire: () => void;
}) {
  const { t } = useLingui();
  const [otp, setOtp] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const offsetMs = useServiceOffset();
  async function show() {
    setLoading(true);
    setError(null);
    try {
      const full = await threeDsApi.getWithOtp(challenge.id);
      // It expired on the service meanwhile: no code is sent any more (decision 002); the list
      // is read again and moves it to the history.
      if (full.status !== 'pending') return onExpire();
      setOtp(full.otp ?? null);
      if (!full.otp) setError(t`The service did not send a code for this challenge.`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  }
  return (
    <li
      aria-label={`${challenge.merchant}, ${formatCents(challenge.amount)}`}
      className="rounded-card border-2 border-amber-400 bg-white p-5 dark:border-amber-600 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold">{challenge.merchant}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {cardName} · {formatDateTime(challenge.created_at)}
          </p>
        </div>
        <p className="text-2xl font-semibold tabular-nums">{formatCents(challenge.amount)}</p>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        {otp ? (
          <div className="flex items-center gap-3">
            <span
              data-testid="otp"
              className="rounded-lg bg-slate-100 px-4 py-2 font-mono text-3xl font-bold tracking-[0.3em] dark:bg-slate-800"
            >
              {otp}
            </span>
            <CopyButton value={otp} label={t`one-time code`} />
          </div>
        ) : (
          <Button onClick={() => void show()} busy={loading}>
            <Trans>Show code</Trans>
          </Button>
        )}
        {/* No countdown until the service's time is known: the device's could be minutes off. */}
        {offsetMs !== undefined && (
          <p className="text-sm">
            <Trans>
              Expires in{' '}
              <Countdown to={challenge.expires_at} offsetMs={offsetMs} onExpire={onExpire} />
            </Trans>
          </p>
        )}
      </div>
      {error && <p className="mt-2 text-sm text-red-700 dark:text-red-400">{error}</p>}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        <Trans>Type this code only into the checkout of the purchase above. Never share it.</Trans>
      </p>
    </li>
  );
}
