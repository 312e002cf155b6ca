// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Issue #31: an advance is one write. A kill -9 keeps all of it once answered, none of it before. */
describe('the account clock across kill -9 (SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vcs-clock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function busyMonth(data: string) {
    const api = await startApi(['--quiet', '--data', data, '--scenario', 'busy-month']);
    await expect.poll(() => api.logs.join(''), { timeout: 5000 }).toMatch(/Seed: /);
    const seed = /Seed: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(api.logs.join(''))![1]!;
    return { api, headers: { 'X-Seed': seed, 'Content-Type': 'application/json' } };
  }
  const read = async (base: string, path: string, headers: Record<string, string>) =>
    (await (await fetch(`${base}${path}`, { headers })).json()) as Record<string, unknown>;
  const THIRTY_DAYS = 30 * 24 * 60 * 60;

  it('an answered advance of 30 days is all there after kill -9', async () => {
    const data = join(dir, 'answered.db');
    const { api, headers } = await busyMonth(data);
    const advanced = await fetch(`${api.base}/sandbox/clock/advance`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ seconds: THIRTY_DAYS }),
    });
    expect(advanced.status).toBe(200);
    const fired = ((await advanced.json()) as { fired: unknown[] }).fired.length;
    expect(fired).toBeGreaterThan(1);
    const before = await read(api.base, '/transactions?limit=1', headers);
    api.proc.kill('SIGKILL');

    const again = await startApi(['--quiet', '--data', data]);
    try {
      const clock = await read(again.base, '/sandbox/clock', headers);
      expect(clock.offset_ms).toBe(THIRTY_DAYS * 1000);
      const pending = await read(again.base, '/3ds?status=pending', headers);
      expect(pending.data).toEqual([]);
      expect(await read(again.base, '/transactions?limit=1', headers)).toEqual(before);
    } finally {
      await again.stop();
    }
  }, 60_000);

  it('killed while an advance is in flight: after restart, all of it or none of it', async () => {
    const data = join(dir, 'in-flight.db');
    const { api, headers } = await busyMonth(data);
    const request = fetch(`${api.base}/sandbox/clock/advance`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ seconds: THIRTY_DAYS }),
    }).catch(() => null);
    api.proc.kill('SIGKILL');
    await request;

    const again = await startApi(['--quiet', '--data', data]);
    try {
      const clock = await read(again.base, '/sandbox/clock', headers);
      const pending = (await read(again.base, '/3ds?status=pending', headers)).data as unknown[];
      // Either the clock moved and the challenge expired with it, or neither happened.
      if (clock.offset_ms === 0) expect(pending).toHaveLength(1);
      else {
        expect(clock.offset_ms).toBe(THIRTY_DAYS * 1000);
        expect(pending).toHaveLength(0);
      }
    } finally {
      await again.stop();
    }
  }, 60_000);
});
