import * as z from 'zod/mini';

/**
 * Which service the dashboard talks to: the in-browser sandbox (demo), a sandbox server
 * (`npm run api`), or a live provider. Remembered in localStorage; changing it reloads the app.
 */
export const CONNECTION_MODES = ['demo', 'sandbox', 'live'] as const;
export type ConnectionMode = (typeof CONNECTION_MODES)[number];
export type Connection = { mode: ConnectionMode; baseUrl: string };

const KEY = 'vcs.connection';

const isLoopback = (host: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(host);

export const baseUrlSchema = z
  .pipe(
    z.string().check(z.trim()).check(z.minLength(1, 'Enter the API base URL')),
    z.transform((v) => v.replace(/\/+$/, '')),
  )
  .check(
    z.refine((v) => {
      // A path is this site's own origin: `npm run serve` or the host proxies it to the service.
      if (v.startsWith('/')) return !v.startsWith('//');
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
      } catch {
        return false;
      }
    }, 'Use /v1/api on this site, an https:// URL, or http:// only for localhost'),
  )
  .check(z.refine((v) => v.endsWith('/v1/api'), 'The base URL ends in /v1/api'));

export const connectionSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('demo'), baseUrl: z.string() }),
  z.object({ mode: z.literal('sandbox'), baseUrl: baseUrlSchema }),
  z.object({ mode: z.literal('live'), baseUrl: baseUrlSchema }),
]);

export function defaultConnection(env: { demo: boolean; apiBaseUrl: string }): Connection {
  return env.demo
    ? { mode: 'demo', baseUrl: env.apiBaseUrl }
    : { mode: 'live', baseUrl: env.apiBaseUrl };
}

export function readConnection(env: { demo: boolean; apiBaseUrl: string }): Connection {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw) {
      const parsed = connectionSchema.safeParse(JSON.parse(raw));
      if (parsed.success)
        return parsed.data.mode === 'demo'
          ? { mode: 'demo', baseUrl: env.apiBaseUrl }
          : parsed.data;
    }
  } catch {
    // fall through to the default
  }
  return defaultConnection(env);
}

export function saveConnection(connection: Connection) {
  try {
    localStorage.setItem(KEY, JSON.stringify(connection));
  } catch {
    // The choice still applies to this page load.
  }
}

export const MODE_LABEL: Record<ConnectionMode, string> = {
  demo: 'DEMO',
  sandbox: 'SANDBOX',
  live: 'LIVE',
};
