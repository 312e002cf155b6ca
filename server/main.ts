/**
 * npm run serve — the built dashboard as a real site (docs: README "Deploy").
 *   PORT (4173), HOST (127.0.0.1), API_UPSTREAM (e.g. https://provider.example/v1/api),
 *   DIST (dist), API_TIMEOUT_MS (15000); HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS and
 *   KEEP_ALIVE_TIMEOUT_MS (src/service/node/http-timeouts.ts); card alerts (decision 025):
 *   DATA_DIR (.serve-data), VAPID_SUBJECT, TRUST_PROXY, ALERTS_LOOPBACK_PUSH=1 (tests only).
 */
import type { Server } from 'node:http';
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
