/**
 * The durable store's figures (printed, not a test), part of `npm run bench:api`:
 * - POST /cards/{id}/fund p50 with 0 and with 100,000 transactions in the account (SQLite);
 * - kill -9 in the middle of a 300-request burst, 5 times: acknowledged fundings lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqliteStore } from '../src/service/node/sqlite-store';
import { emptyChanges, touch } from '../src/service/domain/changes';
import { call, fundedAccount, startApi } from '../src/test/api-process';

const dir = mkdtempSync(join(tmpdir(), 'vcs-bench-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function fundP50(base: string, seed: string, cardId: string, n = 300) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await call(base, 'POST', `/cards/${cardId}/fund`, { seed, body: { amount: 1 } });
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Writes `count` settled purchases into the account straight into the database. */
function addTransactions(path: string, cardId: string, count: number) {
  const store = sqliteStore(path);
  const state = store.load()!;
  const account = Object.values(state.accounts)[0]!;
  const changes = emptyChanges();
  const at = new Date().toISOString();
  for (let i = 0; i < count; i++)
    touch(changes, account, 'transactions', {
      id: `txn_bench${i}`,
      cardId,
      type: 'authorization',
      amountCents: -100,
      currency: 'USD',
      merchant: { name: 'Bench Store', category: 'ecommerce', mcc: '5999', country: 'US' },
      balanceAfterCents: 0,
      createdAt: at,
      authorizationId: null,
      declineCode: null,
      challengeId: null,
      threeDsStatus: 'not_required',
      settledAt: null,
      refundedCents: 0,
    });
  store.commit(changes, state.secret);
  // The store holds its file exclusively (decision 014): the server started next needs it.
  store.close?.();
  store.close?.();
}

async function killBurst(run: number) {
  const data = join(dir, `burst-${run}.db`);
  const api = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
  const { seed, cardId } = await fundedAccount(api.base, 5000);
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < 300 && !killed) {
      const key = `k-${next++}`;
      try {
        const a = await call(api.base, 'POST', `/cards/${cardId}/fund`, {
          seed,
          key,
          body: { amount: 1 },
        });
        if (a.status === 200) acknowledged.push(key);
        if (next >= 150 && !killed) {
          killed = true;
          api.proc.kill('SIGKILL');
        }
      } catch {
        // the process is gone
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  const again = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
  let lost = 0;
  for (const key of acknowledged) {
    const r = await call(again.base, 'POST', `/cards/${cardId}/fund`, {
      seed,
      key,
      body: { amount: 1 },
    });
    if (r.headers.get('idempotent-replayed') !== 'true') lost += 1;
  }
  await again.stop();
  return { acknowledged: acknowledged.length, lost };
}

try {
  const data = join(dir, 'fund.db');
  let api = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
  const { seed, cardId } = await fundedAccount(api.base, 5000);
  const empty = await fundP50(api.base, seed, cardId);
  await api.stop();
  const seeded = performance.now();
  addTransactions(data, cardId, 100_000);
  const seedMs = performance.now() - seeded;
  api = await startApi(['--quiet', '--no-rate-limits', '--data', data]);
  const full = await fundP50(api.base, seed, cardId);
  await api.stop();
  console.log(
    `\nbench:api — durable store (SQLite, WAL, synchronous=FULL), Node ${process.version}`,
  );
  console.log(`POST fund p50, 0 transactions         ${empty.toFixed(2)} ms`);
  console.log(
    `POST fund p50, 100,000 transactions   ${full.toFixed(2)} ms  (${(full / empty).toFixed(2)}×; target ≤ 1.5×; 100,000 rows written in ${Math.round(seedMs)} ms)`,
  );
  for (let run = 1; run <= 5; run++) {
    const r = await killBurst(run);
    console.log(
      `kill -9 burst ${run}/5: ${r.acknowledged} acknowledged, ${r.lost} lost (target 0)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
