// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../expect-error-body';
import { STORE_LIMITS } from './store';
import { localPushEndpoint } from './push-endpoint';
import { event, newHookId, newSecret, sign, startSite, type Site } from './test-site';

/** The spec's error body (the contract's errorBodySchema), with the code and status given. */
async function refusal(answer: Response, status: number, error: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return expectErrorBody(await answer.json(), status, error);
}

describe('POST /hooks/:id and /alerts/hooks refuse what is not genuine (over real HTTP)', () => {
  let pushStatus = 201;
  let push: Awaited<ReturnType<typeof localPushEndpoint>>;
  let s: Site;

  beforeAll(async () => {
    push = await localPushEndpoint(() => pushStatus);
  });
  // Each test has its own server and data directory: the registration counters start at zero.
  beforeEach(async () => {
    s = await startSite(push.subscription);
  });
  afterEach(() => s.close());
  afterAll(() => push.close());

  it('unknown id, bad signature, replay and huge body: the same 401, and no push', async () => {
    const secret = newSecret();
    const hookId = newHookId();
    expect((await s.register({ hook_id: hookId, secret })).status).toBe(201);
    const body = event('evt_one');
    expect((await s.deliver(hookId, body, sign(secret, body))).status).toBe(200);
    expect(push.received).toHaveLength(1);

    const huge = event('evt_huge', { merchant: { name: 'x'.repeat(70 * 1024) } });
    const refusals = [
      await s.deliver(newHookId(), body, sign(secret, body)), // unknown id
      await s.deliver(hookId, event('evt_two'), sign('wrong-secret', event('evt_two'))),
      await s.deliver(hookId, event('evt_three'), 'zz'), // not even hex
      await s.deliver(hookId, body, sign(secret, body)), // replay
      await s.deliver(hookId, huge, sign(secret, huge)), // over 64 KiB
    ];
    const bodies = [];
    for (const answer of refusals) bodies.push(await refusal(answer, 401, 'unauthorized'));
    // Nothing tells the reasons apart but the request id.
    const shapes = new Set(bodies.map(({ request_id: _id, ...rest }) => JSON.stringify(rest)));
    expect(shapes.size).toBe(1);
    expect(push.received).toHaveLength(1);
  });

  it('a push service answering 410 removes the record; the owner deletes with its secret only', async () => {
    const secret = newSecret();
    const hookId = newHookId();
    await s.register({ hook_id: hookId, secret });
    pushStatus = 410;
    const body = event('evt_gone');
    expect((await s.deliver(hookId, body, sign(secret, body))).status).toBe(200);
    pushStatus = 201;
    const again = event('evt_after');
    await refusal(await s.deliver(hookId, again, sign(secret, again)), 401, 'unauthorized');

    const other = newHookId();
    const otherSecret = newSecret();
    await s.register({ hook_id: other, secret: otherSecret });
    await refusal(await s.remove(other, 'not-the-secret'), 404, 'not_found');
    expect((await s.remove(other, otherSecret)).status).toBe(204);
    await refusal(await s.remove(other, otherSecret), 404, 'not_found');
  });

  it('refuses push endpoints that would reach anything but a push service, and taken ids', async () => {
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://169.254.169.254/latest',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://evil.example/fcm.googleapis.com',
      'https://user:pw@fcm.googleapis.com/x',
    ]) {
      const answer = await s.register({ subscription: { ...push.subscription, endpoint } });
      expect(answer.status, endpoint).toBe(400);
      await refusal(answer, 400, 'invalid_request');
    }
    const taken = newHookId();
    expect((await s.register({ hook_id: taken })).status).toBe(201);
    await refusal(await s.register({ hook_id: taken }), 409, 'hook_id_taken');
    await refusal(await s.register({ kinds: ['everything'] }), 400, 'invalid_request');
    await refusal(await s.register({ secret: 'short' }), 400, 'invalid_request');
  });

  it('bounds records per client address and registrations per hour', async () => {
    // No proxy is trusted here, so X-Forwarded-For is ignored: all come from 127.0.0.1.
    const answers: Response[] = [];
    for (let i = 0; i < 11; i++) answers.push(await s.register({}, `10.0.0.${i}`));
    const held = STORE_LIMITS.hooksPerClient;
    expect(answers.slice(0, held).map((a) => a.status)).toEqual(Array(held).fill(201));
    for (const answer of answers.slice(held, 10)) await refusal(answer, 429, 'too_many_hooks');
    // The 11th registration in the hour: refused before its body is read.
    const limited = await refusal(answers[10]!, 429, 'rate_limited');
    expect(limited.message).toMatch(/10 registrations/);
    expect(answers[10]!.headers.get('retry-after')).toBe('3600');
    const more = await Promise.all([s.register({}), s.register({})]);
    for (const answer of more) await refusal(answer, 429, 'rate_limited');
  });
});
