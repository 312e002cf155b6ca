import { describe, expect, it } from 'vitest';
import { testService } from '../testing';

const count = (text: string, needle: string) => text.split(needle).length - 1;

/** Issue #47 item 11c: an answer kept for replay never holds a second copy of a webhook secret. */
describe('webhook secrets in kept answers', () => {
  it('a keyed snapshot import keeps each new secret once and replays the same answer', async () => {
    const { call, fundedAccount, service } = testService();
    const { seed } = await fundedAccount(100);
    for (const host of ['a', 'b'])
      await call('POST', '/webhooks', {
        seed,
        body: { url: `https://${host}.example.com/in`, events: ['*'] },
      });
    const file = (await call('GET', '/sandbox/snapshot', { seed })).body;
    const request = { seed, body: file, headers: { 'X-Idempotency-Key': 'import-1' } };
    const first = await call('POST', '/sandbox/snapshot', request);
    expect(first.status).toBe(200);
    const secrets = (first.body.webhooks as Array<{ secret: string }>).map((w) => w.secret);
    expect(secrets).toHaveLength(2);
    const state = JSON.stringify(service.snapshot());
    for (const secret of secrets) expect(count(state, secret), secret).toBe(1);

    const replay = await call('POST', '/sandbox/snapshot', request);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });
});
