/**
 * npm run snapshot -- export [--out FILE] | import FILE [--replace]
 *   [--api http://127.0.0.1:8787/v1/api]; the seed from --seed or the SANDBOX_SEED variable.
 *
 * An account's snapshot from a running sandbox (`npm run api`) to a file and back (decision 023):
 * import makes a new account and prints its seed once; `--replace` puts the file over the seed's
 * account. A refusal prints the sandbox's sentence and exits 1, nothing changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:8787/v1/api' },
    seed: { type: 'string', default: process.env.SANDBOX_SEED },
    out: { type: 'string' },
    replace: { type: 'boolean', default: false },
  },
});
const [command, file] = positionals;
const base = values.api!.replace(/\/$/, '');

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

async function send(path: string, init: RequestInit = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (values.seed) headers['X-Seed'] = values.seed;
  const response = await fetch(base + path, { ...init, headers }).catch((error: Error) =>
    stop(`No sandbox at ${base}: ${error.message}. Start one with npm run api.`),
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
  if (!values.seed) stop('export needs the account: --seed SEED (or SANDBOX_SEED).');
  const text = await send('/sandbox/snapshot');
  if (values.out) {
    writeFileSync(values.out, text);
    console.log(`Snapshot written to ${values.out} (${Buffer.byteLength(text)} bytes).`);
  } else process.stdout.write(text + '\n');
} else if (command === 'import' && file) {
  if (values.replace && !values.seed) stop('--replace needs the account: --seed SEED.');
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
} else {
  stop('Usage: npm run snapshot -- export [--out FILE] | import FILE [--replace] [--seed SEED]');
}
