/**
 * Many `npm run api` instances behind one address (issue #52 item 4, decision 047; printed, part
 * of `npm run bench:api`). One real PostgreSQL from the machine's binaries
 * (src/test/postgres-server.ts) with fsync and synchronous commit on, as SQLite's synchronous=FULL
 * is; 1, 2 and 3 instances on one DATABASE_URL behind the tests' round-robin proxy (in a process of
 * its own), and one instance on a SQLite file behind the same proxy. autocannon then sends a mix of
 * reads and writes (scripts/lib/instances-bench.ts) over many accounts at once — different
 * accounts run in parallel — and to one account, whose requests run one at a time by design.
 * Rounds alternate the two cases, each round on new accounts; the round with the median total is
 * printed: requests per second in all and per instance (the proxy counts what each one answered),
 * p50 and p99 latency, the machine's load average (it is shared), and the CPU time each request
 * cost the instances and PostgreSQL, which the load moves far less than it moves req/s. A figure,
 * not a timed test.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE_PATH } from '../src/contract/base-paths';
import { call, fundedAccount, startApi, type Api } from '../src/test/api-process';
import { startPostgres } from '../src/test/postgres-server';
import {
  INSTANCES_HEADER,
  instancesLine,
  median,
  mixRequest,
  perSecond,
  type BenchAccount,
  type InstancesRow,
} from './lib/instances-bench';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 24);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 24);
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1,2,3').split(',').map(Number);

/** A process's /proc/<pid>/stat fields after its name, from the state on (Linux). */
const stat = (pid: number | string) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null; // it has ended
  }
};
/** CPU time (user + system) of a process, in ms (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = stat(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : 0;
};

/**
 * PostgreSQL's CPU time in ms: the postmaster's, its running children's (a backend per pooled
 * connection) and the children it has reaped (a backend that ended between two readings).
 */
function databaseCpuMs(dataDir: string): number {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const own = stat(postmaster)!;
  let ms = own.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks) * 10, 0);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const fields = stat(pid);
    if (fields && Number(fields[1]) === postmaster) ms += cpuMs(Number(pid));
  }
  return ms;
}

type Proxy = { origin: string; proc: ChildProcess; counts: () => Promise<number[]> };

/** scripts/lib/round-robin-process.ts over these instances; resolves once it listens. */
async function proxyTo(apis: Api[]): Promise<Proxy> {
  const proc = fork(
    'scripts/lib/round-robin-process.ts',
    apis.map((api) => `http://127.0.0.1:${api.port}`),
    { execArgv: ['--import', 'tsx'] },
  );
  const next = <T>() => new Promise<T>((resolve) => proc.once('message', (m) => resolve(m as T)));
  const { origin } = await next<{ origin: string }>();
  const counts = async () => {
    const answer = next<{ counts: number[] }>();
    proc.send('count');
    return (await answer).counts;
  };
  return { origin, proc, counts };
}

/** `count` accounts, each with $5,000 in its wallet and $1,000 on its card (in parallel). */
const accountsAt = (base: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, async (): Promise<BenchAccount> => {
      const { seed, cardId } = await fundedAccount(base, 5000);
      const fund = await call(base, 'POST', `/cards/${cardId}/fund`, {
        seed,
        body: { amount: 1000 },
      });
      if (fund.status !== 200) throw new Error(`funding answered ${fund.status}`);
      return { seed, cardId };
    }),
  );

type Sample = Omit<InstancesRow, 'store' | 'instances'> & { total: number };

async function measure(
  proxy: Proxy,
  apis: Api[],
  database: string | null,
  accounts: BenchAccount[],
  seconds: number,
) {
  await proxy.counts(); // what the set-up sent is not this run's
  const load = loadavg()[0]!.toFixed(1);
  const cpu = () => ({
    api: apis.reduce((sum, api) => sum + cpuMs(api.proc.pid!), 0),
    database: database === null ? null : databaseCpuMs(database),
  });
  const before = cpu();
  let n = 0;
  const result = await autocannon({
    url: proxy.origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = mixRequest(n++, accounts, API_BASE_PATH);
          return {
            ...request,
            method: next.method,
            path: next.path,
            body: next.body ?? '',
            headers: { 'X-Seed': next.seed, 'Content-Type': 'application/json' },
          };
        },
      },
    ],
  });
  const after = cpu();
  const counts = await proxy.counts();
  const perInstance = perSecond(counts, result.duration * 1000);
  const requests = counts.reduce((a, b) => a + b, 0) || 1;
  const perRequest = (ms: number) => (ms * 1000) / requests;
  return {
    cpu: {
      api: perRequest(after.api - before.api),
      database: after.database === null ? null : perRequest(after.database - before.database!),
    },
    load,
    perInstance,
    total: perInstance.reduce((a, b) => a + b, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  } satisfies Sample;
}

const dir = mkdtempSync(join(tmpdir(), 'vcs-instances-'));
const postgres = await startPostgres({ durable: true });
const rows = { many: [] as InstancesRow[], one: [] as InstancesRow[] };
const loadBefore = loadavg().map((l) => l.toFixed(1));
try {
  const setups = [
    { store: 'SQLite', instances: 1 },
    ...INSTANCES.map((instances) => ({ store: 'PostgreSQL', instances })),
  ];
  for (const { store, instances } of setups) {
    const apis =
      store === 'SQLite'
        ? [await startApi(['--quiet', '--no-rate-limits', '--data', join(dir, 'bench.db')])]
        : await (async () => {
            const env = { DATABASE_URL: await postgres.createDatabase(`bench${instances}`) };
            return Promise.all(
              Array.from({ length: instances }, () =>
                startApi(['--quiet', '--no-rate-limits'], env),
              ),
            );
          })();
    const proxy = await proxyTo(apis);
    try {
      const samples = { many: [] as Sample[], one: [] as Sample[] };
      // Round 0 warms the JIT and the pools; then the two cases alternate, so the machine's drift
      // falls on both alike (decision 005). New accounts each round: on PostgreSQL a turn reads
      // the account's every row (decision 047), so an account's growing history would make each
      // round slower than the last.
      for (let round = 0; round <= ROUNDS; round++)
        for (const key of ['many', 'one'] as const) {
          const accounts = await accountsAt(
            `${proxy.origin}${API_BASE_PATH}`,
            key === 'many' ? ACCOUNTS : 1,
          );
          const sample = await measure(
            proxy,
            apis,
            store === 'SQLite' ? null : join(postgres.dir, 'data'),
            accounts,
            round ? DURATION : 1,
          );
          if (round) samples[key].push(sample);
        }
      for (const key of ['many', 'one'] as const) {
        const middle = median(samples[key].map((s) => s.total));
        rows[key].push({ store, instances, ...samples[key].find((s) => s.total === middle)! });
      }
    } finally {
      proxy.proc.kill('SIGTERM');
      for (const api of apis) await api.stop();
    }
  }
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `\nbench:api — many instances behind one round-robin proxy (${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION} s on new accounts, half reads and half writes; PostgreSQL with fsync on, SQLite synchronous=FULL; Node ${process.version})`,
);
console.log(`load average at the start: ${loadBefore.join(', ')} (the machine is shared)`);
for (const [key, title] of [
  ['many', `${ACCOUNTS} accounts at once`],
  ['one', 'one account (its requests one at a time, decision 047)'],
] as const) {
  console.log(`\n${title}`);
  console.log(INSTANCES_HEADER);
  for (const row of rows[key]) console.log(instancesLine(row));
}
