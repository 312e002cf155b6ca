import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { API_BASE_PATH } from '../contract/base-paths';
import { bundledServer } from './api-bundle';

/** `npm run api` as a real Node process on a free port, for tests over real HTTP. */
export type Api = {
  base: string;
  port: number;
  proc: ChildProcess;
  logs: string[];
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb: () => number;
  /** SIGTERM, then waits for "Sandbox API stopped." */
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// No server outlives the tests or the benchmark that started it.
const running: ChildProcess[] = [];
process.on('exit', () => {
  for (const proc of running)
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
});

/**
 * The same entry point as `npm run api`, bundled (api-bundle.ts) and started with `node`, so
 * `proc.pid` is the server; `env` is added to this process's environment.
 */
export async function startApi(
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<Api> {
  const [port, server] = await Promise.all([freePort(), bundledServer()]);
  const proc = spawn(
    process.execPath,
    [
      server,
      '--port',
      String(port),
      // Tests never share the default database: memory unless a test names its own file or
      // its PostgreSQL (DATABASE_URL, decision 047).
      ...(args.includes('--data') || env.DATABASE_URL ? [] : ['--memory']),
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  running.push(proc);
  const logs: string[] = [];
  proc.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      proc.stdout!.off('data', heard);
      proc.stderr!.off('data', heard);
      proc.off('exit', early);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => settle(new Error(`api did not start: ${logs.join('')}`)),
      20_000,
    );
    // Heard as it is written, not polled: a poll every 25 ms outlived each start that failed, for
    // the rest of the worker's files (decision 033, twelfth pass).
    const heard = () => {
      if (logs.join('').includes('listening on')) settle();
    };
    const early = (code: number | null) =>
      settle(new Error(`api exited early (${code}): ${logs.join('')}`));
    proc.stdout!.on('data', heard);
    proc.stderr!.on('data', heard);
    proc.on('exit', early);
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  return {
    base: `http://127.0.0.1:${port}${API_BASE_PATH}`,
    port,
    proc,
    logs,
    rssMb: () => {
      const status = readFileSync(`/proc/${proc.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: async () => {
      proc.kill('SIGTERM');
      await exited;
      if (!logs.join('').includes('Sandbox API stopped.'))
        throw new Error(`no clean stop: ${logs.join('')}`);
    },
  };
}

/** One JSON request; the answer's status, parsed body and headers. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { seed?: string; body?: unknown; key?: string; rawBody?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.seed) headers['X-Seed'] = options.seed;
  if (options.key) headers['X-Idempotency-Key'] = options.key;
  const response = await fetch(base + path, {
    method,
    headers,
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read fields freely
  return { status: response.status, body: body as any, headers: response.headers };
}

/**
 * What an account answers at each of `paths` (GETs), by path: compared before and after a refused
 * change, or across a restart (memory, then disk).
 */
export async function accountView(base: string, seed: string, paths: readonly string[]) {
  const view: Record<string, unknown> = {};
  for (const path of paths) view[path] = (await call(base, 'GET', path, { seed })).body;
  return view;
}

/** A new account with a confirmed deposit of `usd` (all of it, less the fee, in the wallet). */
export async function fundedAccount(base: string, usd = 500) {
  const gen = await call(base, 'POST', '/', { body: { card: 'visa', asset: 'BTC' } });
  const seed = gen.body.seed as string;
  const deposit = await call(base, 'POST', '/sandbox/deposits', {
    seed,
    body: { currency: 'btc', amount_usd: usd },
  });
  await call(base, 'POST', `/sandbox/deposits/${deposit.body.id}/confirm`, { seed });
  const cards = await call(base, 'GET', '/cards', { seed });
  return { seed, cardId: cards.body.data[0].id as string, generated: gen.body };
}

export type Received = { event: string; id: string; signature: string; body: string };

/** A local webhook receiver on 127.0.0.1 (a server started with --allow-private-webhooks may call it). */
export async function webhookReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        event: String(req.headers['x-webhook-event']),
        id: String(req.headers['x-webhook-id']),
        signature: String(req.headers['x-webhook-signature']),
        body,
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
  return { received, url, close: () => new Promise((r) => server.close(r)) };
}

export type Receiver = Awaited<ReturnType<typeof webhookReceiver>>;

/**
 * The types of the account's events from the start of its log, from the event stream; the server
 * must end its streams soon (SANDBOX_STREAM_MAX_AGE_MS), as the stream is read to its end.
 */
export async function streamedEvents(base: string, seed: string): Promise<string[]> {
  const answer = await fetch(`${base}/sandbox/events/stream?after=0`, {
    headers: { 'X-Seed': seed },
  });
  if (answer.status !== 200) throw new Error(`stream answered ${answer.status}`);
  const text = await answer.text();
  return [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]!).filter((e) => e !== 'ready');
}
