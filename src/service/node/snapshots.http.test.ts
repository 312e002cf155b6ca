// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from '../../test/api-process';

const run = promisify(execFile);

/** docs/api.md's curl example for snapshots, one command per entry (continuations joined). */
function curlExample(): string[] {
  const doc = readFileSync('docs/api.md', 'utf8');
  const section = doc.slice(doc.indexOf('### `GET /sandbox/snapshot`'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
  return block
    .replace(/\\\n\s*/g, '')
    .trim()
    .split('\n');
}

/** Issue #31 item 6 over real HTTP (`npm run api`), its curl example and its command line. */
describe('account snapshots over HTTP', () => {
  let api: Api;
  let seed: string;
  const dir = mkdtempSync(join(tmpdir(), 'snapshots-'));
  const get = async (path: string, account: string) =>
    (await fetch(api.base + path, { headers: { 'X-Seed': account } })).json() as Promise<{
      data: { id: string; label?: string; balance?: number }[];
    }>;
  /** What a person sees: the cards (no numbers) and the first 100 transactions. */
  const listing = async (account: string) => ({
    cards: (await get('/cards?per_page=100', account)).data.map(({ id, label, balance }) => ({
      id,
      label,
      balance,
    })),
    transactions: (await get('/transactions?per_page=100', account)).data.map((t) => t.id),
  });

  beforeAll(async () => {
    api = await startApi(['--scenario', 'busy-month', '--random-seed', '7']);
    for (let i = 0; i < 100 && !/Seed: /.test(api.logs.join('')); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    seed = /Seed: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(api.logs.join(''))![1]!;
    // The same figures every run (decision 036): CI can count on them.
    expect(api.logs.join('')).toMatch(
      /Scenario busy-month loaded into a new account \(3 cards, 203 transactions, random seed 7\)\. Seed: /,
    );
  }, 30_000);
  afterAll(() => api.stop());

  it("runs docs/api.md's curl example: export, import as new, replace; the accounts list the same", async () => {
    const other = (
      (await (await fetch(api.base + '/', { method: 'POST' })).json()) as {
        seed: string;
      }
    ).seed;
    const outputs: string[] = [];
    for (const command of curlExample()) {
      const line = command
        .replaceAll('http://127.0.0.1:8787/v1/api', api.base)
        .replaceAll('XXXX-XXXX-XXXX-XXXX', seed)
        .replaceAll('YYYY-YYYY-YYYY-YYYY', other);
      outputs.push((await run('sh', ['-c', line], { cwd: dir })).stdout);
    }
    expect(outputs).toHaveLength(3);
    const file = readFileSync(join(dir, 'account.json'), 'utf8');
    expect(file).not.toContain(seed);
    const made = JSON.parse(outputs[1]!) as { seed: string; cards: number };
    expect(made.cards).toBe(3);
    const original = await listing(seed);
    expect(original.transactions).toHaveLength(100);
    expect(await listing(made.seed)).toEqual(original);
    expect(JSON.parse(outputs[2]!)).toMatchObject({ cards: 3 });
    expect(await listing(other)).toEqual(original);
  }, 30_000);

  it("refuses a truncated file, one over 1 MiB, a foreign one and webhooks into the server's network; nothing changes", async () => {
    const file = await (
      await fetch(api.base + '/sandbox/snapshot', { headers: { 'X-Seed': seed } })
    ).text();
    const before = await listing(seed);
    const post = (body: string) =>
      fetch(api.base + '/sandbox/snapshot', {
        method: 'POST',
        headers: { 'X-Seed': seed, 'Content-Type': 'application/json' },
        body,
      });
    const truncated = await post(file.slice(0, 5000));
    expect(truncated.status).toBe(400);
    expect(await truncated.json()).toMatchObject({ error: 'invalid_json', code: 400 });
    const huge = await post(
      file.replace('"account":', `"pad":"${'x'.repeat(1_100_000)}","account":`),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: 'payload_too_large', code: 413 });
    const foreign = await post('{"hello":"world"}');
    expect(foreign.status).toBe(400);
    // A file's webhooks are vetted as a registration's: no delivery to the server's own network.
    for (const url of ['http://127.0.0.1:9/x', 'https://169.254.169.254/latest/meta-data/']) {
      const hooked = JSON.parse(file);
      hooked.account.webhooks = [
        { id: 'wh_inside', url, events: ['*'], active: true, createdAt: hooked.exportedAt },
      ];
      const refused = await post(JSON.stringify(hooked));
      expect(refused.status, url).toBe(400);
      expect(await refused.json(), url).toMatchObject({ error: 'invalid_request' });
      const made = await fetch(api.base + '/sandbox/snapshot/accounts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(hooked),
      });
      expect(made.status, url).toBe(400);
    }
    expect(await listing(seed)).toEqual(before);
  }, 30_000);

  it('npm run snapshot exports and imports against the server, and says why it refuses', async () => {
    /** The CLI with `env` added; `input` is its standard input (closed, empty, unless given). */
    // The server's URL is --server, as for listen; --api, its old name, still reaches it (issue #50).
    const cli = (
      args: string[],
      env: Record<string, string> = {},
      input = '',
      flag = '--server',
    ) => {
      const running = run(
        process.execPath,
        ['--import', 'tsx', 'scripts/snapshot.ts', ...args, flag, api.base],
        { env: { ...process.env, SANDBOX_SEED: '', ...env } },
      );
      running.child.stdin!.end(input);
      return running;
    };
    const out = join(dir, 'cli.json');
    await cli(['export', '--out', out], { SANDBOX_SEED: seed });
    const imported = await cli(['import', out]);
    const copy = /Seed: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(imported.stdout)![1]!;
    expect((await listing(copy)).cards).toEqual((await listing(seed)).cards);
    // The seed on standard input (issue #47 item 11b): a replace of the copy by the same file.
    const replaced = await cli(['import', out, '--replace'], {}, `${copy}\n`);
    expect(replaced.stdout).toMatch(/over the seed's account/);
    // The refusals are independent: their CLIs run side by side (each is a Node start, 0.4 s of CPU
    // and 2 s with the machine's load at 22, 2026-11-29; six in a row ran past 30 s at load 30).
    writeFileSync(
      join(dir, 'bad.json'),
      '{"format":"virtual-card-sandbox.account-snapshot","version":9}',
    );
    await Promise.all([
      // Never from the arguments, which the process list shows to every user of the machine.
      expect(cli(['export', '--seed', seed, '--out', out])).rejects.toMatchObject({
        stderr: expect.stringMatching(
          /not taken from the command line[\s\S]*Usage: npm run snapshot/,
        ),
      }),
      expect(cli(['export', '--out', out])).rejects.toMatchObject({
        stderr: expect.stringMatching(/export needs the account's seed[\s\S]*SANDBOX_SEED/),
      }),
      expect(cli(['export'], {}, 'not-a-seed\n')).rejects.toMatchObject({
        stderr: expect.stringMatching(/not a seed/),
      }),
      expect(cli(['import', join(dir, 'bad.json')], {}, '', '--api')).rejects.toMatchObject({
        stderr: expect.stringMatching(/Refused \(400\): This snapshot is version 9/),
      }),
    ]);
  }, 60_000);
});
