import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sandboxToolQueries } from '../../api/sandbox-tools';
import { env } from '../../lib/env';

const TICK_MS = 30_000;

/**
 * The account's now, in ms: deposits are dated on the account's clock, which the sandbox can run
 * ahead of real time (decision 020), so "late" is measured on it. A provider has no such clock
 * (the demo build only asks); re-read every 30 s so a deposit turns late without a reload.
 */
export function useAccountNow(): number {
  const clock = useQuery({ ...sandboxToolQueries.clock(), enabled: env.demo });
  const [realNow, setRealNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setRealNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return realNow + (clock.data?.offset_ms ?? 0);
}
