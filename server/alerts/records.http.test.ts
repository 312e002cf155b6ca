// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../expect-error-body';
import { ALERT_RATES } from './limits';
import { localPushEndpoint } from './push-endpoint';
import { STORE_LIMITS } from './store';
import { event, newHookId, newSecret, sign, startSite, type Site } from './test-site';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Issue #47 item 3, decision 025: the alert records cannot fill up for good. */
describe('alert records: keyed by /64 and /48, expired, the oldest unused evicted (over real HTTP)', () => {
  let push: Awaited<ReturnType<typeof localPushEndpoint>>;
  let s: Site;
  let running: Site | undefined;
  let clock = Date.now();
  beforeAll(async () => {
    push = await localPushEndpoint();
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  afterAll(() => push.close());

  /** A site behind a proxy on loopback (TRUST_PROXY), so a test names each visitor's address. */
  const start = async (options: Parameters<typeof startSite>[1] = {}) => {
    const site = await startSite(push.subscription, {
      trustProxy: '127.0.0.1',
      now: () => clock,
      ...options,
    });
    s = running = site;
    return site;
  };
  /** A record from `from`; its id and a signed delivery of an event to it. */
  async function record(from: string) {
    const hookId = newHookId();
    const secret = newSecret();
    const answer = await s.register({ hook_id: hookId, secret }, from);
    const deliver = (id: string) => {
      const body = event(id);
      return s.deliver(hookId, body, sign(secret, body));
    };
    return { hookId, secret, status: answer.status, deliver };
  }
  /** Registrations one after the other, each answer as '201' or 'status error'. */
  const registrations = async (from: string[]) => {
    const out: string[] = [];
    for (const address of from) {
      const a = await s.register({}, address);
      out.push(a.status === 201 ? '201' : `${a.status} ${(await a.json()).error}`);
    }
    return out;
  };

  it('the default figures', () => {
    expect(STORE_LIMITS).toEqual({
      hooksTotal: 10_000,
      hooksPerClient: 5,
      hooksPerSite: 25,
      seenPerHook: 64,
      unusedForMs: 24 * HOUR,
      idleForMs: 90 * DAY,
    });
    expect(ALERT_RATES).toMatchObject({ registrationsPerClient: 10, registrationsPerSite: 50 });
  });

  it('one /64 is one client and one /48 one site: neither fills the server, another network registers', async () => {
    await start({ limits: { hooksTotal: 32 } });
    // One host's addresses, all in 2001:db8:aa:1::/64: 5 records, then 429, then the hour's 10.
    const oneHost = Array.from({ length: 12 }, (_, i) => `2001:db8:aa:1::${(i + 1).toString(16)}`);
    expect(await registrations(oneHost)).toEqual([
      ...Array(5).fill('201'),
      ...Array(5).fill('429 too_many_hooks'),
      ...Array(2).fill('429 rate_limited'),
    ]);
    // Its site's other /64s: 25 records in the /48 in all, then refused.
    const site = [];
    for (let net = 2; net <= 6; net++)
      for (let host = 1; host <= 5; host++) site.push(`2001:db8:aa:${net}::${host}`);
    const siteAnswers = await registrations(site);
    expect(siteAnswers.slice(0, 20)).toEqual(Array(20).fill('201'));
    expect(new Set(siteAnswers.slice(20))).toEqual(new Set(['429 too_many_hooks']));
    // Everybody else still has room.
    expect((await s.register({}, '2001:db8:bb::1')).status).toBe(201);
    expect((await s.register({}, '198.51.100.7')).status).toBe(201);

    // A site's registrations are capped an hour as well: 50 from its /64s, then 429.
    const many = Array.from({ length: 51 }, (_, i) => `2001:db8:cc:${i + 1}::1`);
    const manyAnswers = await registrations(many);
    expect(manyAnswers.slice(0, 50)).not.toContain('429 rate_limited');
    expect(manyAnswers[50]).toBe('429 rate_limited');
  });

  it('a full server makes room by evicting the oldest record no signed event reached; 507 when all were', async () => {
    await start({ limits: { hooksTotal: 3 } });
    const a = await record('198.51.100.1');
    const b = await record('198.51.100.2');
    const c = await record('198.51.100.3');
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect((await a.deliver('evt_a')).status).toBe(200); // a is in use
    const d = await record('198.51.100.4');
    expect(d.status).toBe(201);
    // b, the oldest unused, made room: it is gone; a and c are not.
    expect((await b.deliver('evt_b')).status).toBe(401);
    expectErrorBody(await (await s.remove(b.hookId, b.secret)).json(), 404, 'not_found');
    expect((await c.deliver('evt_c')).status).toBe(200);
    expect((await a.deliver('evt_a2')).status).toBe(200);
    // d is now the only unused one.
    const e = await record('198.51.100.5');
    expect(e.status).toBe(201);
    expect((await d.deliver('evt_d')).status).toBe(401);
    expect((await e.deliver('evt_e')).status).toBe(200);
    // Every record has received a signed event: nothing is evicted, the newcomer is refused.
    const f = await s.register({}, '198.51.100.6');
    expectErrorBody(await f.json(), 507, 'storage_full');
    for (const kept of [a, c, e])
      expect((await kept.deliver(`evt_${kept.hookId}`)).status).toBe(200);
  });

  it('a record no signed event reached in 24 h is gone, one idle 90 days too, and gone from the file at a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-data-'));
    const t0 = Date.now();
    clock = t0;
    await start({ dir });
    const unused = await record('198.51.100.1');
    const kept = await record('198.51.100.2');
    const late = await record('198.51.100.3');
    expect((await kept.deliver('evt_k1')).status).toBe(200);

    clock = t0 + DAY - 1;
    expect((await late.deliver('evt_l1')).status).toBe(200); // just in time
    clock = t0 + DAY;
    expect((await unused.deliver('evt_u1')).status).toBe(401);
    expect((await s.remove(unused.hookId, unused.secret)).status).toBe(404);
    expect((await kept.deliver('evt_k2')).status).toBe(200); // its 90 days start again

    clock = t0 + DAY + 90 * DAY - 1;
    expect((await kept.deliver('evt_k3')).status).toBe(200);
    // late was last reached at t0 + 24 h - 1 ms: 90 days idle now.
    expect((await late.deliver('evt_l2')).status).toBe(401);
    clock = t0 + DAY + 180 * DAY;
    expect((await kept.deliver('evt_k4')).status).toBe(401);

    // The expired rows are still in the file (no registration swept them); a restart removes them.
    const rows = () => {
      const db = new Database(join(dir, 'alerts.sqlite'), { readonly: true });
      const n = (db.prepare('SELECT count(*) AS n FROM hooks').get() as { n: number }).n;
      const seen = (db.prepare('SELECT count(*) AS n FROM seen').get() as { n: number }).n;
      db.close();
      return { n, seen };
    };
    await s.close(true);
    running = undefined;
    expect(rows().n).toBeGreaterThan(0);
    await start({ dir });
    expect(rows()).toEqual({ n: 0, seen: 0 });
    clock = Date.now();
    rmSync(dir, { recursive: true, force: true });
  });
  it('a file from before keeps its records, keyed by /64 and /48 and counted as not yet used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-data-'));
    const old = new Database(join(dir, 'alerts.sqlite'));
    old.exec(`CREATE TABLE hooks (id TEXT PRIMARY KEY, secret TEXT NOT NULL,
      subscription TEXT NOT NULL, kinds TEXT NOT NULL, lang TEXT NOT NULL, client TEXT NOT NULL,
      created_at INTEGER NOT NULL)`);
    const [hookId, secret] = [newHookId(), newSecret()];
    old
      .prepare('INSERT INTO hooks VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(
        hookId,
        secret,
        JSON.stringify(push.subscription),
        '["approved"]',
        'en',
        '2001:db8:dd:1::5',
        clock,
      );
    old.close();
    await start({ dir });
    const sameHost = Array.from({ length: 5 }, (_, i) => `2001:db8:dd:1::${i + 10}`);
    expect(await registrations(sameHost)).toEqual([...Array(4).fill('201'), '429 too_many_hooks']);
    const body = event('evt_old');
    expect((await s.deliver(hookId, body, sign(secret, body))).status).toBe(200);
  });
});
