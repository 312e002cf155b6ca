import { DELIVERY_TIMEOUT_MS, type DeliveryLimits } from '../delivery-limits';

/** Far longer than one attempt (a 5 s POST and two short turns): only a dead instance's job. */
const STALE_JOB_MS = 60_000;

/**
 * Webhook delivery's timing from the environment (decision 015; tests shorten it so a retry or a
 * back-off is seen in milliseconds): SANDBOX_WEBHOOK_TIMEOUT_MS (one POST, default 5000),
 * SANDBOX_WEBHOOK_RETRY_MS (the delays between attempts, default "1000,5000,25000") and
 * SANDBOX_WEBHOOK_HOST_BACKOFF_MS (a failing host's first and longest wait, default
 * "1000,60000"). On PostgreSQL, SANDBOX_WEBHOOK_STALE_MS (default 60000): a delivery job an
 * instance has held that long is taken to be lost with it and given to another (decision 047).
 * The slots, caps and budget are figures of delivery-limits.ts, not settings.
 * Throws a one-line reason for a bad value.
 */
export function webhookOptions(env: NodeJS.ProcessEnv = process.env): {
  timeoutMs: number;
  staleMs: number;
  limits: Partial<DeliveryLimits>;
} {
  const list = (name: string, length?: number) => {
    const raw = env[name];
    if (raw === undefined) return undefined;
    const values = raw.split(',').map(Number);
    if (
      (length !== undefined && values.length !== length) ||
      values.some((v) => !Number.isInteger(v) || v < 1 || v > 3_600_000)
    )
      throw new Error(`${name} must be ${length ?? 'one or more'} comma-separated ms from 1`);
    return values;
  };
  const timeout = list('SANDBOX_WEBHOOK_TIMEOUT_MS', 1);
  const retryMs = list('SANDBOX_WEBHOOK_RETRY_MS');
  const backoff = list('SANDBOX_WEBHOOK_HOST_BACKOFF_MS', 2);
  const stale = list('SANDBOX_WEBHOOK_STALE_MS', 1);
  return {
    timeoutMs: timeout?.[0] ?? DELIVERY_TIMEOUT_MS,
    staleMs: stale?.[0] ?? STALE_JOB_MS,
    limits: {
      ...(retryMs ? { retryMs } : {}),
      ...(backoff ? { hostBackoffMs: [backoff[0]!, Math.max(backoff[0]!, backoff[1]!)] } : {}),
    },
  };
}
