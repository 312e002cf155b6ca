// @vitest-environment node
import { request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpServerOptions } from '../src/service/node/http-timeouts';
import { createServeApp } from './app';
import { expectErrorBody } from './expect-error-body';
import { fakeBuild } from './fake-build';
import { createServeServer } from './listen';

/** The Node server of npm run serve (server/main.ts): timeouts and unreadable paths (#28 item 7). */
describe('npm run serve: the Node server', () => {
  const logged: string[] = [];
  const app = createServeApp({ root: fakeBuild(), upstream: 'http://127.0.0.1:9/v1/api' });
  const server = createServeServer(
    app,
    (line) => logged.push(line),
    httpServerOptions({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' }),
  );
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('sets the header, request and keep-alive timeouts (not Node’s 60 s / 300 s)', () => {
    const defaults = createServeServer(app);
    expect(defaults.headersTimeout).toBe(10_000);
    expect(defaults.requestTimeout).toBe(30_000);
    expect(defaults.keepAliveTimeout).toBe(5_000);
  });

  it('closes a connection whose headers never finish', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
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
    expectErrorBody(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)), 408);
  }, 10_000);

  it('answers headers over 16 KiB and a request that is not HTTP in the error shape', async () => {
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.write(text);
      });
    const body = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    const big = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431/);
    expectErrorBody(body(big), 431, 'headers_too_large');
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400/);
    expectErrorBody(body(garbage), 400, 'invalid_request');
  });

  it('answers a backslash in the path with 400 in the error shape', async () => {
    for (const path of ['/v1/api/cards\\..\\wallet', '/v1/api\\..\\..\\etc\\passwd']) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer.status, path).toBe(400);
      expectErrorBody(JSON.parse(answer.body), 400, 'invalid_request');
    }
  });
});
