/**
 * Does the sandbox's cost grow with an account's history? (issue #35; printed, part of
 * `npm run bench:api`.) One `npm run api` process on a SQLite file holds three accounts with 100,
 * 10,000 and 100,000 transactions (written straight into the database, months of them); autocannon
 * then measures, interleaved round by round so the machine's drift falls on every size alike:
 * the first page of GET /transactions, a purchase, a fund and GET /cards. The cost is the server's
 * CPU time per request (load on a shared machine changes requests per second far more than it
 * changes the CPU one request takes); p50 latency is printed beside it. Exits 1 when an
 * operation costs more than 1.5× at 100,000 transactions than at 100.
 */
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedHash } from '../src/service/domain/accounts';
import { emptyChanges, touch } from '../src/service/domain/changes';
import type { TransactionRecord } from '../src/service/domain/state';
import { sqliteStore } from '../src/service/node/sqlite-store';
import { call, fundedAccount, startApi } from '../src/test/api-process';

const SIZES = (process.env.BENCH_SIZES ?? '100,10000,100000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 1.5;
const DAY = 86_400_000;

const dir = mkdtempSync(join(tmpdir(), 'vcs-history-'));
const data = join(dir, 'history.db');

/** `count` transactions over the last year, oldest first, as the sandbox appends them. */
function history(cardId: string, count: number, prefix: string): TransactionRecord[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const declined = i % 10 === 9;
    const createdAt = new Date(now - 365 * DAY + Math.floor(((i + 1) * 364 * DAY) / count));
    return {
      id: `txn_${prefix}${String(i).padStart(7, '0')}`,
      cardId,
      type: declined ? 'decline' : 'authorization',
      amountCents: -(100 + (i % 5000)),
      currency: 'USD',
      merchant: { name: `Shop ${i % 300}`, category: 'ecommerce', mcc: '5999', country: 'US' },
      balanceAfterCents: 0,
      createdAt: createdAt.toISOString(),
      authorizationId: null,
      declineCode: declined ? 'insufficient_card_balance' : null,
      challengeId: null,
      threeDsStatus: 'not_required',
      settledAt: declined ? null : createdAt.toISOString(),
      refundedCents: 0,
    };
  });
}

/** CPU time (user + system) of a process, in ms (Linux /proc; clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

type Account = { size: number; seed: string; cardId: string };
let failed = false;
try {
  // Accounts through the API, then their history straight into the file while no server holds it.
  let api = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
  const accounts: Account[] = [];
  for (const size of SIZES) {
    const { seed, cardId } = await fundedAccount(api.base, 1_000_000);
    await call(api.base, 'POST', `/cards/${cardId}/fund`, { seed, body: { amount: 5000 } });
    accounts.push({ size, seed, cardId });
  }
  await api.stop();
  const store = sqliteStore(data);
  const state = store.load()!;
  const changes = emptyChanges();
  for (const a of accounts) {
    const account = state.accounts[seedHash(a.seed)]!;
    for (const t of history(a.cardId, a.size, `${a.size}x`))
      touch(changes, account, 'transactions', t);
  }
  store.commit(changes, state.secret);
  store.close?.();

  const loading = performance.now();
  api = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
  const startMs = performance.now() - loading;
  const endpoints = (a: Account): Array<[string, autocannon.Options]> => {
    const headers = { 'X-Seed': a.seed, 'Content-Type': 'application/json' };
    return [
      ['GET /transactions (first 50)', { url: `${api.base}/transactions?per_page=50`, headers }],
      [
        'POST /sandbox/purchases',
        {
          url: `${api.base}/sandbox/purchases`,
          method: 'POST',
          headers,
          body: JSON.stringify({ card_id: a.cardId, amount: 0.01 }),
        },
      ],
      [
        'POST /cards/{id}/fund',
        {
          url: `${api.base}/cards/${a.cardId}/fund`,
          method: 'POST',
          headers,
          body: JSON.stringify({ amount: 1 }),
        },
      ],
      ['GET /cards', { url: `${api.base}/cards`, headers }],
    ];
  };
  const cpu = new Map<string, number[]>();
  const p50 = new Map<string, number[]>();
  const bad = new Map<string, number>();
  const push = (m: Map<string, number[]>, k: string, v: number) =>
    m.set(k, [...(m.get(k) ?? []), v]);
  for (let round = 0; round <= ROUNDS; round++) {
    for (const a of accounts) {
      for (const [name, opts] of endpoints(a)) {
        const before = cpuMs(api.proc.pid!);
        const result = await autocannon({
          connections: 4,
          duration: round ? DURATION : 0.5,
          ...opts,
        });
        if (round === 0) continue; // the first round warms the JIT
        const key = `${name}\u0000${a.size}`;
        push(cpu, key, ((cpuMs(api.proc.pid!) - before) * 1000) / result.requests.total);
        push(p50, key, result.latency.p50);
        bad.set(key, (bad.get(key) ?? 0) + result.non2xx + result.errors);
      }
    }
  }
  await api.stop();

  console.log(
    `\nbench:api — cost by history (SQLite, ${ROUNDS} interleaved rounds of ${DURATION} s, 4 connections, Node ${process.version})`,
  );
  console.log(`server start with ${SIZES.join(' + ')} transactions: ${Math.round(startMs)} ms`);
  console.log(
    `operation                       ${SIZES.map((s) => `${s.toLocaleString('en')} tx`.padStart(22)).join('')}   ratio`,
  );
  for (const [name] of endpoints(accounts[0]!)) {
    const cells = accounts.map((a) => {
      const key = `${name}\u0000${a.size}`;
      const errors = bad.get(key) ? ` !${bad.get(key)}` : '';
      return `${median(cpu.get(key)!).toFixed(0)} µs · ${median(p50.get(key)!)} ms${errors}`.padStart(
        22,
      );
    });
    const first = median(cpu.get(`${name}\u0000${accounts[0]!.size}`)!);
    const last = median(cpu.get(`${name}\u0000${accounts.at(-1)!.size}`)!);
    const ratio = last / first;
    if (ratio > TARGET || [...accounts].some((a) => bad.get(`${name}\u0000${a.size}`)))
      failed = true;
    console.log(`${name.padEnd(32)}${cells.join('')}   ${ratio.toFixed(2)}×`);
  }
  console.log(`(server CPU per request · p50 latency; target: largest / smallest ≤ ${TARGET}×)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exit(1);
