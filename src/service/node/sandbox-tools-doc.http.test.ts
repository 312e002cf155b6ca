// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApi, type Api } from '../../test/api-process';

/**
 * docs/api.md's curl examples for the clock, the scenarios, the triggers and the event stream, run
 * as written (issue #31). Streams end after 1.5 s here, so the stream's example ends by itself.
 */
describe('docs/api.md: the sandbox tools examples run against npm run api', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet'], { SANDBOX_STREAM_MAX_AGE_MS: '1500' });
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
  const newSeed = async () => (await call(api.base, 'POST', '/', { body: {} })).body.seed as string;

  it('a new account reads its clock: now, 0 ms ahead', async () => {
    const out = await run(example('### `GET /sandbox/clock`'), await newSeed());
    const clock = JSON.parse(out) as { now: string; offset_ms: number };
    expect(clock.offset_ms).toBe(0);
    expect(Math.abs(Date.parse(clock.now) - Date.now())).toBeLessThan(10_000);
  }, 30_000);

  it('a busy month, 6 minutes on: its 3-D Secure challenge expires', async () => {
    const out = await run(example('### `POST /sandbox/clock/advance`'));
    const answer = JSON.parse(out) as { offset_ms: number; fired: Array<{ kind: string }> };
    expect(answer.offset_ms).toBe(360_000);
    expect(answer.fired.map((f) => f.kind)).toContain('challenge_expired');
  }, 30_000);

  it('lists the four scenarios without a seed', async () => {
    const out = await run(example('### `GET /sandbox/scenarios`'));
    const list = JSON.parse(out) as { data: Array<{ id: string; description: string }> };
    expect(list.data.map((s) => s.id)).toEqual([
      'new-account-waiting-deposit',
      'busy-month',
      'low-balance-recurring',
      'near-monthly-limit',
    ]);
    for (const s of list.data) expect(s.description.length).toBeGreaterThan(20);
  }, 30_000);

  it('loads near-monthly-limit into a new account; its cards are there', async () => {
    const seed = await newSeed();
    const out = await run(example('### `POST /sandbox/scenarios/{id}/load`'), seed);
    const loaded = JSON.parse(out) as { scenario: string; cards: number; transactions: number };
    expect(loaded.scenario).toBe('near-monthly-limit');
    expect(loaded.transactions).toBeGreaterThan(0);
    const cards = await call(api.base, 'GET', '/cards?per_page=100', { seed });
    expect(cards.body.data).toHaveLength(loaded.cards);
  }, 30_000);

  it('makes a busy month in a new account with random_seed 7: its seed once, the same counts', async () => {
    const out = await run(example('### `POST /sandbox/scenarios/{id}/accounts`'));
    const made = JSON.parse(out) as { scenario: string; seed: string; pending_challenges: number };
    // The figures the section promises (decision 036).
    expect(made).toMatchObject({
      scenario: 'busy-month',
      pending_challenges: 1,
      cards: 3,
      transactions: 203,
      deposits: 2,
      random_seed: 7,
    });
    const pending = await call(api.base, 'GET', '/3ds?status=pending', { seed: made.seed });
    expect(pending.body.data).toHaveLength(1);
  }, 30_000);

  it('card.frozen triggered by name: a card is made and frozen', async () => {
    const out = await run(example('### `POST /sandbox/events/{type}/trigger`'), await newSeed());
    const answer = JSON.parse(out) as { type: string; emitted: string[] };
    expect(answer.type).toBe('card.frozen');
    expect(answer.emitted).toContain('card.frozen');
  }, 30_000);

  it('the stream replays the events kept from 0, then ends (here after 1.5 s)', async () => {
    const seed = await newSeed();
    const made = await call(api.base, 'POST', '/sandbox/events/card.frozen/trigger', { seed });
    expect(made.status).toBe(201);
    const out = await run(example('### `GET /sandbox/events/stream`'), seed);
    expect(out).toMatch(/^retry: 1000\nid: 0\nevent: ready\ndata: \{"cursor":0\}\n\n/);
    const events = [...out.matchAll(/^event: (.+)$/gm)].map((m) => m[1]);
    expect(events).toEqual(['ready', ...(made.body.emitted as string[])]);
    expect(out).toMatch(/\nevent: card\.frozen\ndata: \{"id":"evt_\w+","type":"card\.frozen"/);
  }, 30_000);
});
