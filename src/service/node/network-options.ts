import type { ServerOptions } from 'node:http';
import { DEFAULT_LIMITS } from '../domain/rate-limit';
import { parseTrusted, type Trusted } from './client-address';
import { httpServerOptions } from './http-timeouts';

export type NetworkOptions = {
  /** Proxies whose X-Forwarded-For is believed; none by default (decision 015). */
  trusted: Trusted;
  signupsPerMinute: number;
  serverOptions: ServerOptions;
};

/**
 * `--trust-proxy` / TRUST_PROXY, `--signups-per-minute` / SANDBOX_SIGNUPS_PER_MINUTE and the
 * timeouts of `npm run api`, read in one place; throws a one-line reason for a bad value.
 */
export function networkOptions(
  flags: { 'trust-proxy'?: string | undefined; 'signups-per-minute'?: string | undefined },
  env: NodeJS.ProcessEnv = process.env,
): NetworkOptions {
  const signupsPerMinute = Number(
    flags['signups-per-minute'] ??
      env.SANDBOX_SIGNUPS_PER_MINUTE ??
      DEFAULT_LIMITS.signupsPerMinute,
  );
  if (!Number.isInteger(signupsPerMinute) || signupsPerMinute < 1)
    throw new Error('--signups-per-minute must be a positive integer');
  return {
    trusted: parseTrusted(flags['trust-proxy'] ?? env.TRUST_PROXY),
    signupsPerMinute,
    serverOptions: httpServerOptions(env),
  };
}
