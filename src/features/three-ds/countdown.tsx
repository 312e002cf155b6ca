import { useEffect, useState } from 'react';

export function remainingSeconds(to: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(to) - now) / 1000));
}

export function formatRemaining(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "4:59" counting down to `to`; says "Expired" at zero and calls `onExpire` once. */
export function Countdown({ to, onExpire }: { to: string; onExpire?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const seconds = remainingSeconds(to, now);
  const expired = seconds === 0;
  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);
  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);
  if (seconds === 0)
    return <span className="font-semibold text-red-700 dark:text-red-400">Expired</span>;
  return (
    <span
      className={`font-semibold tabular-nums ${seconds <= 60 ? 'text-red-700 dark:text-red-400' : ''}`}
    >
      <span aria-hidden="true">{formatRemaining(seconds)}</span>
      <span className="sr-only">{`${Math.floor(seconds / 60)} minutes ${seconds % 60} seconds left`}</span>
    </span>
  );
}
