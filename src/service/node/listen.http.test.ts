// @vitest-environment node
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi, type Api } from '../../test/api-process';
import { listenSecret } from './listen/forward';

type Received = { event: string; id: string; signature: string; body: string };

/** A local receiver (the developer's app): answers 200 and keeps what it got. */
async function receiver() {
  const got: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      got.push({
        event: String(req.headers['x-webhook-event']),
        id: String(req.headers['x-webhook-id']),
        signature: String(req.headers['x-webhook-signature']),
        body,
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
  return { got, url, close: () => new Promise((r) => server.close(r)) };
}

/**
 * `npm run listen` as a real process (tsx scripts/listen.ts); the seed from SANDBOX_SEED, or with
 * `stdin`, from its standard input and no SANDBOX_SEED.
 */
function listen(args: string[], seed: string, from: 'env' | 'stdin' = 'env') {
  const env = { ...process.env, SANDBOX_SEED: from === 'env' ? seed : '' };
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/listen.ts', ...args],
    { stdio: [from === 'stdin' ? 'pipe' : 'ignore', 'pipe', 'pipe'], env },
  );
  if (from === 'stdin') proc.stdin!.end(`${seed}\n`);
  const out: string[] = [];
  proc.stdout!.on('data', (c: Buffer) => out.push(c.toString()));
  proc.stderr!.on('data', (c: Buffer) => out.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', resolve));
  return { proc, text: () => out.join(''), exited };
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Issue #31 item 5 over real HTTP (decision 022). Streams end after 2 s here, to see resumes. */
describe('npm run listen -- --forward-to', () => {
  let api: Api;
  let seed: string;
  const cleanups: Array<() => unknown> = [];
  beforeAll(async () => {
    api = await startApi(['--scenario', 'busy-month', '--random-seed', '7'], {
      SANDBOX_STREAM_MAX_AGE_MS: '2000',
    });
    // The seed is printed with the "listening" line (server.ts), which startApi waits for.
    while (!/Seed: /.test(api.logs.join(''))) await sleep(25);
    seed = /Seed: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(api.logs.join(''))![1]!;
  }, 30_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await api.stop();
  });

  it('forwards the expired challenge, then loses and repeats nothing across the server closing the stream', async () => {
    const local = await receiver();
    cleanups.push(local.close);
    const cli = listen(['--forward-to', local.url, '--server', api.base], seed);
    cleanups.push(() => cli.proc.kill('SIGINT'));
    await expect.poll(cli.text, { timeout: 20_000 }).toMatch(/Ready!/);
    const secret = /Signing secret: (whsec_[0-9a-f]{40})/.exec(cli.text())![1]!;
    // Derived from the seed, so the same on every run (decision 022).
    expect(secret).toBe(listenSecret(seed));

    const advanced = await call(api.base, 'POST', '/sandbox/clock/advance', {
      seed,
      body: { seconds: 360 },
    });
    expect(advanced.status).toBe(200);
    await expect.poll(() => local.got.length, { timeout: 10_000 }).toBe(1);
    const declined = local.got[0]!;
    expect(declined.event).toBe('transaction.declined');
    expect(declined.signature).toBe(sign(secret, declined.body));
    expect(JSON.parse(declined.body)).toMatchObject({
      id: declined.id,
      type: 'transaction.declined',
      data: { decline_reason: expect.stringMatching(/3-D Secure/) },
    });
    await expect.poll(cli.text).toMatch(/#1 transaction\.declined evt_\w+ → \S+ {2}\[200 OK\]/);

    // Events made across several ends of the stream (every 2 s): each arrives once, in order.
    const expected: string[] = ['transaction.declined'];
    for (const type of ['card.frozen', 'card.unfrozen', 'transaction.authorized', 'card.funded']) {
      for (let i = 0; i < 2; i++) {
        const made = await call(api.base, 'POST', `/sandbox/events/${type}/trigger`, { seed });
        expect(made.status).toBe(201);
        expected.push(...(made.body.emitted as string[]));
        await sleep(350);
      }
    }
    await expect.poll(() => local.got.length, { timeout: 15_000 }).toBe(expected.length);
    await sleep(2500); // a late duplicate would have arrived by now
    expect(local.got.map((r) => r.event)).toEqual(expected);
    expect(new Set(local.got.map((r) => r.id)).size).toBe(expected.length);
    for (const r of local.got) expect(r.signature).toBe(sign(secret, r.body));
    expect(cli.text()).toMatch(/The stream ended; resuming after event #\d+/);
    expect(cli.text()).toMatch(/Reconnected; resuming after event #\d+/);
    expect(cli.text()).not.toContain(seed);
  }, 90_000);

  it("runs the README's curl of the stream", async () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const command = /^curl -sN .*events\/stream.*$/m
      .exec(readme)![0]
      .replace('http://127.0.0.1:8787/v1/api', api.base)
      .replace('XXXX-XXXX-XXXX-XXXX', seed);
    // The stream stays open: curl stops after 3 s (exit 28) with what it read.
    const out = await new Promise<string>((resolve) =>
      execFile('sh', ['-c', `${command} --max-time 3`], (_error, stdout) => resolve(stdout)),
    );
    expect(out).toMatch(/^retry: 1000\nid: 0\nevent: ready\ndata: \{"cursor":0\}\n\n/);
    expect(out).toMatch(/\nid: 1\nevent: [a-z3.]+\ndata: \{"id":"evt_\w+","type":/);
  }, 30_000);

  it('takes the seed from standard input, and refuses one on the command line (issue #47 item 11)', async () => {
    const local = await receiver();
    cleanups.push(local.close);
    const piped = listen(['--forward-to', local.url, '--server', api.base], seed, 'stdin');
    cleanups.push(() => piped.proc.kill('SIGINT'));
    await expect.poll(piped.text, { timeout: 20_000 }).toMatch(/Ready!/);
    piped.proc.kill('SIGINT');
    await piped.exited;

    // Any user of the machine reads a process's arguments: the seed there is refused, unused.
    const argued = listen(['--forward-to', local.url, '--seed', seed], seed);
    expect(await argued.exited).toBe(2);
    expect(argued.text()).toMatch(/not taken from the command line/);
    expect(argued.text()).not.toContain(seed);
  }, 30_000);

  it('refuses a wrong seed: the command stops with the reason', async () => {
    const wrong = listen(
      ['--forward-to', 'http://127.0.0.1:9/x', '--server', api.base],
      'AAAA-BBBB-CCCC-DDDD',
    );
    expect(await wrong.exited).toBe(1);
    expect(wrong.text()).toMatch(/refused the event stream \(401: The seed is unknown\.\)/);
    const bad = await fetch(`${api.base}/sandbox/events/stream`, {
      headers: { 'X-Seed': 'AAAA-BBBB-CCCC-DDDD' },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'unauthorized', code: 401 });
  }, 30_000);

  it('bounds the streams of one account, and a stream shows only its own account', async () => {
    const other = await fundedAccount(api.base, 50);
    const open: Response[] = [];
    const controllers: AbortController[] = [];
    for (let i = 0; i < 3; i++) {
      const abort = new AbortController();
      controllers.push(abort);
      const stream = await fetch(`${api.base}/sandbox/events/stream?after=0`, {
        headers: { 'X-Seed': other.seed },
        signal: abort.signal,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      open.push(stream);
    }
    const fourth = await call(api.base, 'GET', '/sandbox/events/stream', { seed: other.seed });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ error: 'limit_reached', code: 409 });
    // The first chunk: ready, then this account's deposit and card events, none of the busy month.
    const reader = open[0]!.body!.getReader();
    let text = '';
    while (!text.includes('event: deposit.confirmed'))
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/^retry: 1000\nid: 0\nevent: ready\n/);
    expect(text).not.toContain('transaction.declined');
    for (const abort of controllers) abort.abort();
    // Closed streams are counted out: a new one opens.
    await expect
      .poll(async () => {
        const again = await fetch(`${api.base}/sandbox/events/stream`, {
          headers: { 'X-Seed': other.seed },
          signal: AbortSignal.timeout(500),
        }).catch(() => null);
        const status = again?.status;
        await again?.body?.cancel();
        return status;
      })
      .toBe(200);
  }, 30_000);

  it('a stopping server ends its streams and stops at once', async () => {
    const other = await startApi(['--quiet']);
    const { seed: mine } = await fundedAccount(other.base, 50);
    const stream = await fetch(`${other.base}/sandbox/events/stream`, {
      headers: { 'X-Seed': mine },
    });
    const reader = stream.body!.getReader();
    await reader.read();
    const started = performance.now();
    await other.stop();
    // Before the stream's answer said Connection: close, close() waited 3 s for the socket.
    expect(performance.now() - started).toBeLessThan(1500);
    expect((await reader.read()).done).toBe(true);
  }, 30_000);
});
