// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from '../src/test/api-process';
import { createServeApp } from './app';
import { fakeBuild } from './fake-build';
import { createServeServer } from './listen';

/**
 * Issue #47 item 4, decision 015: the alerts need TLS, so a TLS proxy stands in front of npm run
 * serve (TRUST_PROXY=127.0.0.1); every visitor then reaches serve from the proxy's address. The
 * /v1/api proxy forwards the visitor the TLS proxy names, as the alert routes count them.
 */
describe('TLS proxy → npm run serve (TRUST_PROXY) → npm run api --trust-proxy (over real HTTP)', () => {
  let api: Api;
  let server: Server;
  let base = '';
  beforeAll(async () => {
    api = await startApi(['--quiet', '--trust-proxy', '127.0.0.1']);
    const app = createServeApp({ root: fakeBuild(), upstream: api.base, trustProxy: '127.0.0.1' });
    server = createServeServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 30_000);
  afterAll(async () => {
    await new Promise((r) => {
      server?.close(r);
      server?.closeAllConnections();
    });
    await api?.stop();
  });

  /** A sign-up as the TLS proxy passes it on: from 127.0.0.1, the visitor in X-Forwarded-For. */
  const signUp = (forwardedFor: string) =>
    fetch(`${base}/v1/api/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: '{}',
    }).then(async (answer) => (await answer.arrayBuffer(), answer.status));

  it('60 visitors behind the proxy are 60 clients: none is refused', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signUp(`203.0.113.${i + 1}`)),
    );
    expect(statuses).toEqual(Array(60).fill(200));
  }, 30_000);

  it('one visitor hammering is still one client: 50 sign-ups a minute, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push(await signUp('203.0.113.200'));
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200));
    expect(statuses[50]).toBe(429);
  }, 30_000);

  it('what the visitor wrote left of the proxy’s hop is not believed', async () => {
    // The TLS proxy appends the address it saw; the visitor's own entries are ignored, so a new
    // one each time does not make a new client.
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push(await signUp(`198.51.100.${i + 1}, 203.0.113.201`));
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200));
    expect(statuses[50]).toBe(429);
  }, 30_000);
});
