import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertKey, removeServerHook } from './alerts';
import { configureApi } from './client';
import { isApiError } from './errors';

/**
 * The alerts' calls go through `send` (issue #49 item 3): to this site's server below the
 * alerts' base, never through the card service's connection, read by the declared answer.
 */
function stubSite(answer: () => Response) {
  const service = vi.fn(async () => Response.json({}));
  configureApi({
    baseUrl: 'https://provider.test/v1/api',
    getSeed: () => 'ABCD-EFGH-JKMN-PQRS',
    fetch: service as unknown as typeof fetch,
  });
  const site = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', site);
  return { service, site };
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ fetch: globalThis.fetch, baseUrl: '/v1/api' });
});

describe('the alerts’ calls', () => {
  it('ask this site, below /alerts, without the seed, and read the declared answer', async () => {
    const { service, site } = stubSite(() => Response.json({ public_key: 'BKey' }));
    expect(await alertKey()).toEqual({ public_key: 'BKey' });
    expect(service).not.toHaveBeenCalled();
    const [url, init] = site.mock.calls[0]!;
    expect([init.method, url]).toEqual(['GET', '/alerts/key']);
    expect(new Headers(init.headers).has('X-Seed')).toBe(false);
  });

  it('refuse an answer that is not the declared one', async () => {
    stubSite(() => Response.json({ key: 'BKey' }));
    const error: unknown = await alertKey().catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('invalid_response');
  });

  it('remove a record by its id, with its secret in the declared header', async () => {
    const { site } = stubSite(() => new Response(null, { status: 204 }));
    await removeServerHook('hook/1', 's'.repeat(64));
    const [url, init] = site.mock.calls[0]!;
    expect([init.method, url]).toEqual(['DELETE', '/alerts/hooks/hook%2F1']);
    expect(new Headers(init.headers).get('X-Alert-Secret')).toBe('s'.repeat(64));
  });
});
