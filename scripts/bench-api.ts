/**
 * npm run bench:api — autocannon against `npm run api` (rate limits off, memory only) on GET /cards
 * and POST /cards/{id}/fund, and against a bare Hono server answering the same GET /cards JSON from
 * memory (scripts/lib/bare-hono.ts), started here in the same run. Prints requests per second,
 * latency percentiles and the sandbox / bare ratio; exits 1 when the ratio is under the target.
 * A figure, not a timed test.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE_PATH } from '../src/contract/base-paths';

const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Issue #18: the sandbox answers GET /cards at ≥ 50 % of a bare Hono server's rate. */
const RATIO_TARGET = 0.5;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

/** Starts a server process and waits for its "listening on" line. */
async function start(args: string[], env: Record<string, string> = {}): Promise<ChildProcess> {
  // `node --import tsx`, not npx: `proc.pid` is then the server, whose CPU time is read below.
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  await new Promise<void>((resolve) =>
    proc.stdout!.on('data', (c: Buffer) => c.toString().includes('listening on') && resolve()),
  );
  return proc;
}

const port = await freePort();
const sandbox = await start([
  'src/service/node/server.ts',
  '--port',
  String(port),
  '--no-rate-limits',
  '--quiet',
  '--memory',
]);
const procs = [sandbox];
const base = `http://127.0.0.1:${port}${API_BASE_PATH}`;

async function call(method: string, path: string, seed?: string, body?: unknown) {
  const r = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(seed ? { 'X-Seed': seed } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return r.json();
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const median = (rounds: autocannon.Result[]) =>
  [...rounds].sort((a, b) => a.requests.average - b.requests.average)[rounds.length >> 1]!;

const run = (title: string, opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts, title }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

let ratio = 0;
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

  // The yardstick answers exactly what the sandbox answers.
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'bench-api-')), 'cards.json');
  writeFileSync(bodyFile, JSON.stringify(await call('GET', '/cards', seed)));
  const barePort = await freePort();
  procs.push(
    await start(['scripts/lib/bare-hono.ts'], {
      PORT: String(barePort),
      BARE_BODY_FILE: bodyFile,
    }),
  );

  // Warm both (JIT), then alternate them: the machine's load drifts from second to second, and
  // a ratio of two runs far apart measured that drift as much as the servers (decision 005).
  const sandboxCards = { url: `${base}/cards`, headers: { 'X-Seed': seed } };
  const bareCards = { url: `http://127.0.0.1:${barePort}${API_BASE_PATH}/cards` };
  await run('warm-up', { ...sandboxCards, duration: 1 });
  await run('warm-up', { ...bareCards, duration: 1 });
  const sandboxRounds: autocannon.Result[] = [];
  const bareRounds: autocannon.Result[] = [];
  // Server CPU per answer as well: on a shared 2-core machine req/s also measures how much CPU the
  // load generator got; CPU time per request is what each server itself costs.
  const cpuPerRequest = { sandbox: [] as number[], bare: [] as number[] };
  const measure = async (
    who: 'sandbox' | 'bare',
    title: string,
    opts: autocannon.Options,
    pid: number,
  ) => {
    const before = cpuMs(pid);
    const result = await run(title, opts);
    cpuPerRequest[who].push(((cpuMs(pid) - before) * 1000) / result.requests.total);
    return result;
  };
  for (let round = 0; round < ROUNDS; round++) {
    sandboxRounds.push(
      await measure('sandbox', 'GET /cards (50 cards, page of 25)', sandboxCards, sandbox.pid!),
    );
    bareRounds.push(await measure('bare', 'bare Hono, same JSON', bareCards, procs[1]!.pid!));
  }
  const results = [
    median(sandboxRounds),
    median(bareRounds),
    await run('POST /cards/{id}/fund ($1.00)', {
      url: `${base}/cards/${cardId}/fund`,
      method: 'POST',
      headers: { 'X-Seed': seed, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 1 }),
    }),
  ];
  console.log(
    `\nbench:api — ${DURATION} s each (GET /cards and bare: median of ${ROUNDS} alternating rounds), ${CONNECTIONS} connections, Node ${process.version}`,
  );
  console.log('endpoint                              req/s    p50 ms   p99 ms   non-2xx');
  for (const r of results) {
    console.log(
      `${r.title!.padEnd(36)} ${String(Math.round(r.requests.average)).padStart(7)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(9)}`,
    );
  }
  console.log(
    `rounds (req/s): sandbox ${sandboxRounds.map((r) => Math.round(r.requests.average)).join(', ')}; bare ${bareRounds.map((r) => Math.round(r.requests.average)).join(', ')}`,
  );
  const cpuMedian = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const sandboxCpu = cpuMedian(cpuPerRequest.sandbox);
  const bareCpu = cpuMedian(cpuPerRequest.bare);
  console.log(
    `server CPU per GET /cards: sandbox ${sandboxCpu.toFixed(0)} µs, bare Hono ${bareCpu.toFixed(0)} µs (ratio ${(bareCpu / sandboxCpu).toFixed(2)})`,
  );
  ratio = results[0]!.requests.average / results[1]!.requests.average;
  console.log(`\nGET /cards: sandbox / bare Hono = ${ratio.toFixed(2)} (target ≥ ${RATIO_TARGET})`);
} finally {
  for (const proc of procs) process.kill(-proc.pid!, 'SIGTERM');
}
if (ratio < RATIO_TARGET) process.exit(1);
