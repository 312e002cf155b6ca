/**
 * `check-live --server URL` (issue #50 item 8, decision 041): the contract's read-only operations
 * against a live provider, each answer compared STRICTLY with the contract's schema, each drift one
 * line (`GET /cards/{card_id} → metadata.foo: unknown field`). Exit 0 when none, 1 when any (or a
 * read failed), 2 for a usage error. The app reads answers tolerantly (an unknown field is
 * ignored); this is the eye that sees them before the dashboard's live mode meets them. The seed
 * comes from VCS_SEED, never a flag (any user of the machine can read a process's arguments), and
 * is never printed.
 */
import { API_BASE_PATH } from '../../contract/base-paths';
import { checkReads, type Read } from './check-live-reads';
import { commandCall, commandError, commandName, readCommandLine } from './command-line';
import type { Drift } from './strict-answer';

const EXAMPLE_SERVER = `https://provider.example${API_BASE_PATH}`;

/** The usage text, naming the command as it was called (decision 038: `vcs-sandbox check-live`). */
const usage = (name: string) => `Usage: ${commandCall(name)} --server URL
Calls the read-only operations of the contract on a live card service (cards, a card and its
details, transactions, 3-D Secure challenges, the wallet, deposits, BINs, webhooks: never a
change) and compares every answer with the contract strictly. Prints one line per drift — an
unknown field, a missing field, a wrong type, an unknown enum value — and exits 1 if there is any,
0 if none. The account's seed comes from VCS_SEED, never from the arguments.

  --server URL   the service's API base, e.g. ${EXAMPLE_SERVER} (required)
  -h, --help     this text

Example: VCS_SEED=XXXX-XXXX-XXXX-XXXX ${commandCall(name)} --server http://127.0.0.1:8787${API_BASE_PATH}`;

/** Each read waits this long at most: a live service that hangs is a failure, not a wait. */
const READ_TIMEOUT_MS = 15_000;

/** A list's hundred items with the same drift are one line: the first, and how many more. */
function alike(drifts: Drift[]) {
  const groups = new Map<string, { drift: Drift; more: number }>();
  for (const drift of drifts) {
    const key = `${drift.path.replace(/\[\d+\]/g, '[]')} ${drift.problem}`;
    const group = groups.get(key);
    if (group) group.more += 1;
    else groups.set(key, { drift, more: 0 });
  }
  return [...groups.values()];
}

export async function main(args: string[] = process.argv.slice(2)): Promise<number> {
  const name = commandName('check-live');
  const { values } = readCommandLine(
    {
      name,
      usage: usage(name),
      // `seed` is declared only to refuse it with its reason, not as an unknown flag.
      options: { server: { type: 'string' }, seed: { type: 'string' } },
    },
    args,
  );
  const fail = (message: string) => commandError(name, message);
  if (values.seed !== undefined)
    fail('The seed is not taken from the command line (ps shows it to every user): use VCS_SEED.');
  if (!values.server) fail(`--server URL is required, e.g. --server ${EXAMPLE_SERVER}`);
  const server = values.server!;
  if (!URL.canParse(server) || !/^https?:$/.test(new URL(server).protocol))
    fail(`--server must be an http:// or https:// URL such as ${EXAMPLE_SERVER}`);
  const seed = process.env.VCS_SEED?.trim();
  if (!seed) fail('Give the account’s seed in VCS_SEED (XXXX-XXXX-XXXX-XXXX).');

  const base = server.replace(/\/+$/, '');
  const read: Read = async (path) => {
    const response = await fetch(base + path, {
      headers: { 'X-Seed': seed!, Accept: 'application/json' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      // Not JSON: compared as the text it is (a wrong type at the top).
      return { status: response.status, body: text };
    }
  };

  let result: Awaited<ReturnType<typeof checkReads>>;
  try {
    result = await checkReads(read);
  } catch (error) {
    console.error(`${name}: ${base} could not be read: ${(error as Error).message}`);
    return 1;
  }
  let drifts = 0;
  let failures = 0;
  for (const { line, drifts: found, error } of result.checked) {
    if (error) {
      failures += 1;
      console.log(`${line} → ${error}`);
    }
    for (const { drift, more } of alike(found))
      console.log(
        `${line} → ${drift.path}: ${drift.problem}${more ? ` (and ${more} more like it)` : ''}`,
      );
    drifts += alike(found).length;
  }
  if (result.skipped.length)
    console.log(`Not checked (nothing to read in this account): ${result.skipped.join(', ')}`);
  const answers = result.checked.length - failures;
  console.log(
    `${answers} answers from ${base} checked: ` +
      (drifts ? `${drifts} ${drifts === 1 ? 'drift' : 'drifts'}` : 'no drift') +
      (failures ? `, ${failures} failed` : '') +
      '.',
  );
  return drifts || failures ? 1 : 0;
}
