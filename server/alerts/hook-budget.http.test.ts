// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../expect-error-body';
import { ALERT_RATES } from './limits';
import { localPushEndpoint } from './push-endpoint';
import { event, newHookId, newSecret, sign, startSite, type Site } from './test-site';

/**
 * Headers of a POST /hooks/:id announcing a 64 KiB body that is never sent: only an answer given
 * without reading the body arrives (the server would otherwise wait for it until its 30 s timeout).
 */
function unsentBody(site: string, from: string) {
  const { port } = new URL(site);
  return new Promise<{ status: number; retryAfter: unknown; body: string }>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/hooks/${newHookId()}`,
      headers: { 'Content-Length': '65536', 'X-Forwarded-For': from },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body });
        req.destroy();
      });
    });
    req.setTimeout(5000, () => req.destroy(new Error('no answer without the body')));
    req.on('error', reject);
    req.flushHeaders();
  });
}

/** Issue #47 item 8, decision 025: refused webhook deliveries are budgeted per client address. */
describe('POST /hooks/:id: a refusal budget per client, one log line per burst (over real HTTP)', () => {
  let push: Awaited<ReturnType<typeof localPushEndpoint>>;
  let s: Site;
  const logged: string[] = [];
  let clock = Date.now();
  beforeAll(async () => {
    push = await localPushEndpoint();
    s = await startSite(push.subscription, {
      trustProxy: '127.0.0.1',
      log: (line) => logged.push(line),
      now: () => clock,
    });
  });
  afterAll(async () => {
    await s.close();
    await push.close();
  });

  const budget = ALERT_RATES.refusalsPerClient;
  const forged = (from: string) => {
    const body = event('evt_forged');
    return s.deliver(newHookId(), body, sign(newSecret(), body), from);
  };
  const burstLines = () => logged.filter((line) => line.startsWith('POST /hooks/* from '));
  async function hook(from: string) {
    const hookId = newHookId();
    const secret = newSecret();
    expect((await s.register({ hook_id: hookId, secret }, from)).status).toBe(201);
    return (id: string) => {
      const body = event(id);
      return s.deliver(hookId, body, sign(secret, body), from);
    };
  }

  it(`${budget} refusals a minute, then 429 before the body is read, and one log line for the burst`, async () => {
    expect(budget).toBe(60);
    const attacker = '198.51.100.66';
    for (let i = 0; i < budget; i++) expect((await forged(attacker)).status).toBe(401);
    expect(logged.filter((l) => /^POST \/hooks\/\S+ 401 /.test(l))).toHaveLength(budget);

    const unread = await unsentBody(s.site, attacker);
    expect(unread.status).toBe(429);
    expect(unread.retryAfter).toBe('60');
    expectErrorBody(JSON.parse(unread.body), 429, 'rate_limited');
    for (let i = 0; i < 20; i++) expect((await forged(attacker)).status).toBe(429);
    expect(burstLines()).toEqual([
      `POST /hooks/* from ${attacker}: ${budget} refused within a minute; the rest of the minute is answered 429 unread and unlogged`,
    ]);
    expect(logged.filter((l) => /^POST \/hooks\/\S+ 429 /.test(l))).toEqual([]);

    // Another client is not affected: its genuine event is pushed.
    const deliver = await hook('198.51.100.77');
    expect((await deliver('evt_other')).status).toBe(200);

    // The next minute is a new budget, and its burst a new line.
    clock += 60_000;
    for (let i = 0; i < budget; i++) expect((await forged(attacker)).status).toBe(401);
    expect((await forged(attacker)).status).toBe(429);
    expect(burstLines()).toHaveLength(2);
  });

  it('genuine deliveries are given back to the budget: a busy sender is never refused by it', async () => {
    const sender = '198.51.100.88';
    const hooks = [await hook(sender), await hook(sender), await hook(sender)];
    for (let i = 0; i < 25; i++)
      for (const [n, deliver] of hooks.entries())
        expect((await deliver(`evt_${n}_${i}`)).status, `event ${i} of hook ${n}`).toBe(200);
  });
});
