// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi } from '../../test/api-process';
import { IDEMPOTENCY_LIMITS } from '../http/idempotency-budget';

/** The largest PATCH /cards/{id}: 50 metadata keys of 500 characters (~26 KB answered). */
const fullMetadata = (i: number) =>
  Object.fromEntries(
    Array.from({ length: 50 }, (_, k) => [`key-${k}`, `${i}-${k}-`.padEnd(500, 'x')]),
  );
const megabytes = (...files: string[]) =>
  files.reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0) / 2 ** 20;

/**
 * Another account's keyed requests: past its own cap, so its oldest answers are let go while A's
 * key must stay. The old store's shared cap (20,000 keys for all accounts) made this 20,500
 * requests, 60–120 s on a loaded machine (issue #46); the total budget that replaced it (bytes,
 * the accounts holding most give first) is held in-process by idempotency.test.ts, so over HTTP
 * it is enough to see the process keep keys per account.
 */
const OTHER_ACCOUNT_KEYS = IDEMPOTENCY_LIMITS.perAccount + 500;

describe('idempotency keys belong to one account and survive a restart (npm run api)', () => {
  it("another account's traffic cannot evict a key: the retry replays and money moves once", async () => {
    const api = await startApi(['--quiet', '--no-rate-limits']);
    try {
      const a = await fundedAccount(api.base);
      const fund = () =>
        call(api.base, 'POST', `/cards/${a.cardId}/fund`, {
          seed: a.seed,
          key: 'fund-a-1',
          body: { amount: 10 },
        });
      const first = await fund();
      expect(first.status).toBe(200);

      const b = await fundedAccount(api.base);
      let next = 0;
      const worker = async () => {
        while (next < OTHER_ACCOUNT_KEYS) {
          const i = next++;
          await call(api.base, 'PATCH', `/cards/${b.cardId}`, {
            seed: b.seed,
            key: `b-${i}`,
            body: { label: `b ${i % 50}` },
          });
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: 16 }, worker));
      console.log(
        `${OTHER_ACCOUNT_KEYS} keyed requests from another account in ${Date.now() - started} ms`,
      );

      const retry = await fund();
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(first.body);
      const card = await call(api.base, 'GET', `/cards/${a.cardId}`, { seed: a.seed });
      expect(card.body.balance).toBe(first.body.new_balance);
    } finally {
      await api.stop();
    }
    // 1,500 keyed requests: 3.6 s idle, 50 s in a clean-clone run beside Playwright, past 60 s at
    // load 14 (decision 033 tenth pass).
  }, 120_000);

  it('a key is honoured after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vcs-idem-'));
    const args = ['--quiet', '--data', join(dir, 'state.json')];
    try {
      const before = await startApi(args);
      const a = await fundedAccount(before.base);
      const body = { amount: 25 };
      const first = await call(before.base, 'POST', `/cards/${a.cardId}/fund`, {
        seed: a.seed,
        key: 'k-restart',
        body,
      });
      expect(first.status).toBe(200);
      await before.stop();

      const after = await startApi(args);
      try {
        const retry = await call(after.base, 'POST', `/cards/${a.cardId}/fund`, {
          seed: a.seed,
          key: 'k-restart',
          body,
        });
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        expect(retry.body).toEqual(first.body);
        const wallet = await call(after.base, 'GET', '/wallet/balance', { seed: a.seed });
        expect(wallet.body.balance).toBe(first.body.wallet_balance);
        // The same key with another request is still refused.
        const other = await call(after.base, 'POST', `/cards/${a.cardId}/fund`, {
          seed: a.seed,
          key: 'k-restart',
          body: { amount: 26 },
        });
        expect(other.status).toBe(409);
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('the issue’s script: keyed full-metadata PATCHes keep the database within 1 MiB per account (decision 014)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vcs-idem-bytes-'));
    const data = join(dir, 'sandbox.db');
    const args = ['--quiet', '--no-rate-limits', '--data', data];
    const PER_ACCOUNT = 120;
    try {
      const api = await startApi(args);
      const accounts = [];
      for (let a = 0; a < 3; a++) accounts.push(await fundedAccount(api.base));
      const rssBefore = api.rssMb();
      const dbBefore = megabytes(data, `${data}-wal`);
      const last: { status: number; body: unknown }[] = [];
      const started = Date.now();
      await Promise.all(
        accounts.map(async ({ seed, cardId }, a) => {
          for (let i = 0; i < PER_ACCOUNT; i++) {
            const answer = await call(api.base, 'PATCH', `/cards/${cardId}`, {
              seed,
              key: `meta-${i}`,
              body: { metadata: fullMetadata(i) },
            });
            expect(answer.status).toBe(200);
            last[a] = answer;
          }
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      const rssAfter = api.rssMb();
      const dbAfter = megabytes(data, `${data}-wal`);
      console.log(
        `${3 * PER_ACCOUNT} keyed PATCHes in ${seconds.toFixed(1)} s: RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB, database + WAL ${dbBefore.toFixed(1)} → ${dbAfter.toFixed(1)} MB`,
      );
      // Unbounded, 360 answers of ~26 KB were 9+ MB of rows; now at most 3 × 1 MiB of them.
      expect(megabytes(data)).toBeLessThan(4);
      await api.stop();

      const again = await startApi(args);
      try {
        for (const [a, { seed, cardId }] of accounts.entries()) {
          // Nothing acknowledged is lost: the card holds the last PATCH, and its key replays.
          const card = await call(again.base, 'GET', `/cards/${cardId}`, { seed });
          expect(card.body.metadata).toEqual(fullMetadata(PER_ACCOUNT - 1));
          const retry = await call(again.base, 'PATCH', `/cards/${cardId}`, {
            seed,
            key: `meta-${PER_ACCOUNT - 1}`,
            body: { metadata: fullMetadata(PER_ACCOUNT - 1) },
          });
          expect(retry.headers.get('idempotent-replayed')).toBe('true');
          expect(retry.body).toEqual(last[a]!.body);
        }
      } finally {
        await again.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
