// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi } from '../../test/api-process';

/** The old store kept 20,000 keys for all accounts together: past that, another account's key went. */
const OLD_SHARED_CAP = 20_000;

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
        while (next < OLD_SHARED_CAP + 500) {
          const i = next++;
          await call(api.base, 'PATCH', `/cards/${b.cardId}`, {
            seed: b.seed,
            key: `b-${i}`,
            body: { label: `b ${i % 50}` },
          });
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: 32 }, worker));
      console.log(
        `${OLD_SHARED_CAP + 500} keyed requests from another account in ${Date.now() - started} ms`,
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
});
