/**
 * `npm run listen -- --forward-to http://127.0.0.1:3000/hooks [--server URL] [--after N]` (issue #31, decision 022): the account's events, read from the sandbox's event
 * stream, POSTed to a local URL and signed as webhooks are, with a secret derived from the seed.
 * The seed comes from SANDBOX_SEED or standard input, never the command line: any user of the
 * machine can read a process's arguments (`ps`), as `npm run snapshot` (issue #47 item 11).
 * The sandbox never connects to this machine: the stream is this process's own request.
 */
import { parseArgs } from 'node:util';
import { API_BASE_PATH } from '../src/contract/errors';
import { startListening } from '../src/service/node/listen/listen';
import { seedFromInput } from './lib/seed-input';

/** `npm run api`'s default port (src/service/node/server.ts). */
const DEFAULT_SERVER = `http://127.0.0.1:8787${API_BASE_PATH}`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    'forward-to': { type: 'string' },
    server: { type: 'string' },
    seed: { type: 'string' },
    after: { type: 'string' },
  },
});

const forwardTo = values['forward-to'];
if (!forwardTo) fail('Usage: npm run listen -- --forward-to http://127.0.0.1:3000/hooks');
if (!URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol))
  fail(`--forward-to must be an http:// or https:// URL, not ${forwardTo}`);
const server = values.server ?? DEFAULT_SERVER;
if (!URL.canParse(server)) fail(`--server must be a URL such as ${DEFAULT_SERVER}`);
if (values.seed !== undefined)
  fail(
    "The seed is not taken from the command line: any user of this machine can read a process's arguments. Give it in SANDBOX_SEED or on standard input.",
  );
const seed = await seedFromInput('Seed (XXXX-XXXX-XXXX-XXXX): ').catch((error: Error) =>
  fail(error.message),
);
if (!seed) fail('Give the seed in SANDBOX_SEED or on standard input (XXXX-XXXX-XXXX-XXXX).');
let after: number | undefined;
if (values.after !== undefined) {
  if (!/^\d{1,9}$/.test(values.after)) fail('--after must be an event number (0 replays the log).');
  after = Number(values.after);
}

const listening = startListening({
  server,
  seed,
  forwardTo,
  after,
  log: (line) => console.log(line),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => listening.stop());
process.exitCode = await listening.done;
