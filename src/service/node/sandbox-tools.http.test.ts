// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from '../../test/api-process';

/** Issue #31 over real HTTP: `npm run api -- --scenario busy-month`, then the account's clock. */
describe('npm run api -- --scenario busy-month', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--scenario', 'busy-month']);
  }, 30_000);
  afterAll(() => api.stop());

  it('prints the seed, and 6 minutes on its clock expire the pending 3-D Secure challenge', async () => {
    await expect.poll(() => api.logs.join(''), { timeout: 5000 }).toMatch(/Seed: /);
    const seed = /Seed: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(api.logs.join(''))![1]!;
    const headers = { 'X-Seed': seed, 'Content-Type': 'application/json' };
    const pending = await fetch(`${api.base}/3ds?status=pending`, { headers });
    expect(((await pending.json()) as { data: unknown[] }).data).toHaveLength(1);

    const advanced = await fetch(`${api.base}/sandbox/clock/advance`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ seconds: 360 }),
    });
    expect(advanced.status).toBe(200);
    const fired = ((await advanced.json()) as { fired: { kind: string }[] }).fired;
    expect(fired.map((f) => f.kind)).toContain('challenge_expired');
    const after = await fetch(`${api.base}/3ds?status=pending`, { headers });
    expect(((await after.json()) as { data: unknown[] }).data).toHaveLength(0);
    // A bad body is a 400 in the error shape over HTTP too, and the clock stays.
    const refused = await fetch(`${api.base}/sandbox/clock/advance`, {
      method: 'POST',
      headers,
      body: '{"seconds":"six minutes"}',
    });
    expect(refused.status).toBe(400);
    const clock = (await (await fetch(`${api.base}/sandbox/clock`, { headers })).json()) as {
      offset_ms: number;
    };
    expect(clock.offset_ms).toBe(360_000);
  }, 30_000);

  it('an unknown scenario stops the server with one sentence', async () => {
    await expect(startApi(['--scenario', 'nope'])).rejects.toThrow(/--scenario nope: No scenario/);
  }, 30_000);
});
