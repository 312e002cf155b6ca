/**
 * npm run serve — the built dashboard as a real site (docs: README "Deploy").
 *   PORT (4173), HOST (127.0.0.1), API_UPSTREAM (e.g. https://provider.example/v1/api),
 *   DIST (dist), API_TIMEOUT_MS (15000); HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS and
 *   KEEP_ALIVE_TIMEOUT_MS (src/service/node/http-timeouts.ts); card alerts (decision 025):
 *   DATA_DIR (.serve-data), VAPID_SUBJECT, TRUST_PROXY, ALERTS_LOOPBACK_PUSH=1 (tests only);
 *   ALERTS_MAX_HOOKS (10000), DATABASE_URL (postgres://…: the alerts in PostgreSQL, shared by every
 *   instance, decision 046; without it SQLite in DATA_DIR).
 */
import type { Server } from 'node:http';
import type { AlertsBackend } from './alerts';
import { isPostgresUrl, openPostgresAlerts } from './alerts/postgres-alerts';
import { createServeApp } from './app';
import { createServeServer } from './listen';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const upstream = process.env.API_UPSTREAM || undefined;
if (upstream && !/^https?:\/\//.test(upstream)) {
  console.error(`API_UPSTREAM must be an http(s) URL ending in /v1/api, not ${upstream}`);
  process.exit(1);
}

const log = (line: string) => console.warn(line);

const maxHooks = process.env.ALERTS_MAX_HOOKS || undefined;
if (maxHooks !== undefined && !/^[1-9]\d*$/.test(maxHooks)) {
  console.error(`ALERTS_MAX_HOOKS must be a whole number above 0, not ${maxHooks}`);
  process.exit(1);
}
const limits = maxHooks ? { hooksTotal: Number(maxHooks) } : undefined;
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL must be a postgres:// URL (or unset: SQLite in DATA_DIR)');
  process.exit(1);
}
let backend: AlertsBackend | undefined;
if (databaseUrl) {
  try {
    const opened = await openPostgresAlerts(databaseUrl, { limits });
    backend = opened.backend;
    log(`alerts on PostgreSQL; migrations applied now: ${opened.applied.join(', ') || 'none'}`);
  } catch (error) {
    // The message, never the URL: it may hold a password.
    console.error(`PostgreSQL (DATABASE_URL): ${(error as Error).message}`);
    process.exit(1);
  }
}

let app;
try {
  app = createServeApp({
    root: process.env.DIST ?? 'dist',
    upstream,
    timeoutMs: Number(process.env.API_TIMEOUT_MS ?? 15_000),
    log,
    trustProxy: process.env.TRUST_PROXY || undefined,
    alerts: {
      dir: process.env.DATA_DIR || '.serve-data',
      subject: process.env.VAPID_SUBJECT || undefined,
      loopback: process.env.ALERTS_LOOPBACK_PUSH === '1',
      limits,
      backend,
    },
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let server: Server;
try {
  server = createServeServer(app, log);
} catch (error) {
  console.error((error as Error).message); // a timeout variable that is not a number
  process.exit(1);
}
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.warn(
    `serving on http://${host}:${actualPort}/` +
      (upstream ? ` — /v1/api → ${new URL(upstream).origin}` : ' — no API_UPSTREAM'),
  );
});

// Stop taking connections, let the ones in flight finish, then exit (SIGTERM from a supervisor).
function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
