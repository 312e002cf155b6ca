// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyChanges, touch } from '../domain/changes';
import { call, fundedAccount, startApi } from '../../test/api-process';
import { sqliteStore } from './sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'vcs-stored-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('answers an older sandbox kept past the budget (decision 014)', () => {
  it('are let go at start, the file shrinks, and the newest key still replays', async () => {
    const data = join(dir, 'old.db');
    const args = ['--quiet', '--no-rate-limits', '--data', data];
    const api = await startApi(args);
    const { seed, cardId } = await fundedAccount(api.base);
    await api.stop();

    // 300 answers of ~26 KB, as the unbounded store kept them (its cap was 1,000 per account).
    const store = sqliteStore(data);
    const state = store.load()!;
    const account = Object.values(state.accounts)[0]!;
    const changes = emptyChanges();
    const body = JSON.stringify({ metadata: { note: 'x'.repeat(500) } });
    const fingerprint = createHash('sha256')
      .update(`PATCH /cards/${cardId}?\n${body}`)
      .digest('hex');
    const now = Date.now();
    for (let i = 0; i < 300; i++)
      touch(changes, account, 'idempotencyKeys', {
        key: `old-${i}`,
        fingerprint,
        at: now - 300 + i,
        status: 200,
        body: JSON.stringify({ id: cardId, answer: i, padding: 'y'.repeat(26_000) }),
      });
    store.commit(changes, state.secret);
    store.close!();
    expect(statSync(data).size).toBeGreaterThan(7 * 2 ** 20);

    const again = await startApi(args);
    try {
      expect(statSync(data).size).toBeLessThan(2 * 2 ** 20);
      const newest = await call(again.base, 'PATCH', `/cards/${cardId}`, {
        seed,
        key: 'old-299',
        rawBody: body,
      });
      expect(newest.headers.get('idempotent-replayed')).toBe('true');
      expect(newest.body.answer).toBe(299);
      // The oldest went: its key runs the request again.
      const oldest = await call(again.base, 'PATCH', `/cards/${cardId}`, {
        seed,
        key: 'old-0',
        rawBody: body,
      });
      expect(oldest.headers.get('idempotent-replayed')).toBeNull();
      expect(oldest.body.metadata).toEqual({ note: 'x'.repeat(500) });
    } finally {
      await again.stop();
    }
  }, 60_000);
});
