import { describe, expect, it } from 'vitest';
import { MAX_EVENTS_KEPT } from './domain/event-log';
import { BASE, testService } from './testing';

/** The SSE messages of a text/event-stream text (what `listen` reads), comments skipped. */
const messages = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block && !block.startsWith(':'))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      return { id: field('id'), event: field('event'), data: field('data') };
    });
const decode = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A stream's Response, unread (testing.ts's call() would read it to the end). */
async function open(
  service: ReturnType<typeof testService>['service'],
  seed: string,
  query = '',
  headers: Record<string, string> = {},
) {
  return service.handle(
    new Request(`${BASE}/sandbox/events/stream${query}`, {
      headers: { 'X-Seed': seed, ...headers },
    }),
  );
}

/** Issue #31 item 5 (decision 022): the event log and its stream, in process. */
describe('the event stream', () => {
  it('in the demo answers the events kept after the cursor, then ends; only the caller’s', async () => {
    const { service, call, fundedAccount } = testService();
    const mine = await fundedAccount(100);
    const theirs = await fundedAccount(100);
    await call('POST', '/sandbox/events/card.frozen/trigger', { seed: theirs.seed });
    const all = await (await open(service, mine.seed, '?after=0')).text();
    const got = messages(all);
    expect(got[0]).toEqual({ id: '0', event: 'ready', data: '{"cursor":0}' });
    expect(got.slice(1).map((m) => m.event)).toEqual([
      'deposit.pending',
      'deposit.confirmed',
      'card.created',
    ]);
    expect(got.slice(1).map((m) => m.id)).toEqual(['1', '2', '3']);
    // The payload is the webhook's, byte for byte, and the delivery log carries the same id.
    await call('POST', '/webhooks', {
      seed: mine.seed,
      body: { url: 'https://hooks.example.com/x', events: ['*'] },
    });
    await call('POST', '/sandbox/events/card.frozen/trigger', { seed: mine.seed });
    const deliveries = (await call('GET', '/sandbox/webhooks/deliveries', { seed: mine.seed })).body
      .data as Array<{ event_id: string; payload: string }>;
    const later = messages(
      await (await open(service, mine.seed, '', { 'Last-Event-ID': '3' })).text(),
    );
    // (The delivery log lists the newest first.)
    expect(later.slice(1).map((m) => m.data)).toEqual(deliveries.map((d) => d.payload).reverse());
    expect(later.slice(1).map((m) => JSON.parse(m.data!).id)).toEqual(
      deliveries.map((d) => d.event_id).reverse(),
    );
    // Without a cursor: from now on (nothing yet).
    expect(messages(await (await open(service, mine.seed)).text())).toEqual([
      { id: '5', event: 'ready', data: '{"cursor":5}' },
    ]);
  });

  it('refuses a bad cursor or seed in the error shape', async () => {
    const { service, call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    for (const [query, headers] of [
      ['?after=4', {}],
      ['?after=-1', {}],
      ['?after=x', {}],
      ['', { 'Last-Event-ID': 'evt_1' }],
    ] as const) {
      const refused = await open(service, seed, query, headers);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'invalid_request', code: 400 });
    }
    const unknown = await call('GET', '/sandbox/events/stream', { seed: 'AAAA-BBBB-CCCC-DDDD' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ error: 'unauthorized' });
  });

  it(`keeps the newest ${MAX_EVENTS_KEPT} events and says how many a late cursor missed`, async () => {
    const { service, call, fundedAccount } = testService({ limits: false });
    const { seed } = await fundedAccount(1000);
    let made = 3;
    while (made <= MAX_EVENTS_KEPT + 10) {
      const r = await call('POST', '/sandbox/events/card.frozen/trigger', { seed });
      made += r.body.emitted.length;
      made += (await call('POST', '/sandbox/events/card.unfrozen/trigger', { seed })).body.emitted
        .length;
    }
    const got = messages(await (await open(service, seed, '?after=0')).text());
    const missed = made - MAX_EVENTS_KEPT;
    expect(got[1]).toEqual({ id: undefined, event: 'gap', data: JSON.stringify({ missed }) });
    expect(got.slice(2).map((m) => Number(m.id))).toEqual(
      Array.from({ length: MAX_EVENTS_KEPT }, (_, i) => missed + 1 + i),
    );
  });
});

describe('the event stream held open (Node)', () => {
  it('reads the log in batches as the client reads, never a queue; heartbeats a quiet stream', async () => {
    const { service, call, fundedAccount } = testService({
      streams: { batch: 5, heartbeatMs: 100 },
    });
    const { seed } = await fundedAccount(100);
    const reader = (await open(service, seed)).body!.getReader();
    expect(messages(decode((await reader.read()).value))[0]!.event).toBe('ready');
    // 12 events while the client reads nothing: the stream takes them from the log, 5 at a time.
    for (let i = 0; i < 3; i++) {
      await call('POST', '/sandbox/events/card.frozen/trigger', { seed });
      await call('POST', '/sandbox/events/card.unfrozen/trigger', { seed });
    }
    const sizes = [];
    for (let n = 0; n < 7;) {
      const chunk = messages(decode((await reader.read()).value));
      sizes.push(chunk.length);
      n += chunk.length;
    }
    expect(sizes).toEqual([5, 2]);
    expect(decode((await reader.read()).value)).toBe(': heartbeat\n\n');
    await reader.cancel();
  });

  it('is bounded per account and in all, cuts a client that stops reading, ends on reset', async () => {
    const { service, fundedAccount, call } = testService({
      streams: { perAccount: 2, total: 3, stallMs: 150, heartbeatMs: 50, maxAgeMs: 60_000 },
    });
    const a = await fundedAccount(100);
    const b = await fundedAccount(100);
    const first = (await open(service, a.seed)).body!.getReader();
    // A stream cut for not reading errors (Node then destroys the socket); seen below.
    first.closed.catch(() => undefined);
    await first.read();
    const second = (await open(service, a.seed)).body!.getReader();
    await second.read();
    const third = await open(service, a.seed);
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({ error: 'limit_reached', code: 409 });
    const ofB = (await open(service, b.seed)).body!.getReader();
    ofB.closed.catch(() => undefined);
    await ofB.read();
    const full = await open(service, b.seed);
    expect(full.status).toBe(503);
    expect(full.headers.get('Retry-After')).toBe('5');
    expect(await full.json()).toMatchObject({ error: 'sandbox_unavailable' });

    // `first` waits for a read that never comes: cut after 150 ms. `second` keeps reading.
    const kept = second.read();
    await sleep(400);
    await expect(first.read()).rejects.toThrow(/closed/);
    expect(decode((await kept).value)).toBe(': heartbeat\n\n');
    const again = await open(service, a.seed);
    expect(again.status).toBe(200);
    await again.body!.cancel();
    // Resetting the account ends its streams.
    const pending = second.read();
    await call('POST', '/sandbox/reset', { seed: a.seed });
    for (;;) if ((await pending.catch(() => ({ done: true }))).done) break;
    await ofB.cancel().catch(() => undefined);
  });

  it('ends a stream at its maximum age', async () => {
    const { service, fundedAccount } = testService({ streams: { maxAgeMs: 200 } });
    const { seed } = await fundedAccount(100);
    const reader = (await open(service, seed)).body!.getReader();
    await reader.read();
    expect((await reader.read()).done).toBe(true);
  });
});
