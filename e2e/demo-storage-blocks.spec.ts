import { expect, test, type Page } from '@playwright/test';
import { testService } from '../src/service/testing';
import { apiCall, createAccount } from './support/journeys';

type Row = { key: string; seedHash: string; kind: string; seq: number; value: string };

/** The demo's IndexedDB rows, read or replaced in the page (docs/decisions/007). */
function rows(page: Page, replace?: Row[]) {
  return page.evaluate(async (next) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vcs-sandbox');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => resolve(open.result);
    });
    const tx = db.transaction(['rows', 'meta'], next ? 'readwrite' : 'readonly');
    const store = tx.objectStore('rows');
    const all = await new Promise<Row[]>((resolve) => {
      const get = store.getAll();
      get.onsuccess = () => resolve(get.result as Row[]);
    });
    if (next) {
      store.clear();
      for (const row of next) store.put(row);
      tx.objectStore('meta').put(Date.now(), 'generation');
    }
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
    return all;
  }, replace);
}

/** The demo's API from the page; lists are what this test reads of the answers. */
const api = (page: Page, path: string, seed: string, body?: object) =>
  apiCall<{ data: Array<{ id: string }> }>(page, seed, body ? 'POST' : 'GET', path, body);

test('a demo kept as one row per record is read whole and rewritten as blocks, once', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seed = await createAccount(page, 500);
  const cardId = (await api(page, '/cards', seed)).data[0]!.id;
  for (let i = 0; i < 3; i++)
    await api(page, '/sandbox/purchases', seed, { card_id: cardId, amount: 5 + i });
  const before = await api(page, '/transactions?per_page=50', seed);
  expect(before.data).toHaveLength(3);
  const wallet = await api(page, '/wallet/balance', seed);
  const cards = await api(page, '/cards', seed);

  // The format before blocks: one row per record, keyed by kind, account and id.
  const blocks = await rows(page);
  expect(blocks.some((row) => row.key.startsWith('block\u0000'))).toBe(true);
  let seq = 0;
  const single = blocks.flatMap((row) =>
    row.kind === 'account'
      ? [{ ...row, seq: ++seq }]
      : (JSON.parse(row.value) as Array<{ id?: string; key?: string }>).map((record) => ({
          key: `${row.kind}\u0000${row.seedHash}\u0000${record.id ?? record.key}`,
          seedHash: row.seedHash,
          kind: row.kind,
          seq: ++seq,
          value: JSON.stringify(record),
        })),
  );
  await rows(page, single);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const after = await api(page, '/transactions?per_page=50', seed);
  expect(after.data).toEqual(before.data);
  expect(await api(page, '/wallet/balance', seed)).toEqual(wallet);
  expect(await api(page, '/cards', seed)).toEqual(cards);
  const migrated = await rows(page);
  expect(migrated.every((row) => ['block', 'account'].includes(row.key.split('\u0000')[0]!))).toBe(
    true,
  );
  expect(migrated.length).toBeLessThan(single.length);

  // And it goes on: a purchase after the rewrite is kept across a reload.
  await api(page, '/sandbox/purchases', seed, { card_id: cardId, amount: 9 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await api(page, '/transactions?per_page=50', seed)).data).toHaveLength(4);
});

test('a signed-in page with no demo database yet: the early read steps aside and nothing is lost', async ({
  page,
}) => {
  const { service, fundedAccount } = testService({ start: Date.now() });
  const { seed } = await fundedAccount(42);
  const errors: string[] = [];
  // The app's own errors (Firefox reports one for the init script in the first about:blank).
  const ours = () => page.url().startsWith('http');
  page.on('console', (m) => m.type() === 'error' && ours() && errors.push(m.text()));
  page.on('pageerror', (error) => ours() && errors.push(error.message));
  // Signed in before the first load, with only an older version's localStorage data: the entry's
  // read finds no database (and must not create one without its stores).
  await page.addInitScript(
    ([snapshot, s]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('vcs.sandbox.v1', snapshot);
        sessionStorage.setItem('vcs.session.seed', s);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [JSON.stringify(service.snapshot()), seed] as const,
  );
  await page.goto('/cards');
  await expect(page.getByRole('link', { name: /^Wallet \$/ })).toContainText('42');
  await page.reload();
  await expect(page.getByRole('link', { name: /^Wallet \$/ })).toContainText('42');
  expect((await rows(page)).some((row) => row.kind === 'account')).toBe(true);
  expect(errors).toEqual([]);
});
