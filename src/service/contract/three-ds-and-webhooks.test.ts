// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  binSchema,
  challengeSchema,
  listOf,
  webhookListSchema,
  webhookSchema,
} from '../../contract';
import { testService } from '../testing';
import { expectShape, expectError } from './expect';

// The service against the spec: 3-D Secure, BINs and webhooks (split from contract.test.ts).

describe('3-D Secure', () => {
  async function challenge() {
    const t = testService();
    const acct = await t.fundedAccount(500);
    await t.call('POST', `/cards/${acct.cardId}/fund`, { seed: acct.seed, body: { amount: 100 } });
    const reply = await t.call('POST', '/sandbox/purchases', {
      seed: acct.seed,
      body: {
        card_id: acct.cardId,
        amount: 49.99,
        three_ds: true,
        merchant: { name: 'Shop', category: 'ecommerce', mcc: '5999', country: 'DE' },
      },
    });
    return { ...t, ...acct, reply };
  }

  it('creates a pending challenge with a 6-digit code valid 5 minutes', async () => {
    const { call, seed, reply } = await challenge();
    expect(reply.status).toBe(201);
    const ch = expectShape(challengeSchema, reply.body);
    expect(ch.otp).toBeUndefined();
    expect(Date.parse(ch.expires_at) - Date.parse(ch.created_at)).toBe(5 * 60 * 1000);
    const list = (await call('GET', '/3ds?status=pending', { seed })).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].otp).toBeUndefined();
    const full = expectShape(challengeSchema, (await call('GET', `/3ds/${ch.id}`, { seed })).body);
    expect(full.otp).toMatch(/^\d{6}$/);
  });

  it('completes with the right code and authorizes; a wrong code is 400 and changes nothing', async () => {
    const { call, seed, cardId, reply } = await challenge();
    const id = reply.body.id;
    const otp = (await call('GET', `/3ds/${id}`, { seed })).body.otp as string;
    const wrong = otp === '000000' ? '111111' : '000000';
    expectError(
      await call('POST', `/sandbox/3ds/${id}/complete`, { seed, body: { otp: wrong } }),
      400,
      'invalid_otp',
    );
    expect((await call('GET', `/3ds/${id}`, { seed })).body.status).toBe('pending');
    const txn = (await call('POST', `/sandbox/3ds/${id}/complete`, { seed, body: { otp } })).body;
    expect(txn).toMatchObject({ type: 'authorization', amount: -49.99, card_id: cardId });
    expect((await call('GET', `/3ds/${id}`, { seed })).body).toMatchObject({
      status: 'completed',
      transaction_id: txn.id,
    });
    expectError(
      await call('POST', `/sandbox/3ds/${id}/complete`, { seed, body: { otp } }),
      409,
      'invalid_state',
    );
    const detail = (await call('GET', `/transactions/${txn.id}`, { seed })).body;
    expect(detail.three_ds).toEqual({ status: 'completed', challenge_id: id });
    expect(detail.timeline.map((e: { status: string }) => e.status)).toEqual([
      '3ds_challenge',
      'authorized',
    ]);
  });

  it('expires after exactly 5 minutes and declines the purchase', async () => {
    const { call, clock, seed, reply } = await challenge();
    const id = reply.body.id;
    const otp = (await call('GET', `/3ds/${id}`, { seed })).body.otp;
    clock.advance(5 * 60 * 1000 - 1);
    expect((await call('GET', `/3ds/${id}`, { seed })).body.status).toBe('pending');
    clock.advance(1);
    expectError(
      await call('POST', `/sandbox/3ds/${id}/complete`, { seed, body: { otp } }),
      409,
      'challenge_expired',
    );
    expect((await call('GET', `/3ds/${id}`, { seed })).body.status).toBe('expired');
    const declines = (await call('GET', '/transactions?type=decline', { seed })).body.data;
    expect(declines).toHaveLength(1);
    expect(declines[0].decline_code).toBe('three_ds_expired');
    expect((await call('GET', '/3ds?status=expired', { seed })).body.data).toHaveLength(1);
  });
});

describe('BINs', () => {
  it('lists a catalogue of Visa and Mastercard BINs with every field (the `3ds` key)', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    const bins = expectShape(listOf(binSchema), (await call('GET', '/bins', { seed })).body).data;
    expect(bins.length).toBeGreaterThanOrEqual(6);
    expect(new Set(bins.map((b) => b.network))).toEqual(new Set(['visa', 'mastercard']));
    expect(bins.every((b) => typeof b['3ds'] === 'boolean' && b.best_for.length > 0)).toBe(true);
  });
});

describe('webhooks', () => {
  it('registers (201, secret generated), lists without secrets, deletes', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    const reply = await call('POST', '/webhooks', {
      seed,
      body: { url: 'https://hooks.example/in', events: ['*'] },
    });
    expect(reply.status).toBe(201);
    const hook = expectShape(webhookSchema, reply.body);
    expect(hook.secret).toMatch(/^whsec_[0-9a-f]{40}$/);
    const own = (
      await call('POST', '/webhooks', {
        seed,
        body: {
          url: 'https://hooks.example/2',
          events: ['card.frozen'],
          secret: 'my-own-secret-123456',
        },
      })
    ).body;
    expect(own.secret).toBe('my-own-secret-123456');
    const list = webhookListSchema.parse((await call('GET', '/webhooks', { seed })).body);
    expect(list.map((w) => w.id)).toEqual([hook.id, own.id]);
    expect(list.every((w) => w.secret === undefined)).toBe(true);
    expect((await call('DELETE', `/webhooks/${hook.id}`, { seed })).body).toEqual({
      id: hook.id,
      deleted: true,
    });
    expectError(await call('DELETE', `/webhooks/${hook.id}`, { seed }), 404, 'webhook_not_found');
  });

  it('refuses non-HTTPS URLs, unknown events and "*" with others', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    for (const body of [
      { url: 'http://hooks.example/in', events: ['*'] },
      { url: 'http://127.0.0.1:9/in', events: ['*'] },
      { url: 'ftp://hooks.example/in', events: ['*'] },
      { url: 'not a url', events: ['*'] },
      { url: 'https://hooks.example/in', events: ['card.exploded'] },
      { url: 'https://hooks.example/in', events: ['*', 'card.created'] },
      { url: 'https://hooks.example/in', events: [] },
      { url: 'https://hooks.example/in', events: ['*'], secret: 'short' },
    ]) {
      expectError(await call('POST', '/webhooks', { seed, body }), 400, 'invalid_request');
    }
  });

  it('signs every delivery with HMAC-SHA256 of the exact payload', async () => {
    const { call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    const hook = (
      await call('POST', '/webhooks', {
        seed,
        body: { url: 'https://hooks.example/in', events: ['*'], secret: 'a-very-secret-value' },
      })
    ).body;
    await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 5 } });
    await call('POST', `/cards/${cardId}/freeze`, { seed });
    const deliveries = (await call('GET', '/sandbox/webhooks/deliveries', { seed })).body.data;
    expect(deliveries.map((d: { event_type: string }) => d.event_type)).toEqual([
      'card.frozen',
      'card.funded',
    ]);
    const { createHmac } = await import('node:crypto');
    for (const d of deliveries) {
      expect(d.webhook_id).toBe(hook.id);
      expect(d.status).toBe('recorded');
      expect(d.signature).toBe(
        createHmac('sha256', 'a-very-secret-value').update(d.payload).digest('hex'),
      );
      const payload = JSON.parse(d.payload);
      expect(Object.keys(payload)).toEqual(['id', 'type', 'created_at', 'data']);
      expect(payload.data.id).toBe(cardId);
    }
  });
});
