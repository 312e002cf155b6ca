// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, freePort, fundedAccount, startApi, type Api } from '../../test/api-process';
import { createWebhookSender } from './webhook-sender';

/** A local HTTP listener that counts connections and answers each request with `status()`. */
async function listener(status: () => number = () => 200) {
  const seen = { connections: 0, requests: [] as Array<{ host?: string; event?: string }> };
  const server: Server = createServer((req, res) => {
    seen.requests.push({ host: req.headers.host, event: req.headers['x-webhook-event'] as string });
    req.resume();
    req.on('end', () => res.writeHead(status()).end());
  });
  server.on('connection', () => (seen.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { seen, port, close: () => new Promise((r) => server.close(r)) };
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('webhook targets (npm run api)', () => {
  // The two refusal tests ask one server (--quiet) on accounts of their own: a server's start is
  // about 1 s of CPU, 2–2.5 s at load 12 on 2 cores (issue #46, decision 033's seventh pass).
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet']);
  }, 30_000); // startApi's own bound is 20 s
  afterAll(() => api.stop());

  it('refuses every spelling of a loopback, private or local address, and connects to none', async () => {
    const local = await listener();
    cleanups.push(local.close);
    const { seed } = await fundedAccount(api.base);
    const p = local.port;
    const targets = [
      `https://localhost:${p}/`,
      `https://app.localhost:${p}/`,
      `https://127.0.0.1:${p}/`,
      `https://127.1:${p}/`,
      `https://2130706433:${p}/`,
      `https://0x7f.0.0.1:${p}/`,
      `https://0177.0.0.1:${p}/`,
      `https://[::1]:${p}/`,
      `https://[::ffff:127.0.0.1]:${p}/`,
      `https://[0:0:0:0:0:ffff:7f00:1]:${p}/`,
      `https://0.0.0.0:${p}/`,
      `https://[::]:${p}/`,
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/',
      'https://[fc00::1]/',
      'https://100.64.0.1/',
      'https://224.0.0.1/',
      'https://[2002:7f00:1::]/',
      'https://[64:ff9b::7f00:1]/',
      'https://printer.local/',
      'https://metadata.internal/',
      'https://intranet/',
      `http://127.0.0.1:${p}/`,
      'https://user:pass@example.com/',
      'https://ex ample.com/',
    ];
    for (const url of targets) {
      const answer = await call(api.base, 'POST', '/webhooks', {
        seed,
        body: { url, events: ['*'] },
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toMatchObject({ error: 'invalid_request', code: 400 });
    }
    const hooks = await call(api.base, 'GET', '/webhooks', { seed });
    expect(hooks.body.data).toEqual([]);
    await call(api.base, 'POST', '/sandbox/deposits', {
      seed,
      body: { currency: 'btc', amount_usd: 50 },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(local.seen.connections).toBe(0);
  }, 30_000);

  it('a trailing dot (an absolute DNS name) is refused as the name without it', async () => {
    const { seed } = await fundedAccount(api.base);
    const register = (url: string) =>
      call(api.base, 'POST', '/webhooks', { seed, body: { url, events: ['*'] } });
    for (const host of ['localhost', 'app.localhost', 'printer.local', 'intranet']) {
      const plain = await register(`https://${host}:8443/`);
      const dotted = await register(`https://${host}.:8443/`);
      expect(plain.status, host).toBe(400);
      expect(dotted.status, `${host}.`).toBe(400);
      expect(dotted.body.message, `${host}.`).toBe(plain.body.message);
      expect(dotted.body, `${host}.`).toMatchObject({ error: 'invalid_request', code: 400 });
    }
    expect((await call(api.base, 'GET', '/webhooks', { seed })).body.data).toEqual([]);
  }, 30_000);

  it('at delivery, vets again and connects to the vetted address only (no second lookup)', async () => {
    const local = await listener();
    cleanups.push(local.close);
    // "hooks.test" does not exist; the fake resolver answers once, the connection must use that answer.
    let lookups = 0;
    const send = createWebhookSender({
      allowPrivate: true,
      resolve: async () => (lookups++ === 0 ? ['127.0.0.1'] : ['10.9.9.9']),
    });
    const status = await send({
      url: `http://hooks.test:${local.port}/x`,
      body: '{}',
      headers: {},
    });
    expect(status).toBe(200);
    expect(lookups).toBe(1);
    expect(local.seen.requests[0]?.host).toBe(`hooks.test:${local.port}`);

    // Without the opt-in, a name that now resolves to loopback is refused at send time.
    const strict = createWebhookSender({ allowPrivate: false, resolve: async () => ['127.0.0.1'] });
    await expect(
      strict({ url: `https://hooks.test:${local.port}/x`, body: '{}', headers: {} }),
    ).rejects.toThrow(/refused/);
    expect(local.seen.connections).toBe(1);
  });

  it('a failed delivery says "could not connect", never a host or port', async () => {
    const api = await startApi(['--quiet', '--allow-private-webhooks']);
    cleanups.push(api.stop);
    const { seed } = await fundedAccount(api.base);
    const closed = await freePort();
    await call(api.base, 'POST', '/webhooks', {
      seed,
      body: { url: `http://127.0.0.1:${closed}/hook`, events: ['deposit.pending'] },
    });
    await call(api.base, 'POST', '/sandbox/deposits', {
      seed,
      body: { currency: 'btc', amount_usd: 50 },
    });
    await expect
      .poll(
        async () =>
          (await call(api.base, 'GET', '/sandbox/webhooks/deliveries', { seed })).body.data[0]
            ?.error,
        { timeout: 5000 },
      )
      .toBe('could not connect');
    const log = await call(api.base, 'GET', '/sandbox/webhooks/deliveries', { seed });
    expect(JSON.stringify(log.body)).not.toMatch(new RegExp(`ECONNREFUSED|:${closed}\\b(?!/hook)`));
  }, 30_000);

  it('a delivery pending at shutdown is sent after a restart; retries stop when the webhook is deleted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vcs-hooks-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const data = join(dir, 'state.json');
    let calls = 0;
    const receiver = await listener(() => (++calls === 1 ? 500 : 200));
    cleanups.push(receiver.close);
    const args = ['--quiet', '--allow-private-webhooks', '--data', data];

    const first = await startApi(args);
    const { seed } = await fundedAccount(first.base);
    await call(first.base, 'POST', '/webhooks', {
      seed,
      body: { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['card.frozen'] },
    });
    const cards = await call(first.base, 'GET', '/cards', { seed });
    await call(first.base, 'POST', `/cards/${cards.body.data[0].id}/freeze`, { seed });
    await expect.poll(() => calls, { timeout: 5000 }).toBe(1); // the first attempt failed (500)
    await first.stop(); // before the retry (1 s later)

    const second = await startApi(args);
    cleanups.push(second.stop);
    await expect.poll(() => calls, { timeout: 8000 }).toBe(2);
    await expect
      .poll(
        async () =>
          (await call(second.base, 'GET', '/sandbox/webhooks/deliveries', { seed })).body.data[0]
            ?.status,
        { timeout: 5000 },
      )
      .toBe('delivered');

    // Now a receiver that always fails, and the webhook deleted after the first attempt.
    let failing = 0;
    const broken = await listener(() => (++failing, 500));
    cleanups.push(broken.close);
    const hook = await call(second.base, 'POST', '/webhooks', {
      seed,
      body: { url: `http://127.0.0.1:${broken.port}/hook`, events: ['card.unfrozen'] },
    });
    await call(second.base, 'POST', `/cards/${cards.body.data[0].id}/unfreeze`, { seed });
    await expect.poll(() => failing, { timeout: 5000 }).toBe(1);
    await call(second.base, 'DELETE', `/webhooks/${hook.body.id}`, { seed });
    await new Promise((r) => setTimeout(r, 1800)); // past the first retry (1 s)
    expect(failing).toBe(1);
    const log = await call(second.base, 'GET', '/sandbox/webhooks/deliveries', { seed });
    const last = log.body.data.find((d: { webhook_id: string }) => d.webhook_id === hook.body.id);
    expect(last).toMatchObject({ status: 'failed', error: 'webhook removed' });
  }, 40_000);
});
