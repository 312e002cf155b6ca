import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../contract/webhooks';
import { testService } from './testing';
import { hmac, sending, withHook } from './webhook-tools.fixtures';

/** Issue #31 item 4 through the service's HTTP surface (decision 021). */
describe('webhook resend and send-example', () => {
  it('resends a delivery: same event and payload, new id, linked, signed, and sent', async () => {
    const t = sending();
    const { seed, cardId, hookId } = await withHook(t);
    await t.call('POST', `/cards/${cardId}/freeze`, { seed });
    await t.service.flush();
    const [original] = (await t.call('GET', '/sandbox/webhooks/deliveries', { seed })).body.data;
    const path = `/sandbox/webhooks/${hookId}/deliveries/${original.id}/resend`;
    const resent = await t.call('POST', path, { seed });
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({
      webhook_id: hookId,
      event_id: original.event_id,
      event_type: 'card.frozen',
      payload: original.payload,
      signature: hmac(original.payload),
      resend_of: original.id,
      example: false,
      status: 'pending',
    });
    expect(resent.body.id).not.toBe(original.id);
    await t.service.flush();
    expect(t.sent).toHaveLength(2);
    expect(t.sent[1]).toMatchObject({
      url: 'https://hooks.example.com/in',
      body: original.payload,
    });
    expect(t.sent[1]!.headers['X-Webhook-Signature']).toBe(hmac(original.payload));
    expect(t.sent[1]!.headers['X-Webhook-Id']).toBe(original.event_id);
    const log = (await t.call('GET', '/sandbox/webhooks/deliveries', { seed })).body.data;
    expect(log.map((d: { id: string }) => d.id)).toEqual([resent.body.id, original.id]);
    expect(log[0].status).toBe('delivered');
  });

  it('sends an example of each of the 12 events to that endpoint only, marked "example": true', async () => {
    const t = sending();
    // Subscribed to one event: an example of any other still goes to it, and to no other endpoint.
    const { seed, hookId } = await withHook(t, ['deposit.pending']);
    await t.call('POST', '/webhooks', {
      seed,
      body: { url: 'https://other.example.com/in', events: ['*'] },
    });
    for (const type of WEBHOOK_EVENTS) {
      const answer = await t.call('POST', `/sandbox/webhooks/${hookId}/send-example`, {
        seed,
        body: { type },
      });
      expect(answer.status, type).toBe(201);
      const payload = JSON.parse(answer.body.payload);
      expect(payload, type).toMatchObject({ type, example: true, id: answer.body.event_id });
      expect(payload.data, type).toEqual(expect.objectContaining({ id: expect.any(String) }));
      expect(answer.body).toMatchObject({ example: true, resend_of: null, webhook_id: hookId });
      expect(answer.body.signature).toBe(hmac(answer.body.payload));
    }
    await t.service.flush();
    expect(t.sent.map((s) => s.headers['X-Webhook-Event'])).toEqual([...WEBHOOK_EVENTS]);
    expect(new Set(t.sent.map((s) => s.url))).toEqual(new Set(['https://hooks.example.com/in']));
    for (const s of t.sent) expect(s.headers['X-Webhook-Signature']).toBe(hmac(s.body));
  });

  it("an example carries the account's own newest record, else a documented example", async () => {
    const t = sending();
    const { seed, cardId, hookId } = await withHook(t);
    const example = async (type: string) =>
      JSON.parse(
        (
          await t.call('POST', `/sandbox/webhooks/${hookId}/send-example`, {
            seed,
            body: { type },
          })
        ).body.payload,
      ).data;
    expect((await example('transaction.authorized')).id).toBe('txn_authorization_example');
    expect((await example('deposit.pending')).id).toBe('dep_example');
    const confirmed = (await t.call('GET', '/wallet/deposits', { seed })).body.data[0];
    expect((await example('deposit.confirmed')).id).toBe(confirmed.id);
    expect((await example('card.created')).id).toBe(cardId);
    const bought = await t.call('POST', '/sandbox/purchases', {
      seed,
      body: { card_id: cardId, amount: 5 },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    // The card holds nothing yet: the purchase is declined, and that decline is the example's.
    expect(await example('transaction.declined')).toMatchObject({
      id: bought.body.id,
      decline_code: 'insufficient_card_balance',
      card_id: cardId,
    });
    // Nothing happened: no transaction, card or deposit was made by the examples.
    expect((await t.call('GET', '/transactions', { seed })).body.data).toHaveLength(1);
  });

  it("refuses another account's endpoint or delivery (404), an unknown event (400), and changes nothing", async () => {
    const t = sending();
    const mine = await withHook(t);
    const theirs = await withHook(t);
    await t.call('POST', `/cards/${theirs.cardId}/freeze`, { seed: theirs.seed });
    const [their] = (await t.call('GET', '/sandbox/webhooks/deliveries', { seed: theirs.seed }))
      .body.data;
    const before = await t.call('GET', '/sandbox/webhooks/deliveries', { seed: mine.seed });
    const refusals: Array<[string, unknown, number, string]> = [
      [
        `/sandbox/webhooks/${theirs.hookId}/deliveries/${their.id}/resend`,
        undefined,
        404,
        'webhook_not_found',
      ],
      [
        `/sandbox/webhooks/${mine.hookId}/deliveries/${their.id}/resend`,
        undefined,
        404,
        'delivery_not_found',
      ],
      [
        `/sandbox/webhooks/${theirs.hookId}/send-example`,
        { type: 'card.created' },
        404,
        'webhook_not_found',
      ],
      [
        `/sandbox/webhooks/${mine.hookId}/send-example`,
        { type: 'card.exploded' },
        400,
        'invalid_request',
      ],
      [`/sandbox/webhooks/${mine.hookId}/send-example`, { type: '*' }, 400, 'invalid_request'],
      [
        `/sandbox/webhooks/${mine.hookId}/send-example`,
        { type: 'card.created', x: 1 },
        400,
        'invalid_request',
      ],
      [`/sandbox/webhooks/${mine.hookId}/send-example`, {}, 400, 'invalid_request'],
    ];
    for (const [path, body, status, error] of refusals) {
      const answer = await t.call('POST', path, { seed: mine.seed, body });
      expect(answer.status, path).toBe(status);
      expect(answer.body, path).toMatchObject({ error, code: status });
      expect(answer.body.request_id).toMatch(/^req_/);
    }
    const after = await t.call('GET', '/sandbox/webhooks/deliveries', { seed: mine.seed });
    expect(after.body).toEqual(before.body);
    await t.service.flush();
    expect(t.sent).toHaveLength(1); // only their own freeze, to their endpoint
  });

  it('in the browser (no sender) a resend and an example are recorded, not sent', async () => {
    const t = testService();
    const { seed, cardId } = await t.fundedAccount(100);
    const hook = await t.call('POST', '/webhooks', {
      seed,
      body: { url: 'https://hooks.example.com/in', events: ['card.frozen'] },
    });
    await t.call('POST', `/cards/${cardId}/freeze`, { seed });
    const [original] = (await t.call('GET', '/sandbox/webhooks/deliveries', { seed })).body.data;
    const resent = await t.call(
      'POST',
      `/sandbox/webhooks/${hook.body.id}/deliveries/${original.id}/resend`,
      { seed },
    );
    expect(resent.body).toMatchObject({ status: 'recorded', resend_of: original.id });
    const example = await t.call('POST', `/sandbox/webhooks/${hook.body.id}/send-example`, {
      seed,
      body: { type: '3ds.challenge' },
    });
    expect(example.body).toMatchObject({ status: 'recorded', example: true });
    // An example resent stays one: its payload says so, and so does the log.
    const again = await t.call(
      'POST',
      `/sandbox/webhooks/${hook.body.id}/deliveries/${example.body.id}/resend`,
      { seed },
    );
    expect(again.body).toMatchObject({ example: true, resend_of: example.body.id });
    expect(JSON.parse(again.body.payload).example).toBe(true);
  });
});
