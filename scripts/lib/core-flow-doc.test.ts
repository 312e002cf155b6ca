// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApi, type Api } from '../../src/test/api-process';

/** docs/api.md's core flow (issue #50 item 9), run as written by a real shell against npm run api. */
describe('docs/api.md: the core flow runs against npm run api', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet']);
  }, 30_000);
  afterAll(() => api.stop());

  it('generates, deposits, finds the card, funds, reveals and freezes it', async () => {
    const doc = readFileSync('docs/api.md', 'utf8');
    const script = /```sh\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf('## The core flow')))![1]!;
    // Each step prints its answer: the last three lines are the fund, the reveal and the freeze.
    const shown = `${script}\necho\necho "$SEED $CARD_ID"`;
    const { stdout } = await promisify(execFile)('bash', ['-euc', shown], {
      env: { ...process.env, API: api.base },
    });
    const [seed, cardId] = stdout.trim().split('\n').pop()!.split(' ') as [string, string];
    expect(cardId).toMatch(/^card_/);
    expect(stdout).toContain('"funded_amount":25');
    expect(stdout).toMatch(/"pan":"\d{16}"/);
    const card = await call(api.base, 'GET', `/cards/${cardId}`, { seed });
    expect([card.body.status, card.body.balance]).toEqual(['frozen', 25]);
  }, 30_000);
});
