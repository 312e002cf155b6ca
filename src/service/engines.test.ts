// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../contract/limits';
import { BASE, testService } from './testing';

/**
 * Firefox's Request has no `body` stream (`request.body` is undefined; `.text()` still reads it).
 * The demo hands the sandbox such Requests; a sandbox that read bodies only through the stream
 * answered every write as if it had no body: a Bitcoin sign-up got a USDT wallet (decision 016).
 */
function likeFirefox(init: RequestInit & { path: string }): Request {
  const request = new Request(BASE + init.path, init);
  Object.defineProperty(request, 'body', { value: undefined });
  return request;
}

describe('a Request without a body stream (Firefox)', () => {
  it('is read whole: the sign-up gets the asset and card it asked for', async () => {
    const { service } = testService();
    const response = await service.handle(
      likeFirefox({
        path: '/',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ asset: 'BTC', card: 'visa' }),
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.wallet.asset).toBe('BTC');
    expect(body.card.network).toBe('visa');
  });

  it('refuses unknown fields as the stream path does (400), and an oversized body (413)', async () => {
    const { service } = testService();
    const unknown = await service.handle(
      likeFirefox({
        path: '/',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"asset":"BTC","surprise":1}',
      }),
    );
    expect(unknown.status).toBe(400);
    const huge = await service.handle(
      likeFirefox({
        path: '/',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"asset":"${'x'.repeat(BODY_LIMIT_BYTES)}"}`,
      }),
    );
    expect(huge.status).toBe(413);
  });
});
