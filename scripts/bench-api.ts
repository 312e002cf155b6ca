/**
 * npm run bench:api — autocannon against `npm run api` (rate limits off) on GET /cards and
 * POST /cards/{id}/fund. Prints requests per second and latency percentiles: a figure, not a test.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as { port: number }).port;
    s.close(() => resolve(p));
  });
});
const proc = spawn(
  'npm',
  ['run', 'api', '--', '--port', String(port), '--no-rate-limits', '--quiet', '--memory'],
  { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise<void>((resolve) =>
  proc.stdout!.on('data', (c: Buffer) => c.toString().includes('listening on') && resolve()),
);
const base = `http://127.0.0.1:${port}/v1/api`;

async function call(method: string, path: string, seed?: string, body?: unknown) {
  const r = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(seed ? { 'X-Seed': seed } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return r.json();
}

try {
  const { seed } = await call('POST', '/');
  for (let i = 0; i < 3; i++) {
    const dep = await call('POST', '/sandbox/deposits', seed, {
      currency: 'usdt',
      amount_usd: 1_000_000,
    });
    await call('POST', `/sandbox/deposits/${dep.id}/confirm`, seed);
  }
  const cards = await call('GET', '/cards', seed);
  const cardId = cards.data[0].id;
  for (let i = 0; i < 49; i++)
    await call('POST', '/cards', seed, { bin_id: '485932', amount: 10, label: `Card ${i}` });

  const run = (title: string, opts: autocannon.Options) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts, title }, (err, result) =>
        err ? reject(err) : resolve(result),
      ),
    );
  const results = [
    await run('GET /cards (50 cards, page of 25)', {
      url: `${base}/cards`,
      headers: { 'X-Seed': seed },
    }),
    await run('POST /cards/{id}/fund ($1.00)', {
      url: `${base}/cards/${cardId}/fund`,
      method: 'POST',
      headers: { 'X-Seed': seed, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 1 }),
    }),
  ];
  console.log(
    `\nbench:api — ${DURATION} s each, ${CONNECTIONS} connections, Node ${process.version}`,
  );
  console.log('endpoint                              req/s    p50 ms   p99 ms   non-2xx');
  for (const r of results) {
    console.log(
      `${r.title!.padEnd(36)} ${String(Math.round(r.requests.average)).padStart(7)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(9)}`,
    );
  }
} finally {
  process.kill(-proc.pid!, 'SIGTERM');
}
