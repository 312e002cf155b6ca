// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectErrorBody } from '../expect-error-body';
import { localPushEndpoint } from './push-endpoint';
import { event, newHookId, newSecret, sign, startSite, type Site } from './test-site';

/** What npm run serve does with the push service's answer, and how many pushes a hook may make. */
describe('pushes: the push service’s answer and the per-hook rate (over real HTTP)', () => {
  let pushStatus = 201;
  let push: Awaited<ReturnType<typeof localPushEndpoint>>;
  let s: Site;

  beforeAll(async () => {
    push = await localPushEndpoint(() => pushStatus);
    // Behind a proxy on loopback, so each hook comes from its own visitor: these tests make more
    // records than one client address may.
    s = await startSite(push.subscription, { trustProxy: '127.0.0.1' });
  });
  afterEach(() => {
    pushStatus = 201;
    vi.useRealTimers();
  });
  afterAll(async () => {
    await s.close();
    await push.close();
  });

  let visitor = 0;
  const nextVisitor = () => `198.51.100.${++visitor}`;
  async function hook() {
    const hookId = newHookId();
    const secret = newSecret();
    expect((await s.register({ hook_id: hookId, secret }, nextVisitor())).status).toBe(201);
    const deliver = (id: string) => {
      const body = event(id);
      return s.deliver(hookId, body, sign(secret, body));
    };
    return { hookId, secret, deliver };
  }

  // RFC 8030 §7.3: the subscription expired (410) or is not known (404) — either way it is over.
  for (const status of [404, 410])
    it(`a push service answering ${status} removes the record`, async () => {
      const { hookId, secret, deliver } = await hook();
      const before = push.received.length;
      pushStatus = status;
      expect((await deliver('evt_gone')).status).toBe(200);
      expect(push.received).toHaveLength(before + 1);
      pushStatus = 201;
      // The record is gone: the next event is refused as from an unknown hook, and nothing is sent.
      expect((await deliver('evt_after')).status).toBe(401);
      expect(push.received).toHaveLength(before + 1);
      expect((await s.remove(hookId, secret)).status).toBe(404);
    });

  // Issue #47 item 5: a push the push service did not take is not lost. The event is not marked
  // seen and the service is asked to send it again (503, Retry-After), so its retry is pushed.
  for (const status of [500, 429, 503])
    it(`a push service answering ${status} once: 503 with Retry-After, and the retry is delivered`, async () => {
      const { deliver } = await hook();
      const before = push.received.length;
      pushStatus = status;
      const failed = await deliver('evt_retry');
      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('5');
      expectErrorBody(await failed.json(), 503, 'push_unavailable');
      expect(push.received).toHaveLength(before + 1); // tried once
      pushStatus = 201;
      // The service's retry of the same event is no replay: it is pushed, then it is one.
      expect((await deliver('evt_retry')).status).toBe(200);
      expect(push.received).toHaveLength(before + 2);
      expect(JSON.parse(push.received.at(-1)!.text)).toMatchObject({ body: 'Shop, $5.00' });
      expect((await deliver('evt_retry')).status).toBe(401);
    });

  it('a push service that cannot be reached: 503 with Retry-After, the record kept', async () => {
    const gone = await localPushEndpoint();
    await gone.close(); // its port now refuses connections
    const hookId = newHookId();
    const secret = newSecret();
    const subscription = gone.subscription;
    const registered = await s.register({ hook_id: hookId, secret, subscription }, nextVisitor());
    expect(registered.status).toBe(201);
    const body = event('evt_unreachable');
    const failed = await s.deliver(hookId, body, sign(secret, body));
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('5');
    // Not seen: the retry is tried again (and fails again), not refused as a replay.
    expect((await s.deliver(hookId, body, sign(secret, body))).status).toBe(503);
  });

  it('a push service refusing the message itself (400) is not retried: 200, the record kept', async () => {
    const { deliver } = await hook();
    const before = push.received.length;
    pushStatus = 400;
    expect((await deliver('evt_bad')).status).toBe(200);
    pushStatus = 201;
    expect((await deliver('evt_bad')).status).toBe(401); // seen
    expect((await deliver('evt_next')).status).toBe(200);
    expect(push.received).toHaveLength(before + 2);
  });

  it('30 pushes a minute per hook: the 31st is refused (429, Retry-After: 60), sent on the retry', async () => {
    // Only the clock is held (the window is read from Date.now()); the network runs for real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { deliver } = await hook();
    const other = await hook();
    const before = push.received.length;
    for (let i = 1; i <= 30; i++)
      expect((await deliver(`evt_${i}`)).status, `event ${i}`).toBe(200);
    expect(push.received).toHaveLength(before + 30);

    const refused = await deliver('evt_31');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expectErrorBody(await refused.json(), 429, 'rate_limited');
    expect(push.received).toHaveLength(before + 30);
    // The limit is the hook's: another hook still pushes.
    expect((await other.deliver('evt_other')).status).toBe(200);
    expect(push.received).toHaveLength(before + 31);

    // The service retries after Retry-After: a new minute, and the same event is no replay.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await deliver('evt_31')).status).toBe(200);
    expect(push.received).toHaveLength(before + 32);
    expect((await deliver('evt_31')).status).toBe(401); // now it is one
  });
});
