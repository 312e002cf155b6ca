import type { StreamLimits } from '../http/event-stream';

/**
 * The event stream's bounds from the environment (decision 022): SANDBOX_STREAM_HEARTBEAT_MS,
 * SANDBOX_STREAM_STALL_MS and SANDBOX_STREAM_MAX_AGE_MS, in ms (tests shorten them to see a
 * stream end and resume). Throws a one-line reason for a bad value.
 */
export function streamOptions(env: NodeJS.ProcessEnv = process.env): Partial<StreamLimits> {
  const out: Partial<StreamLimits> = {};
  const names = {
    heartbeatMs: 'SANDBOX_STREAM_HEARTBEAT_MS',
    stallMs: 'SANDBOX_STREAM_STALL_MS',
    maxAgeMs: 'SANDBOX_STREAM_MAX_AGE_MS',
  } as const;
  for (const [key, name] of Object.entries(names) as Array<[keyof typeof names, string]>) {
    const raw = env[name];
    if (raw === undefined) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 100) throw new Error(`${name} must be at least 100`);
    out[key] = value;
  }
  return out;
}
