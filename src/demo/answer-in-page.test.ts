import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '../contract/common';
import { answerApiInPage, type Answer } from './answer-in-page';

describe('answerApiInPage', () => {
  const original = globalThis.fetch;
  const network = vi.fn(async () => new Response('from the network'));
  beforeEach(() => {
    network.mockClear();
    globalThis.fetch = network as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('answers requests under the API base in the page and leaves every other URL to the network', async () => {
    const seen: string[] = [];
    const answer: Answer = async (request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
      return Response.json({ ok: true });
    };
    answerApiInPage('/v1/api', async () => answer);

    expect(await (await fetch('/v1/api/cards?page=2')).json()).toEqual({ ok: true });
    await fetch(new URL('/v1/api', location.origin));
    await fetch(
      new Request(`${location.origin}/v1/api/cards`, { method: 'POST', body: '{"a":1}' }),
    );
    expect(seen).toEqual(['GET /v1/api/cards ', 'GET /v1/api ', 'POST /v1/api/cards {"a":1}']);

    for (const other of ['/v1/apis', '/assets/app.js', 'https://example.test/v1/api/cards'])
      expect(await (await fetch(other)).text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('loads the sandbox once, on the first request, and holds requests until it has loaded', async () => {
    let ready!: (answer: Answer) => void;
    const sandbox = new Promise<Answer>((resolve) => (ready = resolve));
    const load = vi.fn(() => sandbox);
    answerApiInPage('/v1/api', load);
    expect(load).not.toHaveBeenCalled();
    const pending = fetch('/v1/api/wallet');
    let settled = false;
    void pending.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    ready(async () => Response.json({ balance: 1 }));
    expect(await (await pending).json()).toEqual({ balance: 1 });
    await fetch('/v1/api/cards');
    expect(load).toHaveBeenCalledOnce();
  });

  it('rejects an aborted request like fetch does', async () => {
    const never: Answer = () => new Promise<Response>(() => undefined);
    answerApiInPage('/v1/api', async () => never);
    const controller = new AbortController();
    const pending = fetch('/v1/api/cards', { signal: controller.signal });
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(pending).rejects.toThrow('stop');
  });

  it('answers 503 in the error shape when the sandbox could not load', async () => {
    answerApiInPage('/v1/api', () => Promise.reject(new Error('chunk failed')));
    const response = await fetch('/v1/api/cards');
    expect(response.status).toBe(503);
    // The contract's own error schema reads it (issue #30): the app shows its words, not a parse error.
    const body = errorBodySchema.parse(await response.json());
    expect(body).toMatchObject({
      error: 'sandbox_unavailable',
      code: 503,
      message: expect.stringContaining('chunk failed'),
    });
  });
});
