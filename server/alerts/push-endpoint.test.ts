// @vitest-environment node
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPushEndpoint } from './push-endpoint';

describe('the tests’ local push endpoint', () => {
  let push: Awaited<ReturnType<typeof localPushEndpoint>>;
  beforeAll(async () => {
    push = await localPushEndpoint();
  });
  afterAll(() => push.close());

  // A request it cannot decrypt (a stray one on a reused port, a push cut short) used to throw in
  // its request handler: an uncaught error that fails whichever test file hosts it, far from why.
  it('answers 400 to what it cannot decrypt and records nothing', async () => {
    for (const body of [undefined, 'not a push', 'x'.repeat(200)]) {
      const answer = await fetch(push.subscription.endpoint, { method: 'POST', body });
      expect(answer.status).toBe(400);
    }
    expect(push.received).toEqual([]);
  });

  it('closes at once with a request still arriving', async () => {
    const other = await localPushEndpoint();
    const socket = connect(Number(new URL(other.subscription.endpoint).port), '127.0.0.1');
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write('POST /push/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nhalf');
    socket.on('error', () => undefined);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1000);
    socket.destroy();
  });
});
