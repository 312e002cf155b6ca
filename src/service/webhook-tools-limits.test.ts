import { describe, expect, it } from 'vitest';
import { MAX_DELIVERIES_KEPT } from './domain/webhooks';
import type { Deliver } from './webhook-delivery';
import { sending, withHook } from './webhook-tools.fixtures';

/** The bounds of resend and send-example (decision 021). */
describe('webhook resend and send-example: limits', () => {
  it('keeps the log at its bound, and allows 60 sends a minute per account', async () => {
    const t = sending();
    const { seed, hookId } = await withHook(t);
    const example = () =>
      t.call('POST', `/sandbox/webhooks/${hookId}/send-example`, {
        seed,
        body: { type: 'card.frozen' },
      });
    const first = await example();
    for (let i = 1; i < 60; i++) expect((await example()).status).toBe(201);
    const refused = await example();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'rate_limited', code: 429 });
    const resend = `/sandbox/webhooks/${hookId}/deliveries/${first.body.id}/resend`;
    expect((await t.call('POST', resend, { seed })).status).toBe(429);
    t.clock.advance(60_000);
    expect((await t.call('POST', resend, { seed })).status).toBe(201);

    const unlimited = sending({ limits: false });
    const other = await withHook(unlimited);
    let oldest = '';
    for (let i = 0; i < MAX_DELIVERIES_KEPT + 5; i++) {
      const sent = await unlimited.call('POST', `/sandbox/webhooks/${other.hookId}/send-example`, {
        seed: other.seed,
        body: { type: 'card.frozen' },
      });
      oldest ||= sent.body.id;
    }
    const log = await unlimited.call('GET', '/sandbox/webhooks/deliveries', { seed: other.seed });
    expect(log.body.data).toHaveLength(MAX_DELIVERIES_KEPT);
    const gone = await unlimited.call(
      'POST',
      `/sandbox/webhooks/${other.hookId}/deliveries/${oldest}/resend`,
      { seed: other.seed },
    );
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('delivery_not_found');
  });

  it('a replayed idempotency key answers the first delivery and sends nothing again', async () => {
    const t = sending();
    const { seed, hookId } = await withHook(t);
    const send = () =>
      t.call('POST', `/sandbox/webhooks/${hookId}/send-example`, {
        seed,
        body: { type: 'card.created' },
        headers: { 'X-Idempotency-Key': 'example-once' },
      });
    const first = await send();
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    await t.service.flush();
    expect(t.sent).toHaveLength(1);
    const log = await t.call('GET', '/sandbox/webhooks/deliveries', { seed });
    expect(log.body.data).toHaveLength(1);
  });

  it('with 100 deliveries waiting, resend and send-example answer 409 and change nothing', async () => {
    let answering = false;
    const hanging: Array<() => void> = [];
    const deliver: Deliver = () =>
      answering ? Promise.resolve(200) : new Promise((resolve) => hanging.push(() => resolve(200)));
    const t = sending({ deliver, limits: false });
    const { seed, hookId, cardId } = await withHook(t, ['card.frozen', 'card.unfrozen']);
    for (let i = 0; i < 100; i++)
      await t.call('POST', `/cards/${cardId}/${i % 2 ? 'unfreeze' : 'freeze'}`, { seed });
    const log = () => t.call('GET', '/sandbox/webhooks/deliveries', { seed });
    const before = (await log()).body.data;
    expect(before.filter((d: { status: string }) => d.status === 'pending')).toHaveLength(100);
    for (const [path, body] of [
      [`/sandbox/webhooks/${hookId}/send-example`, { type: 'card.frozen' }],
      [`/sandbox/webhooks/${hookId}/deliveries/${before[0].id}/resend`, undefined],
    ] as const) {
      const refused = await t.call('POST', path, { seed, body });
      expect(refused.status, path).toBe(409);
      expect(refused.body).toMatchObject({ error: 'limit_reached', code: 409 });
    }
    expect((await log()).body.data).toEqual(before);
    answering = true;
    for (const release of hanging.splice(0)) release();
    await t.service.flush();
  });
});
