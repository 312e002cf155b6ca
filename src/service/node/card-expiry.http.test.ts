// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountView,
  call,
  fundedAccount,
  startApi,
  webhookReceiver,
  type Api,
} from '../../test/api-process';

const dir = mkdtempSync(join(tmpdir(), 'vcs-card-expiry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY_S = 86_400;
const STEP_MS = 400 * DAY_S * 1000;

/** Advances the account's clock to `to` in steps of at most 400 days; everything that fired. */
async function advanceTo(api: Api, seed: string, to: number) {
  const fired: Array<{ kind: string; at: string; id: string | null }> = [];
  for (;;) {
    const now = Date.parse((await call(api.base, 'GET', '/sandbox/clock', { seed })).body.now);
    if (now >= to) return fired;
    const step = new Date(Math.min(to, now + STEP_MS)).toISOString();
    const moved = await call(api.base, 'POST', '/sandbox/clock/advance', {
      seed,
      body: { to: step },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    fired.push(...moved.body.fired);
  }
}

/** What the account answers: wallet, cards, transactions (memory, or disk after a restart). */
const view = (api: Api, seed: string) =>
  accountView(api.base, seed, [
    '/wallet/balance',
    '/cards?per_page=100',
    '/transactions?per_page=100',
  ]);

/** Issue #47 item 1: a card past its expiry month is terminated, money back in the wallet. */
describe('cards expire as the account clock passes their month (npm run api)', () => {
  it('advancing past the expiry terminates the card: card_expired fired, money conserved, purchases declined, disk equals memory', async () => {
    const data = join(dir, 'expiry.db');
    const hooks = await webhookReceiver();
    const api = await startApi([
      '--quiet',
      '--no-rate-limits',
      '--allow-private-webhooks',
      '--data',
      data,
    ]);
    let seed = '';
    let before: Awaited<ReturnType<typeof view>>;
    try {
      const funded = await fundedAccount(api.base, 500);
      seed = funded.seed;
      const { cardId } = funded;
      const hook = await call(api.base, 'POST', '/webhooks', {
        seed,
        body: { url: hooks.url, events: ['card.terminated'] },
      });
      expect(hook.status).toBe(201);
      await call(api.base, 'POST', `/cards/${cardId}/fund`, { seed, body: { amount: 120 } });
      const bought = await call(api.base, 'POST', '/sandbox/purchases', {
        seed,
        body: { card_id: cardId, amount: 20 },
      });
      expect(bought.body.type).toBe('authorization');
      const wallet0 = (await call(api.base, 'GET', '/wallet/balance', { seed })).body.balance;
      const card0 = (await call(api.base, 'GET', `/cards/${cardId}`, { seed })).body;
      expect(card0.balance).toBe(100);
      const expiresAt = Date.parse(card0.expires_at);
      // The first instant after the card's expiry month (UTC).
      const d = new Date(expiresAt);
      const firstAfter = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);

      const fired = await advanceTo(api, seed, firstAfter + 60_000);
      const expired = fired.filter((f) => f.kind === 'card_expired');
      expect(expired).toEqual([
        { kind: 'card_expired', at: new Date(firstAfter).toISOString(), id: cardId },
      ]);

      const card = (await call(api.base, 'GET', `/cards/${cardId}`, { seed })).body;
      expect(card).toMatchObject({ status: 'terminated', balance: 0 });
      expect(card.terminated_at).toBe(new Date(firstAfter).toISOString());
      const wallet = (await call(api.base, 'GET', '/wallet/balance', { seed })).body.balance;
      expect(Math.round(wallet * 100)).toBe(Math.round((wallet0 + card0.balance) * 100));

      const declined = await call(api.base, 'POST', '/sandbox/purchases', {
        seed,
        body: { card_id: cardId, amount: 5 },
      });
      expect(declined.body).toMatchObject({ type: 'decline', decline_code: 'card_terminated' });
      await vi.waitFor(
        () => expect(hooks.received.map((r) => r.event)).toContain('card.terminated'),
        {
          timeout: 10_000,
        },
      );
      const payload = JSON.parse(hooks.received.find((r) => r.event === 'card.terminated')!.body);
      expect(payload.data).toMatchObject({ id: cardId, reason: 'expired', refunded_amount: 100 });
      before = await view(api, seed);
    } finally {
      await api.stop();
      await hooks.close();
    }
    const again = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
    try {
      expect(await view(again, seed)).toEqual(before);
    } finally {
      await again.stop();
    }
  }, 60_000);

  // One server for the three tests below, each on an account of its own: a server's start is
  // about 1 s of CPU, 2–2.5 s at load 12 on 2 cores (issue #46, decision 033's seventh pass).
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet', '--no-rate-limits']);
  }, 30_000); // startApi's own bound is 20 s
  afterAll(() => api.stop());

  it('refuses a snapshot holding an active card expired by its clock; nothing changes', async () => {
    const { seed } = await fundedAccount(api.base, 500);
    const file = (await call(api.base, 'GET', '/sandbox/snapshot', { seed })).body;
    const before = await view(api, seed);
    const stale = structuredClone(file);
    const card = stale.account.cards[0];
    expect(card.status).toBe('active');
    // Its month ended a month before the file's clock.
    const now = new Date(stale.accountNow);
    card.expYear = now.getUTCFullYear() - (now.getUTCMonth() === 0 ? 1 : 0);
    card.expMonth = now.getUTCMonth() === 0 ? 12 : now.getUTCMonth();
    const replaced = await call(api.base, 'POST', '/sandbox/snapshot', { seed, body: stale });
    expect(replaced.status).toBe(400);
    expect(replaced.body).toMatchObject({ error: 'invalid_request', code: 400 });
    expect(replaced.body.message).toMatch(/expire/);
    const made = await call(api.base, 'POST', '/sandbox/snapshot/accounts', { body: stale });
    expect(made.status).toBe(400);
    expect(made.body).toMatchObject({ error: 'invalid_request', code: 400 });
    // Frozen is no better; terminated is what an expired card is.
    card.status = 'frozen';
    card.frozenAt = stale.accountNow;
    expect((await call(api.base, 'POST', '/sandbox/snapshot', { seed, body: stale })).status).toBe(
      400,
    );
    expect(await view(api, seed)).toEqual(before);
  }, 30_000);

  it('a card whose month ended after the file was taken is imported, then ended by the next request', async () => {
    const { seed, cardId } = await fundedAccount(api.base, 500);
    await call(api.base, 'POST', `/cards/${cardId}/fund`, { seed, body: { amount: 40 } });
    const file = (await call(api.base, 'GET', '/sandbox/snapshot', { seed })).body;
    // Taken 40 days ago, the card good through the end of last month: active by the file's clock.
    const now = new Date(file.accountNow);
    file.accountNow = new Date(now.getTime() - 40 * DAY_S * 1000).toISOString();
    file.account.cards[0].expYear = now.getUTCFullYear() - (now.getUTCMonth() === 0 ? 1 : 0);
    file.account.cards[0].expMonth = now.getUTCMonth() === 0 ? 12 : now.getUTCMonth();
    const made = await call(api.base, 'POST', '/sandbox/snapshot/accounts', { body: file });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const wallet = Math.round(made.body.wallet_balance * 100);
    const card = (await call(api.base, 'GET', `/cards/${cardId}`, { seed: made.body.seed })).body;
    expect(card).toMatchObject({ status: 'terminated', balance: 0 });
    const after = await call(api.base, 'GET', '/wallet/balance', { seed: made.body.seed });
    expect(Math.round(after.body.balance * 100)).toBe(wallet + 40_00);
  }, 30_000);

  it('the export after a 4-year advance imports again', async () => {
    const { seed, cardId } = await fundedAccount(api.base, 500);
    await call(api.base, 'POST', `/cards/${cardId}/fund`, { seed, body: { amount: 50 } });
    const now = Date.parse((await call(api.base, 'GET', '/sandbox/clock', { seed })).body.now);
    await advanceTo(api, seed, now + 4 * 366 * DAY_S * 1000);
    const file = (await call(api.base, 'GET', '/sandbox/snapshot', { seed })).body;
    expect(file.account.cards[0]).toMatchObject({
      id: cardId,
      status: 'terminated',
      balanceCents: 0,
    });
    const made = await call(api.base, 'POST', '/sandbox/snapshot/accounts', { body: file });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const replaced = await call(api.base, 'POST', '/sandbox/snapshot', { seed, body: file });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const cards = (await call(api.base, 'GET', '/cards', { seed: made.body.seed })).body.data;
    expect(cards[0]).toMatchObject({ status: 'terminated' });
  }, 30_000);
});
