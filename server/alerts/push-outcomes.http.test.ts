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
    s = await startSite(push.subscription);
  });
  afterEach(() => {
    pushStatus = 201;
    vi.useRealTimers();
  });
  afterAll(async () => {
    await s.close();
    await push.close();
  });

  async function hook() {
    const hookId = newHookId();
    const secret = newSecret();
    expect((await s.register({ hook_id: hookId, secret })).status).toBe(201);
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

  it('another failure of the push service (500) keeps the record', async () => {
    const { deliver } = await hook();
    const before = push.received.length;
    pushStatus = 500;
    expect((await deliver('evt_fail')).status).toBe(200);
    pushStatus = 201;
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
