/**
 * The sandbox over HTTP: `vcs-sandbox api [flags]`, or `npm run api -- [flags]` in the clone
 * (decision 038). The flags are in api-options.ts (`--help`). State is kept in SQLite (default
 * .sandbox/sandbox.db); every answer waits for its commit. PORT, HOST, TRUST_PROXY and
 * SANDBOX_SIGNUPS_PER_MINUTE set the same; the timeouts are in http-timeouts.ts, the event
 * stream's bounds in stream-options.ts (decision 022), webhook delivery's timing in
 * webhook-options.ts (decision 015). One log line per request (never the seed or a body).
 */
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { hash } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { installSha256 } from '../domain/crypto';
import { createService } from '../index';
import { dataPath, openSharedStore, openStore } from './open-store';
import type { PostgresStore } from './postgres-store';
import { DELIVERY_LIMITS } from '../delivery-limits';
import { clientErrorResponse } from './client-error';
import { clientAddress } from './client-address';
import { networkOptions, type NetworkOptions } from './network-options';
import { createWebhookSender } from './webhook-sender';
import { webhookOptions } from './webhook-options';
import { scenarioAccount } from './scenario-option';
import { fixtureAccount } from './fixture-option';
import { apiOptions } from './api-options';
import { commandError, commandName } from './command-line';
import { streamOptions } from './stream-options';
import { API_BASE_PATH } from '../../contract/errors';

/**
 * `api` (decision 038): the sandbox over HTTP with the command line's flags (apiOptions). Runs
 * until SIGINT or SIGTERM, which stop the server and end the process (`stop` below: pending
 * webhook retries do not hold it), so the promise settles only by the process ending.
 */
export async function main(args: string[]): Promise<number> {
  const name = commandName('api');
  const values = apiOptions(args);
  const { port, host } = values;

  let network: NetworkOptions;
  let streams: ReturnType<typeof streamOptions>;
  let webhooks: ReturnType<typeof webhookOptions>;
  try {
    network = networkOptions(values);
    streams = streamOptions();
    webhooks = webhookOptions();
  } catch (error) {
    commandError(name, (error as Error).message);
  }

  installSha256((text) => hash('sha256', text, 'hex'));

  // DATABASE_URL=postgres://… shares the records between instances (decision 047).
  const database = values.memory ? undefined : process.env.DATABASE_URL || undefined;
  if (database && values['import-json'])
    commandError(name, '--import-json writes a SQLite database; unset DATABASE_URL.');
  const records = database
    ? await openSharedStore(database)
    : openStore({
        data: values.data,
        memory: values.memory,
        importJson: values['import-json'],
      });

  const deliver = createWebhookSender({
    allowPrivate: values['allow-private-webhooks'],
    timeoutMs: webhooks.timeoutMs,
  });
  const shared = database ? (records as PostgresStore) : undefined;
  const service = createService({
    records,
    // On PostgreSQL, rate limits count across every instance (decision 047).
    sharedWindows: shared?.windows,
    deliver,
    deliveryLimits: webhooks.limits,
    allowPrivateWebhooks: values['allow-private-webhooks'],
    limits:
      values['no-rate-limits'] || process.env.SANDBOX_RATE_LIMITS === 'off'
        ? false
        : { signupsPerMinute: network.signupsPerMinute },
    // GET /sandbox/events/stream stays open for `listen` (decision 022).
    streams,
  });

  // On PostgreSQL each delivery is a job any instance may run (delivery-jobs.ts, decision 047).
  const jobs = shared
    ? await (
        await import('./delivery-jobs')
      ).startDeliveryJobs({
        url: database!,
        store: shared,
        deliver,
        limits: { ...DELIVERY_LIMITS, ...webhooks.limits },
        staleMs: webhooks.staleMs,
      })
    : undefined;

  let scenarioLine: string | undefined;
  if (values.scenario)
    try {
      scenarioLine = await scenarioAccount(service, values.scenario, values.randomSeed);
    } catch (error) {
      commandError(name, (error as Error).message);
    }
  if (values.fixture)
    try {
      scenarioLine = await fixtureAccount(service, values.fixture);
    } catch (error) {
      commandError(name, (error as Error).message);
    }

  const server = serve({
    hostname: host,
    port,
    serverOptions: network.serverOptions,
    fetch: (request, env: HttpBindings | Http2Bindings) => {
      const forwarded = request.headers.get('X-Forwarded-For');
      const client = {
        address: clientAddress(env.incoming?.socket.remoteAddress, forwarded, network.trusted),
      };
      if (values.quiet) return service.handle(request, client);
      const started = performance.now();
      return service.handle(request, client).then((response) => {
        const { pathname } = new URL(request.url);
        // A client that left before its answer is logged as such, not by the status nobody got.
        const outcome = request.signal.aborted ? 'aborted' : response.status;
        console.log(
          `${new Date().toISOString()} ${request.method} ${pathname} ${outcome} ${(performance.now() - started).toFixed(1)}ms`,
        );
        return response;
      });
    },
  });

  server.on('listening', () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const listening = `Sandbox API listening on http://${host}:${actualPort}${API_BASE_PATH} (${database ? 'state in PostgreSQL' : records ? `state in ${dataPath(values.data)}` : 'state in memory only'})`;
    // One write: whoever waits for "listening on" has the scenario's or fixture's seed in the same
    // chunk (two writes reached a test's pipe apart under load, and it read no seed).
    console.log(scenarioLine ? `${listening}\n${scenarioLine}` : listening);
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
    server.close(async () => {
      // Nothing waits for webhook retries: a delivery still pending stays so in the saved state and
      // resumes when the sandbox starts again (on PostgreSQL: its job waits for another instance).
      await jobs?.stop();
      records?.close?.();
      clearTimeout(timeout);
      console.log('Sandbox API stopped.');
      process.exit(0);
    });
    // Open event streams would hold close() open; their listeners resume after their last id.
    service.closeStreams();
    // Idle keep-alive connections would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  }
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return new Promise<number>(() => {});
}
