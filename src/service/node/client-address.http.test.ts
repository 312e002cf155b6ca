// @vitest-environment node
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from '../../test/api-process';

/** POST / (sign-up) as if a proxy forwarded it for `forwardedFor`. */
async function signUp(api: Api, forwardedFor?: string) {
  const answer = await fetch(`${api.base}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: '{}',
  });
  return { status: answer.status, body: await answer.json(), headers: answer.headers };
}

const statuses = async (api: Api, addresses: string[]) =>
  Promise.all(addresses.map(async (a) => (await signUp(api, a)).status));
const range = (n: number, f: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => f(i + 1));

/** Issue #28 items 1(b) and 6 (decision 015): who a seedless caller is, and sign-up ceilings. */
describe('clients behind a trusted proxy (npm run api --trust-proxy)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet', '--trust-proxy', '127.0.0.1,::1']);
  }, 30_000);
  afterAll(() => api.stop());

  it('60 visitors from 60 addresses are 60 clients; one address still gets 50 a minute', async () => {
    const sixty = await statuses(
      api,
      range(60, (i) => `198.51.100.${i}`),
    );
    expect(sixty.filter((s) => s === 200)).toHaveLength(60);
    // The client is the hop the trusted proxy appended, not what the visitor wrote before it.
    const one = await statuses(
      api,
      range(50, (i) => `10.9.9.${i}, 203.0.113.9`),
    );
    expect(one.every((s) => s === 200)).toBe(true);
    expect((await signUp(api, '10.0.0.1, 203.0.113.9')).status).toBe(429);
  }, 30_000);

  it('an IPv6 /64 is one client', async () => {
    const same = await statuses(
      api,
      range(50, (i) => `2001:db8:0:1::${i.toString(16)}`),
    );
    expect(same.every((s) => s === 200)).toBe(true);
    expect((await signUp(api, '2001:db8:0:1:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await signUp(api, '2001:db8:0:2::1')).status).toBe(200);
  }, 30_000);
});

describe('X-Forwarded-For from a proxy that is not trusted', () => {
  it('is ignored: the socket address is the client', async () => {
    const api = await startApi(['--quiet', '--trust-proxy', '10.0.0.0/8']);
    try {
      const forged = await statuses(
        api,
        range(50, (i) => `198.51.100.${i}`),
      );
      expect(forged.every((s) => s === 200)).toBe(true);
      expect((await signUp(api, '198.51.100.200')).status).toBe(429);
    } finally {
      await api.stop();
    }
  }, 30_000);
});

describe('the global sign-up ceiling (--signups-per-minute)', () => {
  it('refuses sign-ups past the ceiling whatever the address, with Retry-After', async () => {
    const api = await startApi([
      '--quiet',
      '--trust-proxy',
      '127.0.0.1',
      '--signups-per-minute',
      '5',
    ]);
    try {
      expect(
        await statuses(
          api,
          range(5, (i) => `198.51.100.${i}`),
        ),
      ).toEqual([200, 200, 200, 200, 200]);
      const refused = await signUp(api, '198.51.100.77');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, error: expect.stringMatching(/Too many/) });
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    } finally {
      await api.stop();
    }
  }, 30_000);
});

describe('slow clients (issue #28 item 7)', () => {
  it('a connection that never finishes its headers is closed after HEADERS_TIMEOUT_MS', async () => {
    const api = await startApi(['--quiet'], { HEADERS_TIMEOUT_MS: '500' });
    try {
      const socket = connect(api.port, '127.0.0.1');
      socket.write('GET /v1/api/openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const started = Date.now();
      const closed = await Promise.race([
        new Promise<boolean>((resolve) => socket.on('close', () => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 4000)),
      ]);
      socket.destroy();
      expect(closed).toBe(true);
      expect(Date.now() - started).toBeLessThan(4000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await api.stop();
    }
  }, 30_000);

  it('a client that leaves mid-body is logged as aborted, not as a 500', async () => {
    const api = await startApi([]);
    try {
      const socket = connect(api.port, '127.0.0.1');
      socket.write(
        'POST /v1/api/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"card":',
      );
      await new Promise((r) => setTimeout(r, 300));
      socket.destroy();
      await expect.poll(() => api.logs.join(''), { timeout: 3000 }).toMatch(/POST \/v1\/api\/ /);
      expect(api.logs.join('')).toMatch(/POST \/v1\/api\/ aborted /);
      expect(api.logs.join('')).not.toMatch(/ 500 |unexpected error/);
    } finally {
      await api.stop();
    }
  }, 30_000);
});
