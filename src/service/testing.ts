import { createService, type ServiceOptions } from './index';
import { fakeClock, seededRandom } from './runtime';

export const BASE = 'http://sandbox.test/v1/api';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test replies are read field by field
export type Reply<T = any> = { status: number; body: T; headers: Headers };

/** A deterministic sandbox for tests: fake clock, seeded randomness, no latency. */
export function testService(options: ServiceOptions & { seed?: number; start?: number } = {}) {
  const clock = fakeClock(options.start);
  const service = createService({ clock, random: seededRandom(options.seed ?? 7), ...options });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Reply
  async function call<T = any>(
    method: string,
    path: string,
    init: {
      seed?: string | null;
      body?: unknown;
      raw?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.seed) headers['X-Seed'] = init.seed;
    let body: string | undefined;
    if (init.raw !== undefined) body = init.raw;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await service.handle(new Request(BASE + path, { method, headers, body }));
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      headers: response.headers,
    };
  }

  /** A generated account whose wallet holds `walletUsd` after a confirmed deposit; its first card is active. */
  /** `walletUsd` must be at least 9: a deposit below the USDT minimum (10) is not credited. */
  async function fundedAccount(walletUsd = 1000, params: Record<string, string> = {}) {
    const gen = await call('POST', '/', { body: params });
    const seed: string = gen.body.seed;
    const dep = await call('POST', '/sandbox/deposits', {
      seed,
      body: { currency: 'usdt', amount_usd: walletUsd + 1 },
    });
    await call('POST', `/sandbox/deposits/${dep.body.id}/confirm`, { seed });
    const cards = await call('GET', '/cards', { seed });
    return { seed, cardId: cards.body.data[0].id as string, generate: gen.body };
  }

  return { service, clock, call, fundedAccount };
}
