/**
 * `vcs-sandbox snapshot export [--out FILE] | import FILE [--replace] [--server URL]`, or
 * `npm run snapshot -- …` in the clone (decisions 023 and 038); the seed from the SANDBOX_SEED
 * variable or the first line of standard input, never from the arguments (the process list shows
 * them: issue #47).
 *
 * An account's snapshot from a running sandbox (`api`) to a file and back: import makes a new
 * account and prints its seed once; `--replace` puts the file over the seed's account. A refusal
 * prints the sandbox's sentence and exits 1, nothing changed. The server's URL is `--server`, as
 * for `listen`; `--api` is its old name, still read (issue #50 item 1).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { commandCall, commandError, commandName, readCommandLine } from './command-line';
import { seedFromInput } from './seed-input';

const DEFAULT_SERVER = 'http://127.0.0.1:8787/v1/api';
const usage = (
  name: string,
) => `Usage: ${commandCall(name)} export [--out FILE] | import FILE [--replace]  [--server URL]
An account's snapshot from a running sandbox (${commandName('api')}) to a file, and back.

  export             print the account's snapshot (JSON), or write it to --out FILE
  import FILE        make a new account from FILE and print its seed once
  import FILE --replace
                     put FILE over the seed's account instead
  --server URL       the sandbox's API (default ${DEFAULT_SERVER}); --api URL, its old name,
                     is still accepted
  -h, --help         this text

The seed (export, import --replace) comes from SANDBOX_SEED or standard input, never the arguments:
  SANDBOX_SEED=XXXX-XXXX-XXXX-XXXX ${commandCall(name)} export --out account.json
  ${commandCall(name)} import account.json --replace < seed.txt`;

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function main(args: string[]): Promise<number> {
  const name = commandName('snapshot');
  const { values, positionals } = readCommandLine(
    {
      name,
      usage: usage(name),
      positionals: true,
      options: {
        server: { type: 'string' },
        api: { type: 'string' },
        // Declared only to refuse it with the reason below, not as an unknown flag.
        seed: { type: 'string' },
        out: { type: 'string' },
        replace: { type: 'boolean', default: false },
      },
    },
    args,
  );
  const [command, file] = positionals;
  const server = values.server ?? values.api ?? DEFAULT_SERVER;
  if (!URL.canParse(server)) commandError(name, `--server must be a URL such as ${DEFAULT_SERVER}`);
  const base = server.replace(/\/$/, '');

  if (values.seed !== undefined)
    stop(
      `The seed is not taken from the command line: any user of this machine can read a process's arguments.\n${usage(name)}`,
    );
  if (command !== 'export' && command !== 'import')
    commandError(
      name,
      command ? `unknown command ${command}; export or import FILE` : 'export or import FILE?',
    );
  if (command === 'import' && !file) commandError(name, 'import needs the snapshot FILE');
  if (positionals.length > (command === 'import' ? 2 : 1))
    commandError(name, `unexpected argument ${positionals.at(-1)}`);
  const needsSeed = command === 'export' || (command === 'import' && values.replace);
  let seed: string | null = null;
  if (needsSeed)
    seed = await seedFromInput('Seed (XXXX-XXXX-XXXX-XXXX): ').catch((error: Error) =>
      stop(error.message),
    );
  if (needsSeed && !seed)
    stop(
      `${command === 'export' ? 'export' : '--replace'} needs the account's seed.\n${usage(name)}`,
    );

  async function send(path: string, init: RequestInit = {}) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (seed) headers['X-Seed'] = seed;
    const response = await fetch(base + path, { ...init, headers }).catch((error: Error) =>
      stop(`No sandbox at ${base}: ${error.message}. Start one with ${commandName('api')}.`),
    );
    const text = await response.text();
    if (!response.ok) {
      let message = text;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        // not the error shape: print what came back
      }
      stop(`Refused (${response.status}): ${message}`);
    }
    return text;
  }

  if (command === 'export') {
    const text = await send('/sandbox/snapshot');
    if (values.out) {
      writeFileSync(values.out, text);
      console.log(`Snapshot written to ${values.out} (${Buffer.byteLength(text)} bytes).`);
    } else process.stdout.write(text + '\n');
  } else if (file) {
    let body: string;
    try {
      body = readFileSync(file, 'utf8');
    } catch (error) {
      stop(`Cannot read ${file}: ${(error as Error).message}`);
    }
    const path = values.replace ? '/sandbox/snapshot' : '/sandbox/snapshot/accounts';
    const result = JSON.parse(await send(path, { method: 'POST', body })) as {
      seed?: string;
      cards: number;
      transactions: number;
      webhooks: { id: string; secret: string }[];
    };
    console.log(
      `Imported ${result.cards} cards and ${result.transactions} transactions` +
        (values.replace ? " over the seed's account." : ' into a new account.'),
    );
    if (result.seed) console.log(`Seed: ${result.seed} (shown once; keep it)`);
    for (const hook of result.webhooks) console.log(`Webhook ${hook.id} secret: ${hook.secret}`);
  }
  return 0;
}
