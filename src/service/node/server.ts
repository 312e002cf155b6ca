/**
 * The sandbox over HTTP: `npm run api [-- --port 8787 --host 127.0.0.1 --data FILE --allow-http-webhooks]`.
 * PORT and HOST override the defaults too. One log line per request (never the seed or a body).
 */
import { serve } from '@hono/node-server';
import { parseArgs } from 'node:util';
import { createService, type Deliver } from '../index';
import { fileStore } from './file-store';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    'allow-http-webhooks': { type: 'boolean', default: false },
    'no-rate-limits': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 8787);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`);
  process.exit(2);
}

/** Real webhook deliveries: a POST with a 5 s timeout; the service retries with backoff. */
const deliver: Deliver = async ({ url, body, headers }) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(5000),
  });
  await response.body?.cancel();
  return response.status;
};

const service = createService({
  store: values.data ? fileStore(values.data) : undefined,
  persistDebounceMs: 200,
  deliver,
  allowLoopbackHttpWebhooks: values['allow-http-webhooks'],
  limits: values['no-rate-limits'] || process.env.SANDBOX_RATE_LIMITS === 'off' ? false : undefined,
});

const server = serve({
  hostname: host,
  port,
  fetch: async (request) => {
    const started = performance.now();
    const response = await service.handle(request);
    if (!values.quiet) {
      const { pathname } = new URL(request.url);
      console.log(
        `${new Date().toISOString()} ${request.method} ${pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms`,
      );
    }
    return response;
  },
});

server.on('listening', () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Sandbox API listening on http://${host}:${actualPort}/v1/api${values.data ? ` (state in ${values.data})` : ''}`,
  );
});
server.on('error', (error) => {
  console.error(`Sandbox API failed: ${error.message}`);
  process.exit(1);
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`Received ${signal}, stopping…`);
  const timeout = setTimeout(() => process.exit(1), 5000);
  server.close(() => {
    void Promise.race([service.flush(), new Promise((r) => setTimeout(r, 3000))]).then(() => {
      clearTimeout(timeout);
      console.log('Sandbox API stopped.');
      process.exit(0);
    });
  });
  // Idle keep-alive connections would hold close() open.
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
