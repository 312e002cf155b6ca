import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE_PATH } from '../src/contract/errors';
import { PRERENDERED_FRAMES, frameFileFor } from '../src/lib/prerendered-frames';
import { BODY_LIMIT_BYTES } from '../src/contract/limits';
import { parseTrusted } from '../src/service/node/client-address';
import { installAlerts, type AlertsConfig } from './alerts';
import { AlertsUnavailable } from './alerts/alerts-unavailable';
import { errorResponse } from './error-answer';
import { proxyHandler } from './proxy';
import { clientGone, escapeForLog, hasTraversal, isUnlogged } from './request-line';
import { parseHeadersFile } from './security-headers';

export type ServeOptions = {
  /** The built app (`dist/`). */
  root: string;
  /** Where `/v1/api/*` goes, e.g. `https://provider.example/v1/api`; no proxy when absent. */
  upstream?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
  /**
   * TRUST_PROXY: the proxies (addresses, CIDR ranges) whose X-Forwarded-For names the visitor, for
   * the /v1/api proxy and the alert routes alike (decision 015); none by default.
   */
  trustProxy?: string;
  /** Card alerts by Web Push (issue #34); off when absent. */
  alerts?: AlertsConfig;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The production server of the dashboard: `dist/` with the build's security headers, SPA fallback,
 * immutable caching for hashed assets, precompressed assets, and a same-origin `/v1/api` proxy.
 */
export function createServeApp(options: ServeOptions) {
  const { root, upstream, timeoutMs = 15_000, log, alerts } = options;
  const trusted = parseTrusted(options.trustProxy);
  const headersPath = join(root, '_headers');
  if (!existsSync(join(root, 'index.html')) || !existsSync(headersPath))
    throw new Error(`${root} holds no build (index.html and _headers): run npm run build first`);
  const security = parseHeadersFile(readFileSync(headersPath, 'utf8'));
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  // The prerendered frames of pages with a changing part (a card's page), read once like
  // index.html; a build without them falls back to index.html (prerendered-frames.ts).
  const frames = new Map<string, string>(
    PRERENDERED_FRAMES.filter(({ file }) => existsSync(join(root, file))).map(({ file }) => [
      file,
      readFileSync(join(root, file), 'utf8'),
    ]),
  );

  const app = new Hono();
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    for (const [name, value] of Object.entries(security)) c.header(name, value);
    // A refusal its route logs once per burst (POST /hooks/:id past its budget) has no line here.
    if (isUnlogged(c)) return;
    // Method, path and status only: never a query string, a header or a body (they carry seeds).
    // Escaped: the path is the client's text (decision 015).
    const outcome = clientGone(c) ? 'aborted' : c.res.status;
    const line = `${c.req.method} ${c.req.path} ${outcome} ${Math.round(performance.now() - started)}ms`;
    log?.(escapeForLog(line));
  });
  // A client that left mid-request makes reading its body fail: nobody is there to answer.
  app.onError((error, c) => {
    if (clientGone(c)) return new Response(null, { status: 499 });
    // The alerts' PostgreSQL is down or restarting (decision 046): the caller retries.
    if (error instanceof AlertsUnavailable)
      return errorResponse('alerts_unavailable', 'The alert records cannot be reached; retry.', {
        'Retry-After': '5',
      });
    console.error('serve: unexpected error', error);
    return errorResponse('internal_error', 'The server failed unexpectedly.');
  });
  app.use(async (c, next) => {
    if (!hasTraversal(c)) return next();
    return errorResponse('invalid_request', 'The path holds an encoded or dot segment.');
  });

  app.get('/healthz', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' }));

  if (alerts) installAlerts(app, { log, ...alerts }, trusted);

  const api = `${API_BASE_PATH}/*`;
  app.all(API_BASE_PATH, (c) => c.redirect(`${API_BASE_PATH}/`, 308));
  if (upstream) {
    app.use(
      api,
      bodyLimit({
        maxSize: BODY_LIMIT_BYTES,
        onError: () => errorResponse('payload_too_large', 'The body is larger than 64 KiB.'),
      }),
    );
    app.all(api, proxyHandler({ upstream, timeoutMs, trusted }));
  } else {
    app.all(api, () =>
      errorResponse('upstream_unavailable', 'No card service is configured (API_UPSTREAM).'),
    );
  }

  // Hashed file names never change content: cache for a year. Everything else is revalidated.
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_p, c) => c.header('Cache-Control', IMMUTABLE),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) =>
        c.header(
          'Cache-Control',
          // The found file may be the .br or .gz beside index.html. The service worker too: a
          // shared cache must not hold back a new build's worker for an hour (decision 010).
          /(\.html|\/sw\.js)(\.br|\.gz)?$/.test(path) ? 'no-cache' : 'public, max-age=3600',
        ),
    }),
  );
  // SPA fallback: every other GET is the app's index.html; other methods are refused.
  app.get('*', (c) => {
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    const frame = frames.get(frameFileFor(c.req.path) ?? '');
    return c.html(frame ?? indexHtml, 200, { 'Cache-Control': 'no-cache' });
  });
  app.all('*', (c) => c.text('Method not allowed', 405));
  return app;
}
