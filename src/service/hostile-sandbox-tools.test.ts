// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_MAX_BYTES } from '../contract/snapshots';
import { expectErrorShape, HOSTILE_BODIES, HOSTILE_IDS } from './hostile.fixtures';
import { testService } from './testing';

/**
 * hostile.test.ts's checks on the sandbox's tools for integrators (issue #31): the clock,
 * scenarios, triggers, resend, send-example, snapshots, faults and the event stream. Each refusal
 * is a 4xx in the error shape and leaves the state (and the account's faults) as it was.
 *
 * Who calls: `mine` (funded, a webhook with a delivery), `fresh` (nothing in it yet, so a
 * scenario would load), `faulted` (faults queued, so a cleared or replaced queue would show).
 */
type Caller = 'mine' | 'fresh' | 'faulted';
const ROUTES: Array<[method: string, path: string, caller: Caller, takesBody: boolean]> = [
  ['POST', '/sandbox/clock/advance', 'mine', true],
  ['POST', '/sandbox/scenarios/busy-month/load', 'fresh', true],
  ['POST', '/sandbox/scenarios/busy-month/accounts', 'mine', true],
  ['POST', '/sandbox/events/card.frozen/trigger', 'mine', true], // takes data (decision 040)
  ['POST', '/sandbox/webhooks/{webhook}/deliveries/{delivery}/resend', 'mine', false],
  ['POST', '/sandbox/webhooks/{webhook}/send-example', 'mine', true],
  ['POST', '/sandbox/snapshot', 'mine', true],
  ['POST', '/sandbox/snapshot/accounts', 'mine', true],
  ['POST', '/sandbox/faults', 'faulted', true],
  ['DELETE', '/sandbox/faults', 'faulted', false],
];

/** Bodies of the right shape with a wrong value, per route (the generic ones are in the fixtures). */
const ROUTE_BODIES: Array<[path: string, raw: string]> = [
  ['/sandbox/clock/advance', '{}'],
  ['/sandbox/clock/advance', '{"seconds": 60, "to": "2030-01-01T00:00:00Z"}'],
  ['/sandbox/clock/advance', '{"seconds": -1}'],
  ['/sandbox/clock/advance', '{"seconds": 1.5}'],
  ['/sandbox/clock/advance', '{"seconds": 1e308}'],
  ['/sandbox/clock/advance', '{"seconds": 34560001}'],
  ['/sandbox/clock/advance', '{"to": "yesterday"}'],
  ['/sandbox/clock/advance', '{"to": "2026-13-45T00:00:00Z"}'],
  ['/sandbox/clock/advance', '{"to": "1970-01-01T00:00:00Z"}'],
  ['/sandbox/clock/advance', '{"to": "9999-12-31T00:00:00Z"}'],
  ['/sandbox/clock/advance', '{"to": "+275760-09-13T00:00:00.001Z"}'],
  ['/sandbox/clock/advance', `{"to": "${'9'.repeat(41)}"}`],
  ['/sandbox/clock/advance', '{"to": 1893456000000}'],
  ['/sandbox/scenarios/busy-month/accounts', '{"card": "amex"}'],
  ['/sandbox/scenarios/busy-month/accounts', '{"asset": "DOGE"}'],
  ['/sandbox/scenarios/busy-month/accounts', '{"random_seed": 4294967296}'],
  ['/sandbox/scenarios/busy-month/load', '{"random_seed": -1}'],
  ['/sandbox/scenarios/busy-month/load', '{"random_seed": "7"}'],
  ['/sandbox/scenarios/busy-month/load', '{"random_seed": 7, "extra": 1}'],
  ['/sandbox/webhooks/{webhook}/send-example', '{}'],
  ['/sandbox/webhooks/{webhook}/send-example', '{"type": "card.melted"}'],
  ['/sandbox/webhooks/{webhook}/send-example', '{"type": "__proto__"}'],
  ['/sandbox/webhooks/{webhook}/send-example', '{"type": "*"}'],
  ['/sandbox/snapshot', '{"format": "virtual-card-sandbox.account-snapshot", "version": 2}'],
  ['/sandbox/snapshot/accounts', '{"format": "virtual-card-sandbox.account-snapshot"}'],
  ['/sandbox/faults', '{"fault": "418", "count": 1}'],
  ['/sandbox/faults', '{"fault": 503, "count": 1}'],
  ['/sandbox/faults', '{"fault": "503", "count": 0}'],
  ['/sandbox/faults', '{"fault": "503", "count": 101}'],
  ['/sandbox/faults', '{"fault": "503", "count": 1, "retry_after": -1}'],
  ['/sandbox/faults', '{"fault": "503", "count": 1, "retry_after": 3601}'],
  ['/sandbox/faults', '{"fault": "timeout", "count": 1, "hold_ms": 1e9}'],
];

async function setup() {
  const t = testService({ limits: false });
  const hooked = async () => {
    const { seed, cardId } = await t.fundedAccount(500);
    const hook = await t.call('POST', '/webhooks', {
      seed,
      body: { url: 'https://hooks.example.com/in', events: ['*'] },
    });
    await t.call('POST', `/cards/${cardId}/freeze`, { seed });
    const log = await t.call('GET', '/sandbox/webhooks/deliveries', { seed });
    return { seed, webhook: hook.body.id as string, delivery: log.body.data[0].id as string };
  };
  const mine = await hooked();
  const theirs = await hooked();
  const fresh = (await t.call('POST', '/', { body: {} })).body.seed as string;
  const faulted = (await t.call('POST', '/', { body: {} })).body.seed as string;
  await t.call('POST', '/sandbox/faults', { seed: faulted, body: { fault: '503', count: 100 } });
  const seeds: Record<Caller, string> = { mine: mine.seed, fresh, faulted };
  const fill = (path: string) =>
    path.replace('{webhook}', mine.webhook).replace('{delivery}', mine.delivery);
  // Faults live in the pipeline, not in the state (decision 024): read them too.
  const state = async () =>
    JSON.stringify(t.service.snapshot()) +
    JSON.stringify((await t.call('GET', '/sandbox/faults', { seed: faulted })).body);
  return { ...t, seeds, mine, theirs, fill, state };
}

