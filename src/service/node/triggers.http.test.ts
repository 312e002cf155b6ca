// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { call, streamedEvents } from '../../test/api-process';
import { apiWithReceiver } from '../../test/api-with-receiver';

/** The spec's 12 event types, as its Events table lists them. */
const SPEC_EVENTS = [
  'card.created',
  'card.frozen',
  'card.unfrozen',
  'card.terminated',
  'card.funded',
  'transaction.authorized',
  'transaction.settled',
  'transaction.declined',
  'transaction.refunded',
  '3ds.challenge',
  'deposit.pending',
  'deposit.confirmed',
];
const SECRET = 'whsec_triggers_http_0123456789';
const sorted = (list: string[]) => [...list].sort();

/** Issue #31 item 3 over real HTTP: each of the 12 events by name, seen everywhere it should be. */
describe('POST /sandbox/events/{type}/trigger for each of the 12 events (npm run api)', () => {
  const server = apiWithReceiver();

  it('answers 201 for each, and every event emitted is in the stream, the delivery log and at the receiver, signed', async () => {
    expect(sorted([...WEBHOOK_EVENTS])).toEqual(sorted(SPEC_EVENTS));
    const seed = (await call(server.api.base, 'POST', '/', { body: {} })).body.seed as string;
    const hook = await call(server.api.base, 'POST', '/webhooks', {
      seed,
      body: { url: server.local.url, events: ['*'], secret: SECRET },
    });
    expect(hook.status).toBe(201);

    const emitted: string[] = [];
    for (const type of SPEC_EVENTS) {
      const made = await call(server.api.base, 'POST', `/sandbox/events/${type}/trigger`, { seed });
      expect(made.status, type).toBe(201);
      expect(made.body.type).toBe(type);
      // The event asked for is the last of its type the trigger emitted.
      expect(made.body.emitted, type).toContain(type);
      emitted.push(...(made.body.emitted as string[]));
    }
    expect(new Set(emitted)).toEqual(new Set(SPEC_EVENTS));

    // The account's event log, as the stream replays it: each emitted event once, in order.
    expect(await streamedEvents(server.api.base, seed)).toEqual(emitted);

    // The delivery log: one delivery per event, each delivered to the receiver.
    await expect
      .poll(
        async () => {
          const log = await call(server.api.base, 'GET', '/sandbox/webhooks/deliveries', { seed });
          return (log.body.data as Array<{ status: string }>).map((d) => d.status);
        },
        { timeout: 15_000 },
      )
      .toEqual(emitted.map(() => 'delivered'));
    const log = await call(server.api.base, 'GET', '/sandbox/webhooks/deliveries', { seed });
    expect(sorted(log.body.data.map((d: { event_type: string }) => d.event_type))).toEqual(
      sorted(emitted),
    );

    // The receiver: every event, with the signature the spec describes (HMAC-SHA256 of the body).
    await expect.poll(() => server.local.received.length, { timeout: 15_000 }).toBe(emitted.length);
    expect(sorted(server.local.received.map((r) => r.event))).toEqual(sorted(emitted));
    for (const r of server.local.received) {
      expect(r.signature).toBe(createHmac('sha256', SECRET).update(r.body).digest('hex'));
      expect(JSON.parse(r.body)).toMatchObject({ id: r.id, type: r.event });
    }
  }, 60_000);

  it('refuses an unknown event name with a 400 in the error shape, making nothing', async () => {
    const seed = (await call(server.api.base, 'POST', '/', { body: {} })).body.seed as string;
    const refused = await call(server.api.base, 'POST', '/sandbox/events/card.melted/trigger', {
      seed,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'invalid_request', code: 400 });
    expect(await streamedEvents(server.api.base, seed)).toEqual([]);
  }, 30_000);
});
