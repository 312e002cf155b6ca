import { SCENARIOS } from '../domain/scenarios';
import { commandCall, commandError, commandName, readCommandLine } from './command-line';

/** `api --help`: how it is called depends on where from (`npm run api --`, `vcs-sandbox api`). */
export const apiUsage = (name: string) => `Usage: ${commandCall(name)} [flags]
The card service's sandbox over HTTP, at http://HOST:PORT/v1/api.

  --port N                   port to listen on (default 8787, or PORT)
  --host ADDRESS             address to listen on (default 127.0.0.1, or HOST)
  --data FILE                SQLite file the state is kept in (default .sandbox/sandbox.db)
  --memory                   keep the state in memory only (lost when the server stops)
  --import-json FILE         move an older sandbox's JSON state into a new --data file
  --scenario NAME            start with a new account holding a named scenario; prints its seed
                             (${SCENARIOS.map((s) => s.id).join(', ')})
  --random-seed N            with --scenario: the same N builds the same data (0 to 4294967295)
  --fixture FILE             start with a new account built by a fixture file's steps (JSON,
                             e.g. docs/fixtures/first-week.json); prints its seed
  --allow-private-webhooks   let webhooks be delivered to private and loopback addresses
  --no-rate-limits           answer every request (or SANDBOX_RATE_LIMITS=off)
  --signups-per-minute N     new accounts per minute per client (or SANDBOX_SIGNUPS_PER_MINUTE)
  --trust-proxy LIST         proxies whose X-Forwarded-For is believed (or TRUST_PROXY)
  --quiet                    no log line per request
  -h, --help                 this text

Webhook delivery's and the event stream's timing come from the environment:
SANDBOX_WEBHOOK_TIMEOUT_MS, SANDBOX_WEBHOOK_RETRY_MS, SANDBOX_WEBHOOK_HOST_BACKOFF_MS,
SANDBOX_WEBHOOK_STALE_MS (with DATABASE_URL), SANDBOX_STREAM_HEARTBEAT_MS, SANDBOX_STREAM_STALL_MS, SANDBOX_STREAM_MAX_AGE_MS (README.md).

Example: ${commandCall(name)} --memory --scenario busy-month --random-seed 7`;

/** `npm run api`'s flags (issue #50 item 1): `--help`, and one line for a mistake, never a stack. */
export function apiOptions(args?: string[]) {
  const name = commandName('api');
  const { values } = readCommandLine(
    {
      name,
      usage: apiUsage(name),
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        memory: { type: 'boolean', default: false },
        'import-json': { type: 'string' },
        'allow-private-webhooks': { type: 'boolean', default: false },
        'no-rate-limits': { type: 'boolean', default: false },
        'trust-proxy': { type: 'string' },
        'signups-per-minute': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        scenario: { type: 'string' },
        'random-seed': { type: 'string' },
        fixture: { type: 'string' },
      },
    },
    args,
  );
  const port = Number(values.port ?? process.env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    commandError(
      name,
      `--port must be a port number (0 to 65535), not ${values.port ?? process.env.PORT}`,
    );
  let randomSeed: number | undefined;
  if (values['random-seed'] !== undefined) {
    randomSeed = Number(values['random-seed']);
    if (!/^\d{1,10}$/.test(values['random-seed']) || randomSeed > 4_294_967_295)
      commandError(name, `--random-seed must be a whole number from 0 to 4294967295`);
    if (!values.scenario) commandError(name, '--random-seed goes with --scenario NAME');
  }
  if (values.fixture !== undefined && values.scenario)
    commandError(
      name,
      '--fixture and --scenario each make an account: load the scenario in a fixture step (loadScenario)',
    );
  return { ...values, port, host: values.host ?? process.env.HOST ?? '127.0.0.1', randomSeed };
}