describe('hostile input on the sandbox tools (issue #31)', () => {
  it('refuses every hostile body on every route in the error shape, and changes nothing', async () => {
    const { call, seeds, fill, state } = await setup();
    const tried: Array<[method: string, path: string, caller: Caller, name: string, raw: string]> =
      [];
    for (const [method, path, caller] of ROUTES) {
      for (const [name, raw] of HOSTILE_BODIES) tried.push([method, path, caller, name, raw]);
      for (const [only, raw] of ROUTE_BODIES)
        if (only === path) tried.push([method, path, caller, raw.slice(0, 60), raw]);
    }
    for (const [method, path, caller, name, raw] of tried) {
      const before = await state();
      const reply = await call(method, fill(path), { seed: seeds[caller], raw });
      expect(reply.status, `${method} ${path} with ${name}`).toBeGreaterThanOrEqual(400);
      expectErrorShape(reply.status, reply.body, false);
      expect(await state(), `${method} ${path} with ${name} changed the state`).toBe(before);
    }
    for (const [path] of ROUTE_BODIES) expect(ROUTES.map((r) => r[1])).toContain(path);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a body over the limit (413), or any body where the route takes none (400)', async () => {
    const { call, seeds, fill, state } = await setup();
    const before = await state();
    const huge = JSON.stringify({ pad: 'x'.repeat(SNAPSHOT_MAX_BYTES) });
    for (const [method, path, caller, takesBody] of ROUTES) {
      const reply = await call(method, fill(path), { seed: seeds[caller], raw: huge });
      expect(reply.status, `${method} ${path}`).toBe(takesBody ? 413 : 400);
      expectErrorShape(reply.status, reply.body, false);
    }
    expect(await state()).toBe(before);
  });

  it('answers hostile ids with a 4xx in the error shape, and changes nothing', async () => {
    const { call, seeds, mine, state } = await setup();
    const before = await state();
    for (const id of HOSTILE_IDS) {
      for (const [path, seed, body] of [
        [`/sandbox/scenarios/${id}/load`, seeds.fresh, undefined],
        [`/sandbox/scenarios/${id}/accounts`, undefined, undefined],
        [`/sandbox/events/${id}/trigger`, seeds.mine, undefined],
        [`/sandbox/webhooks/${id}/deliveries/${mine.delivery}/resend`, seeds.mine, undefined],
        [`/sandbox/webhooks/${mine.webhook}/deliveries/${id}/resend`, seeds.mine, undefined],
        [`/sandbox/webhooks/${id}/send-example`, seeds.mine, { type: 'card.created' }],
      ] as const) {
        const reply = await call('POST', path, { seed, body });
        expect(reply.status, `${path}`).toBeGreaterThanOrEqual(400);
        expectErrorShape(reply.status, reply.body, false);
      }
    }
    expect(await state()).toBe(before);
  });

  it("refuses another account's webhook and deliveries (404) and sends nothing", async () => {
    const { call, mine, theirs, state } = await setup();
    const before = await state();
    for (const [path, body] of [
      [`/sandbox/webhooks/${theirs.webhook}/deliveries/${theirs.delivery}/resend`, undefined],
      [`/sandbox/webhooks/${mine.webhook}/deliveries/${theirs.delivery}/resend`, undefined],
      [`/sandbox/webhooks/${theirs.webhook}/deliveries/${mine.delivery}/resend`, undefined],
      [`/sandbox/webhooks/${theirs.webhook}/send-example`, { type: 'card.created' }],
    ] as const) {
      const reply = await call('POST', path, { seed: mine.seed, body });
      expect(reply.status, path).toBe(404);
      expectErrorShape(reply.status, reply.body, false);
    }
    expect(await state()).toBe(before);
  });

  it('answers hostile cursors and seeds on the reading routes with a 4xx, never 500', async () => {
    const { call, seeds, state } = await setup();
    const before = await state();
    const stream = '/sandbox/events/stream';
    for (const query of ['-1', 'abc', '1e3', '1.5', '9999999999', '999999', '__proto__', ''])
      expectErrorShape(
        ...(await answerOf(call('GET', `${stream}?after=${query}`, { seed: seeds.mine }))),
      );
    for (const id of ['abc', '-1', '1'.repeat(20), '999999', '1 2'])
      expectErrorShape(
        ...(await answerOf(
          call('GET', stream, { seed: seeds.mine, headers: { 'Last-Event-ID': id } }),
        )),
      );
    for (const path of ['/sandbox/clock', '/sandbox/snapshot', '/sandbox/faults', stream])
      for (const seed of ['AAAA-BBBB-CCCC-DDDD', 'x'.repeat(5000), '../../'])
        expectErrorShape(...(await answerOf(call('GET', path, { headers: { 'X-Seed': seed } }))));
    expect(await state()).toBe(before);
  });
});

async function answerOf(
  reply: Promise<{ status: number; body: unknown }>,
): Promise<[number, unknown, boolean]> {
  const { status, body } = await reply;
  return [status, body, false];
}
