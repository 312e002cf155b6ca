import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../contract/webhooks';
import { testService } from './testing';

const MIN = 60;

/** Issue #31 items 1–3 over the service's HTTP surface (decision 020). */
describe('the sandbox tools', () => {
  it('a busy month, then 6 minutes later its 3-D Secure challenge expires with its webhook', async () => {
    const { call } = testService();
    const made = await call('POST', '/sandbox/scenarios/busy-month/accounts');
    expect(made.status).toBe(201);
    const seed: string = made.body.seed;
    expect(made.body).toMatchObject({ scenario: 'busy-month', cards: 3, pending_challenges: 1 });
    expect(made.body.transactions).toBeGreaterThan(150);
    await call('POST', '/webhooks', {
      seed,
      body: { url: 'https://hooks.example.com/x', events: ['transaction.declined'] },
    });
    const before = await call('GET', '/sandbox/clock', { seed });
    expect(before.body.offset_ms).toBe(0);

    const advanced = await call('POST', '/sandbox/clock/advance', {
      seed,
      body: { seconds: 6 * MIN },
    });
    expect(advanced.status).toBe(200);
    expect(advanced.body.offset_ms).toBe(6 * MIN * 1000);
    expect(advanced.body.fired.map((f: { kind: string }) => f.kind)).toContain('challenge_expired');
    const deliveries = await call('GET', '/sandbox/webhooks/deliveries', { seed });
    const declined = deliveries.body.data.filter(
      (d: { event_type: string }) => d.event_type === 'transaction.declined',
    );
    expect(declined).toHaveLength(1);
    expect(JSON.parse(declined[0].payload).data.decline_reason).toMatch(/3-D Secure/);
    // The account's records follow its clock: a new card is made 6 minutes "later".
    const after = await call('GET', '/sandbox/clock', { seed });
    expect(Date.parse(after.body.now) - Date.parse(before.body.now)).toBe(6 * MIN * 1000);
  });

  it('refuses a clock that goes back, jumps too far or is asked twice, and changes nothing', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    const now = (await call('GET', '/sandbox/clock', { seed })).body.now;
    for (const body of [
      { seconds: -1 },
      { seconds: 401 * 24 * 3600 },
      { seconds: 1.5 },
      { to: '2020-01-01T00:00:00Z' },
      { to: 'soon' },
      { seconds: 60, to: now },
      {},
      { seconds: 60, extra: true },
    ]) {
      const refused = await call('POST', '/sandbox/clock/advance', { seed, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ error: 'invalid_request', code: 400 });
    }
    expect((await call('GET', '/sandbox/clock', { seed })).body).toEqual({ now, offset_ms: 0 });
  });

  it('lists scenarios without a seed, loads one only into a new account', async () => {
    const { call, fundedAccount } = testService();
    const list = await call('GET', '/sandbox/scenarios');
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([
      'new-account-waiting-deposit',
      'busy-month',
      'low-balance-recurring',
      'near-monthly-limit',
    ]);
    const fresh = await call('POST', '/');
    const loaded = await call('POST', '/sandbox/scenarios/near-monthly-limit/load', {
      seed: fresh.body.seed,
    });
    expect(loaded.status).toBe(200);
    expect(loaded.body.seed).toBeUndefined();
    const { seed } = await fundedAccount(50);
    const refused = await call('POST', '/sandbox/scenarios/busy-month/load', { seed });
    expect(refused.status).toBe(409);
    expect((await call('GET', '/transactions', { seed })).body.data).toHaveLength(0);
    const unknown = await call('POST', '/sandbox/scenarios/nope/accounts');
    expect(unknown.status).toBe(400);
  });

  it('triggers each of the 12 events by name, and refuses an unknown one', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(500);
    for (const type of WEBHOOK_EVENTS) {
      const made = await call('POST', `/sandbox/events/${type}/trigger`, { seed });
      expect(made.status, type).toBe(201);
      expect(made.body.type).toBe(type);
      expect(made.body.emitted).toContain(type);
    }
    const refused = await call('POST', '/sandbox/events/card.exploded/trigger', { seed });
    expect(refused.status).toBe(400);
  });
});
