// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi } from '../../test/api-process';

const dir = mkdtempSync(join(tmpdir(), 'vcs-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every stored row (SQLite, after a clean stop) whose text holds `needle`, as `table`. */
function rowsHolding(path: string, needle: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all() as Array<{ name: string }>;
    const found: string[] = [];
    for (const { name } of tables)
      for (const row of db.prepare(`SELECT * FROM "${name}"`).all() as object[])
        if (JSON.stringify(row).includes(needle)) found.push(name);
    return found;
  } finally {
    db.close();
  }
}

/** Issue #47 item 11c: a webhook's secret is kept in one place, its webhook's row. */
describe('webhook secret storage (npm run api with SQLite)', () => {
  it('a registration with X-Idempotency-Key keeps the secret once; its replay still answers it', async () => {
    const data = join(dir, 'secret.db');
    const api = await startApi(['--quiet', '--data', data]);
    const { seed } = await fundedAccount(api.base);
    const request = {
      seed,
      key: 'register-1',
      body: { url: 'https://hooks.example.com/in', events: ['*'] },
    };
    const first = await call(api.base, 'POST', '/webhooks', request);
    expect(first.status).toBe(201);
    const secret = first.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    const replay = await call(api.base, 'POST', '/webhooks', request);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    await api.stop();

    expect(rowsHolding(data, secret)).toEqual(['rec_webhooks']);
    // After a restart the replay reads the secret from the webhook's row.
    const again = await startApi(['--quiet', '--data', data]);
    try {
      const later = await call(again.base, 'POST', '/webhooks', request);
      expect(later.body).toEqual(first.body);
      await call(again.base, 'DELETE', `/webhooks/${first.body.id}`, { seed });
      const gone = await call(again.base, 'POST', '/webhooks', request);
      expect(gone.status).toBe(201);
      expect(gone.body).toEqual({ ...first.body, secret: undefined });
    } finally {
      await again.stop();
    }
  }, 40_000);
});
