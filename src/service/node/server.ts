/**
 * The sandbox over HTTP: `npm run api [-- --port 8787 --host 127.0.0.1 --data FILE | --memory]
 * [--import-json OLD.json] [--allow-private-webhooks]`. State is kept in SQLite (default
 * .sandbox/sandbox.db); every answer waits for its commit. PORT and HOST override the defaults
 * too. One log line per request (never the seed or a body).
 */
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { hash } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { parseArgs } from 'node:util';
import { installSha256 } from '../domain/crypto';
import { createService } from '../index';
import { dataPath, openStore } from './open-store';
import { clientErrorResponse } from './client-error';
import { createWebhookSender, resolveHost } from './webhook-sender';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    memory: { type: 'boolean', default: false },
    'import-json': { type: 'string' },
    'allow-private-webhooks': { type: 'boolean', default: false },
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

installSha256((text) => hash('sha256', text, 'hex'));

const records = openStore({
  data: values.data,
  memory: values.memory,
  importJson: values['import-json'],
});

const service = createService({
  records,
  deliver: createWebhookSender({ allowPrivate: values['allow-private-webhooks'] }),
  allowPrivateWebhooks: values['allow-private-webhooks'],
  resolveHost,
  limits: values['no-rate-limits'] || process.env.SANDBOX_RATE_LIMITS === 'off' ? false : undefined,
});

const server = serve({
  hostname: host,
  port,
  fetch: (request, env: HttpBindings | Http2Bindings) => {
    const client = { address: env.incoming?.socket.remoteAddress };
    if (values.quiet) return service.handle(request, client);
    const started = performance.now();
    return service.handle(request, client).then((response) => {
      const { pathname } = new URL(request.url);
      console.log(
        `${new Date().toISOString()} ${request.method} ${pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms`,
      );
      return response;
    });
  },
});

server.on('listening', () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Sandbox API listening on http://${host}:${actualPort}/v1/api (${records ? `state in ${dataPath(values.data)}` : 'state in memory only'})`,
  );
});
server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
  if (!socket.writable) return socket.destroy();
  socket.end(clientErrorResponse(error.code));
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
    // Nothing waits for webhook retries: a delivery still pending stays so in the saved state and
    // resumes when the sandbox starts again.
    records?.close?.();
    clearTimeout(timeout);
    console.log('Sandbox API stopped.');
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open.
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
