// @vitest-environment node
import { createAdaptorServer } from '@hono/node-server';
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from '../src/test/api-process';
import { createServeApp } from './app';
import { expectErrorBody } from './expect-error-body';
import { fakeBuild } from './fake-build';

type Answer = { status: number; body: string };

/** One request with the path exactly as written (fetch would fold `..` and `%2e%2e` first). */
function raw(
  base: string,
  method: string,
  path: string,
  options: { localAddress?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { port } = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: options.localAddress,
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function listen(server: Server | ReturnType<typeof createAdaptorServer>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const signUp = (base: string, localAddress: string, forwardedFor?: string) =>
  raw(base, 'POST', '/v1/api/', {
    localAddress,
    headers: {
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: '{}',
  });

/** Issue #28 items 1(b) and 7, decision 015: npm run serve in front of npm run api. */
describe('npm run serve → npm run api --trust-proxy 127.0.0.1 (over real HTTP)', () => {
  let api: Api;
  let base = '';
  let appServer: ReturnType<typeof createAdaptorServer>;
  beforeAll(async () => {
    api = await startApi(['--quiet', '--trust-proxy', '127.0.0.1']);
    const app = createServeApp({ root: fakeBuild(), upstream: api.base });
    appServer = createAdaptorServer({ fetch: app.fetch });
    base = await listen(appServer);
  }, 30_000);
  afterAll(async () => {
    appServer.close();
    await api.stop();
  });

  it('60 visitors from 60 addresses are 60 clients, not one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signUp(base, `127.0.0.${10 + i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(200));
  }, 30_000);

  it('a visitor cannot choose its address: its own X-Forwarded-For is overwritten', async () => {
    const forged = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signUp(base, '127.0.0.90', `198.51.100.${i + 1}`)),
    );
    expect(forged.every((a) => a.status === 200)).toBe(true);
    expect((await signUp(base, '127.0.0.90', '198.51.100.99')).status).toBe(429);
  }, 30_000);
});

describe('npm run serve: paths, log lines and aborted clients (issue #28 item 7)', () => {
  const seen: string[] = [];
  const logged: string[] = [];
  let upstream: Server;
  let appServer: ReturnType<typeof createAdaptorServer>;
  let base = '';
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(req.url!);
      req.resume();
      req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
    });
    const app = createServeApp({
      root: fakeBuild(),
      upstream: `${await listen(upstream)}/v1/api`,
      log: (line) => logged.push(line),
    });
    appServer = createAdaptorServer({ fetch: app.fetch });
    base = await listen(appServer);
  });
  afterAll(() => {
    upstream.close();
    appServer.close();
  });

  it('refuses encoded dots and slashes with 400 in the error shape, and forwards none', async () => {
    seen.length = 0;
    for (const path of [
      '/v1/api/cards/%2e%2e%2fwallet/balance',
      '/v1/api/cards/..%2fwallet/balance',
      '/v1/api/cards/%2E%2E/wallet/balance',
      '/v1/api/cards/.%2e/wallet',
      '/v1/api/cards/..%5cwallet',
      '/v1/api/cards/../wallet/balance',
      '/v1/api/./cards',
      '/v1/api/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const answer = await raw(base, 'GET', path);
      expect(answer.status, path).toBe(400);
      expectErrorBody(JSON.parse(answer.body), 400, 'invalid_request');
    }
    expect(seen).toEqual([]);
    // An ordinary path still goes through.
    expect((await raw(base, 'GET', '/v1/api/cards/card_1')).status).toBe(200);
    expect(seen).toEqual(['/v1/api/cards/card_1']);
  });

  it('escapes CR, LF and terminal escapes in its log lines', async () => {
    logged.length = 0;
    await raw(base, 'GET', '/x%0d%0aGET%20/admin%20200%201ms%1b[2J%c2%9b31m');
    expect(logged).toHaveLength(1);
    // eslint-disable-next-line no-control-regex -- the escapes a forged line would carry
    expect(logged[0]).not.toMatch(/[\r\n\u001b\u009b]/);
    expect(logged[0]).toContain('/x\\x0d\\x0aGET /admin 200 1ms\\x1b[2J\\x9b31m 200');
  });

  it('logs a client that leaves mid-request as aborted, not 500', async () => {
    logged.length = 0;
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    socket.write(
      'POST /v1/api/cards HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"bin_id":',
    );
    await new Promise((r) => setTimeout(r, 200));
    socket.destroy();
    await expect.poll(() => logged.join('\n'), { timeout: 3000 }).toMatch(/POST \/v1\/api\/cards/);
    expect(logged.join('\n')).toMatch(/^POST \/v1\/api\/cards aborted \d+ms$/m);
    expect(logged.join('\n')).not.toMatch(/ 500 /);
  });
});
