// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from '../../test/api-process';

/** docs/api.md's curl examples for the clock and the triggers, run as written (issue #31). */
describe('docs/api.md: the clock and trigger examples run against npm run api', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet']);
  }, 30_000);
  afterAll(() => api.stop());

  const example = (heading: string) => {
    const doc = readFileSync('docs/api.md', 'utf8');
    const at = doc.indexOf(heading);
    expect(at, heading).toBeGreaterThan(-1);
    return /```sh\n([\s\S]*?)```/.exec(doc.slice(at))![1]!;
  };
  const run = async (script: string, seed = '') =>
    (
      await promisify(execFile)('bash', ['-euc', script], {
        env: { ...process.env, API: api.base, SEED: seed },
      })
    ).stdout;

  it('a busy month, 6 minutes on: its 3-D Secure challenge expires', async () => {
    const out = await run(example('### `POST /sandbox/clock/advance`'));
    const answer = JSON.parse(out) as { offset_ms: number; fired: Array<{ kind: string }> };
    expect(answer.offset_ms).toBe(360_000);
    expect(answer.fired.map((f) => f.kind)).toContain('challenge_expired');
  }, 30_000);

  it('card.frozen triggered by name: a card is made and frozen', async () => {
    const made = await fetch(`${api.base}/`, { method: 'POST', body: '{}' });
    const { seed } = (await made.json()) as { seed: string };
    const out = await run(example('### `POST /sandbox/events/{type}/trigger`'), seed);
    const answer = JSON.parse(out) as { type: string; emitted: string[] };
    expect(answer.type).toBe('card.frozen');
    expect(answer.emitted).toContain('card.frozen');
  }, 30_000);
});
