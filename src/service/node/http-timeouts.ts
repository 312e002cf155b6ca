import type { ServerOptions } from 'node:http';

/**
 * Timeouts of both Node servers (`npm run api`, `npm run serve`; decision 015). Node's defaults
 * hold a slow client for 60 s of headers and 300 s of body, checked only every 30 s; a few hundred
 * slow connections then hold the server. Each can be set in ms from the environment:
 * HEADERS_TIMEOUT_MS (10 s), REQUEST_TIMEOUT_MS (30 s: the whole request, not the answer),
 * KEEP_ALIVE_TIMEOUT_MS (5 s idle between requests; longer than the serve proxy's own 4 s idle
 * pool, so the proxy never reuses a connection the sandbox is closing).
 */
export function httpServerOptions(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const ms = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`${name} must be a positive integer`);
    return value;
  };
  const headersTimeout = ms('HEADERS_TIMEOUT_MS', 10_000);
  // Node refuses a headers timeout longer than the request timeout.
  const requestTimeout = Math.max(ms('REQUEST_TIMEOUT_MS', 30_000), headersTimeout);
  return {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: ms('KEEP_ALIVE_TIMEOUT_MS', 5_000),
    // How often Node looks for connections past those timeouts (default 30 s).
    connectionsCheckingInterval: Math.min(1_000, headersTimeout),
  };
}
