// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, streamedEvents } from '../../test/api-process';
import { apiWithReceiver } from '../../test/api-with-receiver';

/** Issue #31 items 1–2 over real HTTP: the clock moved to a time, and scenarios loaded. */
describe('the account clock and scenarios over HTTP (npm run api)', () => {
  const server = apiWithReceiver();
  const newSeed = async () =>
    (await call(server.api.base, 'POST', '/', { body: {} })).body.seed as string;

  it('advances to a time: the pending deposit confirms on the way, and the clock reads that time', async () => {
    const seed = await newSeed();
    const deposit = await call(server.api.base, 'POST', '/sandbox/deposits', {
      seed,
      body: { currency: 'btc', amount_usd: 100 },
    });
    expect(deposit.body.status).toBe('pending');
    const before = (await call(server.api.base, 'GET', '/sandbox/clock', { seed })).body;
    const to = new Date(Date.parse(before.now) + 10 * 60_000).toISOString();

    const advanced = await call(server.api.base, 'POST', '/sandbox/clock/advance', {
      seed,
      body: { to },
    });
    expect(advanced.status).toBe(200);
    expect(Date.parse(advanced.body.now)).toBe(Date.parse(to));
    expect(advanced.body.fired).toContainEqual(
      expect.objectContaining({ kind: 'deposit_confirmed', id: deposit.body.id }),
    );
    const clock = (await call(server.api.base, 'GET', '/sandbox/clock', { seed })).body;
    expect(clock.offset_ms).toBe(advanced.body.offset_ms);
    expect(clock.offset_ms).toBeGreaterThan(10 * 60_000 - 10_000);
    expect(Date.parse(clock.now)).toBeGreaterThanOrEqual(Date.parse(to));
    expect(Date.parse(clock.now) - Date.parse(to)).toBeLessThan(10_000);
    const deposits = await call(server.api.base, 'GET', '/wallet/deposits', { seed });
    expect(deposits.body.data[0]).toMatchObject({ id: deposit.body.id, status: 'confirmed' });
    expect(await streamedEvents(server.api.base, seed)).toContain('deposit.confirmed');

    // Back before the account's now: a 400 in the error shape, and the clock stays.
    const back = await call(server.api.base, 'POST', '/sandbox/clock/advance', {
      seed,
      body: { to: before.now },
    });
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject({ error: 'invalid_request', code: 400 });
    const still = (await call(server.api.base, 'GET', '/sandbox/clock', { seed })).body;
    expect(still.offset_ms).toBe(clock.offset_ms);
  }, 30_000);

  it('a scenario as a new account: its seed reads what the answer counted', async () => {
    const made = await call(
      server.api.base,
      'POST',
      '/sandbox/scenarios/low-balance-recurring/accounts',
    );
    expect(made.status).toBe(201);
    const seed = made.body.seed as string;
    expect(seed).toMatch(/^[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}$/);
    const cards = await call(server.api.base, 'GET', '/cards?per_page=100', { seed });
    expect(cards.body.data).toHaveLength(made.body.cards);
    const txns = await call(server.api.base, 'GET', '/transactions?per_page=1', { seed });
    expect(txns.body.pagination.total).toBe(made.body.transactions);
    const wallet = await call(server.api.base, 'GET', '/wallet/balance', { seed });
    expect(wallet.body.balance).toBe(made.body.wallet_balance);
  }, 30_000);

  it("loads into the caller's empty account: no webhook for the history, the clock's later events sent", async () => {
    const seed = await newSeed();
    const hook = await call(server.api.base, 'POST', '/webhooks', {
      seed,
      body: { url: server.local.url, events: ['*'] },
    });
    expect(hook.status).toBe(201);
    const loaded = await call(server.api.base, 'POST', '/sandbox/scenarios/busy-month/load', {
      seed,
    });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({ scenario: 'busy-month', cards: 3, pending_challenges: 1 });
    expect(loaded.body.seed).toBeUndefined();
    const cards = await call(server.api.base, 'GET', '/cards?per_page=100', { seed });
    expect(cards.body.data).toHaveLength(3);
    const txns = await call(server.api.base, 'GET', '/transactions?per_page=1', { seed });
    expect(txns.body.pagination.total).toBe(loaded.body.transactions);
    expect((await call(server.api.base, 'GET', '/webhooks', { seed })).body.data).toHaveLength(1);
    expect(
      (await call(server.api.base, 'GET', '/sandbox/webhooks/deliveries', { seed })).body.data,
    ).toEqual([]);

    // Loaded once: the account is no longer empty, so a second load is refused and changes nothing.
    const again = await call(
      server.api.base,
      'POST',
      '/sandbox/scenarios/near-monthly-limit/load',
      {
        seed,
      },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'invalid_state', code: 409 });
    expect(
      (await call(server.api.base, 'GET', '/cards?per_page=100', { seed })).body.data,
    ).toHaveLength(3);

    // Six minutes on, the pending challenge expires: that event is news, and is delivered.
    await call(server.api.base, 'POST', '/sandbox/clock/advance', { seed, body: { seconds: 360 } });
    await expect
      .poll(() => server.local.received.map((r) => r.event), { timeout: 5000 })
      .toEqual(['transaction.declined']);
  }, 30_000);
});
