// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi, type Api } from '../../test/api-process';

/** Issue #47 item 11a: a one-time code is shown while it can be used, never after (decision 002). */
describe('GET /3ds/{id} over HTTP (npm run api)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet', '--no-rate-limits']);
  }, 30_000);
  afterAll(() => api.stop());

  it('answers the otp of a pending challenge and none once it expired', async () => {
    const { seed, cardId } = await fundedAccount(api.base);
    await call(api.base, 'POST', `/cards/${cardId}/fund`, { seed, body: { amount: 50 } });
    const opened = await call(api.base, 'POST', '/sandbox/purchases', {
      seed,
      body: { card_id: cardId, amount: 10, three_ds: true },
    });
    expect(opened.body.status).toBe('pending');
    const pending = await call(api.base, 'GET', `/3ds/${opened.body.id}`, { seed });
    expect(pending.body.otp).toMatch(/^\d{6}$/);
    // Five minutes and a second later, on the account's clock.
    await call(api.base, 'POST', '/sandbox/clock/advance', { seed, body: { seconds: 301 } });
    const expired = await call(api.base, 'GET', `/3ds/${opened.body.id}`, { seed });
    expect(expired.status).toBe(200);
    expect(expired.body.status).toBe('expired');
    expect(expired.body).not.toHaveProperty('otp');
    const code = await call(api.base, 'POST', `/sandbox/3ds/${opened.body.id}/complete`, {
      seed,
      body: { otp: pending.body.otp },
    });
    expect(code.body.error).toBe('challenge_expired');
  }, 30_000);
});
