// @vitest-environment node
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORE_LIMITS } from './store';
import { createServeApp } from '../app';
import { fakeBuild } from '../fake-build';
import { createServeServer } from '../listen';
import { localPushEndpoint } from './push-endpoint';

const newId = () => randomBytes(18).toString('base64url');
const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

describe('POST /hooks/:id and /alerts/hooks refuse what is not genuine (over real HTTP)', () => {
  let server: Server;
  let site = '';
  let pushStatus = 201;
  const dirs: string[] = [];
  let push: Awaited<ReturnType<typeof localPushEndpoint>>;

  beforeAll(async () => {
    push = await localPushEndpoint(() => pushStatus);
  });
  // Each test has its own server and data directory: the registration counters start at zero.
  beforeEach(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-data-'));
    dirs.push(dir);
    server = createServeServer(
      createServeApp({ root: fakeBuild(), alerts: { dir, loopback: true } }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterEach(() => new Promise((r) => server.close(r)));
  afterAll(async () => {
    await push.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const register = (body: Record<string, unknown>, from?: string) =>
    fetch(`${site}/alerts/hooks`, {
      method: 'POST',
      headers: from ? { 'X-Forwarded-For': from } : {},
      body: JSON.stringify({
        hook_id: newId(),
        secret: randomBytes(24).toString('hex'),
        subscription: push.subscription,
        kinds: ['approved'],
        lang: 'en',
        ...body,
      }),
    });
  const deliver = (hookId: string, body: string, signature: string) =>
    fetch(`${site}/hooks/${hookId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Webhook-Signature': signature },
      body,
    });
  const event = (id: string) =>
    JSON.stringify({
      id,
      type: 'transaction.authorized',
      created_at: new Date().toISOString(),
      data: { id: 'txn_1', card_id: 'card_1', amount: -5, merchant: { name: 'Shop' } },
    });

  it('unknown id, bad signature, replay and huge body: the same 401, and no push', async () => {
    const secret = randomBytes(24).toString('hex');
    const hookId = newId();
    expect((await register({ hook_id: hookId, secret })).status).toBe(201);
    const body = event('evt_one');
    expect((await deliver(hookId, body, sign(secret, body))).status).toBe(200);
    expect(push.received).toHaveLength(1);

    const huge = event('evt_huge').replace('"Shop"', `"${'x'.repeat(70 * 1024)}"`);
    const refusals = [
      await deliver(newId(), body, sign(secret, body)), // unknown id
      await deliver(hookId, event('evt_two'), sign('wrong-secret', event('evt_two'))),
      await deliver(hookId, event('evt_three'), 'zz'), // not even hex
      await deliver(hookId, body, sign(secret, body)), // replay
      await deliver(hookId, huge, sign(secret, huge)), // over 64 KiB
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: 'refused' });
    }
    expect(push.received).toHaveLength(1);
  });

  it('a push service answering 410 removes the record; the owner deletes with its secret only', async () => {
    const secret = randomBytes(24).toString('hex');
    const hookId = newId();
    await register({ hook_id: hookId, secret });
    pushStatus = 410;
    const body = event('evt_gone');
    expect((await deliver(hookId, body, sign(secret, body))).status).toBe(200);
    pushStatus = 201;
    const again = event('evt_after');
    expect((await deliver(hookId, again, sign(secret, again))).status).toBe(401);

    const other = newId();
    const otherSecret = randomBytes(24).toString('hex');
    await register({ hook_id: other, secret: otherSecret });
    const remove = (s: string) =>
      fetch(`${site}/alerts/hooks/${other}`, {
        method: 'DELETE',
        headers: { 'X-Alert-Secret': s },
      });
    expect((await remove('not-the-secret')).status).toBe(404);
    expect((await remove(otherSecret)).status).toBe(204);
    expect((await remove(otherSecret)).status).toBe(404);
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
      const answer = await register({ subscription: { ...push.subscription, endpoint } });
      expect(answer.status, endpoint).toBe(400);
    }
    const taken = newId();
    expect((await register({ hook_id: taken })).status).toBe(201);
    expect((await register({ hook_id: taken })).status).toBe(409);
    expect((await register({ kinds: ['everything'] })).status).toBe(400);
    expect((await register({ secret: 'short' })).status).toBe(400);
  });

  it('bounds records per client address and registrations per hour', async () => {
    // No proxy is trusted here, so X-Forwarded-For is ignored: all come from 127.0.0.1.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register({}, `10.0.0.${i}`)).status);
    expect(statuses.slice(0, STORE_LIMITS.hooksPerClient)).toEqual(
      Array(STORE_LIMITS.hooksPerClient).fill(201),
    );
    expect(statuses.slice(STORE_LIMITS.hooksPerClient)).toEqual([429, 429, 429, 429, 429, 429]);
    const answers = await Promise.all([register({}), register({})]);
    expect(answers.map((a) => a.status)).toEqual([429, 429]);
  });
});
