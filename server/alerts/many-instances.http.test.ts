// @vitest-environment node
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_HOOKS_BASE_PATH, ALERTS_BASE_PATH } from '../../src/contract/base-paths';
import { startPostgres, type TestPostgres } from '../../src/test/postgres-server';
import { expectErrorBody } from '../expect-error-body';
import { STORE_LIMITS } from './alert-store';
import { ALERT_RATES } from './limits';
import { openPostgresAlerts } from './postgres-alerts';
import { MIGRATIONS } from './postgres-migrations';
import { localPushEndpoint } from './push-endpoint';
import { roundRobin } from '../../src/test/round-robin';
import { event, newHookId, newSecret, sign, startSite, type Site } from './test-site';

type Instance = { site: Site; close: () => Promise<void> };

/**
 * npm run serve with DATABASE_URL (issue #52, decision 046): two instances on one real PostgreSQL
 * behind one round-robin proxy, as a deployment runs them; each request to the other instance.
 */
describe('card alerts on PostgreSQL: two instances behind one proxy (over real HTTP)', () => {
  let postgres: TestPostgres;
  let url = '';
  let push: Awaited<ReturnType<typeof localPushEndpoint>>;
  let proxy: Awaited<ReturnType<typeof roundRobin>>;
  const instances: Instance[] = [];
  const applied: number[][] = [];

  async function startInstance(opened?: Awaited<ReturnType<typeof openPostgresAlerts>>) {
    const { backend, applied: ran } = opened ?? (await openPostgresAlerts(url));
    applied.push(ran);
    const site = await startSite(push.subscription, { trustProxy: '127.0.0.1', backend });
    return { site, close: async () => (await site.close(), await backend.store.close()) };
  }

  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase('alerts');
    push = await localPushEndpoint();
    // Both start together: each runs the migrations at start.
    const opened = await Promise.all([openPostgresAlerts(url), openPostgresAlerts(url)]);
    instances.push(...(await Promise.all(opened.map((o) => startInstance(o)))));
    proxy = await roundRobin(instances.map((i) => i.site.site));
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) await instance.close();
    await push?.close();
    await postgres?.stop();
  });

  let visitor = 0;
  const nextVisitor = () => `198.51.100.${++visitor}`;
  const register = (hookId: string, secret: string, from = nextVisitor()) =>
    fetch(`${proxy.origin}${ALERTS_BASE_PATH}/hooks`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': from },
      body: JSON.stringify({
        hook_id: hookId,
        secret,
        subscription: push.subscription,
        kinds: ['approved'],
        lang: 'en',
      }),
    });
  const deliver = (hookId: string, secret: string, eventId: string) => {
    const body = event(eventId);
    return fetch(`${proxy.origin}${ALERT_HOOKS_BASE_PATH}/${hookId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Webhook-Signature': sign(secret, body) },
      body,
    });
  };
  const lastServed = () => proxy.served.at(-1)!.upstream;

  it('two instances starting together migrate once', async () => {
    const all = MIGRATIONS.map((m) => m.version);
    expect([...applied.slice(0, 2)].sort((x, y) => x.length - y.length)).toEqual([[], all]);
    const db = new pg.Client(url);
    await db.connect();
    const { rows } = await db.query('SELECT version FROM schema_migrations ORDER BY version');
    await db.end();
    expect(rows.map((row) => row.version)).toEqual(all);
  });

  it('both instances give the same VAPID public key', async () => {
    const keys = [];
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${proxy.origin}${ALERTS_BASE_PATH}/key`);
      keys.push([lastServed(), ((await answer.json()) as { public_key: string }).public_key]);
    }
    expect(keys.map(([who]) => who).sort()).toEqual([0, 1]);
    expect(keys[0]![1]).toBe(keys[1]![1]);
  });

  it('a hook registered through one instance has its event pushed through the other', async () => {
    const hookId = newHookId();
    const secret = newSecret();
    expect((await register(hookId, secret)).status).toBe(201);
    const registeredBy = lastServed();
    const before = push.received.length;
    expect((await deliver(hookId, secret, 'evt_across')).status).toBe(200);
    expect(lastServed()).not.toBe(registeredBy);
    expect(push.received).toHaveLength(before + 1);
    expect(JSON.parse(push.received.at(-1)!.text)).toMatchObject({ title: 'Purchase approved' });
    // The seen event ids are shared too: the same event through the first instance is a replay.
    expect((await deliver(hookId, secret, 'evt_across')).status).toBe(401);
    expect(lastServed()).toBe(registeredBy);
    expect(push.received).toHaveLength(before + 1);
  });

  it('a client’s records are counted across instances, and freed through either', async () => {
    const from = nextVisitor();
    const hooks = Array.from({ length: STORE_LIMITS.hooksPerClient }, () => ({
      id: newHookId(),
      secret: newSecret(),
    }));
    for (const hook of hooks) expect((await register(hook.id, hook.secret, from)).status).toBe(201);
    expect(new Set(proxy.served.slice(-hooks.length).map((s) => s.upstream)).size).toBe(2);
    const over = await register(newHookId(), newSecret(), from);
    expectErrorBody(await over.json(), 429, 'too_many_hooks');
    const gone = await fetch(`${proxy.origin}${ALERTS_BASE_PATH}/hooks/${hooks[0]!.id}`, {
      method: 'DELETE',
      headers: { 'X-Alert-Secret': hooks[0]!.secret },
    });
    expect(gone.status).toBe(204);
    expect((await register(newHookId(), newSecret(), from)).status).toBe(201);
  });

  it('registrations and pushes are counted per client and per hook across instances', async () => {
    const from = nextVisitor();
    const answers: string[] = [];
    for (let i = 0; i <= ALERT_RATES.registrationsPerClient; i++) {
      const answer = await register(newHookId(), newSecret(), from);
      answers.push(`${answer.status} ${answer.status === 201 ? '' : (await answer.json()).error}`);
    }
    const cap = STORE_LIMITS.hooksPerClient;
    const rate = ALERT_RATES.registrationsPerClient;
    expect(answers).toEqual([
      ...Array(cap).fill('201 '),
      ...Array(rate - cap).fill('429 too_many_hooks'),
      '429 rate_limited',
    ]);

    const hookId = newHookId();
    const secret = newSecret();
    expect((await register(hookId, secret)).status).toBe(201);
    const statuses = [];
    for (let i = 0; i <= ALERT_RATES.pushesPerHook; i++)
      statuses.push((await deliver(hookId, secret, `evt_rate_${i}`)).status);
    expect(statuses).toEqual([...Array(ALERT_RATES.pushesPerHook).fill(200), 429]);
  }, 30_000);

  it('the database restarted: 503 with Retry-After meanwhile, then served by the same instances', async () => {
    const hookId = newHookId();
    const secret = newSecret();
    expect((await register(hookId, secret)).status).toBe(201);
    await postgres.stopServer();
    const answers = [
      await deliver(hookId, secret, 'evt_down_0'),
      await deliver(hookId, secret, 'evt_down_1'),
      await register(newHookId(), newSecret()),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('retry-after')).toBe('5');
      expectErrorBody(await answer.json(), 503, 'alerts_unavailable');
    }
    await postgres.startServer();
    const before = push.received.length;
    for (const id of ['evt_down_0', 'evt_down_1'])
      expect((await deliver(hookId, secret, id)).status).toBe(200);
    expect(new Set(proxy.served.slice(-2).map((s) => s.upstream)).size).toBe(2);
    expect(push.received).toHaveLength(before + 2);
  }, 30_000);

  it('an instance restarted finds every record, key and seen id where it was', async () => {
    const hookId = newHookId();
    const secret = newSecret();
    expect((await register(hookId, secret)).status).toBe(201);
    expect((await deliver(hookId, secret, 'evt_before')).status).toBe(200);
    const keyBefore = await (await fetch(`${proxy.origin}${ALERTS_BASE_PATH}/key`)).text();
    for (const [n, instance] of instances.entries()) {
      await instance.close();
      instances[n] = await startInstance();
      proxy.upstreams[n] = instances[n]!.site.site;
    }
    expect(applied.slice(2)).toEqual([[], []]);
    const before = push.received.length;
    for (let i = 0; i < 2; i++) {
      expect(await (await fetch(`${proxy.origin}${ALERTS_BASE_PATH}/key`)).text()).toBe(keyBefore);
      expect((await deliver(hookId, secret, 'evt_before')).status).toBe(401);
      expect((await deliver(hookId, secret, `evt_after_${i}`)).status).toBe(200);
    }
    expect(push.received).toHaveLength(before + 2);
  }, 30_000);
});
