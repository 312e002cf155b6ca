// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi } from '../../test/api-process';

const dir = mkdtempSync(join(tmpdir(), 'vcs-rollback-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

import { seedHash as hashOf } from '../domain/accounts';

/** Edits one row of a stopped server's data file, as a damaged disk or a hand edit would. */
function editRow(
  data: string,
  sql: string,
  edit: (row: Record<string, unknown>) => unknown,
  key: string[],
) {
  const db = new Database(data);
  try {
    const row = db
      .prepare(`SELECT data FROM ${sql}`)
      .pluck()
      .get(...key) as string;
    const value = edit(JSON.parse(row) as Record<string, unknown>);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    db.prepare(`UPDATE ${sql.replace(/^(\w+) WHERE/, '$1 SET data = ? WHERE')}`).run(text, ...key);
  } finally {
    db.close();
  }
}

/** Issue #47 item 1: memory equals disk after a handler throws; one bad account is set apart. */
describe('a failing handler and a damaged account (npm run api, decisions 014 and 023)', () => {
  it('a handler that throws leaves its account as last committed, in memory and on disk', async () => {
    const data = join(dir, 'throws.db');
    const args = ['--quiet', '--no-rate-limits', '--data', data];
    const first = await startApi(args);
    const { seed, cardId } = await fundedAccount(first.base);
    expect((await call(first.base, 'POST', `/cards/${cardId}/freeze`, { seed })).status).toBe(200);
    await first.stop();
    // A card row whose expiry year is text: the unfreeze changes the card, then its answer
    // (expires_at) throws — a real 500 in the middle of a handler.
    editRow(
      data,
      'rec_cards WHERE seed_hash = ? AND id = ?',
      (card) => ({ ...card, expYear: 'MMXXX' }),
      [hashOf(seed), cardId],
    );
    const api = await startApi(args);
    try {
      const failed = await call(api.base, 'POST', `/cards/${cardId}/unfreeze`, { seed });
      expect(failed.status).toBe(500);
      // Memory went back to what the disk holds: the card is still frozen, so a second try fails
      // the same way instead of answering "not frozen".
      const listed = await call(api.base, 'GET', '/cards?status=frozen', { seed });
      expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([cardId]);
      expect((await call(api.base, 'POST', `/cards/${cardId}/unfreeze`, { seed })).status).toBe(
        500,
      );
    } finally {
      await api.stop();
    }
    const again = await startApi(args);
    try {
      const listed = await call(again.base, 'GET', '/cards?status=frozen', { seed });
      expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([cardId]);
    } finally {
      await again.stop();
    }
  }, 60_000);

  it('starts on a data file with one damaged account: it answers 503, every other account is served', async () => {
    const data = join(dir, 'quarantine.db');
    const args = ['--no-rate-limits', '--data', data];
    const first = await startApi([...args, '--quiet']);
    const bad = await fundedAccount(first.base);
    const good = await fundedAccount(first.base);
    const balance = (await call(first.base, 'GET', '/wallet/balance', { seed: good.seed })).body;
    await first.stop();
    // What a $100 deposit on a wallet of Number.MAX_SAFE_INTEGER cents left on disk before #47.
    editRow(
      data,
      'accounts WHERE seed_hash = ?',
      (account) => ({ ...account, walletCents: 9007199254750892 }),
      [hashOf(bad.seed)],
    );
    const api = await startApi(args);
    try {
      const lines = api.logs
        .join('')
        .split('\n')
        .filter((line) => /quarantined/.test(line));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/walletCents/);
      expect(lines[0]).not.toContain(bad.seed);
      expect((await call(api.base, 'GET', '/wallet/balance', { seed: good.seed })).body).toEqual(
        balance,
      );
      const refused = await call(api.base, 'GET', '/wallet/balance', { seed: bad.seed });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: 'account_quarantined', code: 503 });
      expect(refused.body.message).toMatch(/quarantined/);
      // Still answered the same after another account's write: its rows are left as they were.
      await call(api.base, 'POST', `/cards/${good.cardId}/fund`, {
        seed: good.seed,
        body: { amount: 5 },
      });
      expect((await call(api.base, 'GET', '/cards', { seed: bad.seed })).status).toBe(503);
    } finally {
      await api.stop();
    }
    const again = await startApi([...args, '--quiet']);
    try {
      expect((await call(again.base, 'GET', '/cards', { seed: bad.seed })).status).toBe(503);
    } finally {
      await again.stop();
    }
  }, 60_000);
});
