// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, startApi } from '../../test/api-process';

/** `npm run api` as a person runs it, until it exits (a refused fixture never listens). */
function refusedApi(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/service/node/server.ts', '--memory', '--port', '0', ...args],
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

/** Issue #50 item 5 over real HTTP (decision 041): `npm run api -- --fixture FILE`. */
describe('npm run api -- --fixture FILE', () => {
  it('builds the fixture in a new account before it listens and prints its seed', async () => {
    const api = await startApi(['--fixture', 'docs/fixtures/first-week.json']);
    try {
      const line =
        /Fixture docs\/fixtures\/first-week\.json ran 13 steps in a new account\. Seed: (\S+)/.exec(
          api.logs.join(''),
        );
      expect(line).not.toBeNull();
      const seed = line![1]!;
      const cards = await call(api.base, 'GET', '/cards', { seed });
      expect(cards.body.data.map((c: { label: string }) => c.label).sort()).toEqual([
        'My first card',
        'Travel',
      ]);
      const history = await call(api.base, 'GET', '/transactions', { seed });
      expect(history.body.pagination.total).toBe(5);
    } finally {
      await api.stop();
    }
  }, 30_000);

  it('refuses a file that is not valid, naming each step and field, and runs nothing', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fixture-')), 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        steps: [
          {
            name: 'fund',
            operation: 'fundCard',
            params: { id: '${cards.data.0.id}' },
            body: { amount: '5' },
          },
          { name: 'cards', operation: 'listCards' },
        ],
      }),
    );
    const [refused, both] = await Promise.all([
      refusedApi(['--fixture', file]),
      refusedApi(['--fixture', file, '--scenario', 'busy-month']),
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      `npm run api: --fixture ${file} is not a valid fixture:\n` +
        '  step 1 "fund": body.amount: must be a number\n' +
        '  step 1 "fund": params.id: ${cards.data.0.id} names no earlier step (a step reads only the answers before it) (see npm run api -- --help)\n',
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--fixture and --scenario each make an account/);
  }, 30_000);
});
