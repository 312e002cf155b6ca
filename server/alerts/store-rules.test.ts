// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../src/test/postgres-server';
import type { AlertStore, HookRecord, StoreOptions } from './alert-store';
import { openPostgresAlerts } from './postgres-alerts';
import { openAlertStore } from './store';

const HOUR = 3_600_000;
let postgres: TestPostgres;
let databases = 0;
const folders: string[] = [];
const opened: AlertStore[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  for (const store of opened) await store.close();
  await postgres?.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Each case a store of its own, on SQLite or on PostgreSQL (decision 046): the same rules. */
const stores = {
  sqlite: async (options: StoreOptions) => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-data-'));
    folders.push(dir);
    return [openAlertStore(dir, options)];
  },
  // Two stores on one database: two instances.
  postgres: async (options: StoreOptions) => {
    const url = await postgres.createDatabase(`rules_${++databases}`);
    return Promise.all(
      [1, 2].map(async () => (await openPostgresAlerts(url, options)).backend.store),
    );
  },
};

let n = 0;
const hook = (client = `198.51.100.${++n}`, site = client): HookRecord => ({
  id: `hook_${++n}`.padEnd(24, 'x'),
  secret: 's'.repeat(40),
  subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'p', auth: 'a' } },
  kinds: ['approved'],
  lang: 'en',
  client,
  site,
});

describe.each(Object.entries(stores))('the alert store’s rules on %s', (_name, open) => {
  const start = async (options: StoreOptions = {}) => {
    const made = await open(options);
    opened.push(...made);
    return [made[0]!, made.at(-1)!] as const;
  };

  it('a full store evicts the oldest record no event reached, then is full', async () => {
    const [one, other] = await start({ limits: { hooksTotal: 3 } });
    const [a, b, c, d] = [hook(), hook(), hook(), hook()];
    for (const h of [a, b, c]) expect(await one.add(h)).toBe('ok');
    await other.used(a.id);
    expect(await other.add(d)).toBe('ok');
    expect(await one.get(b.id)).toBeUndefined();
    expect((await one.get(a.id))?.subscription).toEqual(a.subscription);
    await one.used(c.id);
    await one.used(d.id);
    expect(await other.add(hook())).toBe('full');
    expect(await one.count()).toBe(3);
    expect(await other.add({ ...hook(), id: a.id })).toBe('taken');
  });

  it('a record no signed event reached goes after 24 h; one in use after 90 idle days', async () => {
    let now = Date.now();
    const [one, other] = await start({ now: () => now });
    const [unused, used] = [hook(), hook()];
    for (const h of [unused, used]) expect(await one.add(h)).toBe('ok');
    await one.used(used.id);
    now += 24 * HOUR;
    expect(await other.get(unused.id)).toBeUndefined();
    expect(await other.get(used.id)).toBeDefined();
    expect(await other.expire()).toBe(1);
    now += 90 * 24 * HOUR;
    expect(await one.get(used.id)).toBeUndefined();
    expect(await one.expire()).toBe(1);
    expect(await other.count()).toBe(0);
  });

  it('an event id is seen once, given back when not pushed, and the oldest are forgotten', async () => {
    const [one, other] = await start({ limits: { seenPerHook: 2 } });
    const h = hook();
    await one.add(h);
    expect(await one.firstTime(h.id, 'evt_1')).toBe(true);
    expect(await other.firstTime(h.id, 'evt_1')).toBe(false);
    await other.forget(h.id, 'evt_1');
    expect(await one.firstTime(h.id, 'evt_1')).toBe(true);
    await new Promise((r) => setTimeout(r, 5)); // `at` is in milliseconds: an order
    expect(await one.firstTime(h.id, 'evt_2')).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    expect(await one.firstTime(h.id, 'evt_3')).toBe(true);
    expect(await other.firstTime(h.id, 'evt_1')).toBe(true); // trimmed, so new again
    await one.remove(h.id);
    expect(await other.get(h.id)).toBeUndefined();
  });

  it('twenty records from one client at once, through both instances: five are kept', async () => {
    const [one, other] = await start();
    const client = '198.51.100.250';
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : other).add(hook(client))),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'client_full')).toHaveLength(15);
  });
});
