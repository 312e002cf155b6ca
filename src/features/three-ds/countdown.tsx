import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

export function remainingSeconds(to: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(to) - now) / 1000));
}

export function formatRemaining(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * "4:59" counting down to `to`, a time on the service's clock: `offsetMs` is that clock less this
 * device's (useServiceOffset), so an account clock moved ahead, or a phone's clock that is off,
 * does not add minutes (issue #48 item 4). Says "Expired" at zero and calls `onExpire` once.
 */
export function Countdown({
  to,
  offsetMs,
  onExpire,
}: {
  to: string;
  offsetMs: number;
  onExpire?: () => void;
}) {
  const { t } = useLingui();
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const seconds = remainingSeconds(to, deviceNow + offsetMs);
  const expired = seconds === 0;
  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);
  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);
  if (seconds === 0)
    return (
      <span className="font-semibold text-red-700 dark:text-red-400">
        <Trans>Expired</Trans>
      </span>
    );
  const minutes = plural(Math.floor(seconds / 60), { one: '# minute', other: '# minutes' });
  const secs = plural(seconds % 60, { one: '# second', other: '# seconds' });
  return (
    <span
      className={`font-semibold tabular-nums ${seconds <= 60 ? 'text-red-700 dark:text-red-400' : ''}`}
    >
      <span aria-hidden="true">{formatRemaining(seconds)}</span>
      <span className="sr-only">{t`${minutes} ${secs} left`}</span>
    </span>
  );
}
