// @vitest-environment node
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi, type Api } from '../../test/api-process';

const SECRET = 'whsec_http_resend_0123456789';
type Received = { body: string; signature: string; event: string; id: string };

/** A receiver on 127.0.0.1 (the server runs with --allow-private-webhooks, as the tests do). */
async function receiver() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        body,
        signature: String(req.headers['x-webhook-signature']),
        event: String(req.headers['x-webhook-event']),
        id: String(req.headers['x-webhook-id']),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { received, port, close: () => new Promise((r) => server.close(r)) };
}

/** The sh block docs/api.md shows under `### \`POST <path>\``, run with `env` by a real shell. */
async function runDocExample(path: string, env: Record<string, string>) {
  const doc = readFileSync('docs/api.md', 'utf8');
  const section = doc.slice(doc.indexOf(`### \`POST ${path}\``));
  const block = /```sh\n([\s\S]*?)\n```/.exec(section)![1]!;
  expect(block).toMatch(/^curl /);
  const { stdout } = await promisify(execFile)('sh', ['-c', block], {
    env: { ...process.env, ...env },
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

const valid = (r: Received) =>
  createHmac('sha256', SECRET).update(r.body).digest('hex') === r.signature;

describe('webhook resend and send-example over real HTTP (npm run api)', () => {
  let api: Api;
  let local: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    local = await receiver();
    api = await startApi(['--quiet', '--allow-private-webhooks']);
  }, 30_000);
  afterAll(async () => {
    await api?.stop();
    await local?.close();
  });

  it("docs/api.md's curl examples resend a delivery and send an example; the receiver verifies both", async () => {
    const { seed, cardId } = await fundedAccount(api.base);
    const hook = await call(api.base, 'POST', '/webhooks', {
      seed,
      body: { url: `http://127.0.0.1:${local.port}/hook`, events: ['card.frozen'], secret: SECRET },
    });
    await call(api.base, 'POST', `/cards/${cardId}/freeze`, { seed });
    await expect.poll(() => local.received.length, { timeout: 5000 }).toBe(1);
    const log = await call(api.base, 'GET', '/sandbox/webhooks/deliveries', { seed });
    const original = log.body.data[0];
    expect(original.status).toBe('delivered');

    const env = { API: api.base, SEED: seed, WEBHOOK_ID: hook.body.id, DELIVERY_ID: original.id };
    const resent = await runDocExample(
      '/sandbox/webhooks/{id}/deliveries/{delivery_id}/resend',
      env,
    );
    expect(resent).toMatchObject({ resend_of: original.id, event_id: original.event_id });
    await expect.poll(() => local.received.length, { timeout: 5000 }).toBe(2);
    const [first, again] = local.received;
    expect(again!.body).toBe(first!.body);
    expect(again!.id).toBe(first!.id); // the same event: a receiver that dedupes sees a repeat
    expect(valid(again!)).toBe(true);

    const example = await runDocExample('/sandbox/webhooks/{id}/send-example', env);
    expect(example).toMatchObject({ event_type: 'transaction.settled', example: true });
    await expect.poll(() => local.received.length, { timeout: 5000 }).toBe(3);
    const sent = local.received[2]!;
    expect(sent.event).toBe('transaction.settled');
    expect(valid(sent)).toBe(true);
    expect(JSON.parse(sent.body)).toMatchObject({ type: 'transaction.settled', example: true });
    await expect
      .poll(
        async () =>
          (await call(api.base, 'GET', '/sandbox/webhooks/deliveries', { seed })).body.data.map(
            (d: { status: string }) => d.status,
          ),
        { timeout: 5000 },
      )
      .toEqual(['delivered', 'delivered', 'delivered']);
  }, 30_000);

  it("refuses another account's endpoint (404) and an unknown event (400) in the error shape; nothing is sent", async () => {
    const mine = await fundedAccount(api.base);
    const theirs = await fundedAccount(api.base);
    const hook = await call(api.base, 'POST', '/webhooks', {
      seed: theirs.seed,
      body: { url: `http://127.0.0.1:${local.port}/hook`, events: ['*'], secret: SECRET },
    });
    const before = local.received.length;
    const stolen = await call(api.base, 'POST', `/sandbox/webhooks/${hook.body.id}/send-example`, {
      seed: mine.seed,
      body: { type: 'card.created' },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ error: 'webhook_not_found', code: 404 });
    const unknown = await call(api.base, 'POST', `/sandbox/webhooks/${hook.body.id}/send-example`, {
      seed: theirs.seed,
      body: { type: 'card.melted' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'invalid_request', code: 400 });
    await new Promise((r) => setTimeout(r, 300));
    expect(local.received.length).toBe(before);
  }, 30_000);
});
