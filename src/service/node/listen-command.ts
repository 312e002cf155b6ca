/**
 * `vcs-sandbox listen --forward-to http://127.0.0.1:3000/hooks [--server URL] [--after N]`, or
 * `npm run listen -- …` in the clone (issue #31, decisions 022 and 038): the account's events, read
 * from the sandbox's event stream, POSTed to a local URL and signed as webhooks are, with a secret
 * derived from the seed. The seed comes from SANDBOX_SEED or standard input, never the command
 * line: any user of the machine can read a process's arguments (`ps`), as `snapshot` (issue #47
 * item 11). The sandbox never connects to this machine: the stream is this process's own request.
 */
import { API_BASE_PATH } from '../../contract/errors';
import { commandCall, commandError, commandName, readCommandLine } from './command-line';
import { startListening } from './listen/listen';
import { seedFromInput } from './seed-input';

/** `api`'s default port (api-options.ts). */
const DEFAULT_SERVER = `http://127.0.0.1:8787${API_BASE_PATH}`;

const usage = (
  name: string,
) => `Usage: ${commandCall(name)} --forward-to URL [--server URL] [--after N]
The account's events, read from a running sandbox (${commandName('api')}) and POSTed to a
local URL, signed as webhooks are (the secret is printed at start). The seed comes from
SANDBOX_SEED or the first line of standard input, never from the arguments (the process list
shows them to every user).

  --forward-to URL   where each event is POSTed, e.g. http://127.0.0.1:3000/hooks (required)
  --server URL       the sandbox's API (default ${DEFAULT_SERVER})
  --after N          resume after event N (0 replays the account's whole event log)
  -h, --help         this text

Example: SANDBOX_SEED=XXXX-XXXX-XXXX-XXXX ${commandCall(name)} --forward-to http://127.0.0.1:3000/hooks`;

/** Forwards until SIGINT or SIGTERM (0) or a refusal it cannot retry (1). */
export async function main(args: string[]): Promise<number> {
  const name = commandName('listen');
  function fail(message: string): never {
    return commandError(name, message);
  }
  const { values } = readCommandLine(
    {
      name,
      usage: usage(name),
      options: {
        'forward-to': { type: 'string' },
        server: { type: 'string' },
        // Declared only to refuse it with the reason below, not as an unknown flag.
        seed: { type: 'string' },
        after: { type: 'string' },
      },
    },
    args,
  );

  const forwardTo = values['forward-to'];
  if (!forwardTo)
    fail('--forward-to URL is required, e.g. --forward-to http://127.0.0.1:3000/hooks');
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
    if (!/^\d{1,9}$/.test(values.after))
      fail('--after must be an event number (0 replays the log).');
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
  return listening.done;
}
