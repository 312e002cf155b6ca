// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MONEY_MAX_CENTS } from '../../contract/limits';
import { accountView, call, startApi, type Api } from '../../test/api-process';

const dir = mkdtempSync(join(tmpdir(), 'vcs-snapshot-money-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a snapshot file, edited field by field
type File = any;
const ONE_MILLION = 1_000_000_00;

/** A new account and its own file (a wallet of $0, one card waiting for a deposit). */
async function freshFile(api: Api): Promise<{ seed: string; file: File }> {
  const seed = (await call(api.base, 'POST', '/', { body: {} })).body.seed as string;
  return { seed, file: (await call(api.base, 'GET', '/sandbox/snapshot', { seed })).body };
}

/** Confirmed deposits of $1,000,000 (no fee) that make `cents` in all, the last one smaller. */
function deposits(file: File, cents: number) {
  const out = [];
  for (let i = 0; cents > 0; i += 1) {
    const amount = Math.min(cents, ONE_MILLION);
    cents -= amount;
    out.push({
      id: `dep_file${i}`,
      currency: 'usdt',
      amountCrypto: (amount / 100).toFixed(2),
      amountUsdCents: amount,
      feeCents: 0,
      status: 'confirmed',
      txHash: `0x${String(i).padStart(64, '0')}`,
      confirmations: 12,
      requiredConfirmations: 12,
      belowMinimum: false,
      createdAt: file.account.createdAt,
      confirmedAt: file.account.createdAt,
      expiredAt: null,
    });
  }
  return out;
}

/** What the account answers: its wallet, its cards, its deposits (memory, or disk after a restart). */
const view = (api: Api, seed: string) =>
  accountView(api.base, seed, [
    '/wallet/balance',
    '/cards?per_page=100',
    '/wallet/deposits?per_page=100',
  ]);

/** Issue #47 item 1: a snapshot no longer poisons the data file (decision 023, money ceiling). */
describe('money in snapshots and operations stays under the ceiling (npm run api)', () => {
  it('refuses a wallet of Number.MAX_SAFE_INTEGER cents and money that is not conserved; nothing changes', async () => {
    const api = await startApi(['--quiet', '--no-rate-limits']);
    try {
      const { seed, file } = await freshFile(api);
      const before = await view(api, seed);
      const poisoned = structuredClone(file);
      poisoned.account.walletCents = Number.MAX_SAFE_INTEGER;
      const made = await call(api.base, 'POST', '/sandbox/snapshot/accounts', { body: poisoned });
      expect(made.status).toBe(400);
      expect(made.body).toMatchObject({ error: 'invalid_request', code: 400 });
      expect(made.body.message).toMatch(/walletCents/);
      const replaced = await call(api.base, 'POST', '/sandbox/snapshot', { seed, body: poisoned });
      expect(replaced.status).toBe(400);
      // A wallet under the ceiling that no deposit paid for: money from nowhere.
      const invented = structuredClone(file);
      invented.account.walletCents = 100_00;
      const refused = await call(api.base, 'POST', '/sandbox/snapshot', { seed, body: invented });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/conserve|money/i);
      // A challenge living longer than 5 minutes is not one the sandbox makes either.
      const longChallenge = structuredClone(file);
      const cardId = longChallenge.account.cards[0].id;
      longChallenge.account.challenges = [
        {
          id: '3ds_long',
          cardId,
          merchant: { name: 'Shop', category: 'shopping', mcc: '5311', country: 'US' },
          amountCents: 100,
          currency: 'USD',
          status: 'pending',
          createdAt: file.accountNow,
          expiresAt: new Date(Date.parse(file.accountNow) + 3_600_000).toISOString(),
          completedAt: null,
          transactionId: null,
        },
      ];
      const long = await call(api.base, 'POST', '/sandbox/snapshot', { seed, body: longChallenge });
      expect(long.status).toBe(400);
      expect(long.body.message).toMatch(/5 minutes/);
      expect(await view(api, seed)).toEqual(before);
    } finally {
      await api.stop();
    }
  }, 30_000);

  it('an account at the ceiling: deposits, refunds and clock advances past a bound are 409/400; disk equals memory', async () => {
    const data = join(dir, 'ceiling.db');
    const api = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
    let seed = '';
    let before: Awaited<ReturnType<typeof view>>;
    try {
      const fresh = await freshFile(api);
      const file = fresh.file;
      file.account.deposits = deposits(file, MONEY_MAX_CENTS);
      file.account.walletCents = MONEY_MAX_CENTS;
      file.account.cards[0].status = 'active';
      const made = await call(api.base, 'POST', '/sandbox/snapshot/accounts', { body: file });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      seed = made.body.seed;
      const cardId = file.account.cards[0].id as string;
      expect((await call(api.base, 'GET', '/wallet/balance', { seed })).body.balance).toBe(
        MONEY_MAX_CENTS / 100,
      );
      const more = await call(api.base, 'POST', '/sandbox/deposits', {
        seed,
        body: { currency: 'usdt', amount_usd: 100 },
      });
      expect(more.status).toBe(409);
      expect(more.body).toMatchObject({ error: 'limit_reached', code: 409 });
      // Spend $100, deposit $100 (back at the ceiling): the refund of the $100 would pass it.
      const fund = await call(api.base, 'POST', `/cards/${cardId}/fund`, {
        seed,
        body: { amount: 500 },
      });
      expect(fund.status).toBe(200);
      const bought = await call(api.base, 'POST', '/sandbox/purchases', {
        seed,
        body: { card_id: cardId, amount: 100 },
      });
      expect(bought.body.type, JSON.stringify(bought.body)).toBe('authorization');
      const refill = await call(api.base, 'POST', '/sandbox/deposits', {
        seed,
        body: { currency: 'usdt', amount_usd: 101 },
      });
      expect(refill.status).toBe(201);
      const refund = await call(
        api.base,
        'POST',
        `/sandbox/transactions/${bought.body.id}/refund`,
        {
          seed,
          body: {},
        },
      );
      expect(refund.status).toBe(409);
      expect(refund.body.error).toBe('limit_reached');
      // The clock runs at most ten years ahead: 400-day steps past that are refused.
      const steps = [];
      for (let i = 0; i < 10; i += 1)
        steps.push(
          (
            await call(api.base, 'POST', '/sandbox/clock/advance', {
              seed,
              body: { seconds: 400 * 86_400 },
            })
          ).status,
        );
      expect(steps).toContain(400);
      expect(steps.indexOf(400)).toBeGreaterThan(0);
      const clock = (await call(api.base, 'GET', '/sandbox/clock', { seed })).body;
      expect(clock.offset_ms).toBeLessThanOrEqual(10 * 366 * 86_400_000);
      before = await view(api, seed);
    } finally {
      await api.stop();
    }
    const again = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
    try {
      expect(await view(again, seed)).toEqual(before);
    } finally {
      await again.stop();
    }
  }, 60_000);
});
