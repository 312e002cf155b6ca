// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApi, type Api } from '../../test/api-process';

/** The curl examples of docs/api.md's /sandbox/faults entries, run as written (decision 024). */
describe('docs/api.md: the faults example runs against npm run api', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet']);
  }, 30_000);
  afterAll(() => api.stop());

  it('sets 3 faults, sees a 503 with Retry-After, a 429 by header, then clears', async () => {
    const doc = readFileSync('docs/api.md', 'utf8');
    const section = doc.slice(doc.indexOf('### `POST /sandbox/faults`'));
    const script = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
    const made = await fetch(`${api.base}/`, { method: 'POST', body: '{}' });
    const { seed } = (await made.json()) as { seed: string };
    const { stdout } = await promisify(execFile)('bash', ['-euc', script], {
      env: { ...process.env, API: api.base, SEED: seed },
    });
    const out = stdout.toLowerCase();
    expect(out).toContain('"remaining":3');
    expect(out).toMatch(/http\/1\.1 503[\s\S]*retry-after: 2[\s\S]*"simulated_unavailable"/);
    expect(out).toMatch(/http\/1\.1 429[\s\S]*retry-after: 5[\s\S]*"simulated_rate_limit"/);
    // curl -s adds no newline: the DELETE's answer ends the output.
    expect(stdout.trimEnd()).toMatch(
      /\{"fault":null,"remaining":0,"retry_after":null,"hold_ms":null\}$/,
    );
  }, 30_000);

  it('reads the queue (2 of 3 left after one 503), clears it, and the next request is served', async () => {
    const doc = readFileSync('docs/api.md', 'utf8');
    const example = (heading: string) =>
      /```sh\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf(heading)))![1]!;
    const seed = (await call(api.base, 'POST', '/', { body: {} })).body.seed as string;
    const run = async (script: string) =>
      (
        await promisify(execFile)('bash', ['-euc', script], {
          env: { ...process.env, API: api.base, SEED: seed },
        })
      ).stdout;
    const body = { fault: '503', count: 3, retry_after: 2 };
    expect((await call(api.base, 'POST', '/sandbox/faults', { seed, body })).status).toBe(200);
    expect((await call(api.base, 'GET', '/cards', { seed })).status).toBe(503);
    // The answer docs/api.md shows, byte for byte.
    expect(await run(example('### `GET /sandbox/faults`'))).toBe(
      '{"fault":"503","remaining":2,"retry_after":2,"hold_ms":null}',
    );
    expect(await run(example('### `DELETE /sandbox/faults`'))).toBe(
      '{"fault":null,"remaining":0,"retry_after":null,"hold_ms":null}',
    );
    expect((await call(api.base, 'GET', '/cards', { seed })).status).toBe(200);
  }, 30_000);
});
