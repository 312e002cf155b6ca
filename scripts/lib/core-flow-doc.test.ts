// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApi, type Api } from '../../src/test/api-process';
import { servedOpenApi } from './api-reference';
import { CORE_FLOW, documented, exampleBody, type FlowDocument } from './core-flow';

/** The shell block under "## The core flow" in docs/api.md. */
function coreFlowScript(): string {
  const doc = readFileSync('docs/api.md', 'utf8');
  return /```sh\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf('## The core flow')))![1]!;
}

/** docs/api.md's core flow (issue #50 item 9), run as written by a real shell against npm run api. */
describe('docs/api.md: the core flow runs against npm run api', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet']);
  }, 30_000);
  afterAll(() => api.stop());

  it('shows, on each step’s curl line, its operation’s method, path and example body from the served document', async () => {
    const doc: FlowDocument = await servedOpenApi();
    const curls = coreFlowScript()
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .filter((line) => line.includes('curl '));
    expect(curls).toHaveLength(CORE_FLOW.length);
    CORE_FLOW.forEach(({ operationId }, index) => {
      const { method, path, op } = documented(doc, operationId);
      const line = curls[index]!;
      const url = `"$API${path.replace(/\{(\w+)\}/g, (_, name: string) => `$${name.toUpperCase()}`)}"`;
      expect(line, operationId).toContain(` ${url}`);
      expect(line.includes(`-X ${method.toUpperCase()} `), operationId).toBe(method !== 'get');
      const sent = /-d '([^']*)'/.exec(line)?.[1];
      const example = exampleBody(op);
      // An empty optional body (freeze's `{}`) is sent as none.
      if (sent === undefined) expect([undefined, {}], operationId).toContainEqual(example);
      else expect(JSON.parse(sent), operationId).toEqual(example);
    });
  });

  it('generates, deposits, finds the card, funds, reveals and freezes it', async () => {
    const doc: FlowDocument = await servedOpenApi();
    const { amount } = exampleBody(documented(doc, 'fundCard').op) as { amount: number };
    // Each step prints its answer: the last three lines are the fund, the reveal and the freeze.
    const shown = `${coreFlowScript()}\necho\necho "$SEED $CARD_ID"`;
    const { stdout } = await promisify(execFile)('bash', ['-euc', shown], {
      env: { ...process.env, API: api.base },
    });
    const [seed, cardId] = stdout.trim().split('\n').pop()!.split(' ') as [string, string];
    expect(cardId).toMatch(/^card_/);
    expect(stdout).toContain(`"funded_amount":${amount}`);
    expect(stdout).toMatch(/"pan":"\d{16}"/);
    const card = await call(api.base, 'GET', `/cards/${cardId}`, { seed });
    expect([card.body.status, card.body.balance]).toEqual(['frozen', amount]);
  }, 30_000);
});
