import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { quietLogger } from './quiet-logger';
import type { ChangeSet } from '../domain/changes';
import { SNAPSHOT_VERSION, emptyState, type ServiceState } from '../domain/state';
import {
  headerOf,
  restoreLoaded,
  rowParser,
  type AccountTurn,
  type RecordStore,
} from '../store/records';
import { migrateSandbox } from './postgres-migrations';
import { enqueueDelivery, newDeliveries, type DeliveryJob } from './postgres-delivery-queue';
import { postgresRateWindows, type SharedWindows } from './postgres-rate-windows';

/** Any fixed number: the first key of every account's advisory lock (the second: its hash). */
const ACCOUNT_LOCK = 52_048;
/** The same, for graphile-worker's migrations. */
const JOBS_MIGRATION_LOCK = 52_049;

type Queryable = pg.Pool | pg.PoolClient;

/** A turn on PostgreSQL can also queue a delivery's next attempt in its transaction. */
export type PostgresTurn = AccountTurn & {
  enqueue(job: DeliveryJob, delayMs: number): Promise<void>;
};
export type PostgresStore = Omit<RecordStore, 'turn'> & {
  turn(seedHash: string): Promise<PostgresTurn>;
  migrated: number[];
  /** Rate-limit windows every instance counts in (decision 047). */
  windows: SharedWindows;
};
type Row = { seed_hash: string; kind: string; data: string };

/**
 * The sandbox's records on PostgreSQL (decision 047), for many `npm run api` instances on one
 * database. Each request of an account runs in a `turn`: one transaction that first takes the
 * account's advisory lock and reads its rows fresh, so the account's writes queue across
 * instances and each starts from what the last one kept; the answer waits for COMMIT.
 */
export async function openPostgresStore(url: string): Promise<PostgresStore> {
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5_000 });
  // A connection the server ended (a restart) is an error on the idle client: the pool drops it.
  pool.on('error', () => undefined);
  const migrated = await migrateSandbox(pool);
  // Webhook deliveries are graphile-worker jobs (decision 047): its schema before the first turn.
  await migrateJobs(pool);
  // Every instance offers a secret; the first kept is everyone's (card secrets derive from it).
  await pool.query("INSERT INTO sandbox_meta VALUES ('secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString('hex'),
  ]);
  const secret = (
    await pool.query<{ value: string }>("SELECT value FROM sandbox_meta WHERE key = 'secret'")
  ).rows[0]!.value;
  const initial = await read(pool, secret);
  // An account's requests to this instance wait here, in memory, for their turn: one pooled
  // connection per account waits on the database's lock, not one per request (200 requests of
  // one account held all 20 and timed the rest out with 503s).
  const waiting = new Map<string, Promise<void>>();

  const rateWindows = postgresRateWindows(pool);

  return {
    migrated,
    windows: rateWindows.windows,
    // Read once before the service starts (createService's load is synchronous).
    load: () => initial,
    commit: async (changes, kept) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await write(client, changes, kept);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async turn(seedHash) {
      const before = waiting.get(seedHash) ?? Promise.resolve();
      let done!: () => void;
      const mine = new Promise<void>((resolve) => (done = resolve));
      const tail = before.then(() => mine);
      waiting.set(seedHash, tail);
      const leave = () => {
        done();
        if (waiting.get(seedHash) === tail) waiting.delete(seedHash);
      };
      await before;
      let client: pg.PoolClient;
      let state: ServiceState;
      try {
        client = await pool.connect();
      } catch (error) {
        leave();
        throw error;
      }
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
          ACCOUNT_LOCK,
          seedHash,
        ]);
        state = await read(client, secret, seedHash);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release(true);
        leave();
        throw error;
      }
      let ended = false;
      return {
        state,
        commit: (changes, kept) => write(client, changes, kept),
        enqueue: (job, delayMs) => enqueueDelivery(client, job, delayMs),
        async end(keep) {
          if (ended) return;
          ended = true;
          try {
            await client.query(keep ? 'COMMIT' : 'ROLLBACK');
            client.release();
          } catch (error) {
            client.release(true);
            if (keep) throw error;
          } finally {
            leave();
          }
        },
      };
    },
    close: () => {
      rateWindows.stop();
      void pool.end();
    },
  };
}

/** Every account's rows, or one account's; an account whose rows fail the check is set apart. */
async function read(db: Queryable, secret: string, only?: string): Promise<ServiceState> {
  const where = only ? ' WHERE seed_hash = $1' : '';
  const params = only ? [only] : [];
  const state = emptyState(secret);
  const { parse, header, unreadable } = rowParser();
  const headers = await db.query<Row>(
    `SELECT seed_hash, data FROM sandbox_accounts${where}`,
    params,
  );
  for (const row of headers.rows) {
    state.accounts[row.seed_hash] = header(row.seed_hash, row.data);
  }
  const records = await db.query<Row>(
    `SELECT seed_hash, kind, data FROM sandbox_records${where} ORDER BY ord`,
    params,
  );
  for (const row of records.rows) {
    const account = state.accounts[row.seed_hash] as Record<string, unknown[]> | undefined;
    const record = parse(row.seed_hash, row.data, row.kind);
    if (account && record !== null) account[row.kind]?.push(record);
  }
  return restoreLoaded({ ...state, version: SNAPSHOT_VERSION }, unreadable);
}

/**
 * graphile-worker's own migrations, one instance at a time: instances starting together queue on
 * a session lock (as decision 046's steps do on theirs) so the schema is installed once.
 */
async function migrateJobs(pool: pg.Pool) {
  const { runMigrations } = await import('graphile-worker');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [JOBS_MIGRATION_LOCK]);
    await runMigrations({ pgPool: pool, logger: await quietLogger() });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [JOBS_MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** One operation's changes, inside the caller's transaction; each new delivery is a job in it. */
async function write(client: pg.PoolClient, changes: ChangeSet, secret: string) {
  await client.query(
    "INSERT INTO sandbox_meta VALUES ('secret', $1) ON CONFLICT (key) DO NOTHING",
    [secret],
  );
  for (const [seedHash, account] of changes.accounts) {
    if (account)
      await client.query(
        'INSERT INTO sandbox_accounts VALUES ($1, $2) ON CONFLICT (seed_hash) DO UPDATE SET data = excluded.data',
        [seedHash, JSON.stringify(headerOf(account))],
      );
    else {
      await client.query('DELETE FROM sandbox_accounts WHERE seed_hash = $1', [seedHash]);
      await client.query('DELETE FROM sandbox_records WHERE seed_hash = $1', [seedHash]);
    }
  }
  for (const change of changes.records.values()) {
    if (change.value)
      await client.query(
        `INSERT INTO sandbox_records (seed_hash, kind, id, data) VALUES ($1, $2, $3, $4)
         ON CONFLICT (seed_hash, kind, id) DO UPDATE SET data = excluded.data`,
        [change.seedHash, change.kind, change.id, JSON.stringify(change.value)],
      );
    else
      await client.query(
        'DELETE FROM sandbox_records WHERE seed_hash = $1 AND kind = $2 AND id = $3',
        [change.seedHash, change.kind, change.id],
      );
  }
  for (const job of newDeliveries(changes)) await enqueueDelivery(client, job);
}
